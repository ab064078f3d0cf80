"""``lang.stock_asked``: "Do you have moong dal in stock?" asks no rate — refused in every language (holdout89
k9027); with a rate or a send asked beside it the message is read as before."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Do you have moong dal in stock?",
    "Moong dal stock mein hai kya?",
    "मूँग दाल स्टॉक में है क्या?",
])
def test_a_stock_question_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.unknown_word")
    assert "moong dal" in r.reason


def test_a_rate_asked_beside_it_is_read():
    r = read_message("Do you have poha and suji? Rates please.", CAT, email=True)
    assert r.readable and [(i.kind, i.sku) for i in r.intents] == [("ask_quote", "poha-500g"), ("ask_quote", "suji-500g")]
