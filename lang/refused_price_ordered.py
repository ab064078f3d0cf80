"""Goods ordered at the very price the message refuses: "Sugar at ₹46 no. Send 50 kg.", "No to sugar at ₹46, we get it
for ₹44 locally, so send 50 kg." (fixer R's probe, twenty-eighth session). The order had taken the refused ₹46 as its
price and been placed at it, silently — the writer refused that price. At what price, then? ``no_price.what_price``
("what price for sugar?"), in the supplier's language: the model can offer its price or accept the supplier's.
"""
from __future__ import annotations

from decimal import Decimal

from lang.acts import NEGATIONS
from lang.reader_parts import *  # noqa: F401,F403  (why, _Fail)

__all__ = ["refused_price_ordered"]


def refused_price_ordered(reader, intents) -> None:
    """Raise ``_Fail`` (``no_price.what_price``) when an order of ``intents`` carries a price (paise per selling
    unit) said as a rupee figure in a chunk of the message whose only intent word refuses (and which holds fewer
    than two negations), and the order's own word stands in another chunk. ``reader``: the MessageReader. Raises nothing otherwise."""
    priced = [i for i in intents if i.kind == "order" and i.sku and i.unit_price_paise is not None]
    if not priced:
        return
    refusing = {c.chunk for c in reader.cues if c.kinds == {"reject"}}
    negated: dict[int, int] = {}  # negation words a chunk holds: two ("no reason not to take ₹39", "₹39 na maanne ki
    for k, w in enumerate(reader._words):  # koi wajah nahi") deny the refusal, so the chunk is no refusal here
        if w in NEGATIONS and reader.chunk_of[k] in refusing:
            negated[reader.chunk_of[k]] = negated.get(reader.chunk_of[k], 0) + 1
    refusing = {ch for ch in refusing if negated.get(ch, 0) < 2}
    ordering = {c.chunk for c in reader.cues if "order" in c.kinds}
    if not refusing:
        return
    refused = {int(Decimal(f.value) * 100) for f in reader.figs
               if f.kind == "price" and reader.chunk_of[f.pos] in refusing - ordering}
    for i in priced:
        if i.unit_price_paise in refused:
            raise _Fail(why("no_price.what_price", item=reader.cat.by_sku(i.sku).item), "order")
