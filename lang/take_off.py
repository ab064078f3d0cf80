"""Goods taken off an order: "Take the 10 kg sugar off O3 and add 10 kg jaggery to O4", "Take 6 packets of Maggi off
order 28", "Take 10 kg off the sugar in O3". "Take" is no word of the reader's, so the sugar took the next
sentence's "add" and was ordered into O3 (breaker AF, silently); alone it was refused. ``taken_off`` gives such a
chunk a cancel cue at "take": a cut of the order named (``lang.nonitem`` and the lines read it as "cut … from O3").
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

_TAKE = fold_words("take remove")
_OFF = fold("off")  # (folds to "of" too: the token's own text is checked, ``_OFF_TEXT``)
_OFF_TEXT = ("off", "out")  # "Take the refined out of O15"


def taken_off(reader) -> None:
    """Add a cancel cue at "take"/"remove" for each chunk with no cue of its own that holds "take", then "off", then an
    order id (``reader.order_ids``). ``reader`` is the MessageReader after its clause acts (tokens, chunk_of, cues)."""
    if _OFF not in reader._keys or _TAKE.isdisjoint(reader._keys) or not reader.order_ids:
        return
    toks, chunk_of = reader.tokens, reader.chunk_of
    cued = {c.chunk for c in reader.cues if c.kinds}
    ids_in = {chunk_of[p] for p, _ in reader.order_ids}
    added = []
    for k, t in enumerate(toks):
        ch = chunk_of[k]
        if t.kind != "word" or t.key not in _TAKE or ch in cued or ch not in ids_in:
            continue
        if any(toks[j].kind == "word" and toks[j].text.lower() in _OFF_TEXT and chunk_of[j] == ch for j in range(k + 1, min(
                len(toks), k + 10))):
            added.append(_Cue(frozenset({"cancel"}), k, k + 1, reader.clause_of[k], ch))
            reader.cancel_items.add(reader.clause_of[k])  # the goods of the order, not the whole order
            reader.ordering_chunks.update(c.chunk for c in reader.cues if c.clause == reader.clause_of[k] and "order" in c.kinds
                                          and c.chunk != ch)  # "… and send 2 peti of mustard oil in its place"
            cued.add(ch)
    if added:
        reader.cues = sorted(reader.cues + added, key=lambda c: c.pos)
