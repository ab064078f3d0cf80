"""The reader's answer, ``Reading`` (READING.md), defined apart from the reader that writes it.

``lang.reader_parts`` (and so ``lang.reader``) export these same classes. They live here so that a ``Reading``
can be rebuilt (``lang.read_cache``: a reading handed over from an earlier process, ``kirana.readings``) and
looked at (``roles.supplier_mail``) without importing the reader's some 320 modules, which a direct month whose
readings were all handed over never runs.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from lang.intents import Intent
from scenarios.vocabulary import Language

__all__ = ["ItemReading", "Reading", "Unit", "could_not_read"]

Unit = Literal["kg", "g", "l", "ml", "piece", "packet", "dozen", "case", "sack", "quintal", "ton", "tray", "paav"]


class ItemReading(BaseModel):
    """One item line of a message (READING.md)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    sku: str
    item: str  # canonical English name
    quantity: float | None = None  # as stated (2.5 for "dhai kilo")
    unit: Unit | None = None  # as stated, else the item's selling unit mapped
    unit_price_inr: float | None = None  # per ``unit``
    total_price_inr: float | None = None  # when only a total is stated
    selling_units: int | None = None
    selling_unit_price_inr: float | None = None


class Reading(BaseModel):
    """What one message says, or why it cannot be read (READING.md)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    readable: bool
    reason: str = ""  # "code: English detail" (lang.reasons); "" when readable
    reason_key: str = ""  # the reason's key in lang.reasons.WHY ("no_quantity.how_many"), "" when readable
    #: the reason's parameters (item, unit, figure…), worded per language by lang.reasons
    reason_args: dict[str, str] = Field(default_factory=dict)
    language: Language = "en"
    intent: str | None = None
    items: list[ItemReading] = Field(default_factory=list)
    bill_id: str | None = None
    order_id: str | None = None
    intents: list[Intent] = Field(default_factory=list)  # (factories: pydantic deep-copies a literal default)

    @classmethod
    def refused(cls, reason, language: str, **more) -> "Reading":
        """The unreadable Reading of ``reason`` (a ``lang.reasons.why`` result: its text, key and parameters),
        in ``language``; ``more``: further fields kept from the reading refused (intent, bill_id, order_id)."""
        return cls(readable=False, reason=reason, reason_key=reason.key, reason_args=reason.args, language=language,
                   **more)


def could_not_read(reading: Reading) -> bool:
    """The one rule for "could not read your message", the same in every language: ``not readable``."""
    return not reading.readable
