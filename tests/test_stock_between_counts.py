"""``OrderTermsMixin._changed_between``: two counts of one item with the shop's stock told between them are an order
and the stock, not a cut from the first to the second ("Please send 50 kg rice, our stock is down to 8 kg" had
cancelled the rice; fixer R's probe, twenty-eighth session); a count changed with "ki jagah" still cuts."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Please send 50 kg rice, our stock is down to 8 kg.",
    "Please send 50 kg rice, stock down to 8 kg.",
])
def test_stock_told_after_an_order_is_no_cut(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "rice-1kg", 50)]


def test_a_count_changed_is_still_a_cut():
    r = read_message("order mein ande 6 tray ki jagah 4 tray kar do", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("cancel", "eggs-1pc", 60)]
