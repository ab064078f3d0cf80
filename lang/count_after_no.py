"""A bare number right after a count said "no" is a count in the same unit: "Eggs 5 tray no, 4 final.", "Ande 5 tray
nahi, 4", "अंडे 5 ट्रे नहीं, 4" (fixer R's probe, twenty-eighth session: the 4 had been read as ₹4 an egg and
offered). The figure becomes that count (4 trays); what the message then asks is read as it says — here an offer
with no price, refused "what price for eggs?", not a price the writer never named.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.units import UNIT_WORDS

__all__ = ["count_after_no"]


def count_after_no(reader) -> None:
    """Make each bare figure of ``reader`` (the MessageReader; its ``figs`` change in place) that follows "<number>
    <unit> no/nahi/नहीं" (a comma between allowed) a count in that unit. Linear in the figures."""
    for b in reader.figs:
        if b.kind != "bare":
            continue
        k = b.pos - 1
        while k >= 0 and reader._sym(k) in (",", "—", "-", ";"):
            k -= 1
        if k < 2 or reader._word(k) not in NEGATIONS:
            continue
        unit = UNIT_WORDS.get(reader._word(k - 1))
        if unit and reader.tokens[k - 2].kind == "num" and reader.clause_of[k - 2] == b.clause:
            b.kind, b.unit = "qty", unit
