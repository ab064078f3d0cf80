"""Goods told as come and goods told as not come, joined by "but" in one chunk, each keep what is said of them
(session 39, fixer DL, on corpus_holdout140; issue 10): "salim bhai O4 ka aloo hall pe aa gaya par pyaaz nahi aaya!!
50 kilo pyaaz kab aayega?", "सलीम भाई O4 का आलू हॉल पे आ गया पर प्याज़ नहीं आया!! 50 किलो प्याज़ कब आएगा?"
(hl/hi-l7026). Hindi and Hinglish "par" / "पर" / "lekin" / "लेकिन" / "magar" do not cut a chunk as the English "but"
does, so the "nahi aaya" said of the onion was read of the potato too: the delivery question asked after the potato
that had come, and not after the 50 kg of onion (the English, "O4 potato reached hall but onion not came!!", was
read right).

What the words of a line say of its goods' arrival (``lang.delivery_asked``'s ``_arrival``) is read from its own side
of a word of "but" that stands right before other goods: "aloo … aa gaya | par pyaaz nahi aaya". A "पर" / "par" not
followed by goods is "on" or "at" ("हॉल पर आ गया") and cuts nothing.

Shape: ``but_apart(reader, pos, lo, hi)`` → (lo, hi): the token span ``lo``..``hi`` around the goods at token
``pos`` (one chunk's), narrowed to the side of ``pos`` of each such word of "but". Linear in the span.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["but_apart"]

#: Words of "but" that join goods told apart ("aloo aa gaya par pyaaz nahi aaya").
_BUT = fold_words("but par pr lekin lekn magar parantu पर लेकिन मगर परंतु परन्तु")


def but_apart(reader, pos: int, lo: int, hi: int) -> tuple[int, int]:
    """The span ``lo``..``hi`` around the goods at ``pos`` narrowed to their side of a "but" before other goods
    (module docstring): "O4 ka aloo hall pe aa gaya par pyaaz nahi aaya" → the potato's span ends before "par";
    the onion's starts after it; "घी हॉल पर आ गया" is left whole. ``reader``: the MessageReader."""
    if _BUT.isdisjoint(reader._keys):
        return lo, hi
    starts = getattr(reader, "_goods_starts", None)
    if starts is None:
        starts = reader._goods_starts = frozenset(m.first for m in reader.mentions)
    for k in range(lo, hi):
        if k + 1 < hi and k + 1 in starts and reader._word(k) in _BUT:
            if k < pos:
                lo = k + 1
            elif k > pos:
                hi = k
                break
    return lo, hi
