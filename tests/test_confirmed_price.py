"""lang.confirmed_price: goods confirmed at the one price the writer names ("We confirm chana dal at ₹72 per kg",
"Chana dal ₹72 per kg confirm karte hain", "चना दाल ₹72 प्रति किलो कन्फ़र्म करते हैं") accept that price; "please
confirm" asks, and is left as it was."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_READ = [("accept", "chana-dal-1kg", None, 7200, None, None), ("order", "chana-dal-1kg", 40, None, None, None)]


@pytest.mark.parametrize("text", [
    "We confirm chana dal at ₹72 per kg. Please send 40 kg.",
    "Chana dal ₹72 per kg confirm karte hain. Please 40 kilo bhejiye.",
    "चना दाल ₹72 प्रति किलो कन्फ़र्म करते हैं। कृपया 40 किलो भेजिए।",
])
def test_the_price_confirmed_is_accepted(text):
    assert intents(text, email=True) == _READ


def test_please_confirm_is_no_acceptance():
    assert refused("Please confirm chana dal at ₹72 per kg.", email=True).startswith("ambiguous_intent")


@pytest.mark.parametrize("text", [
    "तूर दाल ₹138 पर तय। 25 किलो बुक कर दीजिए।",
    "Toor dal ₹138 pe tay. 25 kilo book kar dijiye.",
])
def test_settled_ending_the_sentence_accepts(text):
    assert intents(text, email=True) == [("accept", "toor-dal-1kg", None, 13800, None, None),
                                         ("order", "toor-dal-1kg", 25, None, None, None)]


def test_a_rate_settled_before_is_no_acceptance():
    assert intents("चावल ₹37 पर तय हुआ था, ₹39 नहीं। B18 ठीक कीजिए।", email=True) == [
        ("dispute", None, None, None, None, "B18")]
