"""A price said in a sentence of its own after an order and called the same as before ("same as last time", "as
agreed", "पिछली बार जैसा") is the order's price, not a note of an old one (``lang.same_as_before``, asked by
``lang.verify_kinds``); "Last time ₹38." stays asked. Fixer R of the thirty-first session."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, read", [  # holdouts 38 t058 and t002, 24 en-044, 66 e002
    ("Can you send 6 litres ghee by Friday? ₹540 a litre, same as last time.", ("ghee-1l", 6, 54000)),
    ("Send 30 kg sugar... actually make it 60. ₹41/kg as agreed.", ("sugar-1kg", 60, 4100)),
    ("Send 10 packets of bread for tomorrow... actually make it 15, school reopens. ₹38 each like last time.",
     ("bread-400g", 15, 3800)),
    ("So send me twenty — no, no, make it twenty-five kilo onion, okay? Thirty-one rupees a kilo, same as last time.",
     ("onion-1kg", 25, 3100)),
])
def test_a_price_same_as_before_is_the_orders(text, read):
    assert intents(text, email=True) == [("order", *read, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own, in the three languages
    "Send 20 kg rice. ₹38, same as last time.",
    "20 किलो चावल भेजो। ₹38 किलो, पिछली बार जैसा।",
    "20 kilo chawal bhejo. ₹38 kilo, pichli baar jaisa.",
    "20 kilo chawal bhejo. ₹38 kilo, pichli baar wala rate.",
    "Send 20 kg rice. ₹38 kilo as agreed.",
])
def test_probe_rice_at_the_price_as_before(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 20, 3800, None, None)]


def test_a_past_price_told_is_no_price_of_the_order():
    assert intents("Send 20 kg rice. Last time it was ₹38.", email=True) == [("order", "rice-1kg", 20, None, None, None)]


def test_a_bare_last_time_is_still_asked():
    assert refused("Send 20 kg rice. ₹38, last time.", email=True) == "ambiguous_intent.figure"
