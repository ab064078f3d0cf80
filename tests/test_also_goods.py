"""``lang.also_goods``: goods added "also" / "saath mein" / "साथ में" with a count after an offer are ordered, in every
language; after a rate question or a priced question, or asked with "?", they stay refused."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Moong at ₹100 a kilo and we'll take 30 kg. Also 10 packets of salt.",
    "Moong ₹100 kilo pe do toh 30 kilo lenge. Saath mein 10 packet namak.",
    "मूंग ₹100 किलो में दो तो 30 किलो लेंगे। साथ में 10 पैकेट नमक।",
])
def test_goods_added_after_an_offer_are_ordered(text):
    assert _read(text) == (True, [("offer", "moong-dal-1kg", 30, 10000), ("order", "salt-1kg", 10, None)])


@pytest.mark.parametrize("text", [
    "Can you do moong dal at ₹100? Also 10 packets of Tata Salt.",
    "Moong at ₹100 for 30 kg? Also 10 packets of salt?",
    "Is baar 30 kg cheeni ₹40 ke rate pe bhejoge? Aur saath mein 10 kg namak.",
])
def test_after_a_question_they_stay_asked(text):
    assert _read(text) == (False, [])


@pytest.mark.parametrize("text", [
    "What's the moong rate? Also 10 packets of salt.",
    "Moong ka rate kya hai? Aur 10 packet namak bhi.",
    "मूँग का भाव क्या है? और 10 पैकेट नमक भी।",
])
def test_goods_added_after_a_rate_asked_are_refused(text):
    """``also_after_rate`` (fixer H's probe, thirtieth session: salt's rate had been asked for 10 packets)."""
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.also")


@pytest.mark.parametrize("text, want", [
    ("What's the moong rate? Also of salt.", [("ask_quote", "moong-dal-1kg", None, None),
                                              ("ask_quote", "salt-1kg", None, None)]),
    ("Moong ka rate kya hai? 30 kg chahiye.", [("ask_quote", "moong-dal-1kg", 30, None)]),
])
def test_rates_asked_of_both_or_of_the_same_goods_stay(text, want):
    assert _read(text) == (True, want)
