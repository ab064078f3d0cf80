"""lang.packs._small_figures: the "a kg" / "a litre" / "a packet" of a price that left as another's (a competitor's,
the market's) is no quantity — "Mehta Traders sells chana dal at ₹68 a kg. Can you do ₹66?" had offered 1 kg at ₹66,
silently, and "Sharma Traders is giving mustard oil at ₹128 a litre. Can you match ₹128? Then we'd take 2 cases" asked
which count (1 litre or 2 cases). "Send a kg of rice" still orders one kg."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "Mehta Traders sells chana dal at ₹68 a kg. Can you do ₹66?",  # probe (was 1 kg, silently)
    "Mehta Traders is selling chana dal at ₹68 a kg. Can you do ₹66?",  # probe
])
def test_anothers_a_kg_is_no_count(text):
    assert intents(text, email=True) == [("offer", "chana-dal-1kg", None, 6600, None, None)]


def test_matched_price_with_a_count_of_its_own():
    assert intents("Hi bhaiya 🙂 Sharma Traders is giving Fortune mustard oil at ₹128 a litre. Can you match ₹128? "
                   "Then we'd take 2 cases.", email=True) == [("offer", "mustard-oil-1l", 24, 12800, None, None)]


def test_a_kg_of_ones_own_still_counts():
    assert intents("Send a kg of rice", email=True) == [("order", "rice-1kg", 1, None, None, None)]
    assert intents("Rice at ₹40 a kg is fine, send a kg.", email=True) == [
        ("accept", "rice-1kg", None, 4000, None, None), ("order", "rice-1kg", 1, None, None, None)]
