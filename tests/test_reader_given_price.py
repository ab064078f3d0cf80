"""A price given after a price turned down, said as chat ("kela 46 nahi hoga. 42 do", "Banana 46 won't work. Give
42.", "तूर दाल 140 बहुत ज़्यादा है भाई 128 दो"): an offer at the new price (``lang.given_price``); the reader had read a
``reject`` at the old price (a silent misreading) or refused ("what is 140 for?")."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text, sku, paise", [
    ("kela 46 nahi hoga. 42 do", "banana-1dozen", 4200),
    ("केला 46 नहीं होगा। 42 दो", "banana-1dozen", 4200),
    ("Banana 46 won't work. Give 42.", "banana-1dozen", 4200),
    ("Banana ₹46 won't work. Give ₹42.", "banana-1dozen", 4200),
    ("toor dal 140 too high bhai do 128", "toor-dal-1kg", 12800),
    ("तूर दाल 140 बहुत ज़्यादा है भाई 128 दो", "toor-dal-1kg", 12800),
    ("Toor dal 140 is too high. Give 128 please.", "toor-dal-1kg", 12800),
    ("chini 45 nahi chalega, 41 do na", "sugar-1kg", 4100),
    ("चीनी 45 नहीं चलेगा, 41 दो", "sugar-1kg", 4100),
    ("Sugar 45 won't work, give 41.", "sugar-1kg", 4100),
])
def test_price_given_after_refusal(text, sku, paise):
    assert reading(text) == [("offer", sku, None, paise, None, None)]


def test_accepting_clause_read_by_its_own_words():
    assert reading("ok sir rice 39 accept, sugar 42 no, give 41") == [
        ("accept", "rice-1kg", None, 3900, None, None), ("offer", "sugar-1kg", None, 4100, None, None)]


@pytest.mark.parametrize("text", ["chawal 50 zyada hai, 36 do", "Atta 2 kilo nahi, 5 kilo do"])
def test_not_a_price_given(text):
    assert isinstance(reading(text), str)  # far below the number turned down, or a count: still asked
