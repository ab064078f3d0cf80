"""A pack named by its rupee size that the catalogue does not sell: "Send the ₹10 Maggi pack, 48 of them." when our
noodles pack is the ₹14 one. ``lang.roles`` reads such a price as the pack's MRP (``lang.price_marks.pack_named``: "the
₹10 … pack", "20 रुपये वाली अगरबत्ती", "Parle-G 5 rupay wala"), no price offered; when it is the MRP of the goods
named the order stands at no price ("20 रुपये वाली अगरबत्ती के 15 पैकेट भेजिए।": incense sells at MRP ₹20). Any
other rupee size names a pack we do not have, and sending ours would send other goods than asked: ``pack_mrp``
refuses (``no_item.pack_size``: we have no ₹10 pack of instant noodles; ours is MRP ₹14) — trial 33, where the ₹10
had been read as an offer and refused with "our price is ₹12.50, not ₹10".

Shape: ``pack_mrp(reader)`` with the MessageReader after its clause acts (``tokens``, ``mentions``, ``clause_of``);
may set ``reader.refused_why``.
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation

from lang.language import fold_words
from lang.price_marks import pack_named
from lang.reasons import why

__all__ = ["pack_mrp"]

_WALA = fold_words("wala wali wale waala waali waale vala vali vale वाला वाली वाले")
_THE = fold_words("the those these")
#: Words of the rupee between a count and "wala" ("20 रुपये वाली", "5 rupay wala").
_RUPEES = fold_words("rs rupee rupees rupay rupaye rupaiye rupya rupiya रुपये रुपए रुपया रुपय")


def pack_mrp(reader) -> None:
    """Set ``reader.refused_why`` (``no_item.pack_size``) for a pack named by a rupee size that is not the MRP of the
    goods named next to it (module docstring): one pass over the tokens, only when a word of such a name is there."""
    if getattr(reader, "refused_why", None) or (_WALA | _THE).isdisjoint(reader._keys):
        return
    tokens = reader.tokens
    for k, t in enumerate(tokens):
        if t.kind != "num":
            continue
        end = k + 1
        while end < len(tokens) and tokens[end].kind == "word" and tokens[end].key in _RUPEES:
            end += 1
        if not pack_named(tokens, k, end):  # (marked as rupees, no unit: "the 20 packets", "O27 wala" are none)
            continue
        clause = reader.clause_of[k]
        near = [m for m in reader.mentions if m.sku and reader.clause_of[m.first] == clause]
        if not near:
            continue
        item = reader.cat.by_sku(min(near, key=lambda m: abs(m.first - k)).sku)
        try:
            paise = int(Decimal(t.text.replace(",", "")) * 100)
        except InvalidOperation:
            continue
        if paise != item.mrp_paise:
            reader.refused_why = why("no_item.pack_size", item=item.item, money=_rupees(paise),
                                     money2=_rupees(item.mrp_paise))
            return


def _rupees(paise: int) -> str:
    return f"₹{paise / 100:,.2f}".replace(".00", "")
