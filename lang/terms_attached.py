"""A price agreed with a new term attached: "Ok, ₹41 for sugar, but only with 15 days credit", "ठीक है, चीनी ₹41,
पर सिर्फ़ 15 दिन के उधार पर", "Give 15 days credit and ₹41 for sugar is fine, 30 kg", "Ok, ₹128 for mustard oil, but
only if delivered free" (breaker AX, silently read as accepts). A term we never quoted (credit, free delivery, an
advance) makes the agreement a new offer, not a plain accept. ``terms_attached`` refuses (``ambiguous_intent.terms``,
naming the term) when a sentence that accepts also makes such a term its condition and does not refuse it ("we can't do credit,
₹41 is fine" still accepts).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reasons import why

__all__ = ["terms_attached"]

#: Words of a term beyond the price: credit, free delivery, an advance.
_TERMS = fold_words("credit udhaar udhar udhaari उधार उधारी advance एडवांस अग्रिम free फ्री मुफ़्त मुफ्त muft")
#: Words that make the term a condition of the agreement ("but only with", "if you give", "सिर्फ़ … पर", "do to"); a
#: term only restated beside the agreement ("Agreed: ghee ₹520 a litre with free delivery") is the quote's own.
_IF = fold_words("only if but unless provided sirf सिर्फ़ सिर्फ tabhi तभी agar अगर to तो give do दो dena देना")
#: Words that refuse or set aside the term in the same sentence ("no credit needed", "उधार नहीं चाहिए").
_NOT = fold_words("no not nahi nahin नहीं न cannot cant without bina बिना refuse don't dont won't wont")


def terms_attached(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.terms``) when a clause holding an accept cue also holds a word
    of ``_TERMS``, a word of ``_IF`` and no word of ``_NOT``. ``reader``: the MessageReader after its clause acts."""
    if getattr(reader, "refused_why", None) is not None or _TERMS.isdisjoint(reader._keys):
        return
    said = clause_words(reader)
    for c in reader.cues:
        if "accept" not in c.kinds:
            continue
        words = said.get(c.clause, ())
        hit = [w for w in words if w in _TERMS]
        if hit and _NOT.isdisjoint(words) and not _IF.isdisjoint(words):
            term = next(t.text for k, t in enumerate(reader.tokens)
                        if reader.clause_of[k] == c.clause and t.kind == "word" and t.key == hit[0])
            reader.refused_why = why("ambiguous_intent.terms", word=term)
            return
