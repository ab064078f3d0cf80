"""The figures of a message by token position, for the rules that look for a figure a few tokens from another."""
from __future__ import annotations

__all__ = ["figs_between"]


def figs_between(reader, lo: int, hi: int) -> list:
    """The figures of ``reader.figs`` that start at tokens ``lo`` to ``hi`` (both included), in the list's order:
    what ``[f for f in reader.figs if lo <= f.pos <= hi]`` gives, from an index of the list by position built once
    a list (its identity and length), not a scan of every figure for every item line."""
    figs = reader.figs
    index = getattr(reader, "_figs_by_pos", None)
    if index is None or index[0] is not figs or index[1] != len(figs):
        at: dict[int, list[tuple[int, object]]] = {}
        for k, f in enumerate(figs):
            at.setdefault(f.pos, []).append((k, f))
        index = reader._figs_by_pos = (figs, len(figs), at)
    at = index[2]
    if hi - lo > 8:
        return [f for f in figs if lo <= f.pos <= hi]
    found = [kf for p in range(lo, hi + 1) for kf in at.get(p, ())]
    found.sort(key=lambda kf: kf[0])
    return [f for _, f in found]


def figs_after_words(reader, words: frozenset[str], span: int = 3) -> list:
    """The figures of ``reader.figs`` with a word of ``words`` among the ``span`` tokens before them, in the list's
    order: ``[f for f in reader.figs if any(reader._word(k) in words for k in range(max(0, f.pos - span), f.pos))]``
    worked out once a list (its identity and length) and table, not once a payment word (quadratic in a long list
    of payments)."""
    figs = reader.figs
    cache = reader.__dict__.setdefault("_figs_after_words", {})
    key = (id(words), span)
    hit = cache.get(key)
    if hit is None or hit[0] is not figs or hit[1] != len(figs) or hit[2] is not words:
        found = [f for f in figs if any(reader._word(k) in words for k in range(max(0, f.pos - span), f.pos))]
        hit = cache[key] = (figs, len(figs), words, found)
    return hit[3]
