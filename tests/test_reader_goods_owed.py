"""Questions and complaints about goods that have not come (issue 10's "a question about delivery orders the goods a
second time"; fixer CH, session 36): goods said still owed are asked after, never ordered again
(``lang.still_owed``, ``lang.delivery_asked``); the rest asked after is the count after "other" / "baaki" / "बाकी",
not the count that came, and with no goods it is refused (``lang.short_asked``); a pack asked by its place is one
pack ("the fifth tray"); a question naming no order takes the id named right before the same goods
(``lang.id_before_goods``); an order said late as the reason to change it asks nothing (``lang.late_then_changed``).
Rows from holdout128/130 and probes34, and probes of our own (marked)."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, refused

# --- the rest asked after, beside the count that came --------------------------------------------------------------

MILK_REST = [("ask_delivery", "milk-500ml", 10, None, "O14", None)]


@pytest.mark.parametrize("text", [
    "O14: only 50 packets of milk came, where are the other 10?",
    "O14: दूध के सिर्फ़ 50 पैकेट आए, बाकी 10 कहाँ हैं?",  # (probes34 i0011: had asked after the 50 that came)
    "O14: doodh ke sirf 50 packet aaye, baaki 10 kahan hain?",
])
def test_the_rest_asked_is_the_count_after_the_word_of_the_rest(text):
    assert intents(text, email=True) == MILK_REST


@pytest.mark.parametrize("text", [  # (our own probes)
    "Only 8 of the 10 packets of paneer came. Where are the other 2?",
    "सिर्फ़ 8 पैकेट पनीर आया, बाकी 2 कब आएँगे?",
    "Sirf 8 packet paneer aaya, baaki 2 kab aayenge?",
])
def test_the_rest_of_one_goods_told_before(text):
    assert intents(text, email=True) == [("ask_delivery", "paneer-200g", 2, None, None, None)]


def test_the_rest_asked_in_the_next_sentence_of_goods_told_with_no_count():
    assert intents("Humne Coca-Cola ki 12 bottle mangayi thi, par sirf 10 pahunchi. Kripya bataiye baaki 2 kab "
                   "bhejenge.", email=True) == [("ask_delivery", "soft-drink-750ml", 2, None, None, None)]


@pytest.mark.parametrize("text", [
    "Only 50 came, where are the other 10?", "सिर्फ़ 50 आए, बाकी 10 कहाँ हैं?", "Sirf 50 aaye, baaki 10 kahan hain?",
    "Only 8 came. When will the other 2 come?", "सिर्फ़ 8 आए, बाकी 2 कब आएँगे?",  # (our own)
])
def test_the_rest_of_no_goods_and_no_order_is_refused(text):
    assert refused(text, email=True) == "no_item.of_what"


def test_near_rest_sentences_read_as_before():
    assert intents("O3 ki baaki 5 kilo cheeni kab aayegi?", email=True) == [
        ("ask_delivery", "sugar-1kg", 5, None, "O3", None)]
    assert intents("O52 में 10 की जगह सिर्फ़ 7 लीटर सरसों तेल आया। बाकी 3 लीटर कब आएगा?", email=True) == [
        ("ask_delivery", None, None, None, "O52", None)]  # (holdout27 c001: the order named, its goods unknown)
    assert intents("When will my order come?", email=True) == [("ask_delivery", None, None, None, None, None)]


# --- a pack asked after by its place --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "नमस्ते भैया! पर O21 के अंडे सिर्फ़ 4 ट्रे आए, हमने 5 मँगाए थे। पाँचवीं ट्रे कहाँ है?",
    "Namaste bhaiya! Par O21 ke ande sirf 4 tray aaye, humne 5 mangaye the. Paanchvi tray kahan hai?",
])
def test_the_fifth_tray_asked_after_is_one_tray(text):
    assert intents(text, email=True) == [("ask_delivery", "eggs-1pc", 30, None, "O21", None)]


def test_an_ordinal_pack_of_our_own_and_one_that_does_not_fit():
    assert intents("Only 9 packets of milk came for O3. Where is the tenth packet?", email=True) == [
        ("ask_delivery", "milk-500ml", 1, None, "O3", None)]
    r = intents("O21 ke ande sirf 4 tray aaye. Doosri tray kahan hai?", email=True)  # (the second of 4? no pack read)
    assert all(row[2] != 30 for row in r)


# --- goods said still owed: asked after, never ordered again ----------------------------------------------------------

O3_MAIL = ("Dear Agarwal ji,\n\nOrder O3 has reached us only in part. The 1 quintal of rice and the 10 packets of atta "
           "were received this morning, in good condition. However, the 24 litres of refined oil and the 50 kg of sugar "
           "are still pending. Could you please confirm when this balance will be delivered? The wedding cooking starts "
           "tomorrow.\n\nAlso, please add 10 kg of moong dal to the pending part of O3.\n\nThanking you,\nAlok Sinha")


def test_goods_still_pending_are_the_balance_asked_after():
    assert intents(O3_MAIL, email=True) == [  # (holdout128 o9012: had ordered the oil and the sugar a second time)
        ("ask_delivery", "refined-oil-1l", 24, None, "O3", None), ("ask_delivery", "sugar-1kg", 50, None, "O3", None),
        ("order", "moong-dal-1kg", 10, None, "O3", None)]


OWED_AND_SALT = [("ask_delivery", "refined-oil-1l", 24, None, None, None), ("ask_delivery", "sugar-1kg", 50, None, None,
                 None), ("order", "salt-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [  # (our own probes)
    "The 24 litres of refined oil and the 50 kg of sugar are still pending. Also send 10 kg salt.",
    "The 24 litres of refined oil and the 50 kg of sugar have not come yet. Also send 10 kg salt.",
    "24 लीटर रिफाइंड तेल और 50 किलो चीनी अभी तक नहीं आई। 10 किलो नमक भी भेजो।",
])
def test_goods_still_owed_beside_an_order_are_never_ordered(text):
    assert intents(text, email=True) == OWED_AND_SALT


@pytest.mark.parametrize("text", [  # (our own probes)
    "We received the 20 kg rice but the 10 kg sugar is still pending. When will it come?",
    "Rice 20 kg mil gaya, par 10 kilo cheeni abhi baaki hai. Kab aayegi?",
    "20 किलो चावल मिल गया, पर 10 किलो चीनी अभी बाकी है। कब आएगी?",
])
def test_goods_still_owed_after_goods_received(text):
    assert intents(text, email=True) == [("ask_delivery", "sugar-1kg", 10, None, None, None)]


def test_owed_goods_of_two_orders_in_terse_english():
    assert intents("O3 ka 1 quintal rice and 10 packet atta not reached. fog is there on highway? And O1 chura 20 kg "
                   "gur 25 kg also not come. when coming?", email=True) == [  # (holdout128 o9008: O1 got O3's atta)
        ("ask_delivery", "rice-1kg", 100, None, "O3", None), ("ask_delivery", "atta-5kg", 10, None, "O3", None),
        ("ask_delivery", "poha-500g", 40, None, "O1", None), ("ask_delivery", "jaggery-1kg", 25, None, "O1", None)]


def test_near_owed_sentences_read_as_before():
    assert intents("O27 still pending 😞 10 packets paneer. and cancel the curd from O27 pls", email=True) == [
        ("ask_delivery", "paneer-200g", 10, None, "O27", None), ("cancel", "curd-400g", None, None, "O27", None)]
    assert intents("Stock: rice 12 kg still left. Send 50 kg rice.", email=True) == [
        ("order", "rice-1kg", 50, None, None, None)]
    assert refused("Payment for O27 still pending, will clear Friday.", email=True) == "no_id.bill"
    assert intents("B7 bill not come, send", email=True) == [("ask_bill", None, None, None, None, "B7")]


# --- the order named with the same goods before ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "फ़ोन पर हुई बात के अनुसार, O3 (12 लीटर देसी घी) के लिए ₹10,000 एडवांस UPI से भेज दिया है।\n\nकृपया पुष्टि करें "
    "कि 12 लीटर घी 18 अक्टूबर करवा चौथ से पहले पहुँच जाएगा।",
    "Phone pe baat hui thi, uske hisaab se O3 (12 litre desi ghee) ke liye ₹10,000 advance UPI se bhej diya hai.\n\n"
    "Please confirm kijiye ki 12 litre ghee 18 October Karva Chauth se pehle pahunch jayega.",
    "As discussed, we have transferred an advance of ₹10,000 against O3 (12 litres of desi ghee) by UPI.\n\nKindly "
    "confirm that the 12 litres will reach us before Karva Chauth on 18 October.",
])
def test_a_delivery_question_takes_the_id_named_with_its_goods(text):
    assert intents(text, email=True) == [("pay", None, None, None, "O3", None),
                                         ("ask_delivery", "ghee-1l", 12, None, "O3", None)]


def test_other_goods_take_no_id_of_ours():
    assert intents("We paid ₹5,000 advance for O7 (20 kg sugar) today. When will the 10 kg rice arrive?",
                   email=True) == [("pay", None, None, None, "O7", None), ("ask_delivery", "rice-1kg", 10, None, None, None)]


# --- an order said late as the reason to change it -------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Bansal ji, O8 is still not here and Diwali is gone, nobody wants gift boxes now. Second change to O8: drop the "
    "almonds completely (all 30 packets). Send 20 kg gur instead — Chhath thekua season.",
    "बंसल जी, O8 अब तक नहीं आया और दिवाली निकल गई, अब कोई गिफ़्ट डिब्बा नहीं चाहता। O8 में दूसरा बदलाव: बादाम पूरे हटा "
    "दीजिए (सारे 30 पैकेट)। उनकी जगह 20 किलो गुड़ भेजिए।",
    "Bansal ji, O8 abhi tak nahi aaya aur Diwali nikal gayi, ab koi gift box nahi chahta. O8 mein doosra change: badam "
    "poore hata do (saare 30 packet). Unki jagah 20 kg gur bhejo.",
])
def test_an_order_late_as_the_reason_to_change_it_asks_nothing(text):
    assert intents(text, email=True) == [("cancel", "almonds-100g", 30, None, "O8", None),
                                         ("order", "jaggery-1kg", 20, None, "O8", None)]


@pytest.mark.parametrize("text", [  # (our own probes)
    "O12 still not delivered. Cancel the 5 kg sugar from O12.", "O4 अभी तक नहीं आया। O4 से 5 किलो चीनी कम कर दो।",
    "O4 abhi tak nahi aaya. O4 se 5 kilo cheeni kam kar do."])
def test_a_late_order_cut_is_the_cut_alone(text):
    assert [row[0] for row in intents(text, email=True)] == ["cancel"]


def test_a_late_order_asked_when_is_still_asked():
    assert intents("O8 abhi tak nahi aaya, kab aayega? O8 se badam hata do.", email=True) == [
        ("ask_delivery", None, None, None, "O8", None), ("cancel", "almonds-100g", None, None, "O8", None)]


# --- a bill said not come: the bill asked for, not goods asked after -------------------------------------------------

@pytest.mark.parametrize("text", [
    "आज NEFT से B5 का पूरा भुगतान कर दिया है। कृपया O11 (पनीर और मक्खन) का बिल भी भेज दीजिए, B11 अभी हमारे पास नहीं आया।",
    "Aaj NEFT se B5 ka poora payment kar diya hai. Kripya O11 (paneer aur makkhan) ka bill bhi bhej dijiye, B11 abhi "
    "hamare paas nahi aaya.",  # (holdout129 hi/hl-a7040 had asked after O11's paneer and butter too)
])
def test_a_bill_not_come_is_no_delivery_question(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B5"), ("ask_bill", None, None, None, None,
                                                                              "B11")]


@pytest.mark.parametrize("text", ["B11 abhi tak nahi aaya, bhej do", "B11 अभी तक नहीं आया, भेज दो", "B11 not come yet, send"])
def test_a_bill_alone_not_come_is_asked_for(text):  # (our own probes)
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, "B11")]


def test_an_order_not_come_is_still_a_delivery_question():
    assert intents("O8 abhi tak nahi aaya", email=True) == [("ask_delivery", None, None, None, "O8", None)]


def test_a_heading_over_a_bill_paid_is_no_bill_not_come():
    assert [i[0] for i in intents("Delivery status: B80 paid.", email=True)] == ["ask_delivery", "pay"]


@pytest.mark.parametrize("text", [  # (our own probes: goods waited for, beside an order)
    "We are still waiting for the 6 trays of eggs. Send 10 packets of bread too.",
    "6 ट्रे अंडे का अभी भी इंतज़ार है। 10 पैकेट ब्रेड भी भेजो।", "6 tray ande ka abhi bhi intezaar hai. 10 packet bread bhi bhejo.",
])
def test_goods_waited_for_are_asked_after_not_ordered(text):
    assert intents(text, email=True) == [("ask_delivery", "eggs-1pc", 180, None, None, None),
                                         ("order", "bread-400g", 10, None, None, None)]


def test_a_rate_waited_for_is_no_goods_owed():
    assert intents("Chawal ke rate ka intezaar hai. 10 kilo chawal bhejo.", email=True) == [
        ("order", "rice-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [  # (our own probes: goods short in a delivery are a complaint, never an order)
    "Sugar 50 kg short in yesterday's delivery. Send 20 kg rice.", "कल की डिलीवरी में 5 किलो चीनी कम आई। 20 किलो चावल भेजो।",
    "Kal ki delivery mein 5 kilo cheeni kam aayi. 20 kilo chawal bhejo."])
def test_goods_short_in_a_delivery_are_never_ordered(text):
    assert refused(text, email=True) == "no_id.bill"  # (a complaint of which bill?)


@pytest.mark.parametrize("text", [  # (our own probes)
    "The 20 kg atta never came. When will it come?", "20 किलो आटा आया ही नहीं। कब आएगा?", "20 kilo aata aaya hi nahi. Kab aayega?"])
def test_goods_that_never_came_are_the_question_s(text):
    assert intents(text, email=True) == [("ask_delivery", "atta-5kg", 4, None, None, None)]
