"""Goods named in brackets after an order's id to say which delivery it is are no goods asked: the goods added to
the order are (``lang.order_described``; holdout143 o7014: "O3 (the 5 March milk delivery): 20 packets curd" had
ordered 20 packets of milk, silently). A count in the brackets keeps them the order's goods asked after."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "Hello, please add to O3 (the 5 March milk delivery): 20 packets curd, 10 packets Amul butter and 3 trays of eggs.",
    "नमस्ते, कृपया O3 (5 मार्च की दूध डिलीवरी) में जोड़ दीजिए: 20 पैकेट दही, 10 पैकेट अमूल मक्खन और 3 ट्रे अंडे।",
    "Namaste, please O3 (5 March ki doodh delivery) mein add kar dijiye: 20 packet dahi, 10 packet Amul makkhan aur 3 "
    "tray ande.",
])
def test_the_bracket_names_the_order_and_the_list_is_added(text):
    assert _read(text) == [("order", "curd-400g", 20, "O3"), ("order", "butter-100g", 10, "O3"),
                           ("order", "eggs-1pc", 90, "O3")]


@pytest.mark.parametrize("text", [
    "Please add 12 loaves of bread to O6 (the Tuesday milk delivery).",
    "O6 (मंगलवार की दूध डिलीवरी) में 12 पैकेट ब्रेड जोड़ दीजिए।",
    "O6 (Tuesday ki doodh delivery) mein 12 packet bread add kar dijiye.",
])
def test_the_count_before_the_bracket_is_the_added_goods(text):
    assert _read(text) == [("order", "bread-400g", 12, "O6")]


def test_a_count_in_the_brackets_keeps_the_orders_goods_asked_after():
    assert _read("Has O12 (the 20 kg atta) left yet?") == [("ask_delivery", "atta-5kg", 4, "O12")]
