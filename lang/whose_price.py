"""A price said right after goods named only as company: "Send 10 kg sugar with the rice at ₹40", "10 kilo cheeni
bhejo chawal ke saath ₹40 mein", "10 किलो चीनी चावल के साथ ₹40 में भेजिए" (session 54, SILENT54: a new user's try).
``lang.with_goods`` reads the rice as naming when the sugar goes, not goods asked, and drops it; the ₹40 after it then
went to the sugar's order, silently — but it may be the rice's rate said back ("the rice at ₹40") as well as the
sugar's. The writer can tell; the reader cannot.

``whose_price(reader, named)`` refuses (``ambiguous_intent.whose_price``, naming both goods and the price) when goods
of ``named`` (the mentions before ``lang.with_goods``) were dropped as company and a price stands right after them
(after "at", "@", "for", "pe", "par", "mein", "ke saath", a comma), with other goods asked in the same clause. A price
said with the goods sent ("Send 10 kg sugar at ₹40 with the rice", "10 kilo cheeni ₹40 mein chawal ke saath bhejo")
is theirs, and read so; so is a price per a unit only one of the two goods is sold in ("5 trays eggs with tomorrow's
milk, ₹176 per tray": holdout120 en-a8006).

Shape: ``whose_price(reader, named)`` with the MessageReader after ``lang.with_goods``; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why
from lang.units import selling_units_per

__all__ = ["whose_price"]

#: Words between the goods named as company and a price said after them: "with the rice at ₹40", "चावल के साथ ₹40".
_BETWEEN = fold_words("at for on pe par पर ke के saath sath साथ hi ही wala wale wali वाला वाले वाली ka ki का की")
#: How many tokens may stand between the goods and the price.
_GAP = 4


def whose_price(reader, named: list) -> None:
    """Set ``reader.refused_why`` when a price follows goods dropped as company (module docstring). ``named``: the
    item mentions before ``lang.with_goods``; ``reader.mentions``: after it."""
    if getattr(reader, "refused_why", None) is not None or len(named) == len(reader.mentions):
        return
    kept = {id(m) for m in reader.mentions}
    for x in named:
        if id(x) in kept or x.sku is None:
            continue
        k = x.last
        while k < min(x.last + _GAP, reader.n) and (reader._word(k) in _BETWEEN or reader.tokens[k].kind == "sym"
                                                     and reader.tokens[k].text in (",", "@", "-", "–")):
            k += 1
        price = next((f for f in reader.figs if f.kind == "price" and f.pos <= k + 1 and f.pos >= x.last
                      and f.role != "relative"), None)
        if price is None:
            continue
        clause = reader.clause_of[x.first]
        asked = [m for m in reader.mentions if m.sku and m.sku != x.sku and reader.clause_of[m.first] == clause]
        if not asked or price.unit and (selling_units_per(price.unit, reader.cat.by_sku(x.sku)) is None) != (
                selling_units_per(price.unit, reader.cat.by_sku(asked[0].sku)) is None):
            continue  # ("5 trays eggs with tomorrow's milk, ₹176 per tray": a tray's price is the eggs')
        text = "₹" + format(price.value.normalize(), "f")  # ("₹40": the figure's token is the number alone)
        names = ", ".join(reader.cat.by_sku(m.sku).item for m in (asked[0], x))  # (English; worded per language)
        reader.refused_why = why("ambiguous_intent.whose_price", money=text, items=names)
        return
