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
    return [_priced(i, named[i.sku]) if i.kind == "order" and
            i.unit_price_paise is None and i.sku in named else i for i in intents]


def _priced(intent, price: int):
    """``intent.model_copy(update={"unit_price_paise": price})``: for a pydantic model without private attributes or
    extra fields (``lang.intents.Intent``), the copy made directly, as ``model_copy`` makes it (the fields' dict
    copied with the price in its place, the price among the fields set) without its shallow-copy protocol
    (some 850 copies a month); any other intent is copied by its own ``model_copy``."""
    cls = type(intent)
    if getattr(cls, "__private_attributes__", None) == {} and getattr(intent, "__pydantic_extra__", 0) is None \
            and "unit_price_paise" in intent.__dict__:
        new = object.__new__(cls)
        _set(new, "__dict__", {**intent.__dict__, "unit_price_paise": price})
        _set(new, "__pydantic_fields_set__", intent.__pydantic_fields_set__ | {"unit_price_paise"})
        _set(new, "__pydantic_extra__", None)
        _set(new, "__pydantic_private__", None)
        return new
    return intent.model_copy(update={"unit_price_paise": price})


_set = object.__setattr__
