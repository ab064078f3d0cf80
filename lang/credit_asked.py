"""A credit asked set against a bill: "Please adjust our ₹500 credit against B11.", "हमारा ₹500 का क्रेडिट B11 में
एडजस्ट कर दीजिए।", "Hamara ₹500 ka credit B11 mein adjust kar dijiye." The desk keeps no credits: a bill is paid in
full or disputed. The request had been read as a dispute of B11 (holdout97 a9007, silently), which asks the bill
checked, not ₹500 taken off. ``credit_asked`` refuses it (``ambiguous_intent.credit``: pay the bill in full, or
dispute it) when a sentence names a bill, a word of credit and a word of adjusting or setting off.

Shape: ``credit_asked(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reasons import why

__all__ = ["credit_asked"]

_CREDIT = fold_words("credit क्रेडिट")
_ADJUST = fold_words("adjust adjusted adjustment setoff offset एडजस्ट")


def credit_asked(reader) -> None:
    """Set ``reader.refused_why`` for a credit asked set against a named bill (module docstring)."""
    keys = reader._keys
    if _CREDIT.isdisjoint(keys) or _ADJUST.isdisjoint(keys) or not reader.bill_ids or getattr(
            reader, "refused_why", None):
        return
    said = clause_words(reader)
    for p, ident in reader.bill_ids:
        words = said.get(reader.clause_of[p], ())
        if not _CREDIT.isdisjoint(words) and not _ADJUST.isdisjoint(words):
            reader.refused_why = why("ambiguous_intent.credit", id=ident)
            return
