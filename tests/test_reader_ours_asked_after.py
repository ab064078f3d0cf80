"""Our rate asked after another seller's sale told as background ("Gupta Traders ne cheeni ₹41 mein di hai. Aapka
rate kya hai?"): a rate question for the goods he sold (``lang.ours_asked_after``); it had been ``no_intent``."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text, sku", [
    ("Gupta Traders ne cheeni ₹41 mein di hai. Aapka rate kya hai?", "sugar-1kg"),
    ("Gupta Traders gave us sugar at ₹41. What is your rate?", "sugar-1kg"),
    ("गुप्ता ट्रेडर्स ने चीनी ₹41 में दी है। आपका रेट क्या है?", "sugar-1kg"),
    ("Sharma Stores sold us toor dal at ₹128 last week. What's your price?", "toor-dal-1kg"),
    ("शर्मा स्टोर ने हमें तूर दाल ₹128 में बेची। आपका भाव क्या है?", "toor-dal-1kg"),
])
def test_our_rate_asked_after_a_rivals_sale(text, sku):
    assert reading(text) == [("ask_quote", sku, None, None, None, None)]


def test_not_our_rate_asked():
    assert reading("Gupta Traders gave us sugar at ₹41. What was their margin?") == "no_intent.nothing"
