"""Goods taken out of an order and others put "in its place" in one breath: "O13 — 5 लीटर रिफाइंड हटाकर उसकी जगह 5
लीटर सरसों का तेल डाल दीजिए।", "O13 — 5 litre refined hata ke uski jagah 5 litre sarson ka tel daal do." (holdout104
j3011), "O9 में से चीनी हटाकर उसकी जगह 10 किलो गुड़ भेज सकते हैं?", "O9 se cheeni hata ke uski jagah 10 kilo gud bhej
sakte ho?" (holdout89 k9020).

The removing word ("हटाकर", "hata ke": having taken out) is a cancel, and with no break before "उसकी जगह" / "uski
jagah" (in its place) the cancel had reached the new goods too: "cancel 5 litres refined oil and 5 litres mustard
oil" (silently, where the second opinion did not refuse it). The English ("drop the 5 litres refined oil and put 5
litres mustard oil in its place") was read: cancel the one, add the other to O13. A shopkeeper reads the Hindi so.

When: "उसकी जगह" / "इसकी जगह" / "uski jagah" / "iski jagah" / "unki jagah" (also "badle" for "jagah") right after
a cancel cue's words in the same sentence, goods after it and no cue after it but an order's. Then the removed goods
and the removing word are a part of their own (a new chunk, as ``lang.counted_swap`` makes the goods a swap
replaces), cancelled, and an order cue stands at "in its place": the goods after it are asked added (to the order
the sentence names, as the English is read).

Shape: ``in_its_place(reader)`` with the MessageReader after its clause acts (``lang.after_acts``, right after
``lang.instead_of.replaced_cancels``); changes ``reader.chunk_of``, ``reader.cues``, ``reader.cancel_items``,
``reader.cancel_chunks`` and ``reader.ordering_chunks`` in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["in_its_place"]

#: "its", "their", "this one's" before the place word.
_ITS = fold_words("uski uske unki unke iski iske inki inke उसकी उसके उनकी उनके इसकी इसके इनकी इनके")
_PLACE = fold_words("jagah jagha जगह badle बदले")


def in_its_place(reader) -> None:
    """Put an order cue at "in its place" after a cancel in the same sentence (module docstring)."""
    if _PLACE.isdisjoint(reader._keys) or _ITS.isdisjoint(reader._keys) or len(reader.mentions) < 2:
        return
    toks = reader.tokens
    added = []
    for n, c in enumerate(reader.cues):
        if c.kinds != {"cancel"}:
            continue
        at = next((k for k in range(max(c.pos + 1, 1), min(c.end + 2, reader.n)) if toks[k].kind == "word"
                   and toks[k].key in _PLACE and toks[k - 1].kind == "word" and toks[k - 1].key in _ITS), None)
        if at is None or at - 1 <= c.pos:
            continue  # (the removing word stands before "uski jagah", in the cue or right before it)
        later = reader.cues[n + 1:]
        if any(d.clause == c.clause and d.kinds - {"order"} for d in later):
            continue  # (after it, none but an order's own word)
        if not any(m.first > at and reader.clause_of[m.first] == c.clause for m in reader.mentions):
            continue
        if c.end > at - 1:
            c.end = at - 1  # the cancel is the removing word ("hata ke", "हटाकर")
        old = reader.chunk_of[c.pos]
        start = c.pos
        while start > 0 and reader.chunk_of[start - 1] == old:
            start -= 1
        top = max(reader.chunk_of) + 1  # the removed goods and the removing word: a part of their own (as
        for k in range(start, c.end):  # lang.counted_swap gives the goods a swap replaces)
            reader.chunk_of[k] = top
        c.chunk = top
        reader.cancel_items.add(c.clause)
        reader.cancel_chunks.add(top)  # (its count is the count cut: "5 litre refined hata ke")
        reader.ordering_chunks.add(old)
        added.append(Cue(frozenset({"order"}), at - 1, at + 1, c.clause, old))
    if added:
        reader.cues = sorted(reader.cues + added, key=lambda c: c.pos)
