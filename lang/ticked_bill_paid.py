"""A bill ticked, then the money paid for it: "Bhai B5 clear ✅ ₹2,958 abhi bhej diye. Aur B6 bhi bhej do.",
"B5 ✅ ₹2,958 paid. Please send B6 too.", "B5 ✔️ ₹2,958 का भुगतान कर दिया। B6 भी भेज दीजिए।" (session 55, WALKFIX55R:
ID55's helper found the Hinglish read as B5 and B6 paid together at ₹2,958, silently).

A tick mark ends a clause (``lang.acts``), so the payment after it stood in a clause naming no bill; a payment naming
no bill of its own blocked the next sentence's "B6 bhi bhej do" from asking B6 (``lang.bill_id_sent``: "send us B7 for
the sugar. We paid it" — whose payment?), and the payment then took every bill of the message. A shopkeeper reads the
bill just ticked as the one the money is for: ``ticked_bill_clauses`` names, for the cues of the payment, the clause
right after a clause that names a bill and ends on a tick, with no sentence end between (``lang.paid_chunk`` pays that bill alone when the message names no
other bill before the payment: "B5 ✅ B6 ✅ ₹5,000 paid" pays both together, as before).

Shape: ``ticked_bill_clauses(reader, cues) -> set[int]`` with the MessageReader as its cues are found (tokens,
clause_of, clause_span, bill_ids); raises nothing. Linear in the cues.
"""
from __future__ import annotations

__all__ = ["ticked_bill_clauses", "TICKS"]

#: Tick marks that end a clause ("✅", "✔️", "✔", "☑️").
TICKS = frozenset("✅ ✔️ ✔ ☑️ ☑".split())


def ticked_bill_clauses(reader, cues: list) -> set[int]:
    """The clauses of ``cues``' payments that follow, in the same sentence, a clause naming a bill and ending on a
    tick ("B5 clear ✅ ₹2,958 abhi bhej diye": the payment's clause, B5's)."""
    named = {reader.clause_of[p] for p, _ in reader.bill_ids}
    out = set()
    for c in cues:
        if "pay" not in c.kinds or c.clause in named or c.clause - 1 not in named:
            continue
        lo, _hi = reader.clause_span.get(c.clause, (None, None))
        if not lo:
            continue
        last = reader.tokens[lo - 1]
        if last.text.strip() in TICKS or last.text.strip().rstrip("\ufe0f") in TICKS:
            out.add(c.clause)
    return out
