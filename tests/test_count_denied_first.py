"""``lang.past_count_denied``'s English count denied first: "Not 40 kg rice like last week, send 25 kg." — the count
said "not" as last time's (or the usual, or not this time's) before the count asked; the order is the second. The
sentences are this file's own; the near-misses stay refused."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text,want", [
    ("Not 10 kg sugar as last time, send 6 kg.", ("order", "sugar-1kg", 6, None)),
    ("Not the usual 60 eggs, send 30 eggs.", ("order", "eggs-1pc", 30, None)),
    ("Not 20 kg atta this time — make it 15 kg.", ("order", "atta-5kg", 3, None)),
    ("Not 3 trays like last week — 5 trays of eggs please.", ("order", "eggs-1pc", 150, None)),
    ("Not 50 kg this time — make it 30 kg moong dal at ₹100.", ("order", "moong-dal-1kg", 30, 10000)),
])
def test_a_count_denied_first_as_last_times(text, want):
    r, got = _read(text)
    assert r.readable, r.reason
    assert got == [want]


@pytest.mark.parametrize("text", [
    # a correction of an order: no word of last time after the count (the corpus reads a cut there)
    "Sorry, correction to my last msg — not 5 trays, make it 3 trays eggs.",
    "Not 5 trays — make it 3 trays eggs.",
    # goods refused after it: the refusal must not be dropped beside the order
    "Not 50 kg this time — make it 30 kg moong dal, and no sugar.",
])
def test_near_misses_stay_refused(text):
    r, _ = _read(text)
    assert not r.readable


def test_a_count_denied_first_on_a_named_order_is_the_count_cut_not_a_new_order():
    """A named order's count said "not 20 – make it 15" cuts the difference on it (lang.cut_on_order_said, session 55;
    it had stayed refused here, as no new order)."""
    r, got = _read("In O5 not 20 packets of besan – make it 15.")
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == [("cancel", "besan-500g", 5, "O5")]
