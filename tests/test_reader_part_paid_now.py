"""A bill paid in part with the amount said, read as that payment (a new user's trial, session 34: A38, B27, C27;
fixer BD). The corpora's golds label a part payment ``pay`` with the bill ("B608 का ₹3,000 नकद दे दिया, बाकी ₹1,250
अगले हफ़्ते", "B-250 mein se ₹2,500 abhi GPay kiye hain, baaki ₹1,900 agle hafte"); the desk weighs the amount against
the bill (``lang.part_paid``). "de rahe hain" had read as stock left ("अभी … हैं, बाकी") or as another seller's price
("de rahe"), and "B99 का आधा ₹500" as a count worked out (``lang.stock_told``, ``lang.sellers_prices``,
``lang.part_now``)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from reader_intents import CAT, refused


def _pays(text: str) -> list[tuple]:
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.bill_id, i.total_paise) for i in r.intents]


@pytest.mark.parametrize("text, bill, paise", [
    # trial 34
    ("बिल B11 में से ₹650 अभी दे रहे हैं, बाकी अगले हफ़्ते।", "B11", 65000),
    ("Bill B5 mein se abhi ₹2,250 de rahe hain, baaki Monday ko.", "B5", 225000),
    ("बिल B99 का आधा ₹500 आज दे रहे हैं।", "B99", 50000),
    # probes of our own, in the three languages
    ("We are paying ₹650 now against bill B11, the rest next week.", "B11", 65000),
    ("बिल B7 के लिए अभी ₹1,200 दे रहे हैं, बाकी शनिवार तक।", "B7", 120000),
    ("Bill B7 ke liye abhi ₹1,200 de rahe hain, baaki Saturday tak.", "B7", 120000),
    ("Bill B99 ka aadha ₹500 aaj de rahe hain.", "B99", 50000),
    ("Paying half of B99, ₹500, today.", "B99", 50000),
    # near: as read before
    ("Bill B7 mein se abhi ₹500 de raha hoon, baaki kal.", "B7", 50000),
    ("बिल B6 का आधा, ₹2,015, अभी भेज रहा हूँ", "B6", 201500),
])
def test_part_paid_now_is_that_payment(text, bill, paise):
    assert _pays(text) == [("pay", bill, paise)]


@pytest.mark.parametrize("text, key", [
    # stock left is still no payment, and half with no amount is still asked
    ("टमाटर: लगभग 12 किलो अभी बाकी हैं", "no_intent.nothing"),
    ("बिल B99 का आधा आज दे रहे हैं।", "ambiguous_intent.worked_out"),
    ("बिल B99 का आधा ₹500 आज काट दो।", "ambiguous_intent.worked_out"),
])
def test_near_still_refused(text, key):
    assert refused(text, email=True) == key


def test_stock_left_beside_an_order_is_still_stock():
    r = read_message("Tamatar abhi 12 kilo baaki hai, 20 kilo aloo bhejo", CAT, email=True)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "potato-1kg", 20)]
