"""Breaker AT (small local models writing badly): "dzn", "dozn", "डज़न" are dozens (2 eggs had been ordered for
"2 dzn eggs"), and goods or an order corrected on the spot to other goods or another order are refused
(``lang.item_corrected``), where both had been acted on."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, n", [("send 2 dzn eggs", 24), ("SEND 2 DZN EGGS", 24), ("send 2 dozan eggs", 24),
                                     ("2 डज़न अंडे भेजो", 24), ("2 डजन अंडे भेजो", 24)])
def test_dozen_spelt_short_or_in_hindi_is_twelve(text, n):
    assert intents(text, email=True) == [("order", "eggs-1pc", n, None, None, None)]


def test_dozen_of_bananas_is_the_selling_unit():
    assert intents("2 dozn bananas bhejo", email=True) == [("order", "banana-1dozen", 2, None, None, None)]


@pytest.mark.parametrize("text", [
    "Send 5 kg moong dal, sorry, masoor dal, 5 kg.",
    "10 litre sarson tel bhejo, nahi nahi, 10 litre refined tel.",
    "5 किलो मूंग दाल भेजो, सॉरी, मसूर दाल 5 किलो",
    "Cancel O15, sorry, cancel O16.",
    "O15 cancel karo, sorry, O16 cancel karo.",
])
def test_goods_or_an_order_corrected_to_another_is_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.corrected"


@pytest.mark.parametrize("text, read", [
    ("Send 20 kg rice, sorry, 25 kg rice", [("order", "rice-1kg", 25, None, None, None)]),
    ("Pls send 3 trays eggs + 20 kg onion. Sorry, I meant 2 trays eggs, not 3.",
     [("order", "eggs-1pc", 60, None, None, None), ("order", "onion-1kg", 20, None, None, None)]),
    ("B11 का पेमेंट हो गया है। B12 में गलती है, उसमें आटा दो बार जोड़ दिया है।",
     [("pay", None, None, None, None, "B11"), ("dispute", None, None, None, None, "B12")]),
    ("Sorry for the delay. Send 10 kg rice and 5 kg sugar.",
     [("order", "rice-1kg", 10, None, None, None), ("order", "sugar-1kg", 5, None, None, None)]),
])
def test_corrections_of_a_figure_apologies_and_mistakes_in_a_bill_read_as_before(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text, read", [
    ("O12kab aayega?", [("ask_delivery", None, None, None, "O12", None)]),
    ("O12की डिलीवरी कब होगी?", [("ask_delivery", None, None, None, "O12", None)]),
    ("O12का बिल भेजो", [("ask_bill", None, None, None, "O12", None)]),
    ("B12paid", [("pay", None, None, None, None, "B12")]),
    ("O7cancel pls", [("cancel", None, None, None, "O7", None)]),
])
def test_an_id_with_a_known_word_glued_on_stands(text, read):
    assert intents(text, email=True) == read  # (the id had been lost and the question asked of no order)
