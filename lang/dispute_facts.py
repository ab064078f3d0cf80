"""What a disputed bill says and what was agreed before: clauses of a dispute's facts, not acts of their own.

"There is a mistake in bill B16. The sugar rate is written as ₹44 per kg, but the deal was done at ₹41." names the
₹44 the bill shows and the ₹41 agreed earlier; neither is an accept of today's (both had been read as an accept of
sugar at ₹44 or ₹132 beside the dispute, silently). ``SettleMixin._facts_of_the_dispute`` (lang.settle) asks here,
only in a message that disputes a bill:

- ``bill_says_marks``: words saying what the bill shows ("written as", "shows", "likha hai", "लिखा है") — the goods
  and prices of that clause are the dispute's facts, like a clause naming the disputed bill;
- ``agreed_before_clauses``: clauses telling an agreement in the past tense ("we had agreed on ₹132", "the deal was
  done at ₹41", "deal ₹41 pe hui thi", "सौदा ₹41 पर हुआ था") — an accept or offer read there is the dispute's
  reference price.
"""
from __future__ import annotations

from lang.language import fold

#: Words saying what a bill shows (folded keys; Devanagari folds to the same keys as its Hinglish spelling).
BILL_SAYS = frozenset(fold(w) for w in "written shows showing shown mentioned printed likha likhe likhi लिखा लिखे "
                      "लिखी".split())
#: Words of an agreement ("agreed", "deal", "सौदा", "तय", "बात") and the past tense that makes it a fact told.
_AGREED = frozenset(fold(w) for w in "agreed deal sauda सौदा tay तय settled fixed finalised finalized".split())
_PAST = frozenset(fold(w) for w in "had was were tha thi hua hui था थी हुआ हुई".split())


def bill_says_marks(words: list[str]) -> list[int]:
    """Positions (token indexes) of words saying what a bill shows; ``words`` are the message's folded word keys."""
    return [k for k, w in enumerate(words) if w in BILL_SAYS]


def agreed_before_clauses(words: list[str], clause_of: list[int]) -> set[int]:
    """Clause numbers (as ``clause_of`` gives them, one per token) with an agreement word and a past-tense word."""
    agreed = {clause_of[k] for k, w in enumerate(words) if w in _AGREED}
    return {clause_of[k] for k, w in enumerate(words) if w in _PAST and clause_of[k] in agreed} if agreed else set()
