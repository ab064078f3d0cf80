"""Goods of an order said not come, then "cancel it" in the next breath: those goods are cancelled from that order,
not the whole order, and no delivery question is asked of them (lang/owed_cancelled.py; holdout134 f7041: "O9 chana
dal 10 kg still not come. cancel it, no need now." had been read as a delivery question and a cancel of all O9)."""
import pytest

from tests.reader_intents import intents


@pytest.mark.parametrize("text", [
    "O9 chana dal 10 kg still not come. cancel it, no need now.",
    "O9 की चना दाल 10 किलो अभी तक नहीं आई। कैंसल करो, अब ज़रूरत नहीं।",
    "O9 ki chana dal 10 kilo abhi tak nahi aayi. cancel karo, ab zarurat nahi.",
])
def test_goods_not_come_then_cancel_it_cancels_those_goods(text):
    assert intents(text, email=True) == [("cancel", "chana-dal-1kg", 10, None, "O9", None)]


def test_probe_goods_not_arrived_then_please_cancel_it():  # (a probe of our own)
    text = "O4 sugar 20 kg has not arrived yet. Please cancel it, we bought elsewhere."
    assert intents(text, email=True) == [("cancel", "sugar-1kg", 20, None, "O4", None)]


def test_an_order_not_come_then_cancel_it_still_cancels_the_order():  # near: no goods named
    got = intents("O9 still not come. cancel it, no need now.", email=True)
    assert ("cancel", None, None, None, "O9", None) in got


def test_goods_not_come_asked_after_reads_as_before():  # near: no cancel
    assert intents("O4 sugar 20 kg still not come, when will it come?", email=True) == [
        ("ask_delivery", "sugar-1kg", 20, None, "O4", None)]


def test_goods_cancelled_by_name_read_as_before():
    assert intents("Cancel chana dal 10 kg from O9.", email=True) == [("cancel", "chana-dal-1kg", 10, None, "O9", None)]
