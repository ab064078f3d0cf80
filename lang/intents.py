"""Intents: what an agent's e-mail or counter words mean, independent of language.

The reader turns text into these; the kernel and the market act on them.
Prices are paise per selling unit; quantities are selling units.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

__all__ = ["Intent", "ReadResult", "EMAIL_INTENTS"]

EMAIL_INTENTS = ("ask_quote", "offer", "accept", "reject", "order", "cancel", "pay", "dispute")


class Intent(BaseModel):
    """One thing an e-mail or counter line asks for."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["ask_quote", "offer", "accept", "reject", "order", "cancel", "pay", "dispute", "bill"]
    sku: str | None = None
    quantity: int | None = None
    unit_price_paise: int | None = None
    total_paise: int | None = None
    bill_id: str | None = None
    order_id: str | None = None
    note: str = ""


class ReadResult(BaseModel):
    """The reader's verdict on one message: readable with intents, or the reason it is not."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    readable: bool
    reason: str = ""
    intents: list[Intent] = []
