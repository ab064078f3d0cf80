"""Breaker AU (Hindi-first speech): a paav is 250 g ("2 paav makkhan" had ordered 2 packets of butter, silently:
``lang/data/units.yaml``), and "at the rate of 180" after a count is ₹180 a unit counted (3 trays had been counted
180 times over: ``lang.rate_of``), and "do" (two) before a unit counts ("32 mein do bori bhijwa dena" had offered
₹32 with no quantity)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, read", [
    ("2 paav makkhan bhej do", [("order", "butter-100g", 5, None, None, None)]),
    ("2 पाव मक्खन भेज दो", [("order", "butter-100g", 5, None, None, None)]),
    ("do paav makkhan bhejo", [("order", "butter-100g", 5, None, None, None)]),
    ("ek paav chai patti bhejo", [("order", "tea-250g", 1, None, None, None)]),
])
def test_a_paav_is_250_grams(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", ["Send 3 paav paneer", "1 paav haldi bhejo"])
def test_paavs_that_are_no_whole_packets_are_refused(text):
    assert refused(text, email=True) == "no_quantity.not_whole"


@pytest.mark.parametrize("text, read", [
    ("Send 3 trays eggs at the rate of 180.", [("order", "eggs-1pc", 90, 600, None, None)]),
    ("Send 2 bori sugar at the rate of 42", [("order", "sugar-1kg", 100, 4200, None, None)]),
    ("Send 50 packets Maggi at the rate of 11", [("order", "noodles-70g", 50, 1100, None, None)]),
    ("Send 20 kg rice at the rate of 38", [("order", "rice-1kg", 20, 3800, None, None)]),
    ("What is the rate of 20 eggs?", [("ask_quote", "eggs-1pc", 20, None, None, None)]),
])
def test_at_the_rate_of_a_bare_number_after_a_count_is_a_price(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text, read", [
    ("Pyaaz 32 mein do bori bhijwa dena", [("order", "onion-1kg", 100, 3200, None, None)]),
    ("चीनी बयालीस में दो बोरी भेज दो", [("order", "sugar-1kg", 100, 4200, None, None)]),
    ("Chini 42 ke bhav se do bori bhej do", [("order", "sugar-1kg", 100, 4200, None, None)]),
    ("chini 42 mein do na", [("offer", "sugar-1kg", None, 4200, None, None)]),  # "give it at 42": an offer
])
def test_do_before_a_unit_is_two_not_give(text, read):
    assert intents(text, email=True) == read
