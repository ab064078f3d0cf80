"""``lang.count_after_no``: a bare number after "<count> <unit> no" is a count in that unit in every language, never a
price the writer did not name ("Eggs 5 tray no, 4 final." had offered ₹4 an egg)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", ["Eggs 5 tray no, 4 final.", "Ande 5 tray nahi, 4 final.", "अंडे 5 ट्रे नहीं, 4 फाइनल।"])
def test_the_number_after_a_count_refused_is_no_price(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and not any(i.unit_price_paise == 400 for i in r.intents)
    assert r.reason_key == "no_price.what_price"


def test_a_count_said_again_after_no_and_sent_orders_it():
    r = read_message("Ande 5 tray nahi, 4 bhejo", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "eggs-1pc", 120)]
