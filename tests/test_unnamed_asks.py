"""``lang.unnamed_asks``: goods told short and asked sent with no bill named, and a bill named with an amount and a
question mark only, are refused in every language (holdouts 115 z8060, 78 r9058); with the bill named, or a word
saying what the amount is, they are read as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Short by 2 packets of haldi, please send them.",
    "हल्दी के 2 पैकेट कम आए, भेज दीजिए।",
    "Haldi ke 2 packet kam aaye, bhej do.",
])
def test_goods_short_with_no_bill_are_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "no_id.bill")


@pytest.mark.parametrize("text", [
    "About B7 — ₹4,800?",
    "B7 के बारे में — ₹4,800?",
    "B7 ke baare mein — ₹4,800?",
])
def test_a_bill_and_an_amount_asked_are_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.figure")
    assert "4,800" in r.reason


def test_a_bill_paid_with_its_amount_is_read():
    r = read_message("Paid B7 ₹4,800.", CAT, email=True)
    assert r.readable and [(i.kind, i.bill_id) for i in r.intents] == [("pay", "B7")]
