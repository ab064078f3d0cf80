"""lang.counted_swap: counted goods swapped for other counted goods in one sentence cut the first and order the
second — with the order named, both on it — in all three languages ("In O9, send 10 kg sugar instead of 10 kg
jaggery" had cancelled all of O9 and sent the jaggery too, silently); a swap whose new goods have no count is left
as it was."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_SWAP = [("cancel", "jaggery-1kg", 10, None, "O9", None), ("order", "sugar-1kg", 10, None, "O9", None)]


def test_the_order_is_not_cancelled_whole():
    assert intents("In O9, send 10 kg sugar instead of 10 kg jaggery", email=True) == [
        ("order", "sugar-1kg", 10, None, "O9", None), ("cancel", "jaggery-1kg", 10, None, "O9", None)]


@pytest.mark.parametrize("text", [
    "O9 में 10 किलो गुड़ की जगह 10 किलो चीनी कर दीजिए।",
    "O9 mein 10 kilo gud ki jagah 10 kilo cheeni kar do.",
])
def test_a_counted_swap_in_a_named_order(text):
    assert intents(text, email=True) == _SWAP


@pytest.mark.parametrize("text", [
    "Instead of the 10 kg jaggery, send 10 kg sugar.",
    "10 किलो गुड़ की बजाय 10 किलो चीनी भेज दीजिए।",
    "10 kilo gud ke badle 10 kilo cheeni bhej dena.",
])
def test_a_counted_swap_with_no_order_named(text):
    assert intents(text, email=True) == [("cancel", "jaggery-1kg", 10, None, None, None),
                                         ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "O13 में 5 किलो चना दाल की जगह उतनी ही मूंग दाल कर दीजिए।",  # "the same quantity": lang.same_quantity refuses the
    "O13 mein 5 kilo chana dal ki jagah utni hi moong dal kar do.",  # reading as written, lang.order_moves puts the
    "In O13, send the same quantity of moong dal instead of the 5 kg chana dal.",  # count replaced in
])
def test_new_goods_in_the_same_quantity_take_the_count_replaced(text):
    assert intents(text, email=True) == [("cancel", "chana-dal-1kg", 5, None, "O13", None),
                                         ("order", "moong-dal-1kg", 5, None, "O13", None)]


@pytest.mark.parametrize("text", [
    "B57 की 5 किलो मूंग दाल की जगह मसूर दाल दीजिए।",  # the new goods uncounted, no "same": how much?
    "O13 mein 5 kilo chana dal ki jagah moong dal kar do, aur 2 kilo chini bhi bhejo.",
    "O13 में 5 किलो चना दाल की जगह मूंग दाल कर दीजिए।",  # the new goods uncounted, no "same": how much?
    "O13 mein 5 kilo chana dal ki jagah moong dal kar do.",
    "In O13, moong dal instead of the 5 kg chana dal.",
])
def test_new_goods_with_no_count_stay_asked(text):
    assert refused(text, email=True)


@pytest.mark.parametrize("text", [
    "O13 mein 5 kilo chana dal ki jagah 3 kilo moong dal kar do.",  # made, not sent: both had been cancelled
    "O13 में 5 किलो चना दाल की जगह 3 किलो मूंग दाल कर दीजिए।",
    "O13 mein 5 kilo chana dal ke badle 3 kilo moong dal kar do.",
    "In O13, send 3 kg moong dal instead of 5 kg chana dal.",
    "In O13, replace the 5 kg chana dal with 3 kg moong dal.",
])
def test_a_swap_with_other_counts_cuts_one_and_orders_the_other(text):
    assert intents(text, email=True) == [("cancel", "chana-dal-1kg", 5, None, "O13", None),
                                         ("order", "moong-dal-1kg", 3, None, "O13", None)]


def test_a_count_cut_on_the_same_goods_stays_a_cut():
    assert intents("O83 mein doodh 40 packet ki jagah 30 kar do", email=True) == [
        ("cancel", "milk-500ml", 10, None, "O83", None)]



@pytest.mark.parametrize("text", ["O13 – 5 kg chana dal → 3 kg moong dal", "O13: 5 kilo chana dal → 3 kilo moong dal",
                                  "O13 में 5 किलो चना दाल → 3 किलो मूंग दाल"])
def test_an_arrow_to_other_goods_cancels_neither_silently(text):
    assert refused(text, email=True) == "ambiguous_intent.cancel_which"  # (both had been cancelled)


def test_an_arrow_on_the_same_goods_stays_a_cut():
    assert intents("O13 – chana dal 5 kg → 3 kg", email=True) == [("cancel", "chana-dal-1kg", 2, None, "O13", None)]
