"""A paav said with no number is one paav, 250 g (``lang.paav_bhar``): "paav bhar chai patti", "पाव भर", "paav kilo";
a paav with its number keeps it."""
from __future__ import annotations

import pytest

from reader_intents import reading

BESAN_AND_TEA = [("order", "besan-500g", 3, None, None, None), ("order", "tea-250g", 1, None, None, None)]


@pytest.mark.parametrize("text", [
    "Aaj ki gaadi mein dedh kilo besan aur paav bhar chai patti bhej dena.",  # holdout112 u8010
    "आज की गाड़ी में डेढ़ किलो बेसन और पाव भर चाय पत्ती भेज देना।",
    "Send dedh kilo besan and one paav chai patti with today's van.",
])
def test_a_paav_without_a_number_is_one(text):
    assert reading(text) == BESAN_AND_TEA


@pytest.mark.parametrize("text, n", [
    ("paav kilo chai patti bhej do", 1),
    ("do paav bhar chai patti bhej do", 2),  # its number kept
    ("दो पाव भर चाय पत्ती भेज दो", 2),
])
def test_counts(text, n):
    assert reading(text) == [("order", "tea-250g", n, None, None, None)]


def test_a_paav_of_goods_in_smaller_packs_is_refused_as_before():
    assert reading("पाव किलो हल्दी भेज दीजिए") == "no_quantity.not_whole"  # 250 g of 100 g packets
