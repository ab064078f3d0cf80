"""Goods taken, then "but" other goods not, in one run of words with no mark between: "चावल ₹39 में ले लेंगे पर अरहर
दाल ₹150 में नहीं।", "chawal 39 me le lenge par toor dal 150 me nahi". The "नहीं" after the "पर" had refused the
rice too (holdout71 x7036: both rejected — the rice taken was refused, silently); with a comma before the "पर" the
message is refused already. ``taken_but`` refuses it the same (``ambiguous_intent.conflict``, naming the sentence: it
both agrees and refuses), so the writer puts each verdict in a sentence of its own.

When: a word of taking ("lenge", "लेंगे", "le lo", "chalega", "theek", "ok", "manzoor", "take") that a word of
"but" follows right away ("par", "पर", "lekin", "लेकिन", "magar", "but"; "है"/"hai" may stand between), with goods
named before the take word and after the "but", and the take word made a refusal by the negation after the "but" (its
cue is a refusal). Not "₹150 पर नहीं लेंगे" ("पर" after a price is "at": no take word before it), nor "Besan ₹104/kg
is fine but suji at ₹56/kg we won't take" (the refusal is the later words' own: the besan stays accepted).

Shape: ``taken_but(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["taken_but"]

#: Words of taking or agreeing, right before "but".
_TAKE = fold_words("lenge लेंगे le ले lunga लूंगा लूँगा lo लो lijiye लीजिए chalega चलेगा chalegi चलेगी theek thik ठीक "
                   "ok okay manzoor मंज़ूर मंजूर take fine")
#: Words of "but".
_BUT = fold_words("par पर lekin लेकिन magar मगर but")
#: Words that may stand between the take word and "but" ("theek hai par", "ठीक है पर").
_IS = fold_words("hai है")


def taken_but(reader) -> None:
    """Set ``reader.refused_why`` for goods taken, then others refused after "but", in one sentence (module
    docstring)."""
    if _BUT.isdisjoint(reader._keys) or _TAKE.isdisjoint(reader._keys) or getattr(reader, "refused_why", None):
        return
    refusing = {c.clause for c in reader.cues if "reject" in c.kinds}
    if not refusing:
        return
    toks = reader.tokens
    for k in range(1, reader.n):
        if toks[k].kind != "word" or toks[k].key not in _BUT or reader.clause_of[k] not in refusing:
            continue
        j = k - 1
        if toks[j].kind == "word" and toks[j].key in _IS:
            j -= 1
        if not (toks[j].kind == "word" and toks[j].key in _TAKE) or reader.clause_of[j] != reader.clause_of[k]:
            continue
        clause = reader.clause_of[k]
        before = any(reader.clause_of[m.first] == clause and m.last < j for m in reader.mentions)
        after = any(reader.clause_of[m.first] == clause and m.first > k for m in reader.mentions)
        turned = any(c.clause == clause and "reject" in c.kinds and c.pos <= j for c in reader.cues)
        if before and after and turned:
            reader.refused_why = why("ambiguous_intent.conflict", text=reader._clause_text(clause))
            return
