"""A box that is the goods' own piece: "Matchbox ₹1.60 ok, 500 boxes", "Send 20 packets of 10 boxes each" (of
matchboxes), "Matchboxes – 10 boxes". Elsewhere a box is a container of no fixed size (``lang.units.BOX_WORDS``:
"Parle-G ke 5 dabbe" is refused, "2 boxes (96 packets each)" counted), but a matchbox is sold by the box, so a
count of boxes in a clause that names matchboxes (or names no goods, after matchboxes were the last named: "matchbox
₹1.60 per box. Ok. send 10 packet 10 box each.") is a count of pieces.
"""
from __future__ import annotations

from lang.units import BOX_WORDS

__all__ = ["box_is_piece", "BOXED_ONE"]

#: Goods whose box is the piece itself (catalogue skus).
BOXED_ONE = frozenset({"matchbox-1pc"})


def box_is_piece(reader, i: int) -> bool:
    """Whether token ``i`` of ``reader`` (a MessageReader once its goods are found: tokens, mentions, clause_of) is
    a box word in a clause that names goods sold by the box (a matchbox), or an item's name said as the piece of the
    goods before it ("कपड़े का साबुन 6 साबुन": ``lang.unit_names``). Linear in the goods named."""
    if i in getattr(reader, "unit_name_at", ()):
        return True
    if i >= len(reader.tokens) or reader.tokens[i].kind != "word" or reader.tokens[i].key not in BOX_WORDS:
        return False
    clause, before = reader.clause_of[i], None
    for m in reader.mentions:
        if reader.clause_of[m.first] == clause and m.sku in BOXED_ONE:
            return True
        if m.first < i:
            before = m
    named_here = any(reader.clause_of[m.first] == clause for m in reader.mentions)
    return not named_here and before is not None and before.sku in BOXED_ONE
