"""Goods of a complaint about an earlier delivery are not asked beside a request for others (``lang.past_complaint``)."""
from __future__ import annotations

import pytest

from reader_intents import intents

RATES = [("ask_quote", "ghee-1l", 5, None, None, None), ("ask_quote", "butter-100g", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "नमस्ते, घी 5 लीटर और मक्खन 20 पैकेट का रेट बताइए। पिछली बार का दूध खट्टा निकला था, इस बार ध्यान रखना।",
    "Namaste, ghee 5 litre aur makhan 20 packet ka rate batao. Pichhli baar ka doodh khatta nikla tha, is baar dhyan "
    "rakhna.",
    "Hello, please share the rate for 5 litres ghee and 20 packets butter. Last time the milk was sour, please take "
    "care this time."])
def test_the_complaint_asks_no_rate(text):
    assert intents(text, email=True) == RATES


@pytest.mark.parametrize("text", ["Send 10 kg rice. Last time the sugar was wet.",
                                  "10 kilo chawal bhejo. Pichhli baar cheeni geeli thi.",
                                  "10 किलो चावल भेजिए। पिछली बार चीनी गीली थी।"])
def test_an_order_beside_a_complaint(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 10, None, None, None)]


def test_the_complaint_goods_asked_after_all():
    assert intents("Pichhli baar ka doodh khatta tha. Is baar 20 packet bhejna.", email=True) == [
        ("order", "milk-500ml", 20, None, None, None)]
