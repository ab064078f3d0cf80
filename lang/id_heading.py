"""An order's id standing alone on the first line, over lines that change it: "O15: ⏎ - eggs 6 → 4 trays ⏎ - bread:
cancel", "O14 ⏎ चावल 50 से 40 ⏎ चीनी हटा दो" (holdout104). The id said by itself heads the lines below it as a
"### Changes to O15" heading would (``lang.price_asks._changes_listed``): "eggs 6 → 4 trays" cuts 2 trays from O15,
as "1. Milk: 40 packets → 30 packets" under "Changes to O63" does. The reader had left the line with no word of
doing and refused it ("what is 6 for?").

Only when another line below says a change in words of its own (a cancel: "bread: cancel", "चीनी हटा दो"): an id
alone over a single "Sugar: 30 kg → 20 kg" ("## O88 ⏎ 1. Sugar: 30 kg → 20 kg") says no change, and is read as
before (``tests/test_reader_h15_kinds.py``). The lines are read as changes only where their own words say one (two
counts joined by "→", "to", "से", "की जगह": ``lang.act_turns``); a line with one count under the id ("O15: ⏎ - rice
10 kg") is read as before.

Shape: ``id_alone(reader)`` → bool, for the MessageReader during its clause acts (tokens, clause_span, order_ids).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["id_alone"]

#: Words that may stand beside the id in its line ("O15 mein:", "O15 में", "Order O15:").
_BESIDE = fold_words("order ऑर्डर mein me में for")


def id_alone(reader) -> bool:
    """Whether the message's first line (clause 0) holds one order id and nothing else but marks and ``_BESIDE``'s
    words, and a line below it cancels."""
    if len(reader.clause_span) < 2 or len({i for _, i in reader.order_ids}) != 1 or not any(
            "cancel" in c.kinds and c.clause > 0 for c in reader.cues):
        return False
    lo, hi = reader.clause_span[0]
    at = {p for p, _ in reader.order_ids if lo <= p < hi}
    if not at:
        return False
    for k in range(lo, hi):
        t = reader.tokens[k]
        if k in at or t.kind in ("sym", "nl") or t.kind == "num" and k - 1 in at or k - 2 in at and \
                reader.tokens[k - 1].kind == "sym" or t.kind == "word" and t.key in _BESIDE:
            continue  # (the id's own tokens: "O", "15"; "O", "-", "15")
        return False
    return True
