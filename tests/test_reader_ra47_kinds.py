"""Kinds the forty-seventh session's helper RA fixed (last session's blind silent misreadings, sealed holdout164–166),
each in the three languages: the intents read (kind, sku, quantity in selling units, unit price in paise, order id,
bill id) or the refusal's key. Probes: tests/corpus_probes47 (written before the fixes)."""
from __future__ import annotations

import pytest

from reader_intents import reading


# ---- a price per tray / case / quintal / bori between the goods and the unit word, agreed, beside another count ----
@pytest.mark.parametrize("text", ["ok ande 165 tray done 👍 paancho tray aaj hi bhej do",
                                  "ठीक है अंडे 165 ट्रे डन 👍 पाँचों ट्रे आज ही भेज दो",
                                  "ok eggs 165 a tray done 👍 send the five trays today only"])
def test_a_tray_price_agreed_before_the_trays_sent_is_a_price_not_165_trays(text):
    assert reading(text) == [("accept", "eggs-1pc", None, 550, None, None), ("order", "eggs-1pc", 150, None, None, None)]


@pytest.mark.parametrize("text", ["sugar 4,150 quintal done ✅ send both quintals on Monday",
                                  "चीनी 4,150 क्विंटल डन ✅ दोनों क्विंटल सोमवार को भेज दो",
                                  "cheeni 4,150 quintal done ✅ dono quintal Monday ko bhej do"])
def test_a_quintal_price_agreed_beside_both_quintals_is_per_quintal(text):
    assert reading(text) == [("accept", "sugar-1kg", None, 4150, None, None), ("order", "sugar-1kg", 200, None, None, None)]


@pytest.mark.parametrize("text", ["Coca-Cola 408 case chalega. Send 3 cases with the evening van",
                                  "कोका-कोला 408 केस चलेगा। शाम की गाड़ी से 3 केस भेज दो",
                                  "Coke 408 case chalega. Shaam ki gaadi se 3 case bhej do"])
def test_a_case_price_agreed_beside_cases_sent_is_per_case(text):
    assert reading(text) == [("accept", "soft-drink-750ml", None, 3400, None, None),
                             ("order", "soft-drink-750ml", 36, None, None, None)]


@pytest.mark.parametrize("text", ["eggs 6 tray done, send the 4 trays", "अंडे 6 ट्रे डन, वो 4 ट्रे भेज दो",
                                  "ande 6 tray done, wo 4 tray bhej do"])
def test_a_figure_that_is_no_trays_price_beside_another_count_is_refused_not_ordered(text):
    assert reading(text) == "ambiguous_intent.figure"


# ---- a revised or corrected bill asked after a cut the message makes is the bill asked, not disputed ----
@pytest.mark.parametrize("text", ["Drop the 5 kg sugar from O9 and send the corrected bill B9.",
                                  "O9 में से 5 किलो चीनी हटा दो और सही किया हुआ बिल B9 भेज दो।",
                                  "O9 se 5 kilo cheeni hata do aur corrected bill B9 bhej do."])
def test_a_corrected_bill_asked_after_a_cut_is_ask_bill(text):
    assert reading(text) == [("cancel", "sugar-1kg", 5, None, "O9", None), ("ask_bill", None, None, None, None, "B9")]


def test_a_revised_bill_asked_after_a_cut_and_a_replacement_is_ask_bill():
    text = ("Dear Sir,\n\n1. Please **remove the 10 kg masoor dal** from Order O4.\n2. In its place, send **10 kg chana "
            "dal** instead, with the same consignment.\n3. Kindly send us the revised Bill B4 once the change is made."
            "\n\nRegards,\nAnil")
    assert reading(text) == [("cancel", "masoor-dal-1kg", 10, None, "O4", None),
                             ("order", "chana-dal-1kg", 10, None, "O4", None), ("ask_bill", None, None, None, None, "B4")]


@pytest.mark.parametrize("text", ["Bill B11 is wrong — you charged 12 trays, we got only 10. Please send a revised bill.",
                                  "बिल B11 गलत है — आपने 12 ट्रे का पैसा लगाया, हमें सिर्फ़ 10 मिलीं। संशोधित बिल भेजिए।",
                                  "Bill B11 galat hai — aapne 12 tray charge kiye, humein sirf 10 mili. Revised bill bhejiye."])
def test_a_revised_bill_asked_beside_a_fault_stays_a_dispute(text):
    assert reading(text) == [("dispute", None, None, None, None, "B11")]


# ---- a habitual amount beside a request is background, not the count asked ----
@pytest.mark.parametrize("text", ["Please take ₹2 off per kg on sugar — we buy 50 kg from you every week.",
                                  "चीनी पर किलो के ₹2 कम कर दीजिए — हम हर हफ़्ते आपसे 50 किलो लेते हैं।",
                                  "Cheeni pe kilo ke ₹2 kam kar dijiye — hum har hafte aapse 50 kilo lete hain."])
def test_a_weekly_habit_beside_a_relative_ask_gives_it_no_quantity(text):
    assert reading(text) == [("offer", "sugar-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", ["We normally take 20 kg onion every week, but this week send only 10 kg.",
                                  "हम हर हफ़्ते 20 किलो प्याज़ लेते हैं, पर इस हफ़्ते सिर्फ़ 10 किलो भेजना।",
                                  "Hum har hafte 20 kilo pyaaz lete hain, par is hafte sirf 10 kilo bhejna."])
def test_a_weekly_habit_beside_this_weeks_order_is_not_a_second_count(text):
    assert reading(text) == [("order", "onion-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Namaste ji 🙏 We usually take 3 trays of eggs a week, but the wedding season is on — send a little more this time!",
    "नमस्ते जी 🙏 हम आम तौर पर हफ़्ते में 3 ट्रे अंडे लेते हैं, पर शादियों का सीज़न है — इस बार थोड़ा ज़्यादा भेजिए!",
    "Namaste ji 🙏 Hum aam taur pe hafte mein 3 tray ande lete hain, par shaadiyon ka season hai — is baar thoda zyada bhejiye!"])
def test_a_little_more_than_the_habit_orders_no_count(text):
    assert isinstance(reading(text), str)


# ---- a competitor's price beside a refusal is not the refusal's nor an offer ----
@pytest.mark.parametrize("text", ["Tea at ₹120 a packet won't do, the Metro store has it for ₹112. Skip tea this week.",
                                  "चाय ₹120 पैकेट नहीं चलेगी, मेट्रो स्टोर में ₹112 की मिल रही है। इस हफ़्ते चाय रहने दो।",
                                  "Chai ₹120 packet nahi chalegi, Metro store mein ₹112 ki mil rahi hai. Is hafte chai rehne do."])
def test_another_stores_price_beside_a_refusal_leaves_the_refusal_its_own_price(text):
    assert reading(text) == [("reject", "tea-250g", None, 12000, None, None)]


@pytest.mark.parametrize("text", ["No, ₹45 for sugar is too high; Bansal Traders sells it at ₹43.",
                                  "नहीं, चीनी ₹45 बहुत ज़्यादा है; बंसल ट्रेडर्स ₹43 में बेचता है।",
                                  "Nahi, cheeni ₹45 bahut zyada hai; Bansal Traders ₹43 mein bechta hai."])
def test_a_competitors_price_on_a_refusal_is_no_offer(text):
    assert reading(text) == [("reject", "sugar-1kg", None, 4500, None, None)]


# ---- an English imperative condition is an offer, as its Hindi and Hinglish twins ----
@pytest.mark.parametrize("text", ["Price the sugar at ₹4,150 a quintal and the 3 quintal order is confirmed.",
                                  "चीनी ₹4,150 क्विंटल लगा दो तो 3 क्विंटल का ऑर्डर पक्का।",
                                  "Cheeni ₹4,150 quintal laga do to 3 quintal ka order pakka."])
def test_a_price_set_then_the_order_confirmed_is_an_offer(text):
    assert reading(text) == [("offer", "sugar-1kg", 300, 4150, None, None)]


@pytest.mark.parametrize("text", ["Do toor dal at ₹130/kg and we'll book 30 kg today.",
                                  "तूर दाल ₹130/किलो कर दो तो आज ही 30 किलो बुक कर देंगे।",
                                  "Toor dal ₹130/kg kar do to aaj hi 30 kilo book kar denge.",
                                  "Kindly price the toor dal at ₹130 per kg and our order for 30 kg stands confirmed."])
def test_a_price_set_then_goods_booked_is_an_offer(text):
    assert reading(text) == [("offer", "toor-dal-1kg", 30, 13000, None, None)]


def test_a_plain_order_at_a_price_stays_an_order():
    assert reading("Send 20 kg rice at ₹40 and we will pay today.") == [("order", "rice-1kg", 20, 4000, None, None)]
