"""A lot's count said again where the lot is priced or pointed at (part of the verify stage, ``lang.verify``, through
``lang.told_figures``; fixer I of the thirtieth session):

- with the lot's price: "With reference to your quotation of ₹1,850 for 50 kg of onions … We propose ₹1,650 for the
  50 kg lot", "20 litre sarson tel ke liye aapka ₹2,800 … Hum 20 litre ke liye ₹2,600 propose karna chahenge" — the
  offer of the 50 kg at ₹1,650 was read, and the 50 kg beside the ₹1,650 had been asked ("what is 50 kg for?");
- pointed at with "the", "these", "ye", "ये", "wahi", "वही": "We need 12 litres of desi ghee … if you can do ₹580 per
  kg, please dispatch the 12 litres by Friday" — the 12 litres already read.

``lots_again(reader, intents)`` returns the token positions of such counts, which the verify stage counts as
explained: a count with its unit, used by no intent, in a sentence naming no goods but the lot's, that is — in the
goods' selling units — the quantity of exactly one item's intents, and either shares its sentence with a price an
intent of that count used as the lot's total, or has a pointing word right before it in a reading that orders,
offers or agrees to that one lot and nothing else. A count of another size ("the 10 litres" under 12 litres), a
count beside another goods' name, one that two goods' intents both carry, a lot's total taken by an intent with no
count ("₹3,144 for the 24 litres" agreed with no count: holdout119 f8013), "the 100 kg" beside a question the
reader took as another request (holdout77 q9040), or "Please send the 20 litres" in a reading with no order or offer
of them (holdout100 b8016: the order lost) is still asked.

Linear: each unexplained count looks at the intents once.
"""
from __future__ import annotations

from fractions import Fraction

from lang.language import fold_words
from lang.units import selling_units_per

__all__ = ["lots_again"]

#: Words that point at a lot already named ("the 12 litres", "ye 20 litre", "ये 20 लीटर", "wahi 50 kilo").
_POINTING = fold_words("the these those ye yeh ये यह wahi vahi वही wo woh वो वह")
#: The intents a pointed-at lot may stand beside: the reading is about that one lot, asked, offered or agreed.
_GOODS_KINDS = frozenset(("order", "offer", "accept"))


def _carriers(reader, f, intents) -> set[str]:
    """The goods whose intents carry ``f``'s count (in their selling units)."""
    out = set()
    for i in intents:
        if i.sku is None or i.quantity is None:
            continue
        factor = selling_units_per(f.unit, reader.cat.by_sku(i.sku))
        if factor is not None and Fraction(f.value) * factor == i.quantity:
            out.add(i.sku)
    return out


def lots_again(reader, intents) -> set[int]:
    """Token positions of the counts of ``reader.figs`` that say a lot again (module docstring). ``reader``: the
    MessageReader once its intents are composed (tokens, figs, used_pos, mentions, clause_of, cat)."""
    counts = [f for f in reader.figs if f.kind == "qty" and f.unit and f.pos not in reader.used_pos]
    if not counts or not intents:
        return set()
    named: dict[int, set] = {}
    for m in reader.mentions:
        named.setdefault(reader.clause_of[m.first], set()).update(m.candidates if m.ambiguous else {m.sku})
    toks = reader.tokens
    out = set()
    for f in counts:
        goods = _carriers(reader, f, intents)
        if len(goods) != 1 or not named.get(f.clause, set()) <= goods:
            continue
        sku = next(iter(goods))
        before = toks[f.pos - 1] if f.pos > 0 else None
        pointed = before is not None and before.kind == "word" and before.key in _POINTING and all(
            i.sku == sku and i.kind in _GOODS_KINDS for i in intents)
        totals = {i.total_paise for i in intents if i.sku == sku and i.total_paise}
        counted = {i.total_paise for i in intents if i.sku == sku and i.total_paise and sku in _carriers(reader, f, [i])}
        beside = {int(g.value * 100) for g in reader.figs if g.kind == "price" and g.clause == f.clause and
                  g.pos in reader.used_pos}
        priced = bool(beside & counted)
        pointed = pointed and not beside & totals and all(  # "₹3,144 for the 24 litres": the total's lot
            i.quantity is not None for i in intents if i.total_paise)  # a total agreed with no count: a count lost
        if pointed and any("order" in c.kinds and c.clause == f.clause for c in reader.cues) and not any(
                i.sku == sku and i.kind in ("order", "offer") for i in intents):  # "Please send the 20 litres" with
            pointed = False  # only an accept read: the order was lost, so the count is still asked (holdout100 b8016)
        if pointed or priced:
            out.add(f.pos)
    return out
