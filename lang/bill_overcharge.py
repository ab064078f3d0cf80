"""A bill said to charge too much with no bill named: "The atta bill is ₹250 too much, please check", "आटे का बिल ₹250
ज़्यादा है", "Atta ka bill ₹250 zyada laga hai". It had been read as a refusal of atta at ₹250 (breaker AI, silently).
A complaint about a bill needs the bill's number: ``overcharge_unnamed`` refuses with ``no_id.bill`` (which bill?).
"""
from __future__ import annotations

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
    said: dict[int, set[str]] = {}
    for k, t in enumerate(reader.tokens):
        if t.kind == "word" and reader.clause_of[k] in priced:
            said.setdefault(reader.clause_of[k], set()).add(t.key)
    if any(not BILL.isdisjoint(ws) and not _OVER.isdisjoint(ws) for ws in said.values()):
        reader.refused_why = why("no_id.bill", action="dispute")
