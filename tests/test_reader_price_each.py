"""One price said after goods counted alike ("10 kg each", "dono", "20-20") or said "each" is each one's price
(``lang.price_each``)."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text,skus,n,paise", [
    ("Send rice and sugar 10 kg each at ₹40/kg.", ("rice-1kg", "sugar-1kg"), 10, 4000),
    ("Please send 10 kg rice and 10 kg sugar at ₹40 each.", ("rice-1kg", "sugar-1kg"), 10, 4000),
    ("Send potato and onion 25 kg each, ₹22 per kg.", ("potato-1kg", "onion-1kg"), 25, 2200),
    ("Chawal aur cheeni dono 10 kilo, ₹40 kilo ke hisaab se.", ("rice-1kg", "sugar-1kg"), 10, 4000),
    ("Pyaaz aur tamatar dono 30-30 kilo, ₹28 kilo.", ("onion-1kg", "tomato-1kg"), 30, 2800),
    ("Moong dal aur masoor dal dono 5 kilo bhejiye, ₹90 har ek.", ("moong-dal-1kg", "masoor-dal-1kg"), 5, 9000),
    ("चाय पत्ती और हल्दी दोनों 20-20 पैकेट, ₹100 प्रति पैकेट।", ("tea-250g", "turmeric-100g"), 20, 10000),
    ("आलू और प्याज़ 20-20 किलो, ₹24 किलो के हिसाब से।", ("potato-1kg", "onion-1kg"), 20, 2400),
    ("Aloo 40 kg aur pyaaz 40 kg, dono ₹25 pe.", ("potato-1kg", "onion-1kg"), 40, 2500)])
def test_a_price_for_each(text, skus, n, paise):
    assert intents(text, email=True) == [("order", s, n, paise, None, None) for s in skus]


@pytest.mark.parametrize("text,want", [
    ("Please send 5 peti Maggi, and 24 Colgate at ₹42 each.", [("order", "noodles-70g", 60, None, None, None),
                                                              ("order", "toothpaste-100g", 24, 4200, None, None)]),
    ("Send 10 kg rice at ₹40/kg and 10 kg sugar.", [("order", "rice-1kg", 10, 4000, None, None),
                                                    ("order", "sugar-1kg", 10, None, None, None)]),
    ("Send rice and sugar 10 kg each, sugar at ₹44.", [("order", "rice-1kg", 10, None, None, None),
                                                       ("order", "sugar-1kg", 10, 4400, None, None)])])
def test_a_price_of_one_goods_stays_its_own(text, want):
    assert intents(text, email=True) == want
