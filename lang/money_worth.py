"""Goods asked for by the money's worth: "500 ke pyaaz bhej do", "1.2k के प्याज़ भेज दो", "2k ka chawal bhejo", "Send
onions worth 1.2k" (breaker AW). A bare number before "ka"/"ke"/"ki" and the goods, or after "worth", is rupees'
worth of them — a shopkeeper weighs out that much money's worth — but it had been read as a count in the selling
unit: 500 kg of onions, 1,00,000 kg of rice for "1 lakh ka chawal", silently. The supplier sells by count, not by
the rupee, so ``money_worth`` refuses (``no_quantity.worth``: how much? write the quantity) in the writer's
language. A number with a unit ("50 kilo ke pyaaz") or "₹" ("₹500 ke pyaaz", already refused) is not this.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["money_worth"]

_OF = fold_words("ka ke ki का के की")
_WORTH = fold_words("worth")


def money_worth(reader) -> None:
    """Set ``reader.refused_why`` (``no_quantity.worth``) for a bare number (no unit) right before "ka"/"ke"/"ki"
    and an item's name, or right before or after "worth". ``reader``: the MessageReader after its clause acts (figs, tokens,
    item_first, mentions)."""
    if _OF.isdisjoint(reader._keys) and _WORTH.isdisjoint(reader._keys):
        return
    for f in reader.figs:
        if f.kind not in ("bare", "qty") or f.unit is not None:
            continue
        of_goods = reader._word(f.end) in _OF and f.end + 1 in reader.item_first
        worth = reader._word(f.pos - 1) in _WORTH or reader._word(f.end) in _WORTH  # "onions worth 1.2k", "1.2k worth of"
        if of_goods or worth:
            m = next((m for m in reader.mentions if m.first == f.end + 1), None) if of_goods else next(
                (m for m in reader.mentions if reader.clause_of[m.first] == f.clause and m.sku), None)
            item = reader.cat.by_sku(m.sku).item if m is not None and m.sku else "…"
            reader.refused_why = why("no_quantity.worth", money="₹" + reader._fig_text(f).lstrip("₹"), item=item)
            return
