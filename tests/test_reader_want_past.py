"""A customer's want told in the past ("The customer who wanted 50 kg rice … has backed out", "जो ग्राहक … 50 किलो चावल
ले रहा था", "jo customer … le raha tha") is the shop's news, not goods asked (``lang.third_party``): the message
cancels its order and asks nothing of the rice. Fixer R of the thirty-first session (sealed holdout 105 k3015)."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text, order", [
    ("The customer who wanted 50 kg rice for his daughter's wedding has backed out. Please cancel O31.", "O31"),
    ("जो ग्राहक बेटी की शादी के लिए 50 किलो चावल ले रहा था, वो पीछे हट गया। O31 कैंसल कर दीजिए।", "O31"),
    ("Jo customer beti ki shaadi ke liye 50 kilo chawal le raha tha, woh peeche hat gaya. O31 cancel kar dijiye.", "O31"),
    # probes of our own
    ("Sharma ji needed 5 kg sugar for the wedding, but the wedding is off. Please cancel O12.", "O12"),
    ("Sharma ji 20 kilo cheeni le rahe the, unhone mana kar diya. O12 cancel karo.", "O12"),
    ("शर्मा जी 20 किलो चीनी ले रहे थे, उन्होंने मना कर दिया। O12 कैंसल करो।", "O12"),
])
def test_a_want_told_in_the_past_is_no_goods_asked(text, order):
    assert intents(text, email=True) == [("cancel", None, None, None, order, None)]


@pytest.mark.parametrize("text", [  # the shop's own want, or goods sent: still its goods
    "We wanted 50 kg rice. Please send it.",
    "The customer wanted 50 kg rice. Send 50 kg rice.",
])
def test_near_sentences_still_order(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 50, None, None, None)]
