"""A price said again for the same goods at the same figure (part of the verify stage, ``lang.verify``, through
``lang.told_figures``): "Supplier: matchbox ₹1.60 per box. Ok ₹1.60 ok. send 10 packet", "सप्लायर: माचिस ₹1.50
डिब्बी। ठीक ₹1.50 ठीक। 200 डिब्बी भेजो।", "Supplier: agarbatti ₹16 packet. Ok ₹16 ok. 30 packet bhejo." The reading
takes the price once; the other saying of it had been asked back ("what is ₹1.60 per box for?": fixer N, s27).

``prices_again(reader, intents)`` returns the token positions of such prices: a price no intent uses, naming
(nearest on its line) goods an offer, accept or order of the reading prices at the very same figure, said with the
same unit or with none, and with no word of its own asking something else in its phrase (a cue). A price that
differs by a paisa is still asked.
"""
from __future__ import annotations

from lang.declined_prices import goods_of

__all__ = ["prices_again"]

_PRICED = frozenset({"offer", "order", "accept"})


def prices_again(reader, intents) -> set[int]:
    """Token positions of the prices in ``reader.figs`` said again (module docstring). ``reader``: the MessageReader
    once its intents are composed (``used_pos``, ``mentions``, ``cues``)."""
    if not any(i.kind in _PRICED and i.unit_price_paise for i in intents):
        return set()
    used = reader.used_pos
    prices = [f for f in reader.figs if f.kind == "price" and not f.role]
    cued = {c.clause for c in reader.cues if c.kinds}
    units: dict = {}  # (goods, figure) -> the units of the prices the reading uses (one pass)
    for g in prices:
        if g.pos in used:
            units.setdefault((goods_of(reader, g.pos), g.value), set()).add(g.unit)
    out: set[int] = set()
    for f in prices:
        if f.pos in used or f.clause in cued:
            continue
        sku = goods_of(reader, f.pos)
        said = units.get((sku, f.value), ()) if sku is not None else ()
        if said and (f.unit is None or None in said or f.unit in said):
            out.add(f.pos)
    return out
