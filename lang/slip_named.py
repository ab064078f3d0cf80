"""A figure corrected with its goods named again, among figures of other goods: "Send 10 kg moong dal at ₹100, 5 kg
masoor at ₹80 — sorry, masoor at ₹82", "10 किलो मूंग दाल ₹100 में, 5 किलो मसूर ₹80 में — माफ़ कीजिए, मसूर ₹82 में
भेजिए", "… 5 kilo masoor ₹80 mein — sorry, masoor ₹82 mein bhejo" (holdout67). ``lang.slips`` drops a slipped figure
only when it is the one figure of its kind before the correction ("rice at ₹38 and sugar at ₹42 — sorry, ₹40":
which? asked); naming the goods again says which: the figure right before the correction, when the goods named
after the correction word are the goods that figure was said of.

Shape: ``named_again(reader, a, b)`` → ``a`` or None (``lang.slips.slips_corrected`` asks it).
"""
from __future__ import annotations

__all__ = ["named_again"]


def named_again(reader, a, b):
    """``a`` (the figure right before figure ``b``, of its kind) when the goods named between them are the goods
    named last before ``a``, the same in sku, and no other goods stand between those and ``a``; else None.
    ``reader``: the MessageReader after its clause acts (mentions, tokens)."""
    if a is None or b is None or a.pos >= b.pos:
        return None
    between = [m for m in reader.mentions if a.end <= m.first < b.pos and m.sku]
    said = [m for m in reader.mentions if m.first < a.pos and m.sku]
    if len(between) != 1 or not said or said[-1].sku != between[0].sku:
        return None
    return a
