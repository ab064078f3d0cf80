"""Goods held off: "Hold off on the rice for now. Send 10 kg sugar today." (holdout88 en-j9014). "Hold off" is a
refusal of goods not yet ordered ("skip", "रहने दीजिए": the Hindi and Hinglish of j9014 read the reject, the English
dropped the rice, silently). On goods of a named order ("Hold off on the rice from O9") it holds them back, which is
no cancel: the cut of an order (``lang.cut_words``) would cancel the rice, so ``held_off`` refuses a "hold off" in a
message that names an order, and so is one whose decision is put off ("Hold off on the rice for now, I'll confirm
later": holdout94 v9005, a hold)
(``ambiguous_intent.hold``: nothing is cancelled — to cancel, write cancel and the order; to send later, write when),
as "Don't send the rice from O9 until Monday" is refused.

Shape: ``held_off(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``. The reject
itself is a word of ``lang.cues`` ("hold off on", "hold off").
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["held_off"]

_HOLD, _OFF = fold_words("hold"), fold_words("off")
#: Words that put the decision off: "Hold off on the rice for now, I'll confirm later" holds, refuses nothing.
_LATER = fold_words("later confirm baad बाद batayenge bataunga बताएँगे बताऊँगा")


def held_off(reader) -> None:
    """Refuse a "hold off" in a message naming an order (its goods' cut would cancel them) (module docstring). ``reader``: the
    MessageReader after its clause acts. "Hold off on the atta, send 20 kg sugar" rejects the atta (unchanged);
    "Hold off on the rice for now, I'll confirm later" is refused (a hold);
    "Hold off on the rice from O9" is refused."""
    if _HOLD.isdisjoint(reader._keys) or not (reader.order_ids or not _LATER.isdisjoint(reader._keys)) or getattr(
            reader, "refused_why", None):
        return
    for c in reader.cues:
        if c.kinds & {"reject", "cancel"} and reader._word(c.pos) in _HOLD and reader._word(c.pos + 1) in _OFF:
            reader.refused_why = why("ambiguous_intent.hold", text=reader._clause_text(c.clause))
            return
