"""An order asked held ("kindly keep O30 on hold", "O30 को रोक कर रखें", "O30 ko hold pe rakhiye") is a request of its
own about that order. Beside a dispute of a bill ("Bill B22 charges us for 12 litres … Please check and send a
corrected bill. Until this is sorted out, kindly keep O30 on hold.") the dispute had carried O30 and the hold been
dropped (holdout48 q005, silently; the Hindi and Hinglish were refused). ``held_in`` tells ``lang.guards``' check
of an id another request owns that the order's sentence asks something else of it: which request is O30 for?

Shape: ``held_in(reader, clause)`` with the MessageReader and a clause → bool.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["held_in"]

#: Words of holding an order back ("hold", "रोक", "rok").
_HOLD = fold_words("hold holding rok roke rokiye rokna रोक रोके रोकिए रोकना")


def held_in(reader, clause: int) -> bool:
    """The clause holds a word of holding goods or an order back."""
    if _HOLD.isdisjoint(reader._keys):
        return False
    lo, hi = reader.clause_span[clause]
    return any(reader.tokens[k].kind == "word" and reader.tokens[k].key in _HOLD for k in range(lo, hi))
