"""``lang.about_price``: "about ₹34 a kilo" said beside a lot's total is the writer's arithmetic, not a second price:
the lot's total is accepted (holdout91 s9042); in Hinglish, with the total bare, the message stays refused."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "₹1,690 for the 50 kg onion — about ₹34 a kilo — fine.",
    "50 किलो प्याज़ के ₹1,690 — करीब ₹34 किलो — ठीक है।",
    "50 kilo pyaz ke ₹1,690 — kareeb ₹34 kilo — theek hai.",
])
def test_the_lot_total_is_accepted(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.total_paise) for i in r.intents] == [
        ("accept", "onion-1kg", 50, 169000)]
    assert all(i.unit_price_paise in (None, 3380) for i in r.intents)  # never the rounded ₹34


def test_a_bare_total_stays_refused():
    r = read_message("50 kilo pyaz ke 1,690 — kareeb 34 rupaye kilo — theek hai.", CAT, email=True)
    assert not r.readable
