"""The mandi's price told beside a question about the supplier's rate (issue 10; sealed holdout65 en/hi/hl-b036): "In
the mandi tomato is going at ₹28 these days. What is your rate …?" had been refused as a price inside the question;
the ₹28 is the market's and the message asks a rate (``lang.market_price_told``). A price of our own beside it is
still read as the offer."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "Namaste ji! In the mandi onion is going at ₹30 these days. What is your rate for onion and potato this week?",
    "नमस्ते जी! मंडी में आजकल प्याज़ ₹30 चल रहा है। इस हफ़्ते आपके यहाँ प्याज़ और आलू का क्या रेट है?",
    "Namaste ji! Mandi me aajkal pyaaz ₹30 chal raha hai. Is hafte aapke yahan pyaaz aur aaloo ka kya rate hai?",
])
def test_the_mandi_price_beside_a_rate_question(text):
    assert intents(text, email=True) == [("ask_quote", "onion-1kg", None, None, None, None),
                                         ("ask_quote", "potato-1kg", None, None, None, None)]


def test_a_price_of_our_own_beside_the_mandi_is_the_offer():
    assert intents("Mandi mein pyaaz ₹30 hai, ₹32 mein doge?", email=True) == [
        ("offer", "onion-1kg", None, 3200, None, None)]
