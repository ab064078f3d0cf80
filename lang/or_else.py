"""Goods asked with a fallback of any goods of a kind: "15 किलो मूंग भेजो, नहीं तो कोई भी दाल।", "15 kilo moong bhejo,
nahi to koi bhi dal", "Send 15 kg moong, otherwise any dal." The "नहीं" of "नहीं तो" (otherwise) had been read as a
refusal of the dal, and the dal dropped beside the moong ordered (holdout43 v038, silently): the writer takes some
other dal if there is no moong — which one, and how much? ``or_else`` refuses (``ambiguous_item.which``: name one)
when a word of "otherwise" ("otherwise", "else", "warna", "वरना", "नहीं तो", "nahi to") comes right before goods named
only by their kind (a name of several catalogue goods: "dal", "दाल", "oil").

Shape: ``or_else(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.act_words import OTHERWISE as _OTHERWISE
from lang.language import fold_words
from lang.reasons import why

__all__ = ["or_else"]

_NOT, _THEN = fold_words("nahi nahin नहीं नही"), fold_words("to toh तो")


def or_else(reader) -> None:
    """Set ``reader.refused_why`` for goods with a fallback of any goods of their kind (module docstring)."""
    keys = reader._keys
    if _OTHERWISE.isdisjoint(keys) and (_NOT.isdisjoint(keys) or _THEN.isdisjoint(keys)) or getattr(
            reader, "refused_why", None):
        return
    kinds = [m for m in reader.mentions if m.ambiguous]
    if not kinds:
        return
    for k in range(reader.n):
        w = reader._word(k)
        if not (w in _OTHERWISE or w in _NOT and reader._word(k + 1) in _THEN):
            continue
        m = next((m for m in kinds if k < m.first <= k + 5 and reader.clause_of[m.first] == reader.clause_of[k]), None)
        if m is not None:
            names = ", ".join(reader.cat.by_sku(s).item for s in m.candidates)
            reader.refused_why = why("ambiguous_item.which", text=m.text, items=names)
            return
