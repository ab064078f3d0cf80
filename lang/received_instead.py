"""Goods received in place of others ask which bill, before ``lang.not_arrived`` takes the refusal cue away (session
38, fixer DB; left by session 37): "We received masoor dal, not moong.", "हमें मसूर दाल मिली, मूँग नहीं।", "Humein
masoor dal mili, moong nahi." (``lang.received_other`` refuses these with ``no_id.bill``: which bill to dispute? —
but it runs after ``lang.not_arrived``, which had emptied the negation's cue as goods not come, and the message was
refused asking "what should we do with the masoor dal: send, price or cancel?", which the writer cannot act on).

When: the sentence has no word of contrast ("but", "par", "lekin", "magar", "पर", "लेकिन", "मगर") before the negation:
"The sugar arrived yesterday, but not the rice. When will the rice come?" tells goods not come (``lang.not_arrived``)
and reads as before.

Shape: ``received_instead(reader)`` with the MessageReader after its clause acts (run from ``lang.asked_or_kept``
before ``lang.not_arrived``); may set ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.received_other import received_other

__all__ = ["received_instead"]

#: Words of contrast: "X came, but not Y" tells Y not come, not Y replaced.
_BUT = fold_words("but par lekin magar पर लेकिन मगर though although however")


def received_instead(reader) -> None:
    """Run ``lang.received_other`` on ``reader`` (the MessageReader after its clause acts) unless a word of contrast
    stands before a bare negation's cue in its sentence: "We received masoor dal, not moong." → ``no_id.bill``; "The
    sugar arrived yesterday, but not the rice." is left to ``lang.not_arrived``."""
    toks = reader.tokens
    for c in reader.cues:
        if c.kinds == {"reject"}:
            lo = reader.clause_span[c.clause][0]
            if any(toks[k].kind == "word" and toks[k].key in _BUT for k in range(lo, c.pos)):
                return
    received_other(reader)
