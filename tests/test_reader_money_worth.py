"""Goods asked for by the money's worth ("500 ke pyaaz", "1.2k के प्याज़", "Send onions worth 1.2k") are refused as
no_quantity.worth (``lang.money_worth``): they had been ordered as 500 kg, 1,200 kg. Breaker AW."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.reasons import word
from market.catalogue import load_catalogue
from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["500 ke pyaaz bhej do", "1.2k के प्याज़ भेज दो", "2k ka chawal bhejo",
                                  "1 lakh ka chawal bhejo", "Send onions worth 1.2k", "Send 1.2k worth of onions"])
def test_money_worth_of_goods_is_refused(text):
    assert refused(text, email=True) == "no_quantity.worth"


def test_the_reason_names_the_money_and_the_goods():
    r = read_message("500 के प्याज़ भेज दो", load_catalogue(), email=True)
    assert (r.reason_key, r.reason_args) == ("no_quantity.worth", {"money": "₹500", "item": "onion"})
    assert word(r.reason_key, r.reason_args, "hi").startswith("₹500 का ")


@pytest.mark.parametrize("text, read", [
    ("50 kilo ke pyaaz bhej do", [("order", "onion-1kg", 50, None, None, None)]),
    ("O12 ke pyaaz kab aayenge?", [("ask_delivery", "onion-1kg", None, None, "O12", None)]),
])
def test_counts_and_ids_before_ke_read_as_before(text, read):
    assert intents(text, email=True) == read
