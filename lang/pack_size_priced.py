"""A pack's size said after its price: "आटा: **₹215** का 5 किलो बैग", "Aata: ₹215 ka 5 kilo bag" (breaker AX, a
price list under "हमारा भाव:"). "5 किलो बैग" names the bag the price is for, not a count of goods; it had been read as
one bag offered at ₹215 (a quantity and a total), silently. ``pack_size_priced`` drops such a quantity when it stands
right after the price and "का"/"ka"/"for"/"per" and right before a word of a bag or packet.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["pack_size_priced"]

_LINK = fold_words("ka का ke के for per a an ek एक")
_PACK = fold_words("bag bags baig बैग packet pack पैकेट pouch bottle बोतल")


def pack_size_priced(reader) -> None:
    """Drop from ``reader.figs`` each quantity with a unit that follows a price past one word of ``_LINK`` (and marks
    such as "**") and comes right before a word of ``_PACK``. ``reader``: the MessageReader after its clause acts."""
    if _PACK.isdisjoint(reader._keys) or _LINK.isdisjoint(reader._keys):
        return
    price_ends = {f.end for f in reader.figs if f.kind == "price"}
    dropped = set()
    for f in reader.figs:
        if f.kind != "qty" or f.unit is None or reader._word(f.end) not in _PACK:
            continue
        k = f.pos - 1
        while k >= 0 and reader.tokens[k].kind == "word" and reader.tokens[k].key in _LINK and k >= f.pos - 2:
            k -= 1
        if k == f.pos - 1:
            continue
        while k >= 0 and reader.tokens[k].kind == "sym" and reader.tokens[k].text in ("*", "**", "_"):
            k -= 1
        if k + 1 in price_ends:
            dropped.add(id(f))
    if dropped:
        reader.figs = [f for f in reader.figs if id(f) not in dropped]
