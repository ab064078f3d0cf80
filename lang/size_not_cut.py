"""A pack size beside the goods' name is no count to cut: "Doodh 500ml pe thoda kam karo", "दूध 500ml पर थोड़ा कम
कीजिए", "Can you reduce a bit on milk 500ml?", "Doodh 500ml thoda kam lagao", "Can you reduce milk 500ml a little?"
(session 41, FV: relatives of the trial's "आपका दूध 500ml का भाव बहुत ज़्यादा है, थोड़ा कम कीजिए।").

Without the size ("Doodh pe thoda kam karo", "Can you reduce milk a little?") the lowering word asks the price down
by no amount (``no_price.what_price``); with it, the size "500ml" — one packet of milk-500ml — was the count the
lowering word cut, and the message cancelled one packet of milk, silently. The corpus README reads a pack size beside
the goods' name as naming them, not as a quantity ("Colgate 100 g", "Amul butter 100 g"), so the lowering word has
no count of its own, and reads as it does without the size.

A lowering cue counts here when its sentence names no order or bill (no id: "O5 mein se doodh 500ml kam karo" cuts
an order), states no price, and every quantity in it is one selling unit of goods named right beside it (the test of
``lang.packs``' pack sizes). "Doodh 2 litre kam karo", "500ml doodh kam kar do" (a count before the name) keep
their reading.
"""
from __future__ import annotations

from lang.units import exact_ratio, selling_units_per

__all__ = ["sizes_only"]

_SIZES = ("kg", "g", "l", "ml")


def sizes_only(reader, cue) -> bool:
    """Whether the quantities of the sentence of ``cue`` (a ``_Cue``: clause) are all pack sizes written right after
    the goods' names, at least one, in a sentence with no order or bill id and no price (module docstring).
    ``reader``: the MessageReader at its acts (figs, mentions, order_ids, bill_ids, clause_of, cat)."""
    clause = cue.clause
    figs = [f for f in reader.figs if f.clause == clause]
    qtys = [f for f in figs if f.kind == "qty"]
    if not qtys or any(f.kind in ("price", "bare") for f in figs) or any(
            reader.clause_of[p] == clause for p, _ in (*reader.order_ids, *reader.bill_ids)):
        return False
    ends = {m.last: m for m in reader.mentions if m.sku and reader.clause_of[m.first] == clause}
    for f in qtys:
        m = ends.get(f.pos) or ends.get(f.pos - 1)
        if m is None or f.unit not in _SIZES or f.note:
            return False
        factor = selling_units_per(f.unit, reader.cat.by_sku(m.sku))
        num, den = exact_ratio(f.value)
        if factor is None or factor.numerator * num != factor.denominator * den:  # not one selling unit
            return False
    return True
