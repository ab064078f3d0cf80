"""A payment asked leave for pays nothing and asks for no bill (``lang.may_we_pay``; fixer AH, session 32): "Can we
pay B12 by cheque?" had been read as asking for bill B12, silently."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Can we pay B12 in two parts, half now and half on the 10th?",  # (our own probes)
    "Can we pay B12 by cheque?",
    "Is it fine to pay B12 in cash when your driver comes?",
    "Can I clear B12 on the 5th? Cash is tight this week.",
    "**B12** — how should we pay this, UPI or NEFT?",
    "Dear Sir, may we settle B12 by post-dated cheque dated 15th?",
])
def test_a_payment_asked_leave_for_is_refused_as_a_payment_for_later(text):
    assert refused(text, email=True) == "ambiguous_intent.pay_later"


@pytest.mark.parametrize("text", ["क्या B12 चेक से दे सकते हैं?", "B12 cheque se de sakte hain kya?",
                                  "B12 का पेमेंट 5 तारीख़ को कर सकते हैं क्या? इस हफ़्ते पैसा तंग है।",
                                  "B12 ka payment 5 tareekh ko kar sakte hain kya? Is hafte paisa tight hai."])
def test_in_hindi_and_hinglish_it_is_refused_as_before(text):
    refused(text, email=True)


def test_near_sentences_read_as_before():
    assert intents("What is the amount of B12?", email=True) == [("ask_bill", None, None, None, None, "B12")]
    assert intents("Paid B12. Can we get the bill for O7?", email=True) == [
        ("pay", None, None, None, None, "B12"), ("ask_bill", None, None, None, "O7", None)]
    assert intents("B12 ka payment kar diya, ₹3,450 UPI se.", email=True) == [("pay", None, None, None, None, "B12")]
