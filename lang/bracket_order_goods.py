"""An order named with its goods in brackets, and other goods cut from it: "From O9 (rice and sugar) please cancel the
sugar.", "O9 (चावल और चीनी) में से चीनी रद्द कर दीजिए।", "O9 (chawal aur cheeni) mein se cheeni cancel kar dijiye."
(session 48, RA's probes of holdout160 g2024's kind). The bracket only says which order it is; the reader had cut
every good of the sentence, the rice too, silently. The goods inside the bracket are dropped from the reading when
the sentence cancels and names goods outside it; a bracket with nothing else named ("cancel order O8 (paneer and
curd) in full": the whole order, ``lang.order_terms``) is left alone.

Shape: ``bracket_order_goods(reader)`` with the MessageReader after its clause acts (run by ``lang.agreed_or_labelled``);
changes ``reader.mentions``.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["bracket_order_goods"]

_JOINS = fold_words("and aur और evam एवं")


def _bracket(reader, at: int) -> tuple[int, int] | None:
    """The token span of "(" … ")" right after the order id at ``at`` (within two tokens), or None."""
    k = next((j for j in range(at + 1, min(reader.n, at + 3)) if reader.tokens[j].kind == "sym"), None)
    if k is None or reader.tokens[k].text != "(":
        return None
    close = next((j for j in range(k + 1, min(reader.n, k + 16)) if reader.tokens[j].text == ")"), None)
    return None if close is None else (k, close)


def bracket_order_goods(reader) -> None:
    """Drop the goods of an order id's bracket from a cancel naming other goods (module docstring)."""
    if not reader.order_ids or not any("cancel" in c.kinds for c in reader.cues):
        return
    drop: set[int] = set()
    for at, _ in reader.order_ids:
        span = _bracket(reader, at)
        if span is None:
            continue
        k, close = span
        clause = reader.clause_of[at]
        if not any("cancel" in c.kinds and c.clause == clause for c in reader.cues):
            continue
        inside = [m for m in reader.mentions if k < m.first and m.last <= close and m.sku]
        covered = {j for m in inside for j in range(m.first, m.last)}
        if not inside or any(j not in covered and not (t.kind == "sym" and t.text == "," or t.kind == "word" and
                                                        t.key in _JOINS)
                             for j, t in enumerate(reader.tokens[k + 1:close], k + 1)):
            continue
        lo, hi = reader.clause_span[clause]
        if any(m.sku and lo <= m.first < hi and not k < m.first < close for m in reader.mentions):
            drop.update(id(m) for m in inside)
    if drop:
        reader.mentions = [m for m in reader.mentions if id(m) not in drop]
