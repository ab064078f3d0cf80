"""Figures paired with goods in the order named: "the toor dal and moong dal at the quoted rates of ₹142 and ₹110 per
kg respectively", "toor aur moong kramashah ₹142 aur ₹110", "20 kg and 10 kg respectively". The figures had gone to
the item before them in their chunk: the toor refused with no price and the moong *offered* at the refused ₹110
(breaker AL, silently). ``paired_respectively`` hands the i-th figure of each kind to the i-th item line of the
sentence when the sentence says "respectively" and names as many items as it states figures of that kind; with
another count of them it refuses (``ambiguous_intent.respectively``: which figure is whose?).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Fail, why)

__all__ = ["paired_respectively"]

_RESPECTIVELY = fold_words("respectively resp kramashah kramash kramsh क्रमशः क्रमश")


def paired_respectively(reader, lines: list) -> list:
    """Re-pair the figures of each sentence saying "respectively" (module docstring), in place, and return ``lines``:
    the message's item lines (``lang.lines``), each with ``clause`` and ``figs``; ``reader``: the MessageReader."""
    if _RESPECTIVELY.isdisjoint(reader._keys):
        return lines
    said = {reader.clause_of[k] for k in range(reader.n) if reader._word(k) in _RESPECTIVELY}
    for clause in said:
        mine = [ln for ln in lines if ln.clause == clause]
        if len(mine) < 2:
            continue
        refs = sum(1 for p in reader.reference_at if reader.clause_of[p] == clause)
        for kind in ("price", "qty"):
            figs = sorted({id(f): f for ln in mine for f in ln.figs if f.kind == kind}.values(), key=lambda f: f.pos)
            if not figs and not (kind == "price" and refs):
                continue
            if len(figs) != len(mine):  # ("at the quoted rates of ₹142 and ₹110 … respectively": the quote's
                raise _Fail(why("ambiguous_intent.respectively", text=reader._clause_text(clause)), None)  # first
                # price read as a reference, the second left to the moong: which figure is whose?
            for ln in mine:
                ln.figs = [f for f in ln.figs if f.kind != kind]
            for ln, f in zip(mine, figs):
                ln.figs.append(f)
                ln.figs.sort(key=lambda g: g.pos)
    return lines
