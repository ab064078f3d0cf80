"""A bare figure beside goods of a named order refused: "O12 colgate 24 not need. cancel it" (holdout127 en-l8041).
The 24 is the count of Colgate on O12 to cut (the writer's gold) — or a price? The reader had read it as a price
refused (``reject`` Colgate at ₹24) and the "cancel it" as a cancel of all of O12: the desk would cancel the whole
order, the milk and the rest the shop still wants. The Hindi and Hinglish of the same message ("O12 का कोलगेट 24 नहीं
चाहिए। कैंसल करो") were refused already (``ambiguous_intent.figure``: what is 24 for?).

``bare_refused`` refuses the message the same way (``ambiguous_intent.figure``, the figure named) when a clause
holds a refusal or a cut of goods (a ``reject`` or ``cancel`` cue), an order id and a bare figure (no ₹, no unit)
right after goods and right before a word of refusing ("not", "nahi", "नहीं", "mat"): goods of an order are refused
by their count, not their price, and "24" says neither ("O12 paneer 10 not need, cancel it please" had cut all the
paneer of O12, the 10 dropped). "O13 besan 20 se 10 pkt karo" (a count changed) is no such figure. "O12 colgate 24 pcs not need. cancel
it" (a count: ``ambiguous_intent.cancel_narrowed``, as before), "Colgate 24 not ok, do 22" (no order named) and
"O12 colgate ₹24 nahi chalega" (a price) read as before.

Shape: ``bare_refused(reader)`` → None, with the MessageReader after its clause acts (cues, figs, mentions,
order_ids, clause_of, tokens, text); sets ``reader.refused_why``. Linear in the figures.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["bare_refused"]

#: The refusal right after the figure ("24 not need", "24 नहीं चाहिए", "24 nahi chahiye").
_NOT = fold_words("not no nahi nahin nhi नहीं mat मत")


def bare_refused(reader) -> None:
    """Refuse a bare figure beside goods of a named order refused (module docstring). ``reader``: the MessageReader
    after its clause acts. "O12 colgate 24 not need. cancel it" → ``ambiguous_intent.figure`` (24); "O12 colgate 24
    pcs not need. cancel it" → as before."""
    if getattr(reader, "refused_why", None) is not None or not reader.order_ids:
        return
    rejecting = {c.clause for c in reader.cues if c.kinds & {"reject", "cancel"}}
    named = {reader.clause_of[p] for p, _ in reader.order_ids} & rejecting
    if not named:
        return
    after_goods = {m.last for m in reader.mentions if m.sku}
    for f in reader.figs:
        if f.kind == "bare" and f.clause in named and f.pos in after_goods and reader._word(f.end) in _NOT:
            tok = reader.tokens[f.pos]
            reader.refused_why = why("ambiguous_intent.figure", figure=reader.text[tok.start:tok.end])
            return
