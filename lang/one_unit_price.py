"""A price said for one unit in words ("एक ट्रे ₹170 में दे दो", "ek tray ₹170 mein", "one tray ₹170") is per that
unit beside a count said of the goods (a new user's trial, session 31: "200 अंडे चाहिए, एक ट्रे ₹170 में दे दो तो आज
ही ऑर्डर कर दूँगा" was refused, "what is 200 for?", and "6 ट्रे अंडे चाहिए, एक ट्रे ₹170 में …" as two counts).

The "one tray" is the price's unit, not a second count, when: the one is a word ("ek", "एक", "one" — a digit "1
tray ₹170" may be the count asked), its unit word is right before the price (₹ and "rs" between), and the clause or
the sentence before it holds another count of the goods (so the goods are counted elsewhere). Then the count figure
is dropped and the price is marked per that unit.

    "200 अंडे चाहिए, एक ट्रे ₹170 में दे दो तो आज ही ऑर्डर कर दूँगा।" → offer eggs 200 at ₹170 a tray (₹5.6667 an egg)
    "200 ande chahiye, ek tray ₹170 mein de do toh aaj hi order kar dunga." → the same
    "We need 200 eggs; one tray ₹170 and we order today." → the same

Shape: ``one_unit_priced(reader)`` with the MessageReader after its clause acts (tokens, figs); changes ``figs``.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["one_unit_priced"]

_ONE = fold_words("ek एक one")
_CURRENCY = fold_words("rs inr re rupees rupaye रुपये")


def one_unit_priced(reader) -> None:
    """Drop the "one <unit>" count before a price with no unit of its own, and mark the price per that unit (module
    docstring)."""
    figs = reader.figs
    if not any(f.kind == "price" for f in figs) or _ONE.isdisjoint(reader._keys):
        return
    gone = set()
    for q in figs:
        if q.kind != "qty" or q.value != 1 or q.unit is None or reader._word(q.pos) not in _ONE:
            continue
        k = q.end
        while k < reader.n and (reader._sym(k) == "₹" or reader._word(k) in _CURRENCY):
            k += 1
        price = next((f for f in figs if f.kind == "price" and f.pos <= k < f.end and f.unit is None
                      and f.mark != "total"), None)
        if price is None or k == q.end and reader._sym(price.pos - 1) != "₹" and reader._sym(price.pos) != "₹":
            continue
        clause = reader.clause_of[q.pos]
        if not any(f.kind in ("qty", "bare") and f is not q and f.pos < q.pos and f.value != 1 and reader.clause_of[f.pos] in (
                clause, clause - 1) for f in figs):
            continue  # no other count of the goods before it: "ek tray ₹170" may be the one tray asked
        price.unit, price.mark = q.unit, "unit"
        gone.add(id(q))
        reader.used_pos.discard(q.pos) if hasattr(reader, "used_pos") else None
    if gone:
        reader.figs = [f for f in figs if id(f) not in gone]
