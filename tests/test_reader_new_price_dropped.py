"""A list line's price turned down and a new one after it is never dropped silently (``lang.new_price_dropped``,
session 56, LEFT56 item 4): "- चावल 100 किलो – ₹38 नहीं, ₹36.50 किलो" beside a second priced line had ordered the
rice at no price; now refused naming the new price in the three languages, as the English was."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from tests.reader_intents import intents, refused

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "कृपया भेजिए:\n- चावल 100 किलो – ₹38 नहीं, ₹36.50 किलो\n- चना दाल 20 किलो – ₹72 किलो",
    "कृपया भेजिए:\n- चावल 100 किलो – इस बार ₹38 नहीं, ₹36.50 किलो\n- चना दाल 20 किलो – ₹72 किलो",
    "Please bhejiye:\n- Chawal 100 kilo – is baar ₹38 nahi, ₹36.50 kilo\n- Chana dal 20 kilo – ₹72 kilo",
    "Please send:\n- Chana dal 20 kg – ₹72/kg\n- Rice 100 kg – not ₹38 this time, ₹36.50/kg"])
def test_the_new_price_is_asked_not_dropped(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"
    assert "36.50" in read_message(text, CAT, email=True).reason_args["figure"]


@pytest.mark.parametrize("text", [
    "कृपया भेजिए:\n- चावल 100 किलो ~~₹38~~ **₹36.50/किलो**\n- चना दाल 20 किलो **₹72/किलो**",
    "Please bhejiye:\n- Chawal 100 kilo ~~₹38~~ **₹36.50/kilo**\n- Chana dal 20 kilo **₹72/kilo**",
    "Please send:\n- Rice 100 kg ~~₹38/kg~~ **₹36.50/kg**\n- Chana dal 20 kg **₹72/kg**"])
def test_a_struck_price_with_the_new_one_read_stays_read(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 100, 3650, None, None),
                                         ("order", "chana-dal-1kg", 20, 7200, None, None)]
