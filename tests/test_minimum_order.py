"""``lang.minimum_order``: "what is the minimum order?" asks no rate in any language (Hindi and Hinglish "कितना है"
had asked for a quote, silently, where English was refused)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "What's the minimum order for eggs?",
    "अंडों का मिनिमम ऑर्डर कितना है?",
    "Andon ka minimum order kitna hai?",
])
def test_the_minimum_order_asked_is_no_quote(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and not any(i.kind == "ask_quote" for i in r.intents)


@pytest.mark.parametrize("text", ["Ande ka rate kitna hai?", "अंडों का भाव कितना है?"])
def test_a_rate_asked_still_asks_a_quote(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku) for i in r.intents] == [("ask_quote", "eggs-1pc")]
