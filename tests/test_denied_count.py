"""lang.denied_count: a count said "not" right before the count wanted ("Not three, send two peti of Coca-Cola",
"3 nahi, 2 peti Coca-Cola bhejo", "250 अंडे नहीं, 300 अंडे भेजिए") asks the second count only; a "no" in a sentence
of its own, or with nothing sent, is left as it was."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Not three, send two peti of Coca-Cola.",
    "Not 3, send 2 peti of Coca-Cola.",
    "3 nahi, 2 peti Coca-Cola bhejo.",
    "3 नहीं, 2 पेटी कोका-कोला भेजो।",
])
def test_the_count_wanted_is_ordered(text):
    assert intents(text, email=True) == [("order", "soft-drink-750ml", 24, None, None, None)]


@pytest.mark.parametrize("text", [
    "Not 250 eggs, send 300 eggs.",
    "250 ande nahi, 300 ande bhejo.",
    "250 अंडे नहीं, 300 अंडे भेजिए।",
])
def test_the_goods_named_with_both_counts(text):
    assert intents(text, email=True) == [("order", "eggs-1pc", 300, None, None, None)]


@pytest.mark.parametrize("text", [
    "ढाई सौ अंडे नहीं... तीन सौ अंडे भेजिए 🥚 ₹५.९० प्रति अंडा।",  # the "no" a sentence of its own
    "Not 3, send 2.",  # 2 of what?
])
def test_the_refusal_is_kept(text):
    assert refused(text, email=True)
