"""``lang.lowered_rate.rate_said_lower``: goods ordered beside a rate asked lower, with no price, are refused (by how
much?) rather than ordered at the supplier's own rate (sealed75 f8040)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Rohit ji surf rate little less pls, need 12 packets",
    "Rohit ji surf rate a little lower please, need 12 packets",
    "Rohit ji surf ka rate thoda kam karo, 12 packet chahiye",
])
def test_an_order_beside_a_rate_asked_lower_asks_how_much(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "no_price.how_much_lower"


@pytest.mark.parametrize("text,sku,qty", [
    ("Send 10 kg sugar. Sale kam hai.", "sugar-1kg", 10),
    ("Kal ki gaadi mein 2 peti Maggi bhej dijiye, stock kam hai.", "noodles-70g", 24),
])
def test_less_said_of_something_else_orders_as_written(text, sku, qty):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", sku, qty)]
