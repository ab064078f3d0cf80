"""Silent misreadings a new user found driving the shop with a fake model (issue 10), each read as a whole kind.

Each kind is tested in the three languages (en, Hindi in Devanagari, Hinglish) with the user's own messages and
our own rewordings, asserting the exact intents (kind, sku, quantity in selling units, unit price in paise,
order id, bill id) or the refusal's key. A misreading the shop acts on is the benchmark's defect; a refusal is
the model's failure.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from reader_intents import CAT, intents as _intents, refused as _refused




# 1. "Don't cancel" an order named by its goods is never a cancel (as with an id: "Please do not cancel O1").

@pytest.mark.parametrize("text", [
    "Don't cancel the sugar order.",
    "We never asked you to cancel the salt order, please send it.",
    "No need to cancel the sugar order.",
    "दही का ऑर्डर रद्द नहीं करना है।",
    "चीनी का ऑर्डर रद्द करने की ज़रूरत नहीं है।",
    "बीस पैकेट दही भेज दीजिए, और दूध वाला ऑर्डर रद्द मत कीजिए।",
    "Toothpaste wala order cancel nahi karna hai.",
    "Sugar ka order cancel karne ki zarurat nahi hai.",
    "20 noodles-70g bhej do, aur biscuit wala order cancel mat karna.",
])  # ("Please do not cancel O1." alone: no_intent.order_kept since session 47, tests/test_reader_rd47_kinds.py)
def test_a_negated_cancel_by_goods_is_refused(text):
    assert _refused(text) == "ambiguous_intent.not_cancel"


@pytest.mark.parametrize("text, sku", [
    ("Cancel the sugar order.", "sugar-1kg"),
    ("Cancel the sugar order, we don't need it anymore.", "sugar-1kg"),
    ("चीनी वाला ऑर्डर रद्द कर दीजिए, अब नहीं चाहिए।", "sugar-1kg"),
    ("Sugar wala order cancel kar do, ab nahi chahiye.", "sugar-1kg"),
])
def test_a_plain_cancel_by_goods_still_cancels(text, sku):
    assert _intents(text) == [("cancel", sku, None, None, None, None)]


def test_a_negation_in_the_clause_before_does_not_reach_the_cancel():
    assert _intents("Sugar not needed. Please remove the poha from O50.")[-1][0] == "cancel"


# 2. Ordering in the past ("we ordered", "मँगवाया था", "mangwaye the", "had ordered", "last week we took") is
# background, never an order placed again.

@pytest.mark.parametrize("text, now", [
    ("Yesterday we ordered 40 kg rice and 20 kg sugar from you. Today please send 10 kg salt only.",
     ("salt-1kg", 10)),
    ("We had ordered 40 kg rice. Please send 10 kg salt.", ("salt-1kg", 10)),
    ("Last week we took 40 kg rice from you. Send 10 kg salt.", ("salt-1kg", 10)),
    ("Yesterday we placed an order for 40 kg rice. Today send 10 kg salt.", ("salt-1kg", 10)),
    ("कल हमने 30 पैकेट दूध मँगवाया था। आज सिर्फ़ 10 पैकेट पनीर भेजिए।", ("paneer-200g", 10)),
    ("पिछले हफ्ते हमने 40 किलो चावल लिया था। 10 किलो नमक भेजिए।", ("salt-1kg", 10)),
    ("कल हमने 40 किलो चावल का ऑर्डर दिया था। आज 10 किलो नमक भेजिए।", ("salt-1kg", 10)),
    ("Kal humne 48 biscuits-65g mangwaye the. Aaj sirf 20 noodles-70g bhej do.", ("noodles-70g", 20)),
    ("Pichle hafte 40 kilo chawal liya tha. 10 kilo namak bhej do.", ("salt-1kg", 10)),
    ("Kal humne 40 kg rice ka order diya tha. Aaj 10 kg salt bhej do.", ("salt-1kg", 10)),
])
def test_an_order_placed_before_is_background(text, now):
    assert _intents(text) == [("order", *now, None, None, None)]


@pytest.mark.parametrize("text", [
    "We ordered 40 kg rice yesterday, now send 10 kg salt.",
    "कल 40 किलो चावल मँगवाया था, आज 10 किलो नमक भेजिए।",
    "Kal 40 kg rice manga tha, aaj 10 kg salt bhejo.",
])
def test_goods_ordered_before_in_a_chunk_of_an_ordering_clause_are_context(text):
    assert _intents(text) == [("order", "salt-1kg", 10, None, None, None)]


def test_goods_ordered_before_and_asked_now_are_ordered():
    assert _intents("Please send the 40 kg rice we ordered yesterday.") == [
        ("order", "rice-1kg", 40, None, None, None)]


# 3. A payment told as made before ("already", "kal hi … kar diya tha", "पहले ही") is no payment now; a plain
# report of paying ("Paid B12 ₹4,300 via UPI", "Cleared B41 … by NEFT yesterday") is one (the corpora say so).

@pytest.mark.parametrize("text, bill", [
    ("Payment for B6 was already done yesterday by UPI, please check your account.", "B6"),
    ("We have already paid B9 ₹2,000.", "B9"),
    ("बिल B2 का भुगतान हमने कल ही कर दिया था।", "B2"),
    ("बिल B9 का भुगतान पहले ही हो चुका है।", "B9"),
    ("B5 ka payment kal hi kar diya tha bhai.", "B5"),
    ("B9 ka payment pehle hi ho gaya hai.", "B9"),
    ("B5 ka payment kar diya tha, check karo.", "B5"),
])
def test_a_payment_made_before_is_refused(text, bill):
    r = read_message(text, CAT)
    assert not r.readable and r.reason_key == "ambiguous_intent.paid_before", (text, r.intents)
    assert r.reason_args["id"] == bill


@pytest.mark.parametrize("text, bills, total", [
    ("Paid B12 ₹4,300 via UPI", ["B12"], 430000),
    ("Cleared B41 and B42 both by NEFT yesterday evening, ₹18,200 in total. Do check once.", ["B41", "B42"], None),
    ("B21 ka pura 2,640 Paytm kar diya.", ["B21"], 264000),
    ("बिल B8 का ₹1,500 भुगतान कर दिया।", ["B8"], 150000),
])
def test_a_payment_reported_plainly_is_paid(text, bills, total):
    r = read_message(text, CAT)
    assert r.readable, (text, r.reason)
    assert [(i.kind, i.bill_id) for i in r.intents] == [("pay", b) for b in bills]
    assert r.intents[0].total_paise == total


# 5. A condition on a price to come ("if … drops below", "agar … se kam ho jaye", "अगर … से नीचे आए") is no offer
# now; a condition asking the supplier for a price ("If you can do ₹3,300 total …") is one.

@pytest.mark.parametrize("text", [
    "If the rice price drops below ₹35, send 100 kg.",
    "If the rice rate falls to ₹35 per kg, send 100 kg.",
    "अगर चावल का भाव ₹35 से नीचे आए तो 100 किलो भेज दीजिए।",
    "अगर चावल का भाव ₹35 से कम हो जाए तो 100 किलो भेज दीजिए।",
    "Agar rice ka rate ₹35 se kam ho jaye to 100 kg bhej dena.",
    "Agar chawal ka bhav ₹35 se neeche aaye to 100 kilo bhej do.",
])
def test_a_condition_on_a_price_to_come_is_refused(text):
    assert _refused(text) == "ambiguous_intent.conditional"


@pytest.mark.parametrize("text, expected", [
    ("If you can do ₹3,300 total for 15 kg besan, we'll confirm today", ("offer", "besan-500g", 30, 11000)),
    ("Agar ₹35 kar do to 100 kg rice le lenge.", ("offer", "rice-1kg", 100, 3500)),
    ("अगर ₹35 कर दो तो 100 किलो चावल ले लेंगे।", ("offer", "rice-1kg", 100, 3500)),
])
def test_a_condition_asking_the_supplier_for_a_price_is_an_offer(text, expected):
    assert _intents(text) == [(*expected, None, None)]


# 6. Template text is no id: a glued name in braces ("{S1_BILL0}", "{B3}") or glued by "_" ("S1_BILL3",
# "order_O5") names no bill or order — the message is refused for its missing id.

@pytest.mark.parametrize("text", [
    "Paying bill {S1_BILL0} now.",
    "Paying bill S1_BILL3 now.",
    "Paying {B3} now.",
    "Paid {BILL_ID} ₹4,300 via UPI.",
    "बिल {S1_BILL0} का भुगतान कर दिया।",
    "{S1_BILL0} ka payment kar diya.",
    "Cancel order_O5 please.",
])
def test_a_placeholder_is_no_id(text):
    assert _refused(text).startswith("no_id")


@pytest.mark.parametrize("text, expected", [
    ("Paid B12 ₹4,300 via UPI", ("pay", None, None, None, None, "B12")),
    ("Pay B-12 now", ("pay", None, None, None, None, "B12")),
    ("Cancel O5 please.", ("cancel", None, None, None, "O5", None)),
])
def test_a_written_id_is_still_read(text, expected):
    assert _intents(text) == [expected]
