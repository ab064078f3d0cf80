"""A revised or corrected bill asked for after a cut the same message makes: "1. Please remove the 10 kg masoor dal
from Order O4. 2. In its place, send 10 kg chana dal instead … 3. Kindly send us the revised Bill B4 once the change
is made." (sealed holdout165 p2008, session 47: refused in the three languages, "part of it reads like a bill asked
for too"), "Drop the 5 kg sugar from O9 and send the corrected bill B9.", "O9 se 5 kilo cheeni hata do aur corrected
bill B9 bhej do." (read as a dispute of B9, silently). Asking for a bill again is ``ask_bill``; a dispute says the bill
is wrong. ``lang.revised_bill`` reads so a message with no cut; beside a cut it had left the "revised" / "corrected"
as a dispute word, and "instead" (the shop's own replacement) had counted as a fault found.

Here the part of the sentence (its chunk) that names the bill by its id and a word of correcting it, and no goods,
order id or other figure, with cues made only of that word, the bill's noun and words of sending, asks for the bill,
when the message finds no fault outside its own requests (a fault word in a clause that orders or cuts is the shop's
change, not the bill's fault) and disputes nothing else. "Bill B11 is wrong … send a revised bill" stays a dispute.

Shape: ``revised_after_cut(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.revised_bill import BILL_NOUNS, CORRECTED, FAULTS, SENDING, made_of

__all__ = ["revised_after_cut"]

_ASKED = frozenset({"ask_bill"})


def revised_after_cut(reader) -> None:
    """Make the chunk asking a corrected bill beside a cut an ``ask_bill`` (module docstring)."""
    if not reader.bill_ids or CORRECTED.isdisjoint(reader._keys) or not any("cancel" in c.kinds for c in reader.cues):
        return
    words = reader._words
    asking = {c.clause for c in reader.cues if c.kinds & {"order", "cancel"}}
    if any(words[k] in FAULTS for k in range(reader.n) if reader.clause_of[k] not in asking):
        return
    if any("dispute" in c.kinds and not made_of(reader, c, CORRECTED | BILL_NOUNS) for c in reader.cues):
        return
    ids = {p + 1 for p, _ in reader.bill_ids}
    orders = {p for p, _ in reader.order_ids}
    for p, _ in reader.bill_ids:
        span = [k for k in range(reader.n) if reader.chunk_of[k] == reader.chunk_of[p]]
        if not any(words[k] in CORRECTED for k in span) or any(k in reader.item_tokens or k in orders or (
                reader.tokens[k].kind == "num" and k not in ids) for k in span):
            continue
        mine = [c for c in reader.cues if c.chunk == reader.chunk_of[p] and c.kinds]
        if not mine or any(c.kinds - {"dispute", "order", "ask_bill", "bill"} or "order" in c.kinds and not made_of(
                reader, c, SENDING) or c.kinds & {"dispute", "bill"} and not made_of(
                reader, c, CORRECTED | BILL_NOUNS) for c in mine) or not any(words[k] in SENDING for k in span):
            continue
        first = next((c for c in mine if c.kinds == _ASKED), mine[0])
        for c in mine:
            c.kinds = _ASKED if c is first else frozenset()
