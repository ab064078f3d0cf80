"""Kinds session 55's helper LEFT took from readings people found silent or poor, and from the desk-changing silent
rows of the labelled corpora (issue 10). Each in the three languages, with probes of our own and near sentences that
read as before: the other forms of the paying word said of a day ("को चुकाई", "ko chukaye"; ``lang.cues``); a generic
name pointing back at the one goods of its kind named before ("for the dal"; ``lang.generic_named``); a count cut
*to* with no count before asks from how many (``lang.count_changes``, ``lang.set_to``) and with a bare one cuts the
difference (``lang.cut_to``); a bill thanked for asks nothing (``lang.bill_thanked``); delivery on a weekday asked
in general is a question of trade terms (``lang.schedule_asked``); a rival's price asked matched beside an order says
whose price it is (``lang.rival_matched``); goods cut from an order then sent as ordered are refused
(``lang.cut_then_as_ordered``); a rate agreed charged otherwise by a bill not named asks which bill
(``lang.bill_rate_unnamed``); payment advices (``lang.counts_not_lent``, ``lang.cues``); an order's coming asked
confirmed (``lang.arrival_confirmed``)."""
from __future__ import annotations

import pytest

from reader_intents import intents, reading

LEDGER = {
    "hi": "बिल B1 ₹3,000 (2 दिसंबर को {w})\nबिल B2 ₹2,000 (4 दिसंबर को {w})\nअब 10 किलो चीनी भेजिए।",
    "hinglish": "bill B1 ₹3,000 (2 Dec ko {w})\nbill B2 ₹2,000 (4 Dec ko {w})\nAb 10 kilo cheeni bhejiye.",
}
PAID_LEDGER = [("pay", None, None, None, None, "B1"), ("pay", None, None, None, None, "B2"),
               ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    *(LEDGER["hi"].format(w=w) for w in ("चुकाई", "चुकाए", "चुकाये", "चुका दी", "चुका दिए")),
    *(LEDGER["hinglish"].format(w=w) for w in ("chukai", "chukaye")),
    "Bill B1 ₹3,000 (paid on 2 Dec)\nBill B2 ₹2,000 (paid on 4 Dec)\nNow send 10 kg sugar.",
])
def test_every_form_of_paid_on_a_day_is_a_payment(text):
    assert intents(text, email=True) == PAID_LEDGER


@pytest.mark.parametrize("text", ["B3 के ₹2,585 कल चुका दी।", "B3 ka bill chuka diya.", "We paid B3 yesterday."])
def test_a_bill_paid_is_paid(text):
    assert reading(text) == [("pay", None, None, None, None, "B3")]


@pytest.mark.parametrize("text", [
    "Send 25 kg toor dal and 10 packets of besan at ₹58 per kg for the dal.",
    "25 किलो तूर दाल और 10 पैकेट बेसन भेजिए, दाल ₹58 प्रति किलो।",
    "25 kilo toor dal aur 10 packet besan bhejo, dal ₹58 kilo.",
])
def test_the_dal_after_toor_dal_is_the_toor_dal(text):  # lang.generic_named
    assert reading(text) == [("order", "toor-dal-1kg", 25, 5800, None, None), ("order", "besan-500g", 10, None, None,
                                                                              None)]


@pytest.mark.parametrize("text", [
    "Send 25 kg toor dal and 10 kg dal.",  # a count of its own: other dal
    "25 किलो तूर दाल और 10 किलो दाल भेजिए।",
    "Send 25 kg toor dal and 10 kg moong dal; the dal at ₹58.",  # two dals named
    "25 kilo toor dal aur 10 kilo moong dal bhejo, dal ₹58 kilo.",
])
def test_a_dal_with_its_own_count_or_among_two_is_asked(text):
    assert reading(text) == "ambiguous_item.which"


@pytest.mark.parametrize("text", [
    "Reduce the atta in O3 to 5 bags",  # (lang.count_changes: had asked "what is 5 bags for?")
    "O3 में आटा घटाकर 5 बोरी कर दो",
    "O3 mein atta kam karke 5 bag kar do",  # (lang.set_to: a count whose unit is unsure; had asked "what about O3?")
    "Reduce the rice in O12 to 30 kg.",
    "O12 में चावल घटाकर 30 किलो कर दो",
    "O12 mein chawal kam karke 30 kilo kar do",
])
def test_a_count_cut_to_with_no_count_before_asks_from_how_many(text):
    assert reading(text) == "ambiguous_intent.set_count"


def test_a_count_cut_to_with_the_count_before_is_the_difference():
    assert reading("Reduce sugar to 10 kg in O1 (from 25 kg)") == [("cancel", "sugar-1kg", 15, None, "O1", None)]


@pytest.mark.parametrize("text", [  # lang.bill_thanked: had read a dispute (hi, hinglish) and a payment (en) of B3
    "Revised bill B3 ₹2,585 bhejne ke liye dhanyavaad",
    "संशोधित बिल B3 ₹2,585 भेजने के लिए धन्यवाद",
    "Thanks for sending the revised bill B3 of ₹2,585.",
    "Thank you for the revised bill B3.",
])
def test_a_bill_thanked_for_asks_nothing(text):
    assert reading(text) == "no_intent.nothing"


@pytest.mark.parametrize("text, read", [  # beside the thanks, a payment or a fault is read as before
    ("संशोधित बिल के लिए धन्यवाद, B3 का भुगतान कर दिया।", [("pay", None, None, None, None, "B3")]),
    ("Revised bill ke liye dhanyavaad, B3 ka payment kar diya.", [("pay", None, None, None, None, "B3")]),
    ("Thanks for the revised bill B3. We have paid ₹2,585 today.", [("pay", None, None, None, None, "B3")]),
    ("B3 is wrong, thanks for checking. Please send a revised bill.", [("dispute", None, None, None, None, "B3")]),
])
def test_beside_a_bill_thanked_for_the_rest_is_read(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text", [  # lang.schedule_asked: a question of trade terms (holdout143 o7015's label)
    "What is your rate for mustard oil? Do you deliver on Sunday?",
    "सरसों तेल का रेट क्या है? क्या आप रविवार को डिलीवरी करते हैं?",  # (had asked a delivery of no order)
    "Sarson tel ka rate kya hai? Kya aap Sunday ko delivery karte ho?",
])
def test_delivery_on_a_weekday_asked_in_general_asks_only_the_rate(text):
    assert reading(text) == [("ask_quote", "mustard-oil-1l", None, None, None, None)]


@pytest.mark.parametrize("text", ["Will O5 come on Sunday?", "O5 Sunday ko aayega kya?", "क्या O5 रविवार को आएगा?"])
def test_an_order_asked_after_by_a_weekday_is_still_asked(text):
    assert reading(text) == [("ask_delivery", None, None, None, "O5", None)]


@pytest.mark.parametrize("text", [  # lang.rival_matched.rival_price_matched: was "two different requests for the sugar"
    "Sharma Traders gives sugar at ₹41 per kg. Can you match it? We need 40 kg sugar.",
    "Sharma Traders gives sugar at ₹41 per kg. Can you match it? We need 40 kg.",
])
def test_a_rival_price_asked_matched_beside_an_order_names_whose_price_it_is(text):
    assert reading(text) == "ambiguous_intent.rival_matched"


@pytest.mark.parametrize("text", [  # said as the one request, it is one offer of the 40 kg at ₹41
    "Sharma Traders ₹41 kilo mein cheeni de raha hai, aap match karoge? Humein 40 kilo chahiye.",
    "शर्मा ट्रेडर्स ₹41 किलो में चीनी दे रहा है, आप उतने में दोगे? हमें 40 किलो चीनी चाहिए।",
])
def test_a_rival_price_matched_in_one_sentence_is_one_offer(text):
    assert reading(text) == [("offer", "sugar-1kg", 40, 4100, None, None)]


@pytest.mark.parametrize("text", [  # refused, not read twice (the Hindi by the second opinion)
    "शर्मा ट्रेडर्स चीनी ₹41 किलो दे रहा है। आप बराबर करोगे? हमें 40 किलो चीनी चाहिए।",
    "Sharma Traders cheeni ₹41 kilo de raha hai. Aap match karoge? Humein 40 kilo cheeni chahiye.",
])
def test_a_rival_price_matched_apart_from_the_order_is_refused(text):
    assert isinstance(reading(text), str)


@pytest.mark.parametrize("text", [  # lang.cut_then_as_ordered (holdout189 a4041's kind: en and hi had ordered 30 kg)
    "Cancel sugar from O7. Sugar 30 kg send as per order only.",
    "O7 से चीनी कैंसल करो। चीनी 30 किलो ऑर्डर के हिसाब से ही भेजना।",
    "O7 se cheeni cancel karo. Cheeni 30 kilo order ke hisaab se hi bhejna.",
    "Cancel the rice from O4. Rice 25 kg send as ordered.",  # probes of our own
    "O4 से चावल हटा दो। 25 किलो चावल ऑर्डर के मुताबिक भेजना।",
])
def test_goods_cut_from_an_order_then_sent_as_ordered_are_refused(text):
    assert reading(text) == "contradictory.retracted"


def test_other_goods_sent_as_ordered_beside_a_cut_are_read():
    assert reading("Cancel sugar from O7. Send 30 kg rice as per order.") == [
        ("cancel", "sugar-1kg", None, None, "O7", None), ("order", "rice-1kg", 30, None, None, None)]


@pytest.mark.parametrize("text, read", [  # lang.cut_to: the old count bare, in the new count's unit (holdout104 j3048)
    ("Please reduce the milk in O51 to 20 litres (from 30).", [("cancel", "milk-500ml", 20, None, "O51", None)]),
    ("Reduce the eggs in O18 to 6 trays (was 10).", [("cancel", "eggs-1pc", 120, None, "O18", None)]),
    ("Reduce sugar to 10 kg in O1 (from 25).", [("cancel", "sugar-1kg", 15, None, "O1", None)]),
])
def test_a_count_cut_to_beside_a_bare_old_count_cuts_the_difference(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text", [  # lang.bill_rate_unnamed (holdout188 z3041's kind: the English read an acceptance)
    "Jaggery was agreed at ₹61 — the bill charges ₹62. Please correct it.",
    "Jaggery was agreed at ₹61 but the bill charges ₹62.",
    "गुड़ ₹61 पर तय हुआ था — बिल में ₹62 लगा है। ठीक कर दीजिए।",
    "Gud ₹61 pe tay hua tha — bill me ₹62 laga hai. Theek kr do.",
])
def test_a_rate_agreed_charged_otherwise_by_a_bill_not_named_asks_which_bill(text):
    assert reading(text) == "no_id.bill"


def test_a_rate_agreed_charged_otherwise_by_a_named_bill_disputes_it():
    assert reading("Jaggery was agreed at ₹61 — B7 charges ₹62. Please correct it.") == [
        ("dispute", None, None, None, None, "B7")]


PAID_LIST = {"en": "Payments made today by NEFT:\n• B6: ₹4,310\n• B7: ₹2,120\n",
             "hi": "आज NEFT से भुगतान किए:\n• B6: ₹4,310\n• B7: ₹2,120\n",
             "hinglish": "Aaj NEFT se payment kiye:\n• B6: ₹4,310\n• B7: ₹2,120\n"}
PAID_TWO = [("pay", None, None, None, None, "B6"), ("pay", None, None, None, None, "B7")]


@pytest.mark.parametrize("text", [  # lang.counts_not_lent: a bill's amount on its own line lends no price to goods
    PAID_LIST["en"] + "Please send 20 kg sugar.",
    PAID_LIST["hi"] + "कृपया 20 किलो चीनी भेजिए।",
    PAID_LIST["hinglish"] + "20 kilo cheeni bhej dijiye.",
    "Payments made today by NEFT:\n- B6 — ₹4,310\n- B7 — ₹2,120\n\nPlease send 20 kg sugar.",
])
def test_a_payment_advice_beside_an_order_is_the_payments_and_the_order(text):
    assert reading(text) == PAID_TWO + [("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [  # lang.cues: 'NEFT payments', "Today's payments" head a list of payments
    *PAID_LIST.values(),
    "Today's NEFT payments:\n• B6: ₹4,310\n• B7: ₹2,120",
    "NEFT payments today:\n- B6: ₹4,310\n- B7: ₹2,120",
    "Aaj ke NEFT payments:\n• B6: ₹4,310\n• B7: ₹2,120",
    "आज के NEFT भुगतान:\n• B6: ₹4,310\n• B7: ₹2,120",
])
def test_a_payment_advice_is_its_payments(text):
    assert reading(text) == PAID_TWO


def test_a_bills_amount_on_its_own_line_does_not_price_the_one_good_ordered():
    assert reading("Payments made today by NEFT:\n• B6: ₹4,310\n\nPlease send 20 kg sugar.") == [
        ("pay", None, None, None, None, "B6"), ("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [  # lang.arrival_confirmed: had read nothing, or (hl) an order of no goods
    "Please confirm O8 will come tomorrow morning.",
    "कृपया पुष्टि करें कि O8 कल सुबह आ जाएगा।",
    "Confirm kar dijiye ki O8 kal subah aa jayega.",
])
def test_an_orders_coming_asked_confirmed_asks_when_it_comes(text):
    assert reading(text) == [("ask_delivery", None, None, None, "O8", None)]


@pytest.mark.parametrize("text, read", [("Please confirm O8 and add 5 kg sugar to it.", [
    ("order", "sugar-1kg", 5, None, "O8", None)]), ("O8 ka rate confirm kar dijiye.", "no_item.none")])
def test_a_confirmation_of_other_things_about_an_order_is_no_delivery_question(text, read):
    assert reading(text) == read
