"""Refusals inside an ordering sentence (``lang.settle``): "Send 20 kg sugar and 10 kg gud, not the salt this time",
"Not rice this time, send 20 kg sugar", "Send 10 kg moong dal, not toor" name goods not ordered, no intent of their
own (the corpora's golds read so). A refusal set apart by "but" is one the writer states: "We'll take 20 kg sugar at
₹41, but no jaggery", "20 किलो चीनी ₹41 में ले लेंगे, पर गुड़ नहीं", "20 kilo cheeni ₹41 mein le lenge, par gud nahi"
(holdout95 w9041) and "Same 10 kg moong as last week please 🙏 but no chana dal this time" (holdout27 c060) refuse the
jaggery and the chana dal.

``goods_not_ordered(reader, intents)`` is that settling: it keeps every intent but the unpriced refusals in a
sentence with an order word, except those right after a "but" ("but", "par", "पर", "lekin", "लेकिन", "magar", "मगर"
within the two words before the goods, not "₹41 par 20 kilo": a "par" before a number is "at").
"""
from __future__ import annotations

from lang.language import fold_words
from lang.clean import quoted_context

__all__ = ["goods_not_ordered"]

_BUT = fold_words("but par पर lekin लेकिन magar मगर")


def _after_but(reader, pos: int) -> bool:
    """A "but" among the two words before token ``pos`` (the goods refused), in its clause, with no number after it."""
    toks = reader.tokens
    for k in range(max(0, pos - 3), pos):
        if reader._word(k) in _BUT and reader.clause_of[k] == reader.clause_of[pos] and not (
                k + 1 < reader.n and toks[k + 1].kind == "num"):
            return True
    return False


def goods_not_ordered(reader, intents: list) -> list:
    """Orders and unpriced refusals only: drop a refusal in a sentence that orders, unless "but" sets it apart
    (module docstring). ``intents``: (position, Intent) in text order; returns the Intents kept.

    Examples: "Send 20 kg sugar and 10 kg gud, not the salt this time" → the two orders; "We'll take 20 kg sugar at
    ₹41, but no jaggery" → the order and the refusal of jaggery ("पर गुड़ नहीं", "par gud nahi" alike)."""
    kinds = {i.kind for _, i in intents}
    if kinds != {"order", "reject"} or not any(i.kind == "reject" and i.unit_price_paise is None for _, i in intents):
        return [i for _, i in intents]
    if quoted_context(getattr(reader, "raw_text", "")):
        return [i for _, i in intents]
    ordering = {c.clause for c in reader.cues if "order" in c.kinds}
    last = reader.n - 1
    return [i for p, i in intents if not (i.kind == "reject" and i.unit_price_paise is None and (
        reader.clause_of[min(int(p), last)] in ordering) and not _after_but(reader, min(int(p), last)))]
