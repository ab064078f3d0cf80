"""How a rendering writes figures: ₹ amounts and whole numbers with Indian grouping.

``lang.render`` (and ``lang.decision_reasons``) write every figure through these, so
``lang.replies`` reads back exactly what was written.
"""
from __future__ import annotations

from functools import lru_cache

from events.money import format_inr_exact

__all__ = ["money", "digits"]


@lru_cache(maxsize=4096, typed=True)  # the same amounts are written again and again (prices, totals): kept, by type too
def money(amount_paise: int) -> str:
    """₹ with Indian grouping; paise shown only when not whole (₹1,20,000 / ₹38.50)."""
    return format_inr_exact(amount_paise)


@lru_cache(maxsize=4096, typed=True)
def digits(n: int) -> str:
    """A whole number with Indian grouping (1,00,000)."""
    s = str(n)
    head, tail = s[:-3], s[-3:]
    groups = [head[max(0, i - 2):i] for i in range(len(head), 0, -2)][::-1]
    return ",".join([*groups, tail]) if head else tail
