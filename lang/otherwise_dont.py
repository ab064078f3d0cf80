"""Goods not to be sent "otherwise", the other side of a condition on their price: "Tamatar 15 kilo bhejna agar ₹35 ke
andar ho, nahi toh mat bhejna.", "अगर टमाटर ₹35 तक हो तो 15 किलो भेजिए, वरना मत भेजिए।", "Send 15 kg tomato if it's
₹35 max, otherwise don't send it." The "mat bhejna" / "don't send" had been read as a cancel of an open order (trial
33: "which order to cancel? name it, e.g. O3", though the mail cancels nothing, and the onion ordered beside it was
lost). A shopkeeper reads the condition's offer; the "otherwise don't" is only its other side, as "36 karo, nahi toh
rehne do" and "warna nahi" already are (``lang.acts``, ``lang.otherwise_not``).

``otherwise_dont`` takes the cancel and refusal cues off a part of a sentence (between commas) that opens with a word
of "otherwise" ("nahi toh", "warna", "वरना", "नहीं तो", "otherwise", "else") and names no goods, no figure and no
id, when its sentence holds a word of condition ("agar", "अगर", "if") and a price. Shape: ``otherwise_dont(reader)``
with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.act_words import OTHERWISE
from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["otherwise_dont"]

_IF = fold_words("if agar अगर yadi यदि")
_NOT, _THEN = fold_words("nahi nahin नहीं नही"), fold_words("to toh तो")


def otherwise_dont(reader) -> None:
    """Take the cancel off "otherwise don't send" after a condition on a price (module docstring)."""
    keys = reader._keys
    if _IF.isdisjoint(keys) or OTHERWISE.isdisjoint(keys) and (_NOT.isdisjoint(keys) or _THEN.isdisjoint(keys)):
        return
    if not any("cancel" in c.kinds or "reject" in c.kinds for c in reader.cues):
        return
    words = clause_words(reader)
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    own = {reader.chunk_of[f.pos] for f in reader.figs} | {reader.chunk_of[m.first] for m in reader.mentions} | {
        reader.chunk_of[p] for p, _ in reader.order_ids + reader.bill_ids}
    first: dict[int, list[str]] = {}
    for k, t in enumerate(reader.tokens):
        if t.kind == "word" and len(first.setdefault(reader.chunk_of[k], [])) < 2:
            first[reader.chunk_of[k]].append(t.key)
    otherwise = {ch for ch, ws in first.items() if ch not in own and (ws[0] in OTHERWISE or len(ws) == 2 and ws[0] in
                                                                      _NOT and ws[1] in _THEN)}
    if not otherwise:
        return
    for c in reader.cues:
        if c.chunk in otherwise and c.clause in priced and not _IF.isdisjoint(words.get(c.clause, ())):
            c.kinds = c.kinds - {"cancel", "reject"}
    reader.cues = [c for c in reader.cues if c.kinds or c.chunk not in otherwise]
