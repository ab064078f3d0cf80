"""Orders said to stay as they are beside a cancel: "O4 and O6 are fine as they are; please cancel O7", "Keep O4 and
O6; cancel O7", "O4 और O6 ठीक हैं, O7 रद्द करें". Their ids are named in the cancel's sentence, and the ids joined by
"and" to a cancel word had been cancelled with it (breaker AF: O4, or O4 and O6, cancelled beside O7, silently).
``not_kept`` takes them out of a cancel's ids (``lang.nonitem`` asks it).

An id is kept when its chunk, or the chunk of an id joined to it by "and" / "aur" / "और" / "&" / a comma, holds a
word of keeping ("keep", "fine", "ok", "theek", "ठीक", "rakho", "रखिए", "unchanged") and no cancel word. ("O4
rehne do" is not one: "rehne do" also says "drop it".)
"""
from __future__ import annotations

from lang.language import fold_words

#: Words that keep an order as it is.
KEEP = fold_words("keep keeping fine ok okay theek thik ठीक rakho rakhiye rakhein rakhna रखो रखिए रखिये रखें unchanged")
#: Words that join ids into one group ("O4 and O6").
_JOIN = fold_words("and aur और")


def not_kept(reader, cue, ids: list[str]) -> list[str]:
    """``ids`` (order ids a cancel ``cue`` would cancel, in order) without those kept (module docstring); ``reader`` is
    the MessageReader (tokens, chunk_of, cues, order_ids as (position, id))."""
    if len(ids) < 2 or KEEP.isdisjoint(reader._keys):
        return ids
    kept = _kept(reader)
    return [i for i in ids if i not in kept] or ids


def _kept(reader) -> set[str]:
    """The ids kept in the message (once a message)."""
    memo = getattr(reader, "_kept_ids", None)
    if memo is not None:
        return memo
    toks, chunk_of = reader.tokens, reader.chunk_of
    cancel_chunks = {c.chunk for c in reader.cues if "cancel" in c.kinds}
    keeping = {chunk_of[k] for k, t in enumerate(toks) if t.kind == "word" and t.key in KEEP} - cancel_chunks
    groups: list[list[tuple[int, str]]] = []
    last_end = -1
    for pos, ident in sorted(reader.order_ids):
        between = range(last_end, pos)
        if groups and all(toks[k].kind == "word" and toks[k].key in _JOIN or toks[k].kind == "sym" and toks[k].text in
                          (",", "&", "/") for k in between):
            groups[-1].append((pos, ident))
        else:
            groups.append([(pos, ident)])
        last_end = _id_end(toks, pos)
    kept, cancelled = set(), set()
    for group in groups:
        chunks = {chunk_of[p] for p, _ in group}
        if chunks & keeping and not chunks & cancel_chunks:
            kept.update(i for _, i in group)
        elif chunks & cancel_chunks:
            cancelled.update(i for _, i in group)
    reader._kept_ids = kept = kept - cancelled  # ("Cancel O61 and O62. Keep O62 though": taken back, asked)
    return kept


def _id_end(toks: list, pos: int) -> int:
    """The token past the id starting at ``pos`` ("O" "4": two tokens; "O4": one)."""
    k = pos + 1
    while k < len(toks) and toks[k].kind == "num" and k <= pos + 1:
        k += 1
    return k
