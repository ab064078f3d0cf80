"""``lang.otherwise_deal``: "otherwise no deal" refuses nothing — the price named is not rejected (fixer D's probe,
twenty-ninth session: "Rice ₹36 a kilo, otherwise no deal." had rejected rice at ₹36, silently)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason_key, [(i.kind, i.sku, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Rice ₹36 a kilo, otherwise no deal.",
    "Rice ₹36 kilo, warna deal nahi.",
    "चावल ₹36 किलो, वरना सौदा नहीं।",
])
def test_no_deal_after_otherwise_rejects_nothing(text):
    readable, key, got = _read(text)
    assert ("reject", "rice-1kg", 3600) not in got
    assert (readable, key) == (False, "ambiguous_intent.no_word")  # a price with no word saying what it is


@pytest.mark.parametrize("text, want", [
    ("Rice at ₹40, no deal.", [("reject", "rice-1kg", 4000)]),
    ("Can you do rice at ₹36 a kilo? Otherwise we will buy from the mandi.", [("offer", "rice-1kg", 3600)]),
])
def test_a_plain_refusal_and_an_offer_stay(text, want):
    readable, _, got = _read(text)
    assert readable and got == want
