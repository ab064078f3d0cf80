"""Goods received in place of other goods, with no bill or order named: "We received masoor dal, not moong.",
"हमें मसूर दाल मिली, मूँग नहीं।", "Humein masoor dal mili, moong nahi." (fixer H's probe, thirtieth session: both dals
had been read as refused, silently). The writer tells the supplier the wrong goods came — a complaint about a
delivery or its bill — and refuses no price. With a bill named beside it the sentence is the dispute's facts
(``lang.received_not``); with none, the shopkeeper cannot tell which bill to correct, so the message is refused
(``no_id.bill``: which bill to dispute? name it).

Only a refusal cue that is a bare negation right by goods, in a sentence with a word of goods received ("received",
"got", "mili", "मिली", "aaya" …) and goods named on both sides of the negation, when the message names no bill or
order id. "We don't want moong, send masoor" (nothing received) is a refusal as before.

Shape: ``received_other(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reasons import why

__all__ = ["received_other"]

_RECEIVED = fold_words("got received recieved came arrived delivered mila mile mili aaya aaye aayi aya aye "
                       "मिला मिले मिली आया आए आये आई पहुँचा पहुँचे पहुंचा पहुंचे")


def received_other(reader) -> None:
    """Refuse goods told received in place of others when no id is named (module docstring)."""
    if _RECEIVED.isdisjoint(reader._keys) or reader.bill_ids or reader.order_ids or len(reader.mentions) < 2 or \
            getattr(reader, "refused_why", None):
        return
    for c in reader.cues:
        if c.kinds != {"reject"} or c.end - c.pos != 1 or reader._word(c.pos) not in NEGATIONS:
            continue
        lo, hi = reader.clause_span[c.clause]
        mine = [m for m in reader.mentions if lo <= m.first < hi]
        before = [m for m in mine if m.last <= c.pos]
        after = [m for m in mine if m.first > c.pos]
        if not before or not after and not any(m.last == c.pos for m in mine):
            continue
        if before and (after or len(before) > 1) and any(reader._word(k) in _RECEIVED for k in range(lo, hi)):
            reader.refused_why = why("no_id.bill", action="dispute")
            return
