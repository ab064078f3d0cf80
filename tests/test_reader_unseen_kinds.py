"""Kinds held-out corpora 5, 9, 10 and 13 misread silently, written again in our own words in the three languages
(issue 10, branch reader7): each asserts the exact intents (kind, sku, quantity in selling units, unit price in
paise, order id, total in paise) or that the message is refused.
"""
from __future__ import annotations

import pytest

from lang.counter_words import read_at_counter
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _intents(text: str, read=read_message) -> list[tuple]:
    r = read(text, CAT)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.total_paise) for i in r.intents]


def _refused(text: str, read=read_message) -> str:
    r = read(text, CAT)
    assert not r.readable, (text, r.intents)
    return r.reason_key


@pytest.mark.parametrize("text", ["Has order O12 left your godown yet? Our customers keep asking for paneer.",
                                  "O12 wala maal nikla kya? Dukaan mein do din se doodh khatam hai.",
                                  "ऑर्डर O12 निकला क्या? दुकान में दो दिन से दूध ख़त्म है।"])
def test_goods_in_an_aside_are_not_what_a_delivery_question_about_an_order_asks(text):
    assert _intents(text) == [("ask_delivery", None, None, None, "O12", None)]


def test_goods_in_the_delivery_question_itself_are_still_its_subject():
    assert _intents("Is the rice from order O27 coming today?") == [("ask_delivery", "rice-1kg", None, None, "O27", None)]


@pytest.mark.parametrize("text", ["How much is the bill for the sugar and rice in O40? Please send it.",
                                  "O40 mein cheeni aur chawal ka bill kitna bana? Bill bhej dijiye.",
                                  "O40 में चीनी और चावल का बिल कितना बना? बिल भेज दीजिए।"])
def test_a_bill_asked_for_an_order_is_the_orders_bill_not_a_rate_question(text):
    assert _intents(text) == [("ask_bill", None, None, None, "O40", None)]


@pytest.mark.parametrize("text", [
    "It's ₹1,245 altogether — ₹1,120 for the ration and ₹125 for the dahi and bread. Shall I put it in the khata?",
    "Kul ₹1,245 hue — ₹1,120 ration ke aur ₹125 dahi-bread ke. Khate mein likh doon?",
    "कुल ₹1,245 हुए — ₹1,120 राशन के और ₹125 दही-ब्रेड के। खाते में लिख दूँ?",
])
def test_a_counter_total_stated_with_its_parts_bills_the_total(text):
    assert _intents(text, read_at_counter) == [("bill", None, None, None, None, 124500)]


def test_parts_that_do_not_add_up_to_the_total_are_not_taken_for_it():
    assert _intents("₹860 hua, ₹60 chhod ke ₹800, abhi ₹300 do baaki ₹500 khate mein.", read_at_counter) == [
        ("bill", None, None, None, None, 80000)]


@pytest.mark.parametrize("text", ["Send 30 packets of besan, ₹48 a packet works, right?",
                                  "Besan ke 30 packet bhej do, ₹48 packet chalega na?",
                                  "बेसन के 30 पैकेट भेज दो, ₹48 पैकेट चलेगा न?"])
def test_a_price_asked_with_the_tag_na_is_an_offer_not_an_accept(text):
    assert _intents(text) == [("offer", "besan-500g", 30, 4800, None, None)]


@pytest.mark.parametrize("text", ["Please send 20 kg rice.", "Bhai 20 kilo chawal bhej do na", "भाई 20 किलो चावल भेज दो न"])
def test_the_tag_na_closing_an_order_refuses_nothing(text):
    assert _intents(text) == [("order", "rice-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text, paise", [
    ("Send 25 kg tomatoes at ₹30 and 5 dozen bananas at ₹48 a dozen, please send by 4 pm, ok?", [3000, 4800]),
    ("25 kilo tamatar ₹30 wale aur 5 darjan kele ₹48 darjan, shaam 4 baje tak bhej dena, theek hai?", [3000, 4800]),
    ("25 किलो टमाटर ₹30 वाले और 5 दर्जन केले ₹48 दर्जन, शाम 4 बजे तक भेज देना, ठीक है?", [3000, 4800]),
])
def test_a_tag_after_a_delivery_term_still_asks_nothing(text, paise):
    assert [(i[0], i[3]) for i in _intents(text)] == [("order", p) for p in paise]


@pytest.mark.parametrize("text", ["Poha at 62? No thanks.", "Poha 62 mein nahi lenge.", "पोहा 62 में नहीं लेंगे।"])
def test_a_bare_price_that_fits_only_a_kg_of_goods_sold_in_half_kg_packs_is_per_kg(text):
    assert _intents(text) == [("reject", "poha-500g", None, 3100, None, None)]


@pytest.mark.parametrize("text", ["Can you do suji at 40?", "Suji 40 mein doge?", "सूजी 40 में दोगे?"])
def test_a_bare_price_that_fits_both_a_packet_and_a_kg_is_asked(text):
    assert _refused(text) == "ambiguous_intent.price_unit"


@pytest.mark.parametrize("text", ["Can you do poha at 36?", "Poha 36 mein doge?", "पोहा 36 में दोगे?"])
def test_a_bare_price_that_fits_only_the_packet_stays_per_packet(text):
    assert _intents(text) == [("offer", "poha-500g", None, 3600, None, None)]


@pytest.mark.parametrize("text", ["Rice at ₹38 accepted, please send 20 kg. Also 10 kg sugar at ₹42 per kg.",
                                  "Chawal ₹38 theek hai, 20 kilo bhej do. Saath mein 10 kilo cheeni ₹42 kilo.",
                                  "चावल ₹38 ठीक है, 20 किलो भेज दो। साथ में 10 किलो चीनी ₹42 किलो।"])
def test_an_accept_of_one_item_is_no_accept_of_another_items_own_price(text):
    assert _intents(text) == [("accept", "rice-1kg", None, 3800, None, None), ("order", "rice-1kg", 20, None, None, None),
                              ("order", "sugar-1kg", 10, 4200, None, None)]


def test_a_price_of_its_own_after_another_items_accept_is_not_taken_as_accepted():
    assert _refused("Rice ₹38 ok. Sugar ₹42.") == "ambiguous_intent.no_word"


@pytest.mark.parametrize("text", [
    "Please cancel O41 — the 2 cases of Pepsi and 30 packets of namkeen are not needed any more.",
    "O41 cancel kar do bhai, woh 2 peti Pepsi aur 30 packet namkeen ab nahi chahiye.",
    "O41 रद्द कर दो भाई, वो 2 पेटी पेप्सी और 30 पैकेट नमकीन अब नहीं चाहिए।"])
def test_a_cancel_whose_object_is_the_order_id_cancels_the_order_whatever_goods_follow(text):
    assert _intents(text) == [("cancel", None, None, None, "O41", None)]


@pytest.mark.parametrize("text", ["Please cancel the 2 cases of Pepsi on O41.", "O41 se 2 peti Pepsi cancel kar do",
                                  "O41 से 2 पेटी पेप्सी रद्द कर दो"])
def test_a_cancel_whose_object_is_goods_of_the_order_cancels_those_goods(text):
    assert _intents(text) == [("cancel", "soft-drink-750ml", 24, None, "O41", None)]


@pytest.mark.parametrize("text", ["Paneer ₹350/kg please, we'll take 4 kg.", "Paneer ₹350 kilo please, 4 kilo le lenge.",
                                  "पनीर ₹350 किलो प्लीज़, 4 किलो ले लेंगे।"])
def test_goods_taken_at_a_price_of_ours_offer_that_price(text):
    assert _intents(text) == [("offer", "paneer-200g", 20, 7000, None, None)]


def test_goods_sent_at_a_stated_price_are_still_an_order():
    assert _intents("Send 4 kg paneer at ₹350 per kg.") == [("order", "paneer-200g", 20, 7000, None, None)]


@pytest.mark.parametrize("text", [
    "We ran out of poha yesterday. Could you send 30 packets of poha? ₹33 a packet like last time is fine.",
    "Kal poha khatam ho gaya. 30 packet poha bhej dijiye, ₹33 packet wala rate theek hai.",
    "कल पोहा ख़त्म हो गया। 30 पैकेट पोहा भेज दीजिए, ₹33 पैकेट वाला रेट ठीक है।"])
def test_goods_asked_first_then_the_price_they_are_asked_on_is_an_order_at_that_price(text):
    assert _intents(text) == [("order", "poha-500g", 30, 3300, None, None)]


@pytest.mark.parametrize("text", ["Fine, ₹38.80 per kg for rice works. Please book 40 kg.",
                                  "Chawal ₹38.80 theek hai, 40 kilo bhej do.", "चावल ₹38.80 ठीक है, 40 किलो भेज दो।"])
def test_a_price_agreed_first_then_goods_asked_is_an_accept_and_an_order(text):
    assert _intents(text) == [("accept", "rice-1kg", None, 3880, None, None), ("order", "rice-1kg", 40, None, None, None)]


@pytest.mark.parametrize("text,expected", [
    ("Send 5 cases of Coca-Cola. Last time you gave ₹34 a bottle.", ("soft-drink-750ml", 60)),
    ("20 kilo chawal bhej do. Pichli baar ₹38 mein diya tha.", ("rice-1kg", 20)),
    ("20 किलो चावल भेज दो। पिछली बार ₹38 में दिया था।", ("rice-1kg", 20))])
def test_an_earlier_price_in_a_sentence_of_its_own_is_context(text, expected):
    """A price named as last time's in a sentence with no intent word stays a reference even when the message has
    no other price (tenth session; held-out 9's Coca-Cola rows, whose golds say so, had been refused by
    lang.verify_kinds._price_of_another_clause): the order is sent at the supplier's price, not at last time's."""
    assert _intents(text) == [("order", *expected, None, None, None)]


@pytest.mark.parametrize("text", ["Please send the following:\n- Rice | 50 kg | ₹37/kg\n- Sugar | 30 kg | ₹41/kg",
                                  "Yeh maal bhej dijiye:\n- Chawal 50 kilo ₹37/kilo\n- Cheeni 30 kilo ₹41/kilo",
                                  "कृपया यह माल भेजिए:\n- चावल 50 किलो ₹37/किलो\n- चीनी 30 किलो ₹41/किलो"])
def test_a_list_under_an_order_header_keeps_each_lines_price(text):
    assert _intents(text) == [("order", "rice-1kg", 50, 3700, None, None), ("order", "sugar-1kg", 30, 4100, None, None)]


@pytest.mark.parametrize("text", ["Send 20 packets of milk every day this week.", "Doodh 20 packet roz bhejna, is hafte.",
                                  "रोज़ सुबह 20 पैकेट दूध भेजिए।"])
def test_goods_asked_every_day_are_asked_not_ordered_once(text):
    """Check (lang.verify_kinds._recurring): no exact reading lost on any corpus (their daily words sit in
    reasoning and sales reports, not in the clause that asks)."""
    assert _refused(text) == "ambiguous_intent.recurring"


@pytest.mark.parametrize("text", ["<think>We sell about 15 kg a day.</think> Please send 60 kg rice.",
                                  "<think>Roz 15 kilo bikta hai.</think> 60 kilo chawal bhej dijiye.",
                                  "<think>रोज़ 15 किलो बिकता है।</think> 60 किलो चावल भेज दीजिए।"])
def test_a_daily_figure_in_reasoning_leaves_the_order_alone(text):
    assert _intents(text) == [("order", "rice-1kg", 60, None, None, None)]


@pytest.mark.parametrize("text", ["Send 10 kg toor dal. Actually, not toor — moong dal.",
                                  "10 kilo toor dal bhej do. Nahi, toor nahi, moong dal.",
                                  "10 किलो तूर दाल भेज दो। नहीं, तूर नहीं, मूंग दाल।"])
def test_goods_ordered_then_negated_in_another_sentence_are_a_correction_refused(text):
    """Check (lang.verify_kinds._negated_elsewhere): no exact reading lost on any corpus; it had ordered the toor dal
    and dropped the moong dal silently."""
    assert _refused(text) == "contradictory.retracted"


@pytest.mark.parametrize("text", ["Send 20 kg sugar and 10 kg gud, not the salt this time.",
                                  "20 kilo cheeni aur 10 kilo gud bhej do, namak is baar nahi.",
                                  "20 किलो चीनी और 10 किलो गुड़ भेज दो, नमक इस बार नहीं।"])
def test_goods_not_wanted_beside_an_order_leave_the_order_alone(text):
    assert _intents(text) == [("order", "sugar-1kg", 20, None, None, None), ("order", "jaggery-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", ["Send 20 kg rice and 10 kg sugar. Hold the sugar until Monday.",
                                  "20 kilo chawal aur 10 kilo cheeni bhej do. Cheeni Monday tak rok ke rakhna.",
                                  "20 किलो चावल और 10 किलो चीनी भेज दो। चीनी सोमवार तक रोक कर रखना।"])
def test_ordered_goods_named_again_later_with_words_we_do_not_know_are_asked(text):
    """Check (lang.verify_kinds._named_again): no exact reading lost on any corpus once limited to sentences after
    the order (chat before it — "Curd is flying off the shelf — kindly send 4 kg dahi" — cost 9 rows)."""
    assert _refused(text) == "ambiguous_intent.unknown_word"


@pytest.mark.parametrize("text", ["Curd is flying off the shelf in this heat — kindly send 4 kg dahi.",
                                  "Dahi garmi mein khoob bik raha hai, 4 kilo dahi bhej do.",
                                  "दही गर्मी में ख़ूब बिक रहा है, 4 किलो दही भेज दो।"])
def test_chat_about_the_goods_before_the_order_leaves_it_alone(text):
    assert _intents(text) == [("order", "curd-400g", 10, None, None, None)]


@pytest.mark.parametrize("text", ["We may need 20 kg rice next week.", "Shayad 20 kilo chawal chahiye honge.",
                                  "शायद 20 किलो चावल चाहिए होंगे।", "Maybe send 20 kg rice."])
def test_goods_asked_as_a_maybe_are_not_ordered(text):
    """Check (lang.verify_kinds._hedged): no exact reading lost on any corpus; each had been an order of 20 kg."""
    assert _refused(text) == "ambiguous_intent.tentative"


@pytest.mark.parametrize("text", ["May I request you to send 20 kg rice?", "Kindly send 20 kg rice, may be by Friday."])
def test_may_as_a_courtesy_or_about_the_day_orders(text):
    assert _intents(text) == [("order", "rice-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", ["Cancel O12 and O13.", "O12 aur O13 cancel kar do.", "O12 और O13 रद्द कर दो।"])
def test_a_cancel_of_two_orders_cancels_both(text):
    assert _intents(text) == [("cancel", None, None, None, "O12", None), ("cancel", None, None, None, "O13", None)]


@pytest.mark.parametrize("text, want", [
    ("Keep O15, cancel O14.", [("cancel", None, None, None, "O14", None)]),
    ("Cancel O7 and send the bill for O8.", [("cancel", None, None, None, "O7", None),
                                             ("ask_bill", None, None, None, "O8", None)]),
])
def test_an_id_with_words_of_its_own_is_not_cancelled_beside_another(text, want):
    assert _intents(text) == want


@pytest.mark.parametrize("text", ["Send 20 kg rice, and let me know your rate for sugar.",
                                  "20 kilo chawal bhej do, aur cheeni ka rate bata do.",
                                  "20 किलो चावल भेज दो, और चीनी का भाव बता दो।"])
def test_a_rate_asked_for_another_item_leaves_the_order_an_order(text):
    assert _intents(text) == [("order", "rice-1kg", 20, None, None, None), ("ask_quote", "sugar-1kg", None, None, None, None)]


def test_not_a_rupee_more_is_a_ceiling_on_the_offer_not_a_refusal():
    assert _intents("We'll pay ₹36, not a rupee more, for rice.") == [("offer", "rice-1kg", None, 3600, None, None)]


@pytest.mark.parametrize("text", ["₹40 would be okay for sugar.", "We'd be fine with ₹40 for sugar."])
def test_a_price_that_would_be_fine_is_proposed_not_agreed(text):
    assert _intents(text) == [("offer", "sugar-1kg", None, 4000, None, None)]


@pytest.mark.parametrize("text", ["₹40 for sugar is fine.", "We would be happy to accept ₹40 for sugar.",
                                  "Cheeni ₹40 theek hai.", "चीनी ₹40 ठीक है।"])
def test_a_price_said_fine_is_agreed(text):
    assert _intents(text) == [("accept", "sugar-1kg", None, 4000, None, None)]


@pytest.mark.parametrize("text", ["It's ₹101, and your old balance is ₹300, so ₹401 in all.",
                                  "₹101 aaj ka, pichla ₹300 baaki, kul ₹401.", "आज का ₹101, पिछला ₹300 बाकी, कुल ₹401।"])
def test_todays_bill_said_with_the_old_balance_and_their_sum_is_todays(text):
    assert _intents(text, read_at_counter) == [("bill", None, None, None, None, 10100)]


@pytest.mark.parametrize("text", ["That's ₹1,200; pay ₹1,000 now and the rest tomorrow.",
                                  "Sir ₹1,200 hua, ₹1,000 abhi, baaki kal.", "₹1,200 हुआ, ₹1,000 अभी दीजिए, बाकी कल।"])
def test_a_bill_paid_in_part_with_the_rest_later_is_the_whole_bill_not_a_round_off(text):
    assert _intents(text, read_at_counter) == [("bill", None, None, None, None, 120000)]


@pytest.mark.parametrize("text, paise", [("Total: ₹202. Please pay ₹200 only.", 20000),
                                         ("Bill 862 ka bana, round off karke 860 do", 86000)])
def test_a_round_off_is_still_the_amount_asked(text, paise):
    assert _intents(text, read_at_counter) == [("bill", None, None, None, None, paise)]


@pytest.mark.parametrize("text", ["Rice ₹38 is too much, make it ₹36, otherwise leave it.",
                                  "Chawal 38 bahut hai, 36 karo, nahi toh rehne do.", "चावल 38 बहुत है, 36 करो, नहीं तो रहने दो।"])
def test_otherwise_said_nahi_toh_threatens_a_refusal_and_offers_the_price(text):
    assert _intents(text) == [("offer", "rice-1kg", None, 3600, None, None)]


@pytest.mark.parametrize("text", ["The 20 kg sugar you quoted at ₹44 — we'll take it.",
                                  "20 kilo cheeni jo aapne 44 mein boli thi, le lenge.",
                                  "20 किलो चीनी जो आपने 44 में बोली थी, ले लेंगे।"])
def test_goods_taken_at_the_suppliers_own_quoted_price_are_ordered_not_offered(text):
    assert _intents(text) == [("order", "sugar-1kg", 20, 4400, None, None)]
