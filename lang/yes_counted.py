"""A price said, then "yes" and a count: "Eggs ₹186 a tray — yes, 5 trays.", "Mustard oil ₹135/litre — yes, 15
litres." (holdout 95). "yes" is no intent word by itself (beside "no" it is ``lang.yes_no``'s), so the sentence had a
word the reader does not know and was refused ("what should we do with the eggs: send, price or cancel?"). A
shopkeeper reads the price agreed and the count ordered, as "Eggs ₹186 a tray fine, 5 trays" reads.

``yes_counted`` sets an accept cue on a "yes" / "haan" / "हाँ" that stands right after a price in its sentence (a
dash, comma or two words between: "₹186 a tray — yes") and right before a count, in a sentence with no intent word of its own. "Haha yes bhaiya, last Diwali you
sent 2 quintal rice" (no price before it) and "Namkeen - yes send 20 packets at ₹42" (a word of its own) are left as
they were.

Shape: ``yes_counted(reader)`` with the MessageReader after its clause acts; its ``cues`` grow in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["yes_counted"]

_YES = fold_words("yes haan han हाँ हां")
_BETWEEN = frozenset({"—", "–", "-", ",", ":"})


def yes_counted(reader) -> None:
    """Set an accept cue on a bare yes between a price and a count (module docstring). ``reader``: the MessageReader
    (tokens, figs, cues, clause_of, chunk_of)."""
    if _YES.isdisjoint(reader._keys):
        return
    price_end = {f.end for f in reader.figs if f.kind == "price"}
    counts = {f.pos for f in reader.figs if f.kind == "qty"}
    cued = {c.clause for c in reader.cues if c.kinds - {"neutral", "order_ref"}}
    toks = reader.tokens
    for k, t in enumerate(toks):
        if t.kind != "word" or t.key not in _YES or reader.clause_of[k] in cued:
            continue
        lo = reader.clause_span[reader.clause_of[k]][0]
        ends = [e for e in price_end if lo < e <= k]
        gap = range(max(ends), k) if ends else None
        before = gap is not None and sum(toks[i].kind == "word" for i in gap) <= 2 and all(
            toks[i].kind == "word" or toks[i].text in _BETWEEN for i in gap)  # ("₹186 a tray — yes")
        n = k + 1
        while n < len(toks) and toks[n].text in _BETWEEN:
            n += 1
        if before and n in counts and reader.clause_of[n] == reader.clause_of[k]:
            reader.cues.append(Cue(frozenset({"accept"}), k, k + 1, reader.clause_of[k], reader.chunk_of[k]))
