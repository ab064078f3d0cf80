"""A count an order's goods are cut down to, with the old count beside it, cuts the difference (``lang.cut_to``)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text,want", [
    ("Reduce sugar to 10 kg in O1 (from 25 kg).", ("sugar-1kg", 15, "O1")),
    ("Reduce O1 sugar to 10 kg (was 25 kg).", ("sugar-1kg", 15, "O1")),
    ("Reduce the rice in O4 to 30 kg (earlier 50 kg).", ("rice-1kg", 20, "O4")),
    ("Please reduce atta to 4 packets in O2 (from 10 packets).", ("atta-5kg", 6, "O2")),
    ("Cut O3 eggs to 2 trays (was 5 trays).", ("eggs-1pc", 90, "O3")),
    ("Reduce O1 sugar from 25 kg to 10 kg.", ("sugar-1kg", 15, "O1")),
    ("O1 mein cheeni 25 se 10 kilo kar do", ("sugar-1kg", 15, "O1")),
    ("O1 में चीनी 25 से 10 किलो कर दीजिए।", ("sugar-1kg", 15, "O1")),
    ("Reduce sugar by 10 kg in O1.", ("sugar-1kg", 10, "O1"))])
def test_the_cut(text, want):
    sku, n, order = want
    assert intents(text, email=True) == [("cancel", sku, n, None, order, None)]


@pytest.mark.parametrize("text", [
    "Reduce sugar to 10 kg in O1.", "Reduce sugar to 10 kg in O1 (from 5 kg).", "O1 mein cheeni 10 kilo kar do",
    "O1 में चीनी 10 किलो कर दीजिए।"])
def test_a_count_left_with_no_old_count_is_refused(text):
    assert refused(text, email=True).startswith("ambiguous_intent")
