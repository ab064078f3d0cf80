"""Intents: what an agent's e-mail or counter words mean, independent of language.

The reader turns text into these; the kernel and the market act on them.
Prices are paise per selling unit; quantities are selling units.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

__all__ = ["Intent", "ReadResult", "EMAIL_INTENTS", "ITEM_INTENTS"]

EMAIL_INTENTS = ("ask_quote", "offer", "accept", "reject", "order", "cancel", "pay", "dispute", "ask_delivery",
                 "ask_bill")
#: Intents about an item (the rest are about an order, a bill, or the counter).
ITEM_INTENTS = ("ask_quote", "offer", "accept", "reject", "order")


class Intent(BaseModel):
    """One thing an e-mail or counter line asks for.

    ``ask_delivery`` (when will an order arrive; ``order_id`` when named) and
    ``ask_bill`` (send the bill / how much is owed; ``bill_id`` when named) need
    no item. ``pay`` may carry the amount paid in ``total_paise``. An ``offer``
    may carry ``price_change_paise`` instead of a price (relative to the
    supplier's last price). A ``cancel`` names an ``order_id``, or an ``sku``
    (and a ``quantity``) when the message names the goods, not the order.
    """
    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["ask_quote", "offer", "accept", "reject", "order", "cancel", "pay", "dispute", "bill",
                  "ask_delivery", "ask_bill"]
    sku: str | None = None
    quantity: int | None = None
    unit_price_paise: int | None = None
    total_paise: int | None = None
    #: a relative ask ("reduce by ₹2/kg"): paise per selling unit to add to the supplier's last price (negative)
    price_change_paise: int | None = None
    bill_id: str | None = None
    order_id: str | None = None
    note: str = ""


class ReadResult(BaseModel):
    """The reader's verdict on one message: readable with intents, or the reason it is not."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    readable: bool
    reason: str = ""
    intents: list[Intent] = []
