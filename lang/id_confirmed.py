"""An order id the writer only confirms, beside other requests (REASON54, the walk of session 53): "O9 confirm karo,
aur 5 kilo besan extra", "Confirm O9, and 5 kg besan extra.", "O9 कन्फर्म करो, और 5 किलो बेसन अतिरिक्त".

The corpus convention (``tests/corpus_holdout*``: "Confirmations of goods already ordered … add no intent") reads
the confirmation of an order already placed as changing nothing; the reader had asked "what about O9?" beside the
besan ordered. ``id_confirmed`` says such an id needs nothing today (``lang.id_guard``'s ids at rest).

When: the id's chunk holds a word of confirming ("confirm", "confirmed", "कन्फर्म", "pakka", "पक्का") and otherwise
only words of asking it done or of the order ("karo", "kar do", "करो", "please", "is", "hai", "order", "ऑर्डर", "and",
"aur"), no "?" and no figure: "Please confirm whether O12 has left" (whether, left) and "O9 confirm hua?" (a question)
are not such ids.

Shape: ``id_confirmed(reader, pos)`` → bool; ``reader``: the MessageReader verifying its reading, ``pos``: the
token of the id.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["id_confirmed"]

_CONFIRM = fold_words("confirm confirmed confirming kanfarm कन्फर्म कंफर्म pakka pakka पक्का")
_AROUND = fold_words("karo kar do kijiye kariye karein karen kardo करो कर दो कीजिए करिए करें करे please pls kindly "
                     "is has been hai ho hua order ऑर्डर आर्डर the our we i and aur also bhi और भी है हो ji जी "
                     "ko को")


def id_confirmed(reader, pos: int) -> bool:
    """Whether the order id at token ``pos`` is only confirmed in its chunk (module docstring)."""
    if _CONFIRM.isdisjoint(reader._keys) or not reader.tokens[pos].text.upper().startswith("O"):
        return False
    chunk = reader.chunk_of[pos]
    end = next((k + 1 for k in range(pos + 1, min(reader.n, pos + 4)) if reader.tokens[k].kind == "num"), pos + 1)
    seen = False  # (the id's own tokens, pos to end: "O", "9"; "O", "-", "9")
    for k in range(max(0, pos - 6), min(reader.n, end + 6)):
        if reader.chunk_of[k] != chunk or pos <= k < end:
            continue
        t = reader.tokens[k]
        if t.kind == "num" or t.kind == "sym" and t.text == "?":
            return False
        if t.kind == "word":
            if t.key in _CONFIRM:
                seen = True
            elif t.key not in _AROUND:
                return False
    return seen and not any(f.pos in range(pos - 6, end + 6) and reader.chunk_of[f.pos] == chunk for f in reader.figs)
