"""The shop's own people coming ("Our boy will reach your shop at 5 with ₹3,000 for B12", "Hamara aadmi 5 baje
pahunchega", "हमारा लड़का कल आएगा"): a person of ours on the way is not goods asked after, so a delivery word
("reach", "arrive", "pahunchega") after one in the same clause is no delivery question.

Before the thirteenth session each such line read as ``ask_delivery`` with no order and no goods, and the
payment it announced (a payment for later, which the reader refuses with its reason) was lost behind it.
"""
from __future__ import annotations

from lang.language import fold_words as _keys

__all__ = ["drop_our_people_coming"]

#: A person (of the shop's side when "our/my/hamara/apna" stands right before).
_PERSON = _keys("boy man person guy staff helper munshi aadmi admi banda ladka ladke naukar आदमी बंदा लड़का नौकर मुंशी")
_OURS = _keys("our my hamara humara hamaara apna mera हमारा अपना मेरा")
_DELIVERY = "ask_delivery"


def drop_our_people_coming(cues: list, words: list[str], clause_of: list[int]) -> list:
    """``cues`` (``_Cue``s in token order) without delivery cues whose clause holds, before them, one of the shop's
    people ("our boy", "hamara aadmi"); ``words`` are the tokens' keys ("" for non-words), ``clause_of`` each
    token's clause. Returns the same list object when nothing is dropped."""
    if not any(_DELIVERY in c.kinds for c in cues):
        return cues
    ours = [k for k in range(1, len(words)) if words[k] in _PERSON and (
        words[k - 1] in _OURS or (k >= 2 and words[k - 2] in _OURS and words[k - 1]))]
    if not ours:
        return cues
    return [c for c in cues if not (_DELIVERY in c.kinds and any(
        k < c.pos and clause_of[k] == c.clause for k in ours))]
