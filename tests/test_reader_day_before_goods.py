"""A day word before goods whose name is also a verb ("Kal aata 60 packet bhej dena"): the count in a unit after
the name shows the goods (``lang.weak_names``).

A researcher's month against weak fake models (session 54's trial, en run seq 10653, 11149, 13097) had "Kal aata 60
packet bhej dena please." refused ``no_item``: "kal aata" is also "comes tomorrow", and "kal"/"aaj" before "aata" had
made it the verb whatever followed, while "कल आटा 60 पैकेट", "Kal subah aata …" and "aata 60 packet …" read. The verb
is never counted in a unit, so a count in a unit after the name now keeps the flour; the verb's own uses stay verbs.
"""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text, sku, count", [
    ("Kal aata 60 packet bhej dena please.", "atta-5kg", 60),
    ("Kal atta 60 packet bhej dena please.", "atta-5kg", 60),
    ("kal aata 60 packet bhejiye", "atta-5kg", 60),
    ("Kal aata ke 60 packet bhej dena.", "atta-5kg", 60),
    ("Kal aata 5 kg wala 60 packet bhej dena.", "atta-5kg", 60),
    ("kal ko aata 60 packet bhej dena", "atta-5kg", 60),
    ("Aaj aata 10 packet lena hai.", "atta-5kg", 10),
    ("Parso aata 20 packet bhej dena.", "atta-5kg", 20),
    ("Kal aata: 40 packet bhejna.", "atta-5kg", 40),
    ("Abhi aata 2 bori bhej do.", "atta-5kg", 20),            # 2 sacks of 10 packets
    ("Kal chawal 60 kilo bhej dena please.", "rice-1kg", 60),
    ("Kal doodh 60 packet bhej dena please.", "milk-500ml", 60),
    ("Aaj cheeni 50 kilo bhejiye.", "sugar-1kg", 50),
    ("Parso besan 10 packet bhej dena.", "besan-500g", 10),
    ("कल आटा 60 पैकेट भेज देना।", "atta-5kg", 60),
])
def test_goods_after_a_day_word_with_a_count_in_a_unit_are_ordered(text, sku, count):
    assert reading(text) == [("order", sku, count, None, None, None)]


@pytest.mark.parametrize("text, got", [
    ("Kal aata 10 baje gaadi, tab 20 kilo chawal bhejna.", [("order", "rice-1kg", 20, None, None, None)]),
    ("Maal kal aata hai to 20 kilo chawal bhi bhejna.", [("order", "rice-1kg", 20, None, None, None)]),
    ("Truck kal aata hai, 60 packet leke.", "no_intent.nothing"),
])
def test_the_verb_after_a_day_word_without_a_count_in_a_unit_stays_the_verb(text, got):
    assert reading(text) == got
