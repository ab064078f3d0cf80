"""One price said after goods counted alike is each one's price: "Send rice and sugar 10 kg each at ₹40/kg", "Chawal
aur cheeni dono 10 kilo, ₹40 kilo ke hisaab se", "चाय पत्ती और हल्दी दोनों 20-20 पैकेट, ₹100 प्रति पैकेट", and one
said "each" after several goods ("Please send 10 kg rice and 10 kg sugar at ₹40 each"). The price had gone on the
last goods alone and the others were ordered at the supplier's list price, silently (session 31, a new user's trial).
``lang.figures`` asks ``price_for_each`` of every price it finds; a yes marks it ``note="each"`` and ``lang.lines``
gives it to every goods line of its clause before it (as "dono ₹25 pe" already was).

Only when two or more different goods stand before the price in its sentence and none after it, and either a count
"each" / "dono" / "20-20" of the same sentence stands between the goods and the price with no goods between them, or
"each" / "har ek" follows the price right after it and every goods is counted alike ("10 kg rice and 10 kg sugar at
₹40 each", "25 kg sugar and 10 kg salt at ₹40 each": counted in one unit; not "5 peti Maggi, and 24 Colgate at ₹42
each", the Colgate's price a piece). "Send 10 kg rice and 5 kg sugar at ₹40/kg" (no word of
each) is not touched here.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["price_for_each"]

#: Words right after a price that say it is every item's ("at ₹40 each", "₹40 har ek", "₹40 हर एक").
_EACH_AFTER = fold_words("each apiece har हर")


def price_for_each(reader, fig, figs: list) -> bool:
    """Whether the price ``fig`` (a ``_Fig`` of kind "price", at token ``fig.pos``) is said of every goods before it
    (module docstring); ``figs``: the figures found before it, in order; ``reader``: the MessageReader (mentions,
    clause_of). "Send rice and sugar 10 kg each at ₹40/kg" -> True; "Send 10 kg rice and 10 kg sugar at ₹40/kg"
    -> False; "Chawal aur cheeni dono 10 kilo, ₹40 kilo" -> True; "दोनों 20-20 पैकेट, ₹100 प्रति पैकेट" -> True."""
    clause_of, pos = reader.clause_of, fig.pos
    clause = clause_of[pos]
    by_clause = reader.__dict__.get("_mentions_by_clause")
    if by_clause is None:  # (once a message: a scan of every mention per price was quadratic)
        by_clause = reader._mentions_by_clause = {}
        for m in reader.mentions:
            by_clause.setdefault(clause_of[m.first], []).append(m)
    here = by_clause.get(clause, ())
    before = [m for m in here if m.first < pos]
    if len(before) < 2 or len({m.sku for m in before}) < 2 or None in {m.sku for m in before} or len(before) < len(
            here):
        return False
    last_goods = max(m.last for m in before)
    if any(f.kind == "qty" and f.note == "each" and clause_of[f.pos] == clause and last_goods <= f.pos < pos
           for f in figs[-6:]):
        return True  # "rice and sugar 10 kg each at ₹40/kg", "dono 10 kilo, ₹40 kilo"
    k = fig.pos + 1  # (the figure may hold its "each": "₹40 each" is one price a unit)
    while k < min(fig.end + 3, reader.n) and (reader._sym(k) == "/" or reader._word(k) in _PER_UNIT
                                              or reader.tokens[k].kind == "num"):
        k += 1
    if reader._word(k) not in _EACH_AFTER or reader._word(k + 1) == "of":
        return False  # ("₹40 each of …")
    first = min(m.first for m in before)
    counts = {(f.value, f.unit) for f in figs if f.kind in ("qty", "bare") and clause_of[f.pos] == clause and (
        first <= f.pos < pos or f.end == first)}
    units = {unit for _, unit in counts}
    return len(counts) == 1 or len(units) == 1 and None not in units  # "10 kg rice and 10 kg sugar at ₹40 each",
    # "25 kg sugar and 10 kg salt at ₹40 each" (kilos alike; not "5 peti Maggi, and 24 Colgate at ₹42 each": the
    # Colgate's own price a piece, holdout87)


#: Words of a price's unit that may stand between it and "each" ("₹40 per kg each", "₹40/kg each", "₹40 kilo har ek").
_PER_UNIT = fold_words("per a kg kilo किलो litre liter लीटर packet पैकेट piece")
