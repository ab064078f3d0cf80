"""lang.swaps_read: counted goods swapped for other counted goods in one sentence, however the swap is written —
the new goods first with their count after them ("Send moong dal 3 kg instead of chana dal 5 kg" had read "cancel
moong dal 2"), "in place of" / "rather than" / "ki jagah" ahead of goods-first counts (both had been ordered), goods
joined after the swap with "and … too" / "aur … bhi" / "और … भी" (had been cancelled with the replaced goods) — cut
the replaced goods and send the rest, in English, Hindi and Hinglish, with and without an order named; goods that
may be replaced too or sent are refused; a swap whose replaced goods have no count is left as it was."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_CHANA, _MOONG, _SUGAR = "chana-dal-1kg", "moong-dal-1kg", "sugar-1kg"


def _swap(order=None, sugar=False) -> list[tuple]:
    out = [("cancel", _CHANA, 5, None, order, None), ("order", _MOONG, 3, None, order, None)]
    return sorted(out + ([("order", _SUGAR, 2, None, order, None)] if sugar else []))


@pytest.mark.parametrize("text", [
    "Send moong dal 3 kg instead of chana dal 5 kg.",
    "In place of 5 kg chana dal, send 3 kg moong dal.",
    "Rather than 5 kg chana dal, send 3 kg moong dal.",
    "Send 3 kg moong dal in place of 5 kg of chana dal.",
    "Send 3 kg moong dal in lieu of 5 kg chana dal.",
    "Replace 5 kg chana dal with 3 kg moong dal.",
    "Chana dal 5 kilo ki jagah moong dal 3 kilo bhejo.",
    "5 kilo chana dal ke badle 3 kilo moong dal bhejna.",
    "5 kilo chana dal ki bajaye 3 kilo moong dal bhej dijiye.",
    "Moong dal 3 kilo bhejna chana dal 5 kilo ke badle.",
    "चना दाल 5 किलो की जगह मूंग दाल 3 किलो भेजो।",
    "5 किलो चना दाल की बजाय 3 किलो मूंग दाल भेजें।",
    "मूंग दाल 3 किलो भेजो, चना दाल 5 किलो की जगह।",
])
def test_the_replaced_goods_are_cancelled_and_the_new_sent(text):
    assert sorted(intents(text, email=True)) == _swap()


@pytest.mark.parametrize("text", [
    "Instead of 5 kg chana dal send 3 kg moong dal, and 2 kg sugar too.",
    "Send moong dal 3 kg instead of chana dal 5 kg and sugar 2 kg too.",
    "Send 3 kg moong dal instead of 5 kg chana dal; also 2 kg sugar.",
    "Replace 5 kg chana dal with 3 kg moong dal, and send 2 kg sugar too.",
    "5 kilo chana dal ki jagah 3 kilo moong dal kar do, aur 2 kilo chini bhi.",
    "Chana dal 5 kilo ki jagah moong dal 3 kilo, aur chini 2 kilo bhi bhejo.",
    "5 किलो चना दाल की जगह 3 किलो मूंग दाल कर दो, और 2 किलो चीनी भी।",
])
def test_goods_joined_after_the_swap_are_sent_not_cancelled(text):
    assert sorted(intents(text, email=True)) == _swap(sugar=True)


@pytest.mark.parametrize("text, sugar", [
    ("In O9, send moong dal 3 kg instead of chana dal 5 kg.", False),
    ("Send moong dal 3 kg instead of chana dal 5 kg in O9.", False),
    ("In O9, send 3 kg moong dal instead of 5 kg chana dal, and 2 kg sugar too.", True),
    ("Order O9 – 5 kilo chana dal ke badle 3 kilo moong dal bhej do, aur 2 kilo chini bhi.", True),
    ("O9 में चना दाल 5 किलो की जगह मूंग दाल 3 किलो कर दो, और चीनी 2 किलो भी।", True),
])
def test_with_an_order_named_all_ride_on_it(text, sugar):
    assert sorted(intents(text, email=True)) == _swap("O9", sugar)


def test_goods_that_may_be_replaced_too_or_sent_are_refused():
    assert refused("Send 3 kg moong dal instead of 5 kg chana dal, plus 2 kg sugar.", email=True) == \
        "ambiguous_intent.cancel_which"


@pytest.mark.parametrize("text", [
    "Send 5 kg chana dal. Send 3 kg moong dal instead of 5 kg chana dal.",
    "5 किलो चना दाल भेजो। 5 किलो चना दाल की जगह 3 किलो मूंग दाल भेजो।",
    "5 kilo chana dal bhejo. 5 kilo chana dal ki jagah 3 kilo moong dal bhejo.",
])
def test_the_replaced_goods_also_asked_for_stay_refused(text):
    assert refused(text, email=True) == "contradictory.yes_and_no"


@pytest.mark.parametrize("text, sku", [
    ("Send 20 kg sugar instead of jaggery.", _SUGAR),
    ("चीनी की जगह 20 किलो गुड़ भेज दीजिए", "jaggery-1kg"),
    ("chini ke badle 20 kilo gud bhejo", "jaggery-1kg"),
])
def test_uncounted_replaced_goods_are_left_as_read(text, sku):
    assert intents(text, email=True) == [("order", sku, 20, None, None, None)]


def test_a_count_changed_on_the_same_goods_is_no_swap():
    assert intents("O31 में अंडे 5 ट्रे की जगह 3 ट्रे कर दो, और उसी ऑर्डर में 10 पैकेट ब्रेड जोड़ दो।", email=True) == [
        ("cancel", "eggs-1pc", 60, None, "O31", None), ("order", "bread-400g", 10, None, "O31", None)]
