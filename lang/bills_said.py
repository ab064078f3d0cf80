"""What a message says of a bill, read together by ``lang.after_acts`` in this order (sessions 30–36):

- a revised or corrected bill asked for in a message that finds no fault is asked, one that states a fault disputed
  (``lang.revised_bill``); so is a revised bill asked for an order: "Please send a revised bill for order O5."
  (``lang.revised_order_bill``); and one asked after a cut the message makes (``lang.revised_after_cut``);
- a bill checked against its order and found wrong is disputed (``lang.bill_checked``), a bill short of what came
  (``lang.bill_short``), a cut asked off the bill ("bill se 2 litre kam kijiye": ``lang.bill_cut_asked``), a bill
  charging another rate than the one agreed (``lang.bill_rate_agreed``);
- a bill for goods never ordered or received is disputed: "Bill B1 is for goods we never ordered or received"
  (``lang.bill_denied``);
- the invoice asked beside an order is that order's: "Kindly book 30 kg of onions and send the invoice." reads the
  order only (``lang.bill_with_order``);
- "cancel it" said of the one bill just named disputes it: "B1 is wrong. Please cancel it." / "इसे रद्द कीजिए" /
  "Isse cancel kijiye" (``lang.bill_cancel_it``).

A bill thanked for asks nothing: "Revised bill B3 bhejne ke liye dhanyavaad" (``lang.bill_thanked``, first).

Each module's docstring says what it reads and why, with examples in the three languages.
"""
from __future__ import annotations

from lang.bill_cancel_it import bill_cancel_it
from lang.bill_thanked import bill_thanked
from lang.bill_checked import bill_checked
from lang.bill_denied import bill_denied
from lang.bill_rate_agreed import bill_rate_agreed
from lang.bill_short import bill_short
from lang.bill_cut_asked import bill_cut_asked
from lang.bill_with_order import bill_with_order
from lang.revised_bill import revised_bill
from lang.revised_after_cut import revised_after_cut
from lang.revised_order_bill import revised_order_bill

__all__ = ["bills_said"]


def bills_said(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order;
    a refusing pass raises the reader's failure with its reason key."""
    bill_thanked(reader)
    revised_bill(reader)
    revised_after_cut(reader)
    revised_order_bill(reader)
    bill_checked(reader)
    bill_short(reader)
    bill_cut_asked(reader)
    bill_rate_agreed(reader)
    bill_denied(reader)
    bill_with_order(reader)
    bill_cancel_it(reader)
