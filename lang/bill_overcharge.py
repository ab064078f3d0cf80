"""A bill said to charge too much with no bill named: "The atta bill is ₹250 too much, please check", "आटे का बिल ₹250
ज़्यादा है", "Atta ka bill ₹250 zyada laga hai". It had been read as a refusal of atta at ₹250 (breaker AI, silently).
A complaint about a bill needs the bill's number: ``overcharge_unnamed`` refuses with ``no_id.bill`` (which bill?).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reasons import why

#: Words naming a bill.
BILL = fold_words("bill bills invoice बिल bil")
#: Words of charging too much.
_OVER = fold_words("much extra excess zyada jyada jada ज़्यादा ज्यादा overcharged overcharge adhik अधिक")


def overcharge_unnamed(reader) -> None:
    """Set ``reader.refused_why`` (``no_id.bill``, a dispute) when no bill id is named and a sentence holds a word of a
    bill, a price and a word of charging too much. ``reader`` is the MessageReader after its clause acts."""
    keys = reader._keys
    if BILL.isdisjoint(keys) or _OVER.isdisjoint(keys) or reader.bill_ids or reader.order_ids:
        return
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    said = clause_words(reader)
    if any(not BILL.isdisjoint(said.get(c, ())) and not _OVER.isdisjoint(said.get(c, ())) for c in priced):
        reader.refused_why = why("no_id.bill", action="dispute")
