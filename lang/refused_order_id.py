"""The order id a refusal could not place, for the passes that read a message again around it (session 55:
``lang.added_goods_named`` — "Add 10 bags to O8" — and ``lang.rate_cited_order`` — "₹42, as on O1"; each had
written the same six-line prelude).

``refused_order_id(text, reading, keys)`` → str: the id ("O8") of ``reading``'s refusal when it is refused with one of
``keys`` (reason keys such as ``ambiguous_intent.id``) naming an order; "" when ``reading`` is readable, refused
otherwise, names a bill or nothing, or ``text`` is no string or longer than ``lang.clean.MAX_CHARS``.
"""
from __future__ import annotations

from collections.abc import Collection

from lang.clean import MAX_CHARS

__all__ = ["refused_order_id"]


def refused_order_id(text, reading, keys: Collection[str]) -> str:
    """The order id ``reading``'s refusal names (module docstring), else ""."""
    if reading.readable or getattr(reading, "reason_key", "") not in keys or not isinstance(
            text, str) or len(text) > MAX_CHARS:
        return ""
    ident = (getattr(reading, "reason_args", None) or {}).get("id", "")
    return ident if ident.startswith("O") else ""
