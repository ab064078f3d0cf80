"""A bill asked reduced for goods sent back is a dispute of that bill, never a cut of an order: "O2 आ गया। घी के 3
डिब्बे पिचके थे, वो 3 लीटर लौटा दिए — कृपया B2 में उनके पैसे कम कर दीजिए।", "O2 aaya. Ghee ke 3 dabbe pichke the,
woh 3 litre lauta diye — please B2 mein unke paise kam kar dijiye." These had been read as a cancel of 3 litres of
ghee from O2 beside the dispute of B2 (the English, "please reduce B2 for them", was the dispute only, as the
corpora's convention has it: the schema has no return kind, and the order was delivered).

``bill_reduced`` takes away the cancel cues of a clause that names one bill id and no order id, whose cancel word is
"kam"/"कम" (reduce), and which names money ("paise", "पैसे", "rupaye", "रुपये", "amount", "rakam", "रकम") or already
holds a dispute cue; without a dispute cue there, one is set at the bill ("B2 mein 3 litre ke paise kam kar dijiye"
disputes B2). "O2 mein se 3 litre ghee kam kar dijiye" (an order named, no bill) still cuts O2.

Shape: ``bill_reduced(reader)`` with the MessageReader after its clause acts; it changes ``reader.cues`` and ``reader.cancel_items``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["bill_reduced"]

#: Words of money: what is reduced is the bill's amount, not the goods of an order.
_MONEY = fold_words("paise paisa paison पैसे पैसा पैसों rupaye rupaya rupees रुपये रुपए रुपया amount rakam रकम raqam")
#: The reducing word of the cancel cue.
_LESS = fold_words("kam कम")


def bill_reduced(reader) -> None:
    """Read "B2 में उनके पैसे कम कर दीजिए" / "B2 mein unke paise kam kar dijiye" as a dispute of B2 only (module
    docstring). ``reader``: the MessageReader after its clause acts; ``reader.cues`` loses the clause's cancel cues and ``reader.cancel_items`` the clause."""
    if not reader.bill_ids or _LESS.isdisjoint(reader._keys) or not any("cancel" in c.kinds for c in reader.cues):
        return
    bills: dict[int, list] = {}
    for p, ident in reader.bill_ids:
        bills.setdefault(reader.clause_of[p], []).append(p)
    ordered = {reader.clause_of[p] for p, _ in reader.order_ids}
    drop, add = set(), []
    for clause, at in bills.items():
        if len(at) != 1 or clause in ordered:
            continue
        cues = [c for c in reader.cues if c.clause == clause]
        cancels = [c for c in cues if c.kinds == frozenset({"cancel"})
                   and any(reader._word(k) in _LESS for k in range(c.pos, c.end))]
        if not cancels:
            continue
        lo, hi = reader.clause_span[clause]
        disputed = any("dispute" in c.kinds for c in cues)
        if not disputed and not any(reader._word(k) in _MONEY for k in range(lo, hi)):
            continue
        drop.update(id(c) for c in cancels)
        if not any("cancel" in c.kinds for c in cues if c not in cancels):
            reader.cancel_items.discard(clause)  # (its goods are the dispute's facts, no cut: lang.compose)
        if not disputed:
            add.append(Cue(frozenset({"dispute"}), at[0], at[0] + 1, clause, reader.chunk_of[at[0]]))
    if drop:
        reader.cues = sorted([c for c in reader.cues if id(c) not in drop] + add, key=lambda c: c.pos)
