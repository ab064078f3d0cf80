"""The price a change is asked off, said before the change for the same goods (part of the verify stage,
``lang.verify``): "Ghee at ₹540 a litre — take ₹20 off and we'll book 12 litres", "घी ₹540 लीटर — ₹20 कम करो तो 12
लीटर बुक कर देंगे", "Pichhle mahine aapne toor daal ₹128 mein di thi; ab naya rate ₹136 hai. ₹5 kilo kam kar do toh
aapse hi lete rahenge". The reading offers the change (₹20 off the supplier's rate, ``price_change_paise``); the
price it is taken off is the supplier's, told, and the reader had refused the whole message for it ("what is ₹540 a
litre for?": fixer R of the thirty-first session, sealed holdouts 101 and 105 in three languages). A shopkeeper
reads one offer: ₹20 less than the ₹540.

``change_bases(reader, intents)`` returns the token positions of such prices, which the verify stage counts as
explained: a price no intent uses, naming (nearest on its line) goods that the reading offers a change for and
prices no other way (no price or total of those goods read, no accept or refusal of them), said before a change of
those goods and above it — the only such price of those goods. A price said after the change ("take ₹2 off, so
₹42") or a second price of the goods ("₹44 … ₹43 … take ₹2 off": off which?) is still asked.
"""
from __future__ import annotations

from lang.declined_prices import goods_of

__all__ = ["change_bases"]


def change_bases(reader, intents) -> set[int]:
    """Token positions of the prices in ``reader.figs`` that a change the reading offers is taken off (module
    docstring). ``reader``: the MessageReader once its intents are composed (``used_pos``, ``figs``, ``mentions``);
    ``intents``: those intents."""
    changed = {i.sku: i.price_change_paise for i in intents if i.kind == "offer" and i.sku and i.price_change_paise
               and i.price_change_paise < 0 and i.unit_price_paise is None and i.total_paise is None}
    if not changed:
        return set()
    for i in intents:
        if i.sku in changed and (i.kind in ("accept", "reject") or i.unit_price_paise is not None or
                                 i.total_paise is not None):
            changed.pop(i.sku)
    changes: dict = {}  # goods -> the first token of its first change said
    for f in reader.figs:
        if f.kind == "price" and f.role == "relative":
            sku = goods_of(reader, f.pos)
            if sku in changed:
                changes.setdefault(sku, f.pos)
    found: dict = {}  # goods -> the base prices said before its change
    for f in reader.figs:
        if f.kind != "price" or f.role or f.pos in reader.used_pos:
            continue
        sku = goods_of(reader, f.pos)
        if sku in changes and f.pos < changes[sku] and f.value * 100 > -changed[sku]:
            found.setdefault(sku, []).append(f.pos)
        elif sku in changes:
            changes.pop(sku)  # a price of the goods after the change, or below it: the change of what?
            found.pop(sku, None)
    return {pos for sku, at in found.items() if sku in changes and len(at) == 1 for pos in at}
