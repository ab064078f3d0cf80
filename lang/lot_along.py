"""Goods ordered "along with" goods agreed in another sentence: the agreed goods only say what the order rides with
(session 45, helper RA; holdout158 e2017): "₹1,600 for the 50 kg onion is fine. Please send 40 kg potato at ₹24/kg
along with the onions.", "The ₹3,300 you quoted for 30 litres of refined oil is acceptable. Kindly also dispatch 20 kg
chana dal at ₹72/kg along with the refined oil." The onions after "along with" stood in the order's sentence, so the
onions were ordered again (with the lot's 50 kg, silently) or asked "how many kg of onion?" — while the lot accepted is
no order (the corpus README: a lot's price accepted is an accept with its quantity and total; nothing is ordered by it).
The Hindi and Hinglish ("प्याज़ के साथ 40 किलो आलू", "pyaaz ke saath 40 kilo aloo") were read (``lang.with_goods``).

``lot_along`` drops such goods from the goods asked: goods after "with" (or "along with", "together with"; "the",
"our", "your" may stand between), with no count of their own, in a sentence holding an order cue and other goods with a
count, when the same goods are accepted in another sentence of the message. "Send 10 kg sugar with 5 kg rice" (a count
of its own) and goods named after "with" that nobody agreed to elsewhere are left to ``lang.with_goods``.

Shape: ``lot_along(reader)`` with the MessageReader after its clause acts; changes ``reader.mentions`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["lot_along"]

_WITH = fold_words("with")
_THE = fold_words("the our your those these that")
_COUNTS = frozenset({"qty", "bare"})


def lot_along(reader) -> None:
    """Drop goods sent "along with" goods accepted in another sentence (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, cues, figs, mentions)."""
    if _WITH.isdisjoint(reader._keys) or len(reader.mentions) < 2:
        return
    accepted = {}
    for c in reader.cues:
        if "accept" in c.kinds:
            accepted.setdefault(c.clause, set())
    if not accepted:
        return
    for m in reader.mentions:
        if m.sku and reader.clause_of[m.first] in accepted:
            accepted[reader.clause_of[m.first]].add(m.sku)
    ordering = {c.clause for c in reader.cues if "order" in c.kinds}
    counts = [f for f in reader.figs if f.kind in _COUNTS]
    drop = []
    for m in reader.mentions:
        clause = reader.clause_of[m.first]
        if not m.sku or clause not in ordering:
            continue
        w = m.first - 1
        while w >= 0 and reader._word(w) in _THE and m.first - w <= 2:
            w -= 1
        if reader._word(w) not in _WITH:
            continue
        if not any(m.sku in skus for c, skus in accepted.items() if c != clause):
            continue
        if any(m.first - 2 <= f.end <= m.first or m.first <= f.pos <= m.last + 1 for f in counts):
            continue  # (a count of its own: "with 5 kg rice")
        others = [o for o in reader.mentions if o is not m and o.sku and o.sku != m.sku and reader.clause_of[o.first]
                  == clause]
        if not any(f.clause == clause and f.pos < w for f in counts) or not others:
            continue
        drop.append(m)
    if drop:
        gone = {id(m) for m in drop}
        reader.mentions = [m for m in reader.mentions if id(m) not in gone]
