"""A word of giving right after an amount, in a message naming no goods, asks for the money: "₹40 की छूट के बाद ₹1,200
दीजिए" (the counter's bill), not goods ordered. Moved out of ``lang.after_acts`` for size (session 32)."""
from __future__ import annotations

from lang.language import fold

__all__ = ["money_asked"]


#: Words of giving that, right after an amount in a message naming no goods, ask for the money: "₹40 की छूट के बाद
#: ₹1,200 दीजिए" (the counter's bill), not goods ordered ("दीजिए" and "dijiye" are order words: "20 kilo chawal dijiye").
_GIVE = frozenset(fold(w) for w in "dijiye dijie दीजिए दीजिये de do dedo dena दो देना".split())


def money_asked(reader) -> None:
    """Empty the order cues that are only a word of giving right after a price, when the message names no goods and
    several amounts (one amount and "dijiye" is read as the bill already)."""
    ends = {f.end for f in reader.figs if f.kind == "price"}
    if reader.mentions or len(ends) < 2:
        return
    for c in reader.cues:
        if c.kinds == {"order"} and c.pos in ends and all(reader.tokens[k].key in _GIVE for k in range(c.pos, c.end)):
            c.kinds = frozenset()
