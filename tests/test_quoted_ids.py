"""A reply naming no bill or order under quoted lines that do (lang/quoted_ids.py; fixer B of the twenty-ninth
session): "both" pays the two bills quoted, "this order" cancels the one order quoted. Where the quote does not
settle which bills or which goods, the reply stays refused."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["Paid both via NEFT today.\n\n> Due: B31 ₹4,100 and B32 ₹900.",
                                  "दोनों का भुगतान आज NEFT से कर दिया।\n\n> बकाया: B31 ₹4,100 और B32 ₹900।",
                                  "Dono ka payment aaj NEFT se kar diya.\n\n> Due: B31 ₹4,100 aur B32 ₹900."])
def test_both_pays_the_two_bills_quoted(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B31"), ("pay", None, None, None, None, "B32")]


@pytest.mark.parametrize("text", ["Kindly cancel this order, the function got postponed.\n\n> Order O72 booked: 10 kg rice.",
                                  "इस ऑर्डर को कैंसल कर दीजिए।\n\n> ऑर्डर O72 बुक: 10 किलो चावल।",
                                  "Is order ko cancel kar dijiye.\n\n> Order O72 book: 10 kilo chawal."])
def test_this_order_cancels_the_one_order_quoted(text):
    assert intents(text, email=True) == [("cancel", None, None, None, "O72", None)]


def test_one_bill_quoted_is_still_paid():
    assert intents("Paid in full by NEFT today.\n\n-----Original Message-----\nBill B140: ₹6,380", email=True) == [
        ("pay", None, None, None, None, "B140")]


@pytest.mark.parametrize("text, key", [
    ("Cancel the second item, keep the rest.\n\n> O25:\n> 1. Rice 30 kg\n> 2. Sugar 20 kg", "no_id.order"),
    ("Please cancel this order.\n\n> O25: rice 30 kg\n> O26: sugar 20 kg", "no_id.order"),
    ("Paid both by UPI.\n\n> Pending: B7 ₹2,300, B8 ₹1,100 and B9 ₹700.", "no_id.bill"),
    ("Paid by UPI.\n\n> Pending: B7 ₹2,300 and B8 ₹1,100.", "no_id.bill")])
def test_which_ids_the_quote_leaves_open_stay_refused(text, key):
    assert refused(text, email=True) == key
