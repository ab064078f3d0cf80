"""lang.order_restated: an order said back ("Aapka O95: …", "आपका ऑर्डर O74: …", "Your order O74: …") before a
line that changes it ("Isme …", "इसमें …", "In it, …") is what the order holds, not goods asked again; a change
larger than the count said back stays refused."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "आपका ऑर्डर O74: चावल 50 किलो, चीनी 40 किलो, मसूर दाल 20 किलो, सूजी 20 पैकेट।\n"
    "इसमें बस चीनी 40 की जगह 25 किलो कर दो, बाकी सब वैसा ही।",
    "Aapka O74: chawal 50 kilo, chini 40 kilo, masoor daal 20 kilo.\nIsme bas chini 40 ki jagah 25 kilo kar do, baaki same.",
    "Your order O74: rice 50 kg, sugar 40 kg, masoor dal 20 kg.\nIn it, just make the sugar 25 kg instead of 40 kg, rest same.",
])
def test_the_order_said_back_is_context(text):
    assert intents(text, email=True) == [("cancel", "sugar-1kg", 15, None, "O74", None)]


@pytest.mark.parametrize("text", [
    "Your order O74: rice 50 kg, sugar 40 kg.\nIn it, cut 50 kg sugar.",  # more than the order holds
    "आपका ऑर्डर O74: चावल 50 किलो, चीनी 40 किलो।\nइसमें से 50 किलो चीनी कम कर दो।",
])
def test_a_cut_beyond_the_order_said_back_is_refused(text):
    assert refused(text, email=True)
