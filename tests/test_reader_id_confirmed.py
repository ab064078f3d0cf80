"""An order only confirmed beside other requests needs nothing ("O9 confirm karo, aur 5 kilo besan extra":
``lang.id_confirmed``, the corpus convention that a confirmation of goods ordered adds no intent), and goods wanted
"extra" in a chunk that says nothing else are an order (``lang.extra_wanted``); the reader had asked "what about O9?"
or what to do with the besan."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "O9 confirm karo, aur 5 kilo besan extra",
    "Confirm O9, and 5 kg besan extra.",
    "O9 कन्फर्म करो, और 5 किलो बेसन अतिरिक्त",
    "O9 कन्फर्म करो, और 5 किलो बेसन extra",
])
def test_confirmed_order_and_extra_goods(text):
    assert reading(text) == [("order", "besan-500g", 10, None, "O9", None)]  # more goods beside O9: on it


@pytest.mark.parametrize("text", [
    "Please confirm O9. Also send 5 kg besan.",
    "O9 पक्का है, 5 किलो बेसन भी भेजिए",
    "O9 confirm karo, aur 5 kilo besan bhi bhejo",
])
def test_confirmed_order_beside_a_new_one(text):
    assert reading(text) == [("order", "besan-500g", 10, None, None, None)]


def test_extra_alone_is_an_order():
    assert reading("5 kilo besan extra") == [("order", "besan-500g", 10, None, None, None)]


@pytest.mark.parametrize("text", ["B108 has 5 kg extra sugar", "We got 5 kg sugar extra."])
def test_extra_of_a_complaint_not_ordered(text):
    assert isinstance(reading(text), str)


def test_confirm_asked_still_a_question():
    assert reading("O9 confirm hua? 5 kg besan bhejo") == [
        ("ask_delivery", None, None, None, "O9", None), ("order", "besan-500g", 10, None, None, None)]
