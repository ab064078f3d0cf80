"""A bill said to be in error with no bill named: "Hello, there's an error in your bill for the paneer — we were charged
for more packets than we received. Please recheck.", "paneer ke bill mein galti hai", "पनीर के बिल में गलती है". It
had been read as a request for the paneer's bill (holdout79 y1046, silently). A complaint about a bill needs the
bill's number, as ``lang.bill_overcharge`` asks when a bill charges too much: ``bill_error`` refuses with
``no_id.bill`` (which bill to dispute?) when the message names no bill or order id and a sentence holds a word of a
bill and one of an error.

First it runs ``lang.own_slip``: a mistake of our own typing ("टाइपिंग में गलती … ₹38 लिखना था") disputes no bill;
then ``lang.bill_rate_unnamed``: a rate agreed said charged otherwise by a bill not named (which bill?).

Shape: ``bill_error(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.bill_overcharge import BILL
from lang.bill_rate_unnamed import bill_rate_unnamed
from lang.clause_words import clause_words
from lang.language import fold_words
from lang.own_slip import own_slip
from lang.reasons import why

__all__ = ["bill_error"]

#: Words of a bill in error.
_ERROR = fold_words("error errors mistake mistakes wrong incorrect galat galati galti गलत ग़लत गलती ग़लती")


def bill_error(reader) -> None:
    """Set ``reader.refused_why`` (``no_id.bill``, a dispute) for a bill said in error with no id (module docstring)."""
    own_slip(reader)
    bill_rate_unnamed(reader)  # ("Jaggery was agreed at ₹61 — the bill charges ₹62.": which bill?)
    keys = reader._keys
    if BILL.isdisjoint(keys) or _ERROR.isdisjoint(keys) or reader.bill_ids or reader.order_ids or getattr(
            reader, "refused_why", None):
        return
    if any(not BILL.isdisjoint(words) and not _ERROR.isdisjoint(words) for words in clause_words(reader).values()):
        reader.refused_why = why("no_id.bill", action="dispute")
