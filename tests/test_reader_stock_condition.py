"""A condition only on the goods being there orders them ("If you have fresh paneer, please send 10 packets",
``lang.order_terms``); a condition on our price being agreed, or one naming a price, is no order of its own."""
from __future__ import annotations

import pytest

from reader_intents import intents, read_as, refused


@pytest.mark.parametrize("text", [
    "If you have fresh curd, please send 12 packets.",
    "ताज़ा दही हो तो 12 पैकेट भेज दीजिए।",
    "Taaza dahi ho toh 12 packet bhej dijiye.",
])
def test_goods_asked_if_they_are_there(text):
    assert intents(text, email=True) == [("order", "curd-400g", 12, None, None, None)]


def test_a_price_in_the_condition_is_an_offer():
    """The rules read it as tests/corpus_chat/README.md rules: a condition that names a price is an offer, with its
    quantity (the desk, accepting it, says nothing is ordered yet). The second opinion doubted it until session 33's
    retraining and again from session 37's to 43's (reader_intents.DOUBTED then): read so by the whole reader now."""
    assert read_as("If you have fresh curd at ₹30, send 12 packets.") == [
        ("offer", "curd-400g", 12, 3000, None, None)]
