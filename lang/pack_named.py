"""A weight or volume right after an item's name that is the item's own catalogue pack names the goods, it counts
nothing: "Please quote turmeric 100g and chilli powder 100g — around 50 packets each." (a new user's trial, session
34: B5), "हल्दी 100 ग्राम और मिर्च पाउडर 100 ग्राम, 50-50 पैकेट", "Tata Tea 250g aur Maggi, 20 packet each". The
figures had taken "100g" for a count, so that "50 packets each" after it read as the packs' size ("(5 kg each)") and
was left over ("what is 50 packets for?"). ``lang.figures`` reads "N <unit> each" as a count of every item named
before it when no count stands before it in its clause; a pack named with its goods is no such count.

Shape: ``names_a_pack(reader, f)`` → bool, with the MessageReader (its ``mentions`` and ``cat``) and a figure of kind
"qty" with a weight or volume unit.
"""
from __future__ import annotations

from fractions import Fraction

from lang.units import selling_units_per

__all__ = ["names_a_pack"]


def names_a_pack(reader, f) -> bool:
    """Whether the figure ``f`` stands right after an item's name (at most one token between) and is exactly one
    selling unit of it: "turmeric 100g" for turmeric-100g, "Tata Tea 250 g" (not "rice 50 kg": fifty)."""
    if f.unit not in ("kg", "g", "l", "ml"):
        return False
    for m in reader.mentions:
        if m.sku and m.last <= f.pos <= m.last + 1:
            per = selling_units_per(f.unit, reader.cat.by_sku(m.sku))
            return per is not None and per * Fraction(f.value) == 1
    return False
