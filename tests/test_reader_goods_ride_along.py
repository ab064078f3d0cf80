"""lang.with_goods, two more shapes: goods naming the vehicle the order rides on ("कल की दूध वाली गाड़ी के साथ",
"doodh wali gaadi", "the milk van") are no goods asked, and a count sent "with tomorrow's milk" / "कल के दूध के साथ"
counts the goods named before it — in the three languages. They had asked how many packets of milk."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

EGGS = [("order", "eggs-1pc", 120, 583, None, None)]
BUTTER = [("accept", "butter-100g", None, 5200, None, None), ("order", "butter-100g", 36, None, None, None)]


@pytest.mark.parametrize("text", [
    "अंडे 4 ट्रे @ ₹175/ट्रे, कल की दूध वाली गाड़ी के साथ भेजना",
    "Ande 4 tray @ ₹175/tray, kal ki doodh wali gaadi ke saath bhejna",
    "Eggs 4 trays @ ₹175/tray, send them on tomorrow's milk van",  # probe
    "Send 4 trays of eggs @ ₹175/tray with the milk van.",  # probe
])
def test_goods_naming_a_vehicle_are_not_asked(text):
    assert intents(text, email=True) == EGGS


@pytest.mark.parametrize("text", [
    "Amul butter at ₹52 per 100 g is acceptable; please send 3 dozen with tomorrow's milk.",
    "अमूल बटर ₹52 प्रति 100 ग्राम मंज़ूर है; कल के दूध के साथ 3 दर्जन भेज दीजिए।",
    "Amul butter ₹52 per 100 g manzoor hai; kal ke doodh ke saath 3 darjan bhej dijiye.",
    "Butter ₹52 is fine, send 3 dozen with tomorrow's milk.",  # probe
])
def test_a_count_sent_with_other_goods_counts_the_goods_before(text):
    assert intents(text, email=True) == BUTTER


def test_the_count_before_with_is_not_the_goods_after():  # probe: had ordered 24 litres of refined oil, silently
    assert intents("Mustard oil at ₹133 is agreed. Please send the 24 litres with the refined oil.", email=True) == [
        ("accept", "mustard-oil-1l", None, 13300, None, None), ("order", "mustard-oil-1l", 24, None, None, None)]


def test_near_sentences_read_as_before():
    assert intents("Send 20 packets of milk and 4 trays of eggs with the milk van.", email=True) == [
        ("order", "milk-500ml", 20, None, None, None), ("order", "eggs-1pc", 120, None, None, None)]
    # (session 43, RA: "Send 3 dozen with tomorrow's milk." had read 36 packets of milk — the milk says when the goods
    # go, not which goods: now refused, 3 dozen of what? tests/test_reader_ra_kinds.py)
    assert refused("Send 3 dozen with tomorrow's milk.", email=True) == "no_item.of_what"
    assert intents("Send 12 extra curd with tomorrow's milk", email=True) == [("order", "curd-400g", 12, None, None, None)]
    assert intents("Poha at ₹34 per packet is fine with us. Please send 20 packets of poha and 20 packets of suji.",
                   email=True) == [("accept", "poha-500g", None, 3400, None, None),
                                   ("order", "poha-500g", 20, None, None, None), ("order", "suji-500g", 20, None, None, None)]
