"""A price met, with the goods to send, is one offer at that price with its count (``lang.price_met``, session 56,
LEFT56 item 1): "meet at ₹41, send 30 kg rice" after the supplier's counter had been an order at ₹41 (which the
desk refuses below its own price) or refused; as "send 41 poha. Can you do ₹33?" is one offer."""
from __future__ import annotations

import pytest

from tests.reader_intents import intents


@pytest.mark.parametrize("text", [
    "> Rice ₹44/kg\nmeet at ₹41, send 30 kg rice", "meet at ₹41, send 30 kg rice",
    "> We can do rice at ₹44/kg.\nLet's meet at ₹41. Send 30 kg rice.",
    "Hi,\nThanks for the counter. Meet in the middle at ₹41, send 30 kg rice.\nRegards",
    "> चावल ₹44 किलो\n₹41 पर मिल जाइए, 30 किलो चावल भेज दीजिए", "> Chawal ₹44 kilo\n₹41 pe mil jaiye, 30 kilo chawal bhej dijiye"])
def test_a_price_met_with_goods_to_send_is_one_offer(text):
    assert intents(text, email=True) == [("offer", "rice-1kg", 30, 4100, None, None)]


@pytest.mark.parametrize("text", ["> Sugar ₹50/kg\nLet's meet at ₹47 — send 25 kg sugar.",
                                  "> चीनी ₹50 किलो\nचलिए ₹47 पर मिल जाइए, 25 किलो चीनी भेजिए",
                                  "> Cheeni ₹50 kilo\nChaliye ₹47 pe mil jao, 25 kilo cheeni bhejo"])
def test_the_three_languages_read_alike(text):
    assert intents(text, email=True) == [("offer", "sugar-1kg", 25, 4700, None, None)]


@pytest.mark.parametrize("text", ["Bazaar mein aloo ₹30 pe milte hain, 20 kilo bhej do",
                                  "बाज़ार में आलू ₹30 पर मिलते हैं, 20 किलो भेज दो"])
def test_a_market_price_found_is_no_price_met(text):
    """"milte hain" (is found, at the market) is no meeting: the market's price is news, the order stands."""
    assert intents(text, email=True) == [("order", "potato-1kg", 20, None, None, None)]
