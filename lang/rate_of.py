""""At the rate of 180" after a count: "Send 3 trays eggs at the rate of 180", "2 bori sugar at the rate of 42" (Indian
English; breaker AU). The bare number after "rate of" had been read as a count and multiplied into the goods (540
eggs, 84 kg of sugar, no price), silently; it is the price of one of the goods counted before it.
"""
from __future__ import annotations

__all__ = ["counted_before"]


def counted_before(reader, a: int, b: int) -> bool:
    """True when the figure being read (a number at tokens [``a``, ``b``) after "rate of") follows a count in the same
    clause and no goods are named right after it — ₹180 a tray in "3 trays eggs at the rate of 180", while "the rate
    of 20 eggs" still asks the rate of 20 eggs. ``reader``: the MessageReader while it reads figures."""
    last = reader._figs_so_far[-1] if reader._figs_so_far else None
    return last is not None and last.kind == "qty" and last.clause == reader.clause_of[a] and b not in reader.item_tokens
