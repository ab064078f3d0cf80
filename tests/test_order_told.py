"""``lang.order_told``: the goods listed after "your order O74:" before goods are added to it are the order's
contents, not ordered again, in every language (fixer H's probe, thirtieth session)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Your order O74: rice 50 kg, sugar 40 kg. In it, add 5 kg poha.",
    "Aapka order O74: chawal 50 kg, cheeni 40 kg. Usme 5 kg poha add kar do.",
    "आपका ऑर्डर O74: चावल 50 किलो, चीनी 40 किलो। उसमें 5 किलो पोहा जोड़ दीजिए।",
])
def test_only_the_added_goods_are_ordered(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == [
        ("order", "poha-500g", 10, "O74")]


def test_the_list_alone_stays_refused():
    r = read_message("Your order O74: rice 50 kg, sugar 40 kg.", CAT, email=True)
    assert not r.readable
