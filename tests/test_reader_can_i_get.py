"""Goods asked for as "can I get …?" / "मिल सकती है?" are ordered, as "can you send …?" is (``lang.cues``,
``lang.guards``); a discount asked so is no order."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Can I get 3 cases of Pepsi before Friday?",
    "शुक्रवार से पहले 3 पेटी पेप्सी मिल सकती है?",
    "Friday se pehle 3 peti Pepsi mil sakti hai?",
])
def test_goods_asked_for(text):
    assert intents(text, email=True) == [("order", "soft-drink-750ml", 36, None, None, None)]


def test_a_discount_asked_is_no_order():
    assert refused("50 किलो चावल पर 5% की छूट मिल सकती है?", email=True).startswith("no_price.")
