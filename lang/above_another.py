"""A price asked as so much above another's: "हमें मंडी भाव से ₹3 किलो ऊपर दे दो", "mandi bhav se ₹3 kilo upar de do"
(holdout96 hi-y9053; English "above" is left alone: "₹124 is above what we can sell at" tells, asks nothing). The
mandi's ₹32 a kg had been offered, the ₹3 above it dropped, silently (the second opinion had refused it until it was retrained in the twenty-sixth session). Like "₹2 less than
MRP" (``lang.lower_than.change_from_another``), a price worked out from someone else's is refused
(``ambiguous_intent.price_from_another``): write the price itself.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["above_another"]

#: Words of "above" after the amount ("₹3 किलो ऊपर", "₹3 kilo upar").
_ABOVE = fold_words("upar ऊपर")
#: Words naming the base before the amount ("मंडी भाव से").
_FROM = fold_words("se से than")
_RUPEES = fold_words("rs rupees rupaye rupay रुपये रुपए")


def above_another(reader) -> None:
    """Set ``reader.refused_why`` when a price is said to be so much above another price: "X से ₹3 ऊपर" (a word of
    "from" within four tokens before the amount and one of "above" within three words after; module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, clause_of)."""
    if _ABOVE.isdisjoint(reader._keys) or getattr(reader, "refused_why", None) is not None:
        return
    toks, n = reader.tokens, reader.n
    for k, t in enumerate(toks):  # (tokens, not figures: a small amount beside a larger price may be dropped before)
        if t.kind != "num" or not (k and toks[k - 1].text == "₹" or k + 1 < n and toks[k + 1].key in _RUPEES):
            continue
        after = [toks[j].key for j in range(k + 1, min(n, k + 5)) if toks[j].kind == "word"][:3]
        before = [toks[j].key for j in range(max(0, k - 4), k) if toks[j].kind == "word"]
        hits = [i for i, w in enumerate(after) if w in _ABOVE]
        if not hits:
            continue
        if not _FROM.isdisjoint(before):
            reader.refused_why = why("ambiguous_intent.price_from_another", text=reader._clause_text(reader.clause_of[k]))
            return
