"""The supplier's shop counter is no counter-offer (session 53, SILENT): "We last bought moong dal at ₹100 per kg from
your counter" tells where a past purchase was made; "counter" had been read as an offer word and the past price
offered (holdout182 en-p3033: the desk countered where the rate was asked). New sentences of the kind."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "Please share your rates for chana dal and poha. We last bought chana dal at ₹78 per kg on 2 Nov from your counter, for reference.",
    "Chana dal aur poha ka rate bataiye. Pichhle mahine chana dal ₹78 kilo mein counter se li thi.",
    "चना दाल और पोहा का भाव बताइए। पिछले महीने चना दाल ₹78 किलो में काउंटर से ली थी।",
])
def test_a_purchase_at_the_shop_counter_is_told(text):
    assert intents(text, email=True) == [("ask_quote", "chana-dal-1kg", None, None, None, None),
                                         ("ask_quote", "poha-500g", None, None, None, None)]


def test_a_counter_offer_is_still_offered():
    assert intents("Your rate is high. My counter: rice ₹36/kg.", email=True) == [
        ("offer", "rice-1kg", None, 3600, None, None)]
