"""lang.held_goods: goods held back beside goods sent in one sentence ("Hold the atta for now, but send the 20 kg sugar
today.", "आटा अभी hold पर रखो, पर 20 किलो चीनी आज ही भेज दो।", "Aata abhi hold pe rakho, but 20 kilo cheeni aaj hi bhej
do.") are asked nothing, in the three languages — the "send" had taken the atta too (how many packets of atta?)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

SUGAR = [("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Hold the atta for now, but send the 20 kg sugar today.",
    "आटा अभी hold पर रखो, पर 20 किलो चीनी आज ही भेज दो।",
    "Aata abhi hold pe rakho, but 20 kilo cheeni aaj hi bhej do.",
    "आटा अभी रोक लो, पर 20 किलो चीनी आज ही भेज दो।",  # probe
    "Send 20 kg sugar and hold the rice till further notice.",  # probe
    "Atta abhi rok do, lekin 20 kilo cheeni kal bhej dena.",  # probe
])
def test_held_goods_beside_goods_sent(text):
    assert intents(text, email=True) == SUGAR


def test_near_sentences_read_as_before():
    assert intents("Hold the atta for now. Send the 20 kg sugar today.", email=True) == SUGAR
    assert refused("Dispatch 30 kg onions. On second thoughts, kindly hold the same till further notice.",
                   email=True) == "contradictory.retracted"
    assert refused("Hold the atta for now, but send sugar today.", email=True).startswith("no_quantity")
