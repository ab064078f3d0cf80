"""A part cancel that keeps the rest (session 53, SILENT; noticed by a new user's trial): "Order O12 mein se cheeni
cancel kar do, baaki chawal aur dal bhej dena" — the goods after "baaki" / "बाकी" / "the rest" are the order's rest,
context, not a new order (``lang.kept_sent``); only the cut is read. Hindi and Hinglish had been refused as a new order
of rice with no count; English "send the rest, suji and besan" had cancelled the rest too. New sentences of the kind."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "O7 se poha hata do, baaki suji aur besan bhej dijiye.",
    "O7 से पोहा हटा दीजिए, बाक़ी सूजी और बेसन भेज दीजिए।",
    "Remove the poha from O7, send the rest, suji and besan.",
    "Please cancel the poha in O7 but send the rest (suji and besan) as booked.",
])
def test_only_the_cut_is_read(text):
    assert intents(text, email=True) == [("cancel", "poha-500g", None, None, "O7", None)]


@pytest.mark.parametrize("text", [
    "O21 mein se ghee cancel karna hai, baaki atta aur dal bhej do.",
    "O21 में से घी रद्द कर दीजिए, बाकी आटा और दाल भेज दीजिए।",
    "From O21 drop the ghee; send the rest (atta and dal) as it is.",
])
def test_ambiguous_goods_of_the_rest_are_not_asked(text):
    assert intents(text, email=True) == [("cancel", "ghee-1l", None, None, "O21", None)]


@pytest.mark.parametrize("text", ["O7 se poha hata do, suji bhej dijiye.", "O7 से पोहा हटा दीजिए, सूजी भेज दीजिए।"])
def test_goods_sent_without_saying_they_are_the_rest_are_still_asked(text):
    from reader_intents import refused
    assert refused(text, email=True) == "ambiguous_intent.kept_or_new"
