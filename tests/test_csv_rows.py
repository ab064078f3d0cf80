"""lang.csv_rows: an order's comma-separated rows under a header ("item,qty,unit,rate") read as their goods, count
and rate, in all three languages; comma-separated text with a column the reader does not know stays as written."""
from __future__ import annotations

import pytest

from lang.csv_rows import csv_rows
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "item,qty,unit,rate_inr\nonion,40,kg,30\npotato,50,kg,22",
    "वस्तु,मात्रा,इकाई,दर\nप्याज़,40,किलो,30\nआलू,50,किलो,22",
    "saman,matra,unit,rate\npyaz,40,kg,30\naloo,50,kg,22",
])
def test_rows_are_goods_count_and_rate(text):
    assert _read(text) == (True, [("order", "onion-1kg", 40, 3000), ("order", "potato-1kg", 50, 2200)])


def test_a_tray_rate_is_per_tray():
    assert _read("Please send as below:\nitem,quantity,unit,price\neggs,5,tray,180\nbread,20,packet,38") == (
        True, [("order", "eggs-1pc", 150, 600), ("order", "bread-400g", 20, 3800)])


@pytest.mark.parametrize("text", [
    "item,stock\nonion,40\npotato,50",  # a column the reader does not know
    "item,qty,remarks\nonion,40,kg fine\npotato,50,ok",
    "item,rate\nonion,30\npotato,22",  # no quantity: a price list, not an order
    "item,qty,unit,rate\nonion,forty,kg,30",  # a count that is no number
])
def test_other_comma_separated_text_is_left_as_written(text):
    assert csv_rows(text) == text
