"""A send word beside goods agreed that sends other goods, counted: "Tomato at ₹32 and potato at ₹25 are both fine —
send 30 kg tomato.", "टमाटर ₹32 और आलू ₹25 दोनों ठीक हैं — 30 किलो टमाटर भेज दो।", "Tamatar ₹32 aur aloo ₹25 dono
theek hain — 30 kilo tamatar bhej do." (holdout52 s042). The dash keeps one clause, and an agreed price with a send
word in its clause and no count ("OK, ₹38 for rice, send it") asks how many (``lang.resolve``: ``no_quantity.how_many``);
so the potato's agreement was refused as "how many kg of potato?", though the send names its own goods and count (the
tomato's 30 kg) and a shopkeeper agrees both prices and sends the tomatoes. With a full stop between ("… are both
fine. Send 30 kg tomato.") it read so.

The cue that makes it safe: the send word's chunk (the words between the dash, commas and the sentence's end) names
other goods than the line's, with a count in that chunk, and the line's goods are not named after it in the clause.
"Potato at ₹25 is fine, send it", "Tomato and potato fine at ₹32 and ₹25 — send 30 kg" (no goods of the send's own)
and "Rice ₹38 and sugar ₹42 fine — send 50 kg rice and sugar" (the sugar sent too) still ask how many.

Shape: ``sends_other_goods(reader, cue, line)`` → bool (asked by ``lang.resolve`` for each send cue in an agreed
line's clause). Linear in the mentions and figures.
"""
from __future__ import annotations

__all__ = ["sends_other_goods"]

_COUNTS = frozenset({"qty", "bare"})


def sends_other_goods(reader, cue, line) -> bool:
    """Whether the send ``cue`` (a cue of ``reader``, the MessageReader) sends goods other than ``line``'s, counted in
    its own chunk: "Tomato at ₹32 and potato at ₹25 are both fine — send 30 kg tomato." (the potato's line: True);
    "टमाटर ₹32 और आलू ₹25 दोनों ठीक हैं — 30 किलो टमाटर भेज दो।" / "… — 30 kilo tamatar bhej do." the same."""
    chunk_of = reader.chunk_of
    here = [m for m in reader.mentions if chunk_of[m.first] == cue.chunk]
    if not here or any(m.sku == line.mention.sku or m.sku is None for m in here) or any(
            m.sku == line.mention.sku and m.first > cue.pos and reader.clause_of[m.first] == cue.clause
            for m in reader.mentions):
        return False  # ("… — send 50 kg rice and sugar": the sugar sent too, how much?)
    return any(f.kind in _COUNTS and chunk_of[f.pos] == cue.chunk for f in reader.figs)
