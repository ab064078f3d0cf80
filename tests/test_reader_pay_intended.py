"""A payment intended is no payment made, and two bills asked are both asked (issue 10; reader fixer CO, session 36;
lang/pay_intended.py, lang/bill_id_sent.py, lang/bills_meant.py).

Each kind was a silent misreading found by the session's fixers with their own probes; each case asserts the real
reading (kind, order id, bill id) or the refusal's key, in the three languages, beside near sentences that must read
as before. Probes of this fixer's own writing are marked so.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    return read_message(text, CAT, email=True)


def _intents(text: str) -> list[tuple]:
    r = _read(text)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.order_id, i.bill_id) for i in r.intents]


# --- 1. A payment intended is read as none made ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "We want to pay B7 this week.",
    "We would like to pay B7 soon.",  # (own probe)
    "We wanted to pay B7 yesterday but the bank was closed.",  # (own probe)
    "We would like to make the payment for B7 on Friday.",  # (own probe)
    "We need to pay B7.",  # (own probe)
    "B7 का भुगतान इस हफ़्ते करना चाहते हैं",
    "B7 का भुगतान करना है।",  # (own probe)
    "B7 ka payment is hafte karna chahte hain",
    "B7 ka payment karna chahte the par bank band tha.",  # (own probe)
    "B7 ka payment karna hai.",  # (own probe)
])
def test_a_payment_wished_is_refused_as_for_later(text):
    r = _read(text)
    assert not r.readable and r.reason_key == "ambiguous_intent.pay_later", (text, r.reason_key, r.intents)


@pytest.mark.parametrize("text", [
    "B7 इस हफ़्ते चुकाना चाहते हैं",
    "B7 is hafte dena chahte hain",
    "We intend to settle B7 this week.",  # (own probe)
])
def test_a_payment_wished_with_no_payment_cue_stays_refused(text):
    r = _read(text)
    assert not r.readable, (text, r.intents)
    assert not any(i.kind == "pay" for i in r.intents)


@pytest.mark.parametrize("text", [
    "Please send B7. We want to pay it this week.",
    "Please send us B7 for the sugar. We want to pay it this week.",  # (own probe)
    "कृपया चीनी का B7 भेज दीजिए। हम इसे इस हफ़्ते चुकाना चाहते हैं।",  # (own probe)
    "Chini ka B7 bhej dijiye. Hum ise is hafte payment karna chahte hain.",  # (own probe)
])
def test_a_bill_asked_beside_a_payment_wished_is_asked(text):
    assert _intents(text) == [("ask_bill", None, "B7")]


def test_a_payment_made_beside_one_wished_pays_only_the_one_made():  # (own probe)
    assert _intents("Paid B7 today. We want to pay B8 next week.") == [("pay", None, "B7")]


@pytest.mark.parametrize("text", [
    "Paid B7 today",
    "We have paid B7.",
    "B7 transferred today.",
    "We want to inform you that B7 has been paid.",  # (own probe: a word of wanting beside a payment made)
    "Just wanted to say B7 is paid.",  # (own probe)
    "B7 का भुगतान कर दिया",
    "हमने B7 का भुगतान कर दिया है।",  # (own probe)
    "B7 का पैसा भेज दिया",
    "B7 clear kar diya",
    "B7 ka payment kar diya",
    "B7 ka payment ho gaya hai.",  # (own probe)
])
def test_a_payment_made_still_pays(text):
    assert _intents(text) == [("pay", None, "B7")]


def test_a_question_of_paying_still_asks_the_bill():  # (own probe)
    assert _intents("Want to pay B7 now, what is the amount?") == [("ask_bill", None, "B7")]


# --- 2. Two bills asked, both read -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Kindly send us the bill B12 for the eggs and B13 for the butter.",
    "Kindly send us B12 for the eggs and B13 for the butter.",
    "Please send bills B12 and B13.",  # (own probe)
    "Please send the bill B12 and the bill B13.",  # (own probe)
    "कृपया अंडों का बिल B12 और मक्खन का B13 भेज दीजिए।",  # (own probe)
    "कृपया बिल B12 और B13 भेज दीजिए।",  # (own probe)
    "Please ande ka bill B12 aur makhan ka B13 bhej dijiye.",  # (own probe)
    "Bill B12 aur B13 bhej dijiye.",  # (own probe)
])
def test_two_bills_sent_by_one_verb_are_both_asked(text):
    assert _intents(text) == [("ask_bill", None, "B12"), ("ask_bill", None, "B13")]


@pytest.mark.parametrize("text", [
    "Please send the bill for O9. B7 has not reached us either.",
    "Please send the bill for O9. We have not received B7 either.",  # (own probe)
    "O9 का बिल भेज दीजिए। B7 भी अभी तक नहीं मिला।",  # (own probe)
    "O9 ka bill bhej dijiye. B7 bhi abhi tak nahi mila.",  # (own probe)
])
def test_another_bill_named_as_not_come_is_asked_too(text):
    assert _intents(text) == [("ask_bill", "O9", None), ("ask_bill", None, "B7")]


@pytest.mark.parametrize("text, want", [
    ("Please send the bill for O3, B3 has not reached us yet", [("ask_bill", None, "B3")]),  # one sentence: B3 itself
    ("Please send B7. We have not received the eggs yet.", [("ask_bill", None, "B7")]),  # (own probe: goods, no bill)
    ("Please send B7.", [("ask_bill", None, "B7")]),
])
def test_near_bill_requests_read_as_before(text, want):
    assert _intents(text) == want
