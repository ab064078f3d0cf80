"""Goods asked to come undamaged beside their order ("eggs no broken please", "अंडे टूटे हुए नहीं होने चाहिए", "ande
toote nahi hone chahiye") ask nothing taken back (``lang.unbroken_asked``; holdouts 70 x5021 and 123 o8014 had been
refused as ``contradictory.retracted``). A sentence that asks, cancels or takes back of its own is left to the rules
of taking back."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.language import normalize, tokenize
from lang.unbroken_asked import unbroken_asked
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "Please pay attention this time, no broken eggs. Send 4 trays eggs.",
    "इस बार ध्यान दीजिए, अंडे टूटे हुए नहीं होने चाहिए। 4 ट्रे अंडे भेजिए।",
    "Is baar dhyan dena, ande toote nahi hone chahiye. 4 tray ande bhejo.",
])
def test_no_broken_eggs_then_the_order(text):
    assert _read(text) == [("order", "eggs-1pc", 120, None)]


def test_the_order_then_no_broken_eggs():
    assert _read("send 5 tray egg ₹180 per tray. tomorow morning. eggs no broken please.") == [
        ("order", "eggs-1pc", 150, 600)]


@pytest.mark.parametrize("text", [
    "Send 20 kg tomatoes. Tomatoes should not be rotten.",
    "20 किलो टमाटर भेजो। टमाटर सड़े हुए नहीं होने चाहिए।",
    "20 kilo tamatar bhejo. Tamatar sade hue na hon.",
])
def test_other_goods_not_rotten(text):
    assert _read(text) == [("order", "tomato-1kg", 20, None)]


def _keys(clause: str) -> list[str]:
    return [t.key for t in tokenize(normalize(clause)) if t.kind == "word"]


@pytest.mark.parametrize("clause,want", [
    ("eggs no broken please", True),
    ("ande toote nahi hone chahiye", True),
    ("अंडे टूटे ना हों", True),
    ("No eggs, the last ones came broken, send rice", False),  # asks of its own
    ("Cancel the eggs, they will come broken anyway", False),
    ("Actually don't send eggs, last time they were broken", False),
    ("अंडे मत भेजो, टूटे आते हैं", False),
    ("eggs broken last time", False),  # no negation
])
def test_the_clause_test(clause, want):
    assert unbroken_asked(_keys(clause)) is want
