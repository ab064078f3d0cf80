"""Goods singled out ("especially", "ख़ासकर", "khaaskar") after a question about the one order named are that order's
goods asked after, not a new order (``lang.goods_of_order``): "When will O3 come? We especially need the 10 Surf
Excel." had asked after O3 and ordered 10 more Surf Excel beside it (the shape of holdout120 a8011, "Especially the
10 Surf Excel, we're out", which the English read). Fixer CT of the thirty-seventh session."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [  # probes of our own
    "When will O3 come? We especially need the 10 Surf Excel.",
    "O3 कब आएगा? ख़ासकर 10 सर्फ़ एक्सेल चाहिए।",
    "O3 कब आएगा? ख़ास तौर पर 10 सर्फ़ एक्सेल चाहिए।",
    "O3 kab aayega? Khaaskar 10 Surf Excel chahiye.",
])
def test_goods_singled_out_are_the_orders_asked_after(text):
    assert intents(text, email=True) == [("ask_delivery", "detergent-1kg", 10, None, "O3", None)]


def test_the_corpus_english_twin_reads_as_before():
    assert intents("Amit ji, when will O3 reach? Especially the 10 Surf Excel, we're out.", email=True) == [
        ("ask_delivery", "detergent-1kg", 10, None, "O3", None)]


@pytest.mark.parametrize("text", [  # more goods, not the order's: still ordered
    "When will O3 come? We need 10 Surf Excel too.",
    "When will O3 come? Also send 10 Surf Excel.",
])
def test_more_goods_beside_the_question_are_still_ordered(text):
    assert intents(text, email=True) == [("ask_delivery", None, None, None, "O3", None),
                                         ("order", "detergent-1kg", 10, None, None, None)]
