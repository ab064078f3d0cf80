"""lang.act_words.so_after: a "to"/"तो" after a sale told as done ("पिछले हफ़्ते 30 किलो बिका, तो इस बार 35 किलो
भेजिए") means "so", not "if": the new count is ordered and the sale is background. It had been read as a condition and
the count refused beside the acceptance (holdout45 q091). Hindi and Hinglish only ("to" is not English "so"; "We sold
30 kg last week, so send 35 kg" was read already)."""
from __future__ import annotations

import pytest

from reader_intents import intents, read_as, refused

CHANA = [("accept", "chana-dal-1kg", None, 7200, None, None), ("order", "chana-dal-1kg", 35, None, None, None)]


@pytest.mark.parametrize("text", [
    "धन्यवाद जी! चना दाल ₹72 हमें चलेगा। पिछले हफ़्ते 30 किलो बिका, तो इस बार 35 किलो भेजिए 😊",
    "Thanks ji! Chana dal ₹72 humein chalega. Pichhle hafte 30 kilo bika, to is baar 35 kilo bhejiye 😊",
    "Chana dal ₹72 chalega. Pichhle hafte 30 kilo bik gaya tha, toh is baar 35 kilo bhej do.",  # probe
    "चना दाल ₹72 चलेगा। पिछले हफ़्ते 30 किलो बिक गया था, तो इस बार 35 किलो भेज दो।",  # probe
    "₹72 for chana dal works for us. We sold 30 kg last week, so send 35 kg this time.",  # (English, as before)
])
def test_a_sale_told_then_so_orders_the_new_count(text):
    assert intents(text, email=True) == CHANA


def test_sugar_finished_so_send():  # probe
    assert intents("पिछले हफ़्ते 30 किलो चीनी ख़त्म हो गई, तो 40 किलो भेज दो", email=True) == [
        ("order", "sugar-1kg", 40, None, None, None)]


def test_near_sentences_read_as_before():
    assert refused("Agar 30 kilo chana dal bika to 35 kilo aur bhejiye", email=True)  # "if": not so
    assert read_as("Rate ₹36 hai to 20 kilo chawal bhej do") == [("offer", "rice-1kg", 20, 3600, None, None)]
    assert intents("Is baar dhandha manda hai, to bas 50 kilo chawal bhejiye", email=True) == [
        ("order", "rice-1kg", 50, None, None, None)]
