"""``lang.ask_withdrawn``: our own earlier rate question taken back beside an order refuses no goods, in all three
languages; goods refused by name ("Never mind the ghee") are still refused."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Never mind the earlier request for a ghee quote. Just send 10 kg sugar.",
    "Ghee ke rate wali pichli baat chhodo. Bas 10 kilo cheeni bhej do.",
    "घी के भाव वाली पिछली बात छोड़िए। बस 10 किलो चीनी भेज दीजिए।",
])
def test_an_earlier_ask_taken_back_refuses_nothing(text):
    assert _read(text) == (True, [("order", "sugar-1kg", 10)])


def test_goods_named_without_an_ask_are_still_refused():
    assert _read("Never mind the ghee. Just send 10 kg sugar.") == (
        True, [("reject", "ghee-1l", None), ("order", "sugar-1kg", 10)])
