"""A price said "for" a count that cannot be the lot's is the unit's: "Would ₹37 work for 60 kg rice?", "₹135 for 25
kg and I'll place the order today", "30 किलो के लिए ₹130?", "Is baar 40 kilo ke liye ₹30 kar sakte ho?" (holdouts
44, 45, 56, 68, 101). "for 60 kg" / "ke liye" marks a lot's price ("₹1,650 for the 50 kg onion", "10 kg ke liye
₹400"), so ₹37 had been read as the price of all 60 kg — ₹0.62 a kg against an MRP of ₹43, and refused ("rice at
₹0.62 per kg, but its MRP is ₹43; write the price per kg"). A shopkeeper reads ₹37 a kilo: no lot sells at a
sixtieth of its price, and ₹37 is a kilo's price.

It is the unit's only when both hold: read as the lot's, it is under a quarter of the MRP a unit (the stage's own
bound for a price read against the wrong unit); read as the unit's, it is within ½–1½ × the MRP a unit. And only for
"for"/"ke liye"/"के लिए" — a lot said with "total", "kul", "कुल", "in all", "all-in", "poore" stays the lot's (and
its price far from the MRP stays refused). "₹400 for 10 kg" of rice (₹40 a kg) is the lot's, as before.

Shape: ``unit_not_lot(reader, total, item, q)`` from ``lang.resolve``: the lot's price and the count (``_Fig``s) of
the catalogue ``item``; when True the resolver reads the price unmarked, which its MRP bands then take per unit.
"""
from __future__ import annotations

from fractions import Fraction

from lang.language import fold_words
from lang.units import default_unit, selling_units_per

__all__ = ["unit_not_lot"]

_FOR = fold_words("for")
_WORK = fold_words("work works")
_LIYE = fold_words("liye liya लिए लिये")
_LOT_WORDS = fold_words("total kul कुल all allin lot poore poora pure पूरे पूरा sab सब milake milakar मिलाकर lumpsum")


def unit_not_lot(reader, total, item, q) -> bool:
    """Whether the lot's price ``total`` (a ``_Fig``) said "for" the count ``q`` of ``item`` is the unit's price
    (module docstring)."""
    if total.unit is not None or q.kind != "qty" or q.value <= 1:
        return False
    per = selling_units_per(q.unit or default_unit(item), item)
    if not per:
        return False
    per_stated, value = Fraction(item.mrp_paise, 100) * per, Fraction(total.value)
    k = total.pos - 1
    while k >= 0 and reader.tokens[k].kind == "sym":
        k -= 1
    after = total.end + (reader._word(total.end) in _WORK)  # "Would ₹37 work for 60 kg rice?"
    if reader._word(after) not in _FOR and not (k >= 0 and reader._word(k) in _LIYE):
        return False
    lo, hi = reader.clause_span[reader.clause_of[total.pos]]
    if any(reader._word(j) in _LOT_WORDS for j in range(lo, hi)):
        return False
    return value / Fraction(q.value) < per_stated / 4 and per_stated / 2 <= value <= Fraction(3, 2) * per_stated
