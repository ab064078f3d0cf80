"""Kinds a new user's trial (16) found acted on wrongly, each read as a whole kind in en, hi and Hinglish
(lang/take_backs.py, and the "aadhe" and price-lowering rules beside it).

Each case asserts the exact reading: the intents (kind, sku, quantity in selling units, order id, bill id) or the
refusal's reason key. A cancel or payment taken back, kept, on a condition or in another time is never acted on.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
import re

from lang.refusals import reader_reason
from market.catalogue import load_catalogue
from reader_intents import refused as _refused

CAT = load_catalogue()


def _intents(text: str) -> list[tuple]:
    r = read_message(text, CAT)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


# 1. A cancel taken back in the same message cancels nothing.

@pytest.mark.parametrize("text", [
    "Please cancel order O1. Actually no, keep it — just confirm the delivery date.",
    "Cancel O1 — just kidding! Keep it as is.",
    "We were going to cancel O1 but decided to keep it.",
    "Cancel O7. Never mind, we will keep the order.",
    "ऑर्डर O3 रद्द कर दीजिए। नहीं, रहने दीजिए, बस डिलीवरी कब होगी बता दीजिए।",
    "हम O3 रद्द करने की सोच रहे थे, पर अब रख लीजिए।",
    "O3 cancel kar do... nahi nahi, rehne do.",
    "O3 cancel karne ka soch rahe the, par rakh lo.",
    "O3 cancel kar dijiye. Mazak tha, order rehne dijiye.",
    "Scratch that cancel for O4, we still need it.",
    "Please cancel O4... on second thought, keep it.",
    "O4 रद्द करना था, लेकिन अब रहने दीजिए। डिलीवरी कब तक होगी?",
    "O4 cancel karna tha, par ab rehne dijiye, bas delivery time bata do.",
])
def test_a_cancel_taken_back_cancels_nothing(text):
    assert _refused(text) == "ambiguous_intent.cancel_taken_back"


def test_a_cancel_asked_and_answered_no_cancels_nothing():
    # the guard against orders and cancels asked as questions (lang/guards.py) refuses it first
    assert _refused("O3 cancel? नहीं नहीं, रहने दीजिए।") in ("ambiguous_intent.asked", "ambiguous_intent.cancel_taken_back")


@pytest.mark.parametrize("text, expected", [
    ("Cancel O5, keep O6.", [("cancel", None, None, "O5", None)]),
    ("O5 रद्द कर दीजिए, O6 रखिए।", [("cancel", None, None, "O5", None)]),
    ("Please cancel O5. Thanks!", [("cancel", None, None, "O5", None)]),
])
def test_a_cancel_beside_keeping_another_order_still_cancels(text, expected):
    assert _intents(text) == expected


# 2. Goods kept or negated beside a cancel are never cancelled: only the goods named for cancelling are.

@pytest.mark.parametrize("text, skus", [
    ("Cancel the tomatoes, not the onions.", ["tomato-1kg"]),
    ("Please cancel just the rice from O1; keep the toor dal and sugar.", ["rice-1kg"]),
    ("From O1 drop the rice; keep the sugar and salt.", ["rice-1kg"]),
    ("टमाटर हटा दीजिए, प्याज़ नहीं।", ["tomato-1kg"]),
    ("O1 से चावल हटा दीजिए; चीनी और नमक रखिए।", ["rice-1kg"]),
    ("Tamatar cancel karo, pyaaz nahi.", ["tomato-1kg"]),
    ("O1 se chawal hata do; cheeni aur namak rakho.", ["rice-1kg"]),
    ("Remove the sugar from O4 but leave the rice.", ["sugar-1kg"]),
    ("O4 से चीनी हटा दीजिए, चावल रहने दीजिए।", ["sugar-1kg"]),
    ("O4 se cheeni hata do, chawal rehne do.", ["sugar-1kg"]),
    ("Cancel sugar and salt, not rice.", ["sugar-1kg", "salt-1kg"]),
])
def test_goods_kept_beside_a_cancel_are_not_cancelled(text, skus):
    got = _intents(text)
    assert [i[0] for i in got] == ["cancel"] * len(skus), got
    assert [i[1] for i in got] == skus


@pytest.mark.parametrize("text", ["O1 से सिर्फ़ चावल हटा दीजिए; चीनी और नमक रखिए।",
                                  "O1 se sirf chawal hata do; cheeni aur namak rakho."])
def test_goods_kept_are_never_cancelled_even_beside_only(text):  # "sirf" is a keep word of the reader's: refused
    r = read_message(text, CAT)
    assert not r.readable or [(i.kind, i.sku) for i in r.intents] == [("cancel", "rice-1kg")], r


def test_goods_cancelled_together_stay_cancelled():
    assert [i[1] for i in _intents("Cancel the rice and sugar from O1, keep the salt.")] == ["rice-1kg", "sugar-1kg"]


# 3. A cancel on a condition is no cancel now; a polite "if possible" is no condition.

@pytest.mark.parametrize("text", [
    "We'll cancel O1 if the rate doesn't come down to ₹38 for rice.",
    "If the goods don't reach by tomorrow morning, consider O3 cancelled.",
    "Unless O2 is dispatched today, cancel it.",
    "अगर कल सुबह तक माल नहीं आया तो ऑर्डर O3 रद्द समझिए।",
    "कल तक माल नहीं आया तो O3 रद्द कर देंगे।",
    "अगर भाव कम नहीं हुआ तो O2 रद्द कर देंगे।",
    "Agar rate kam nahi hua toh O2 cancel kar denge.",
    "Kal tak maal nahi aaya toh O3 cancel samjho.",
    "Agar aaj dispatch nahi hua to O2 cancel kar dena.",
])
def test_a_cancel_on_a_condition_is_refused(text):
    assert _refused(text) == "ambiguous_intent.cancel_if"


@pytest.mark.parametrize("text", ["If possible, please cancel O3.", "Ho sake to O3 cancel kar dijiye.",
                                  "हो सके तो O3 रद्द कर दीजिए।", "Cancel O3 if it hasn't left yet.",
                                  "Cancel O3. We will keep ordering from you."])
def test_a_polite_if_still_cancels(text):
    assert _intents(text) == [("cancel", None, None, "O3", None)]


# 4. A payment taken back, dated before today or promised for later is no payment now.

@pytest.mark.parametrize("text", [
    "Hi, paying bill B3 again by mistake? No - please ignore. Just confirm B3 is settled.",
    "Paying B3 ₹500 — sorry, that was a mistake, please ignore.",
    "B3 का भुगतान गलती से दोबारा भेज रहे थे? नहीं, इसे छोड़िए।",
    "B3 का भुगतान कर रहे हैं। नहीं, भूल से लिखा, इसे छोड़िए।",
    "B3 ka payment galti se dobara kar rahe the, ignore karo.",
    "B3 ka payment kar rahe hain. Nahi, bhool se likha, ignore karo.",
])
def test_a_payment_taken_back_pays_nothing(text):
    assert _refused(text) == "ambiguous_intent.pay_taken_back"


@pytest.mark.parametrize("text, paise", [
    ("Paid ₹11,430 for bill B3 yesterday via NEFT, please check.", 1143000),
    ("We cleared B3 last week by UPI.", None),
    ("बिल B3 का ₹11,430 कल NEFT से भुगतान कर दिया, देख लीजिए।", 1143000),
    ("पिछले हफ़्ते B3 का भुगतान कर दिया।", None),
    ("B3 ka ₹11,430 kal NEFT se pay kar diya, check kar lo.", 1143000),
    ("Pichle hafte B3 ka payment kar diya.", None),
    ("Transferred ₹5,000 for B3 last night.", 500000),
])
def test_a_payment_reported_with_its_day_pays_that_bill(text, paise):
    """Two corpora written apart (holdout2 en-k036, holdout17 en-010) read "Cleared B41 … by NEFT yesterday" as
    the bill paid; the desk then pays it once, and only the amount the message states (``payment_not_due``)."""
    r = read_message(text, CAT)
    assert r.readable and [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B3", paise)], r


def test_a_payment_told_as_done_before_is_refused():
    r = read_message("B3 ka ₹5,000 kal raat transfer kiya tha.", CAT)
    assert not r.readable and r.reason_key == "ambiguous_intent.paid_before" and r.reason_args["id"] == "B3"


@pytest.mark.parametrize("text", [
    "Payment for O1: we'll pay ₹11,430 on delivery.",
    "We will pay B3 next week.",
    "Payment for B3 on delivery of the goods.",
    "बिल B3 का भुगतान कल कर देंगे।",
    "B3 का भुगतान डिलीवरी पर करेंगे।",
    "B3 ka payment kal kar denge.",
    "O1 ka ₹11,430 delivery pe denge.",
    "We'll clear B4 by Friday.",
    "Will pay B4 after the goods arrive.",
    "B4 ka payment Friday tak kar denge.",
    "B4 का भुगतान शुक्रवार तक कर देंगे।",
])
def test_a_payment_for_later_is_refused_so(text):
    assert _refused(text) == "ambiguous_intent.pay_later"


@pytest.mark.parametrize("text", ["Paid B3 ₹4,300 via UPI.", "B3 का ₹4,300 भुगतान कर दिया।",
                                  "B3 ka ₹4,300 UPI se pay kar diya."])
def test_a_payment_made_now_still_pays(text):
    assert _intents(text) == [("pay", None, None, None, "B3")]


# 5. Refusals that name the right thing: a question whether a bill is paid is ask_bill for it.

@pytest.mark.parametrize("text", ["B3 ka payment ho gaya kya?", "क्या B3 का भुगतान हो गया?",
                                  "Has the payment for B3 been received?", "B3 ka payment mila kya?",
                                  "Please confirm B3 is settled.", "Kindly verify whether B3 has been paid.",
                                  "कृपया पुष्टि करें कि B3 का भुगतान हो गया है?",
                                  "B3 ka payment clear ho gaya? Confirm karo.",
                                  "Did you get the ₹5,000 for B3?", "B3 का ₹5,000 मिला क्या?",
                                  "B3 ka ₹5,000 mila kya?"])
def test_a_question_whether_a_bill_is_paid_asks_for_the_bill(text):
    assert _intents(text) == [("ask_bill", None, None, None, "B3")]


@pytest.mark.parametrize("text", [
    "Surf ka rate kya chal raha hai? Thoda kam karo toh 20 kg le lenge.",
    "सर्फ़ का भाव क्या चल रहा है? थोड़ा कम करो तो 20 किलो ले लेंगे।",
    "What is the rate for Surf these days? Reduce it a little and we'll take 20 kg.",
])
def test_lowering_after_a_price_question_asks_a_price_not_a_cancel(text):
    assert _refused(text).startswith("no_price.")


@pytest.mark.parametrize("text", [
    "Bhaiya, pichli baar tamatar aaye the woh aadhe sade hue the. Aaj 20 kilo aloo bhej do.",
    "पिछली बार जो टमाटर आए थे उनमें आधे सड़े हुए थे। आज 20 किलो आलू भेज दीजिए।",
    "Last time half the tomatoes were rotten. Please send 20 kg potatoes today.",
    "Pichli baar pyaaz mein se aadhe kharab nikle. Aaj 20 kilo aloo bhejo.",
])
def test_half_of_them_is_a_complaint_not_a_quantity(text):
    assert _intents(text) == [("order", "potato-1kg", 20, None, None)]


@pytest.mark.parametrize("key", ["ambiguous_intent.cancel_taken_back", "ambiguous_intent.cancel_if",
                                 "ambiguous_intent.pay_taken_back", "ambiguous_intent.pay_later"])
def test_the_new_reasons_are_worded_in_hindi_without_english(key):
    r = next(read_message(t, CAT) for t in {
        "ambiguous_intent.cancel_taken_back": ["ऑर्डर O3 रद्द कर दीजिए। नहीं, रहने दीजिए, बस डिलीवरी कब होगी बता दीजिए।"],
        "ambiguous_intent.cancel_if": ["अगर भाव कम नहीं हुआ तो O2 रद्द कर देंगे।"],
        "ambiguous_intent.pay_taken_back": ["B3 का भुगतान गलती से दोबारा भेज रहे थे? नहीं, इसे छोड़िए।"],
        "ambiguous_intent.pay_later": ["बिल B3 का भुगतान कल कर देंगे।"]}[key])
    assert r.reason_key == key
    text = reader_reason(r.reason_key, r.reason_args, "hi", CAT)
    assert not [w for w in re.findall(r"[A-Za-z]{2,}", text) if not re.fullmatch(r"[BO]\d+", w)], text
