"""``lang.asked_after``: an order asked after alone in a question ("what about O46?", "O46 ka kya hua?") is a delivery
question of that order; with goods told beside it, or in a sentence asking something else, it is left alone."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Has O44 left? And what about O46?",
    "O44 निकल गया? और O46 का क्या हुआ?",
    "O44 nikla? Aur O46 ka kya hua?",
])
def test_a_second_order_asked_after(text):
    r, got = _read(text)
    assert r.readable and got == [("ask_delivery", None, None, "O44", None), ("ask_delivery", None, None, "O46", None)]


@pytest.mark.parametrize("text", [
    "send 6 bottle coke also. and O15 still not came, when?",
    "6 बोतल कोक भी भेजो। और O15 अभी तक नहीं आया, कब आएगा?",
    "6 bottle coke bhi bhejo. Aur O15 abhi tak nahi aaya, kab aayega?",
])
def test_an_order_asked_after_beside_an_order(text):
    r, got = _read(text)
    assert r.readable and got == [("order", "soft-drink-750ml", 6, None, None), ("ask_delivery", None, None, "O15", None)]


@pytest.mark.parametrize("text", [
    # the order's goods told beside the question: the question would carry them (not read here)
    "Bhaiya, what happened to O31? It had 2 cases of Parle-G and 10 kg suji. We need it by tomorrow.",
    # asked in the sentence of an order: left to the rest of the reader
    "Bhaiya send 20 litre milk tomorrow morning 6 am, and what happened to O35? Still not delivered.",
])
def test_left_alone(text):
    r, got = _read(text)
    assert not r.readable or all(g[0] != "ask_delivery" or g[1] for g in got)
