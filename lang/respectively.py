"""Figures paired with goods in the order named: "the toor dal and moong dal at the quoted rates of ₹142 and ₹110 per
kg respectively", "toor aur moong kramashah ₹142 aur ₹110", "20 kg and 10 kg respectively". The figures had gone to
the item before them in their chunk: the toor refused with no price and the moong *offered* at the refused ₹110
(breaker AL, silently). ``paired_respectively`` hands the i-th figure of each kind to the i-th item line of the
sentence when the sentence says "respectively" and names as many items as it states figures of that kind; with
another count of them it refuses (``ambiguous_intent.respectively``: which figure is whose?). Without the word, prices
named in turn after the goods, one for each, are paired the same way ("25 kilo cheeni aur 10 kilo namak bhejo, rate
₹40 aur ₹22": ``lang.rates_in_turn``).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Fail, why)
from lang.rates_in_turn import in_turn

__all__ = ["paired_respectively"]

_RESPECTIVELY = fold_words("respectively resp kramashah kramash kramsh क्रमशः क्रमश")


def paired_respectively(reader, lines: list) -> list:
    """Re-pair the figures of each sentence saying "respectively" (module docstring), in place, and return ``lines``:
    the message's item lines (``lang.lines``), each with ``clause`` and ``figs``; ``reader``: the MessageReader."""
    if _RESPECTIVELY.isdisjoint(reader._keys):
        return _in_turn(reader, lines)
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


def _in_turn(reader, lines: list) -> list:
    """``lines`` with the prices of each sentence that names them in turn after its goods paired one a line
    (``lang.rates_in_turn.in_turn``), in place."""
    if sum(1 for f in reader.figs if f.kind == "price") < 2:
        return lines
    by_clause: dict[int, list] = {}
    for ln in lines:
        by_clause.setdefault(ln.clause, []).append(ln)
    for mine in by_clause.values():
        prices = in_turn(reader, mine) if len(mine) > 1 else None
        if prices is None:
            continue
        for ln, f in zip(mine, prices):
            ln.figs = sorted([g for g in ln.figs if g.kind != "price"] + [f], key=lambda g: g.pos)
    return lines
