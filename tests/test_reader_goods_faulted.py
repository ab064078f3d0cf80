"""Goods told spoilt, short or billed but not received, on a named bill or order, dispute it (``lang.goods_faulted``);
a sentence asking something of goods, or a fault with no bill or order named, is still asked."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Bill B41: 4 packets of curd were spoilt. Please replace.",
    "B41 ke 4 packet dahi kharab nikle. Badal do.",
    "बिल B41 के 4 पैकेट दही ख़राब आए।",
    "Bill B41 shows 10 packets of curd but we got only 8.",
    "B41 mein 10 packet dahi lagaya hai, aaye sirf 8.",
    "B41 में 10 पैकेट दही लगाया है, आए 8 ही।",
])
def test_goods_faulted_on_a_bill(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B41")]


@pytest.mark.parametrize("text", [
    "O66 – 5 kg sugar short.",
    "O66 में चीनी 5 किलो कम थी।",
    "O66 mein cheeni 5 kilo kam thi.",
])
def test_goods_short_on_an_order(text):
    assert intents(text, email=True) == [("dispute", None, None, None, "O66", None)]


@pytest.mark.parametrize("text", [
    "O66 mein 5 kilo cheeni kam kar do.",  # a cut asked, with its own word
    "O66 में 5 किलो चीनी कम कर दो।",
])
def test_a_cut_asked_is_no_complaint(text):
    assert intents(text, email=True) == [("cancel", "sugar-1kg", 5, None, "O66", None)]


@pytest.mark.parametrize("text", [
    "B41: 4 packets curd spoilt. Send 4 fresh packets.",  # something asked of goods beside it
    "4 packets of curd were spoilt.",  # no bill or order named
    "Bill 12 ka hai, 12 ki jagah 10 packet dahi aaya.",  # "bill 12" is the count billed, no bill B12
])
def test_still_asked(text):
    assert refused(text, email=True).startswith("ambiguous_intent.")
