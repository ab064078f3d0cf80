""""Suits us" agrees to the goods its own sentence names (issue 10, session 55): "Cycle agarbatti at ₹15 per pack also
suits us — kindly add 50 packs" (holdout177 c3011: an accept of ₹15 and 50 packs ordered; the words had been no cue,
and the count took the price: an order at ₹15). A sentence of "suits us" that names no goods — "₹1,380 a peti suits
us." under a quote of refined oil (holdout132 d7028) — agrees to nothing here: the reader would lend the yes to goods
named in an aside after it ("Bansal Stores is selling atta at ₹215"), so it stays refused as before ("what is ₹1,380
a peti for?"), for the writer to name the goods.

Shape: ``suits_named(reader)`` with the MessageReader after its clause acts; empties such cues in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["suits_named"]

_SUITS = fold_words("suits")


def suits_named(reader) -> None:
    """Empty each accept cue holding "suits" whose sentence names no goods (module docstring)."""
    if _SUITS.isdisjoint(reader._keys):
        return
    named = {reader.clause_of[m.first] for m in reader.mentions}
    for c in reader.cues:
        if "accept" in c.kinds and c.clause not in named and any(reader._words[k] in _SUITS for k in range(c.pos, c.end)):
            c.kinds = frozenset()
