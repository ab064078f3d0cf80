"""A need told after the rates of several goods are asked (``lang.needs_after_rates``, session 37 fixer CS): the
rates are asked, the goods named again with their count, and nothing is ordered."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return sorted((i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.bill_id) for i in r.intents) \
        if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "new shop contact. pls tell rate sugar per kg and atta 5 kg bag. sugar we need 2 bori.",
    "नया संपर्क है। चीनी किलो का और आटा 5 किलो बैग का भाव बताओ। चीनी 2 बोरी चाहिए।",
    "naya contact hai. cheeni kilo ka aur aata 5 kg bag ka rate batao. cheeni 2 bori chahiye.",
    "Please tell rate of sugar and atta. We need 2 bori sugar.",  # probe
])
def test_a_need_after_several_rates_asks_the_rate_for_the_count(text):
    assert _read(text) == [("ask_quote", "atta-5kg", None, None, None, None),
                           ("ask_quote", "sugar-1kg", 100, None, None, None)]


def test_probe_almonds_and_ghee():
    assert _read("Tell me the rate of almonds and ghee. We need 5 kg almonds.") == [
        ("ask_quote", "almonds-100g", 50, None, None, None), ("ask_quote", "ghee-1l", None, None, None, None)]


def test_a_send_after_the_rates_still_orders():
    got = _read("Tell me the rate of almonds and ghee. Send 5 kg almonds.")
    assert ("order", "almonds-100g", 50, None, None, None) in got


def test_a_need_of_other_goods_still_orders_them():
    got = _read("Tell me the rate of almonds and ghee. We need 5 kg sugar.")
    assert ("order", "sugar-1kg", 5, None, None, None) in got
