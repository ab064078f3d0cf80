"""Goods asked for only if other goods are missing refuse neither (``lang.if_missing``): "Agar tamatar nahi hai to
pyaaz bhej do." had refused the tomato and the onion, silently, where the writer asks for onion should tomato be
short; it is refused (``ambiguous_intent.order_if_missing``), asking plainly what to send and how much, as the English
"If there is no tomato, send onion." is (how much onion?). Fixer CT of the thirty-seventh session."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [  # probes of our own
    "Agar tamatar nahi hai to pyaaz bhej do.",
    "अगर टमाटर नहीं है तो प्याज़ भेज दो।",
    "Tamatar nahi mile to pyaaz bhej dena.",
    "टमाटर नहीं मिले तो प्याज़ भेज देना।",
    "Agar chini nahi hai to gud bhej do.",
])
def test_goods_asked_if_others_are_missing_are_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.order_if_missing"


def test_the_english_asks_how_much_as_before():
    assert refused("If there is no tomato, send onion.", email=True) == "no_quantity.how_many"


@pytest.mark.parametrize("text, want", [
    ("20 kg masoor bhejo; masoor na ho to rehne do.", [("order", "masoor-dal-1kg", 20, None, None, None)]),
    ("20 किलो मसूर भेजो; मसूर न हो तो रहने दो।", [("order", "masoor-dal-1kg", 20, None, None, None)]),
    ("Tamatar nahi chahiye, pyaaz 10 kilo bhej do.", [("order", "onion-1kg", 10, None, None, None)]),
])
def test_near_sentences_read_as_before(text, want):
    assert intents(text, email=True) == want


def test_a_cancel_on_a_condition_is_refused_as_before():
    assert refused("Agar tamatar nahi hai to pyaaz bhi mat bhejna.", email=True) == "ambiguous_intent.cancel_if"
