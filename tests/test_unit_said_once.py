"""lang.unit_said_once: a count changed with its unit said on one side only ("make the onions 30 kg instead of
50", "प्याज़ 50 की जगह 30 किलो", "pyaz 50 ki jagah 30 kilo") is the same unit twice — a cut of the difference, also
when the order is named by words, not an id; a rise, a price beside it, or two bare numbers stay refused."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "In yesterday's order, make the onions 30 kg instead of 50.",
    "कल वाले ऑर्डर में प्याज़ 50 की जगह 30 किलो कर दीजिए।",
    "Kal wale order me pyaz 50 ki jagah 30 kilo kar do.",
])
def test_the_bare_count_takes_the_other_counts_unit(text):
    assert intents(text, email=True) == [("cancel", "onion-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "इसमें बस चीनी 40 की जगह 25 किलो कर दो, बाकी सब वैसा ही।",
    "Isme bas cheeni 40 ki jagah 25 kilo kar do, baaki same.",
])
def test_in_it_the_count_is_cut(text):
    assert intents(text, email=True) == [("cancel", "sugar-1kg", 15, None, None, None)]


@pytest.mark.parametrize("text", [
    "Make the onions 30 kg instead of 20.",  # a rise with no order named: more, or a new order?
    "O12 mein chawal 50 ki jagah 30 kar do",  # no unit at all: kg or ₹? (lang.count_for_count)
    "O42 में चीनी 20 की जगह 15 कर दो",
])
def test_the_refusal_is_kept(text):
    assert refused(text, email=True).startswith("ambiguous_intent")
