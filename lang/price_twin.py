"""A price said again worked out another way, right beside it: one price, not two.

"प्याज़ एक बोरी ₹1,500 में दे दीजिए (यानी ₹30 किलो)", "Eggs at ₹5.80 each — that's ₹174 a tray. Send 3 trays.", "घी 5
लीटर ₹2,750 में (₹550 लीटर) भेजिए।" (a new user's trial, session 33: each was refused, "what is ₹30 किलो for?", "what is
₹5.80 each for?", "what is ₹2,750 for?"). The writer gives the price and its arithmetic: a sack's price and the kilo's,
an egg's and the tray's, the lot's total and the litre's. A shopkeeper reads one price; each alone is read so already
("Eggs at ₹174 a tray. Send 3 trays." orders 90 eggs at ₹5.80).

``twins_told`` explains (for the verify stage, ``lang.told_figures``) a price no intent uses when it stands on one
side of a word of restating — "(" / "यानी" / "yaani" / "matlab" / "i.e." / "that's" / "that is" / "which is" /
"means" — and another price stands on the other side within a few words, and it comes to the same price as an
intent on goods named in its sentence: per the goods' selling unit (₹30 a kilo of onion at ₹30 a kilo; ₹174 a tray
of eggs at ₹5.80 an egg) or as the line's total (₹2,750 for 5 litres of ghee at ₹550). A twin that does not agree
("प्याज़ एक बोरी ₹1,500 में (यानी ₹35 किलो)": which?) stays unexplained, and the message refused as before.

``twin_span(reader, f)``: the token positions of price ``f`` and, when its sentence holds a twin of it, the twin's
and the restating words ("that's"), which say nothing else (``lang.verify_kinds``: "Eggs at ₹5.80 each — that's ₹174
a tray. Send 3 trays." is a sentence of a price alone, the order's price).

Shape: ``twins_told(reader, intents)`` with the MessageReader at its verify stage → set of token positions (also
kept as ``reader.twin_prices``: a twin "₹5.80 each" beside "3 trays" asks no "per piece or per tray?").
"""
from __future__ import annotations

from decimal import Decimal

from lang.language import fold_words
from lang.units import price_per_selling_unit

__all__ = ["twins_told", "twin_span"]

#: Words that say the next price is the one before worked out ("yaani ₹30 kilo", "that's ₹174 a tray").
_RESTATED = fold_words("yaani yani यानी यानि matlab मतलब ie thats means which")
#: Words between a restating word and its price ("that is", "which is", "which comes to", "i.e.").
_BETWEEN = fold_words("is comes to works out e i at about of")
#: The most tokens between the two prices of a twin.
_NEAR = 10


def _marker_between(reader, a, b) -> bool:
    """A restating word or "(" stands between figure ``a`` and the later figure ``b``, right before ``b``."""
    k = b.pos - 1
    if k >= 0 and reader.tokens[k].text == "₹":
        k -= 1
    while k > a.end and (reader._word(k) in _BETWEEN or reader.tokens[k].text in ".,-—–:"):
        k -= 1
    return k >= a.end and (reader.tokens[k].text == "(" or reader._word(k) in _RESTATED or (
        reader._word(k) == "that" and reader._word(k + 1) == "is"))


def _agrees(reader, f, intents, clause_skus) -> bool:
    """The price ``f`` comes to an intent's price on goods named in its sentence (per unit or as the line's total)."""
    for i in intents:
        if i.sku is None or i.sku not in clause_skus or not i.unit_price_paise:
            continue
        paise = Decimal(i.unit_price_paise)
        if f.unit:
            per = price_per_selling_unit(f.value, f.unit, reader.cat.by_sku(i.sku))
            if per is not None and Decimal(per.numerator) * 100 == paise * per.denominator:
                return True
        elif f.value * 100 == paise or i.quantity and f.value * 100 == paise * i.quantity:
            return True  # "₹5.80 each" (the unit's own price), "₹2,750 for 5 litres" (the line's total)
    return False


def twins_told(reader, intents) -> set[int]:
    """Positions of unused prices said again beside another price, worked out to the same (module docstring)."""
    prices = [f for f in reader.figs if f.kind == "price"]
    if len(prices) < 2 or not any(i.unit_price_paise for i in intents):
        return set()
    out: set[int] = set()
    for a, b in zip(prices, prices[1:]):
        if b.pos - a.end > _NEAR or not _marker_between(reader, a, b):
            continue
        for f in (a, b):
            if f.pos in reader.used_pos:
                continue
            skus = {m.sku for m in reader.mentions if reader.clause_of[m.first] in (a.clause, b.clause)}
            if _agrees(reader, f, intents, skus):
                out.add(f.pos)
    reader.twin_prices = out  # ("₹5.80 each — that's ₹174 a tray": no price "each" left to ask, lang.verify_kinds)
    return out


def twin_span(reader, f) -> set[int]:
    """Positions of price ``f``, and of the twins told in its sentence and their restating words (module docstring)."""
    own = set(range(f.pos, f.end))
    told = getattr(reader, "twin_prices", ())
    twins = [g for g in reader.figs if g.pos in told and g.clause == f.clause and g is not f] if told else ()
    if not twins:
        return own
    lo, hi = reader.clause_span[f.clause]
    return own | {k for g in twins for k in range(g.pos, g.end)} | {
        k for k in range(lo, hi) if reader._word(k) in _RESTATED or reader._word(k) in _BETWEEN or reader._word(k) == "that"}
