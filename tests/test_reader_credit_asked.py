"""A credit asked on a named bill for goods gone bad is its dispute, in Hindi and Hinglish as in English ("please give
us credit for them"): "B29 के बारे में: … उनका क्रेडिट दीजिए", "Bill B36 mein inka credit dijiye" (lang/cues.py; fixer B
of the twenty-ninth session). "दोबारा बता दें" (to say it again) beside a payment disputes nothing."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "B41 का भुगतान कर दिया है। B42 के बारे में: 6 किलो आलू सड़े निकले, उनका क्रेडिट दीजिए। और 20 किलो प्याज़ भेज दीजिए।",
    "B41 ka payment kar diya hai. B42 ke baare mein: 6 kilo aloo sade nikle, unka credit dijiye. Aur 20 kilo pyaaz "
    "bhej dijiye.",
    "B41 is paid. About B42: 6 kg of the potatoes were rotten, please give us credit for them. And please send 20 kg "
    "onion."])
def test_a_credit_asked_on_a_bill_disputes_it(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B41"), ("dispute", None, None, None, None, "B42"),
                                         ("order", "onion-1kg", 20, None, None, None)]


def test_saying_a_payment_again_disputes_nothing():
    assert intents("दोबारा बता दें, बिल B27 हमारी तरफ़ से पूरा चुका दिया गया है।", email=True) == [
        ("pay", None, None, None, None, "B27")]
