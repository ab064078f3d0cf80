"""lang.price_after_cross: the writer's own price right after a cross mark on a list line ("- Salt ₹24/kg ❌ — too
high, we'll do ₹21") offers it for the line's goods, in all three languages; a price with no offer word, or on a
line of its own, is still asked."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_READ = [("accept", "sugar-1kg", None, 4200, None, None), ("order", "sugar-1kg", 50, None, None, None),
         ("offer", "salt-1kg", None, 2100, None, None)]


@pytest.mark.parametrize("text", [
    "- **Sugar ₹42/kg** ✅ — send 50 kg\n- **Salt ₹24/kg** ❌ — too high, we'll do ₹21",
    "- **चीनी ₹42/किलो** ✅ — 50 किलो भेजिए\n- **नमक ₹24/किलो** ❌ — ज़्यादा है, ₹21 करेंगे",
    "- **Cheeni ₹42/kg** ✅ — 50 kilo bhejiye\n- **Namak ₹24/kg** ❌ — zyada hai, ₹21 karenge",
])
def test_the_price_after_the_cross_is_offered_for_the_lines_goods(text):
    assert intents(text, email=True) == _READ


@pytest.mark.parametrize("text", [
    "- Sugar ₹42/kg ✅ — send 50 kg\n- Salt ₹24/kg ❌ — ₹21",  # no word offering it
    "- Sugar ₹42/kg ✅ — send 50 kg\n- Salt ₹24/kg ❌\n- too high, we will do ₹21",  # a line of its own
])
def test_a_price_not_offered_on_the_line_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"
