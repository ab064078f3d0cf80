"""``lang.new_order``: goods asked "as a new order" beside an order kept as it is go on no order, in every language;
goods added to a named order still join it."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "O10 stays as it is, add 2 kg sugar as a new order",
    "O10 waisa hi rehne do, 2 kilo cheeni naye order mein add kar do",
    "O10 जैसा है वैसा रहने दो, 2 किलो चीनी नए ऑर्डर में जोड़ दो",
])
def test_goods_added_as_a_new_order_join_no_order(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == [
        ("order", "sugar-1kg", 2, None)]


@pytest.mark.parametrize("text", ["Add 2 kg sugar to O10", "O10 mein 2 kilo cheeni jod do", "O10 में 2 किलो चीनी जोड़ दो"])
def test_goods_added_to_a_named_order_still_join_it(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == [
        ("order", "sugar-1kg", 2, "O10")]


@pytest.mark.parametrize("text", [
    "O10 stays as it is, add 2 kg sugar",
    "O10 waisa hi rehne do, 2 kilo cheeni add kar do",
    "O10 जैसा है वैसा रहने दो, 2 किलो चीनी जोड़ दो",
])
def test_goods_added_beside_an_order_kept_as_it_is_are_refused_not_added_to_it(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key, r.reason_args.get("id")) == (False, "ambiguous_intent.id", "O10")
