"""The supplier thanked for meeting us halfway: no offer of ours (issue 10, holdout118 r8033, holdout124 v8018,
holdout131 c7019): "बीच का रास्ता निकालने के लिए धन्यवाद। चावल ₹36/किलो … हमें मंज़ूर है", "Beech ka raasta nikaalne ke
liye dhanyavaad. Chawal ₹36/kg … humein manzoor hai", "Ghee pe beech ka raasta nikaalne ke liye shukriya", as the
English "Thank you for meeting us halfway. We accept rice at ₹36/kg" reads.

"बीच का रास्ता" / "beech ka raasta" (a middle way) is a word of offering in ``lang.cues`` ("बीच का रास्ता निकालो भाई,
मूँग दाल ₹98 किलो कर दो": we ask the supplier to meet us). Thanked for, it is the supplier's move, already made: the
Hindi and Hinglish had been refused "how much lower for rice? write the price you ask" — a reason the model cannot act
on, since it asked nothing lower — while the English, which has no such word, read the acceptance.

``halfway_thanked`` empties an offer cue that is such a phrase when its sentence thanks ("धन्यवाद", "शुक्रिया",
"dhanyavaad", "shukriya", "thanks", "thank you", "आभार", "aabhar") and names no price. "आपने प्याज़ के ₹44 बोले,
हमने ₹38 — बीच का रास्ता निकालते हैं: ₹41? 🙏" and "Bhai beech ka rasta nikalo, besan ₹50 packet kar do." keep
theirs. Linear in the cues.
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words

__all__ = ["halfway_thanked"]

_HALFWAY = frozenset(fold_phrase(p) for p in ("beech ka raasta", "beech ka rasta", "बीच का रास्ता", "meet halfway",
                                              "meet us halfway", "meeting us halfway", "meet in the middle"))
_THANKS = fold_words("thank thanks dhanyavaad dhanyawad dhanyvad shukriya sukriya धन्यवाद शुक्रिया aabhar आभार")


def _phrase_at(reader, c) -> bool:
    return tuple(reader.tokens[k].key for k in range(c.pos, c.end) if reader.tokens[k].kind == "word") in _HALFWAY


def halfway_thanked(reader) -> None:
    """Empty the offer cue of a middle way thanked for, and take its sentence out of those asking a price lower by
    no amount (module docstring): "बीच का रास्ता निकालने के लिए धन्यवाद" offers nothing. ``reader``: the
    MessageReader after its clause acts (tokens, cues, figs, unpriced_lowerings)."""
    if _THANKS.isdisjoint(reader._words):
        return
    lowered = getattr(reader, "unpriced_lowerings", set())
    for c in reader.cues:
        if c.kinds != {"offer"} or not _phrase_at(reader, c):
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._word(k) in _THANKS for k in range(lo, hi)) and not any(
                f.kind == "price" and f.clause == c.clause for f in reader.figs):
            c.kinds = frozenset()
            lowered.discard(c.clause)  # (no price asked lower: "how much lower?" asked nothing the writer meant)
