"""The price an e-mail names for goods it also orders: "प्याज़ 30 किलो, ₹31.50 वाला भाव ठीक है, भेज दीजिए" accepts
₹31.50 and orders 30 kg in the same breath, so the order stands only at that price.

Without this the desk, finding no price of its own agreed at ₹31.50 (no open bargain, or a counter higher),
answered the accept with its quote and then confirmed the order at its own ₹32.50 — a price the shop never
agreed to (the fake-server trial, fifteenth session). With it, the order line carries the named price and the
desk refuses it when its own price is higher (``PriceBelowOurs``, naming both), as it does for an order that
states its price ("Send 30 kg onion at ₹31.50").
"""
from __future__ import annotations

from typing import Sequence

__all__ = ["orders_at_the_price_named"]


def orders_at_the_price_named(intents: Sequence) -> list:
    """``intents`` (desk intents, in order) with each priceless order line of an item the same e-mail accepts or
    offers a price per selling unit for (``unit_price_paise``, paise) carrying that price; the last one named
    wins. Orders with a price of their own, and items with no price named, are unchanged. Raises nothing."""
    named: dict[str, int] = {}
    for i in intents:
        if i.kind in ("accept", "offer") and i.sku is not None and i.unit_price_paise is not None:
            named[i.sku] = i.unit_price_paise
    if not named:
        return list(intents)
    return [i.model_copy(update={"unit_price_paise": named[i.sku]}) if i.kind == "order" and
            i.unit_price_paise is None and i.sku in named else i for i in intents]
