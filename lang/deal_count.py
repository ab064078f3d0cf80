"""A count after a word of agreeing is the quantity, not a price (session 45, helper RA; a new user's trial): "Deal, 12
soaps.", "डील, 12 साबुन।", "Deal, 12 sabun.", "Fine, 40 namkeen.", "Ok 24 Maggi". The bare number stood in an accept's
sentence with no unit and no rupee sign, and an accept needs a price, so the soap was accepted at ₹12 — silently (the
soap's MRP is ₹15: a price it could be). A number written right before the goods' name is their count, as "Send 12
soaps" reads; the price, if the writer agrees to one, is the quote's.

``deal_count`` makes such a bare figure a count (a ``qty`` figure with no unit): a bare number right before an item's
name, after an accept cue in its sentence with punctuation (at least a comma) and nothing else between them, a whole
number, no rupee sign before it, no "का" / "ka" / "wala" after the goods ("ठीक है, 27 आलू का ठीक है": the potato's
₹27) and no price elsewhere in the sentence. Written straight after the word of agreeing it
may be the price agreed, and is left alone: "ok 44.50 sugar", "thik hai 27 aloo ka ok 👍", "k 36 fine 4 chwl". The reader then reads the accept and the count as it reads "Deal, 25 kg." — under a quote
naming one price for the goods, accept at it and order the count; with no price anywhere, refused as no price (what
price for bath soap?), never a price made of the count.

Shape: ``deal_count(reader)`` with the MessageReader after its clause acts; changes ``reader.figs`` in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Figure

__all__ = ["deal_count"]

_RUPEE = fold_words("rs inr rupees rupaye rupaiye रुपये रुपए")
#: Words after the goods that make the number their price: "27 आलू का ठीक है", "27 aloo ka", "38 wala".
_OF = fold_words("ka ki ke का की के wala wale wali वाला वाले वाली")


def deal_count(reader) -> None:
    """Make a bare number right before the goods, after a word of agreeing, their count (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues, figs, mentions)."""
    if not reader.mentions or not any(f.kind == "bare" for f in reader.figs):
        return
    accepts = {}
    for c in reader.cues:
        if c.kinds == {"accept"}:
            accepts.setdefault(c.clause, c.end)
    if not accepts:
        return
    starts = {m.first for m in reader.mentions if m.sku and reader._word(m.last) not in _OF}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    out = []
    for f in reader.figs:
        at = accepts.get(f.clause)
        if f.kind == "bare" and at is not None and at < f.pos and f.end in starts and f.clause not in priced and not (
                f.pos > 0 and (reader.tokens[f.pos - 1].text == "₹" or reader._word(f.pos - 1) in _RUPEE)) and all(
                reader.tokens[k].kind == "sym" for k in range(at, f.pos)) and f.value == int(f.value):
            f = Figure("qty", f.value, f.pos, f.end, clause=f.clause)
        out.append(f)
    reader.figs = out
