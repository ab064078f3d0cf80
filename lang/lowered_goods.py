"""Which goods a price asked lower is about: the goods of the figure or the words that ask it, not the message's
first goods. "Potato ₹22 is fine. Sharma quoted onion at ₹28. Can you do better?" asks the onion lower (the ₹28 it
must beat is the onion's); the refusal had named the potato, the message's first goods ("how much lower for potato?",
a new user's transcript, session 50; session 51).

Shape: ``goods_at(reader, k)`` with the MessageReader after its clause acts (mentions, clause_of, tokens) and a
token index; returns a sku or None.
"""
from __future__ import annotations

__all__ = ["goods_at"]


def goods_at(reader, k: int) -> str | None:
    """The sku of the goods token ``k`` speaks of: in ``k``'s clause the nearest goods named before it, else the
    nearest after it ("₹28 for onion"); else the nearest goods named before the clause; else the message's first
    goods. None when the message names no goods of the catalogue."""
    named = [m for m in reader.mentions if m.sku]
    if not named:
        return None
    clause = reader.clause_of[k]
    inside = [m for m in named if reader.clause_of[m.first] == clause]
    before = [m for m in inside if m.first < k]
    if before:
        return max(before, key=lambda m: m.first).sku
    if inside:
        return min(inside, key=lambda m: m.first).sku
    earlier = [m for m in named if m.first < k]
    return max(earlier, key=lambda m: m.first).sku if earlier else named[0].sku
