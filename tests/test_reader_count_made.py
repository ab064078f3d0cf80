"""Hindi's words of making a count ("kar do", "कर दें", "badha do", "kam kardo") change a named order's count as
"kar dijiye" does (``lang.count_made``); said of a price, or with nothing changed, they are as before."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "O31 mein doodh 20 packet se ghata ke 12 packet kar do.",
    "O31 में दूध 20 पैकेट से घटाकर 12 पैकेट कर दो।",
    "Reduce the milk in O31 from 20 packets to 12.",
])
def test_a_count_cut(text):
    assert intents(text, email=True) == [("cancel", "milk-500ml", 8, None, "O31", None)]


@pytest.mark.parametrize("text", [
    "O31 mein dahi 6 packet aur badha do.",
    "O31 में दही 6 पैकेट और बढ़ा दो।",
    "Add 6 packets of curd to O31.",
])
def test_a_count_raised(text):
    assert intents(text, email=True) == [("order", "curd-400g", 6, None, "O31", None)]


@pytest.mark.parametrize("text", [
    "O31 me se 2 packet paneer kam kardo",
    "ऑर्डर O31 में से 2 पैकेट पनीर कम कर दें।",
    "Cut 2 packets of paneer from O31.",
])
def test_goods_taken_off(text):
    assert intents(text, email=True) == [("cancel", "paneer-200g", 2, None, "O31", None)]


@pytest.mark.parametrize("text", ["Atta 5 kg ₹205 per packet kar do.", "आटा ₹205 प्रति पैकेट कर दो।"])
def test_a_price_made_is_an_offer(text):
    assert intents(text, email=True) == [("offer", "atta-5kg", None, 20500, None, None)]


def test_nothing_changed_is_still_asked():
    assert refused("paneer 2 packet kar do", email=True).startswith("ambiguous_intent.")


@pytest.mark.parametrize("text, sku, n", [
    ("Increase the curd in O31 by 6 packets.", "curd-400g", 6),
    ("Please increase the milk in O31 by 10 litres.", "milk-500ml", 20),
])
def test_increase_by_an_amount(text, sku, n):
    assert intents(text, email=True) == [("order", sku, n, None, "O31", None)]


def test_increase_with_no_order_named_is_still_asked():
    assert refused("Please increase the sugar by 10 kg.", email=True).startswith("ambiguous_intent.")
