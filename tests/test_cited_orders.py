"""lang.cited_bills.cited_orders: "O36 is a duplicate of O37" disputes O36 alone, in all three languages (both had
been disputed, silently); asked cancelled, O37 is not cancelled with it (refused rather)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["O36 is a duplicate of O37.", "O36 to O37 ka hi duplicate hai.",
                                  "O36 तो O37 का ही डुप्लीकेट है।", "O36 O37 ka duplicate hai."])
def test_only_the_duplicate_is_disputed(text):
    assert intents(text, email=True) == [("dispute", None, None, None, "O36", None)]


@pytest.mark.parametrize("text", ["O36 is a duplicate of O37, please cancel it.",
                                  "O36 तो O37 का ही डुप्लीकेट है, O36 रद्द कीजिए।"])
def test_the_other_order_is_never_cancelled(text):
    assert refused(text, email=True)


def test_two_orders_cancelled_are_both_cancelled():
    assert intents("Cancel O36 and O37.", email=True) == [("cancel", None, None, None, "O36", None),
                                                           ("cancel", None, None, None, "O37", None)]


def test_a_duplicate_order_of_another():
    assert intents("O36 is a duplicate order of O37.", email=True) == [("dispute", None, None, None, "O36", None)]
