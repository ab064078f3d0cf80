"""A bill asked to be checked beside another bill paid, in one sentence: "B57 check kar lijiye aur B58 ka payment kar
diya", "Please check B57 and pay B58". The payment took every bill of its sentence, so B57 — a bill the writer wants
looked at, not paid — was paid too, silently (a new user's trial, twenty-sixth session). ``checked_unpaid`` refuses
such a message (``ambiguous_intent.id``: what about B57?, as the reader asks of "B80 paid, B81 check karo") when a
bill's own part of the sentence (its chunk) has a word of checking and none of paying, and another bill of the
sentence is paid. "Check B57 and pay
it" (one bill) and "Please check B57. We have paid B58." (two sentences) are left to the rest of the reader.
"""
from __future__ import annotations

from lang.bill_checked import CHECK_WORDS, PAYING_WORDS
from lang.clause_words import chunk_words
from lang.language import fold_words
from lang.reasons import why

__all__ = ["checked_unpaid"]

#: Words of checking a bill (``lang.bill_checked``'s, and of looking at it).
_CHECK = CHECK_WORDS | fold_words("dekh dekhiye dekhna देख देखिए देखना")
#: Words of paying (``lang.bill_checked``'s, and of a transfer).
_PAYING = PAYING_WORDS | fold_words("पेमेंट transfer transferred ट्रांसफर")


def checked_unpaid(reader) -> None:
    """Set ``reader.refused_why`` for a bill to be checked in the sentence of another bill paid (module docstring).
    ``reader``: the MessageReader after its clause acts (bill_ids, cues, tokens, clause_of, chunk_of)."""
    if len(reader.bill_ids) < 2 or _CHECK.isdisjoint(reader._keys) or getattr(reader, "refused_why", None):
        return
    paying = {c.clause for c in reader.cues if "pay" in c.kinds}
    if not paying:
        return
    words = chunk_words(reader)
    for clause in paying:
        bills = [(pos, ident) for pos, ident in reader.bill_ids if reader.clause_of[pos] == clause]
        checked = [ident for pos, ident in bills if not _CHECK.isdisjoint(words.get(reader.chunk_of[pos], ()))
                   and _PAYING.isdisjoint(words.get(reader.chunk_of[pos], ()))]
        if checked and len({ident for _, ident in bills} - set(checked)) >= 1:
            reader.refused_why = why("ambiguous_intent.id", id=checked[0])
            return
