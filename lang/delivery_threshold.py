"""A count the supplier names as the threshold of free delivery is no count of ours (session 44, helper RS; sealed113
f2035): "> Masoor ₹78/kg, free delivery above 25 kg" then "Ok 👍", "> मसूर ₹78/किलो, 25 किलो से ऊपर हो तो फ़्री
डिलीवरी" then "ठीक 👍", "> Masoor ₹78/kg, 25 kg se upar ho toh free delivery" then "Ok 👍". The bare reply is read again
with the quoted line before it; the 25 kg stood beside the acceptance as a count, and masoor was ordered 25 kg beside
the ₹78 accepted (English, Hinglish), or offered 25 kg at ₹78 (Hindi) — silently, an order nobody gave.

``delivery_threshold`` takes such a count out of the figures (a reference, as a rival's price is): a count in a clause
that holds "free" / "फ़्री" / "muft" / "मुफ़्त" and a word of delivery, said with a word of exceeding — "above",
"over", "beyond" right before it, or "se upar", "se zyada", "से ऊपर", "से ज़्यादा", "and above", "or more" right after
its unit. The delivery word's own order cue goes too (free delivery is a term, not goods sent). Goods ordered with a
count of their own ("free delivery above 25 kg, so send 30 kg") keep that count.

Shape: ``delivery_threshold(reader)`` with the MessageReader after its clause acts; changes ``reader.cues``,
``reader.figs`` and ``reader.reference_at`` in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["delivery_threshold"]

_FREE = fold_words("free fri muft mufat फ़्री फ्री मुफ़्त मुफ्त")
_DELIVERY = fold_words("delivery deliveries dilivri dilevery डिलीवरी डिलिवरी")
_ABOVE_BEFORE = fold_words("above over beyond exceeding")
_SE, _ABOVE_AFTER = fold_words("se से"), fold_words("upar zyada jyada adhik ऊपर ज़्यादा ज्यादा अधिक")
_AND, _MORE = fold_words("and or"), fold_words("above more")


def delivery_threshold(reader) -> None:
    """Set aside each count named as the threshold of free delivery (module docstring). ``reader``: the MessageReader
    after its clause acts (tokens, clause_of, cues, figs, reference_at)."""
    if _FREE.isdisjoint(reader._keys) or _DELIVERY.isdisjoint(reader._keys):
        return
    words = clause_words(reader)
    terms = {clause for clause, ws in words.items() if not _FREE.isdisjoint(ws) and not _DELIVERY.isdisjoint(ws)}
    if not terms:
        return
    aside = []
    for f in reader.figs:
        if f.kind != "qty" or f.clause not in terms:
            continue
        w = reader._word
        before = w(f.pos - 1) in _ABOVE_BEFORE or (w(f.pos - 1) == "" and w(f.pos - 2) in _ABOVE_BEFORE)
        after = (w(f.end) in _SE and w(f.end + 1) in _ABOVE_AFTER) or (w(f.end) in _AND and w(f.end + 1) in _MORE)
        if before or after:
            aside.append(f)
    if not aside:
        return
    gone = {id(f) for f in aside}
    reader.figs = [f for f in reader.figs if id(f) not in gone]
    reader.reference_at = set(reader.reference_at) | {f.pos for f in aside}
    for c in reader.cues:
        if c.clause in terms and c.kinds == {"order"} and all(reader._word(k) in _DELIVERY for k in range(c.pos, c.end)):
            c.kinds = frozenset()
