"""An order put on hold in a later sentence: "We would be obliged if you could dispatch 30 kg onions. On second
thoughts, kindly hold the same till further notice", "… पुनर्विचार करने पर, कृपया अगली सूचना तक इसे रोक कर रखें",
"Hold it till further notice" (holdout86 i9059; fixer D). The onions had been ordered, silently: a clause taken back
had to open with "actually", "wait" or "no". ``held_back`` tells ``TurnsMixin._taken_back`` that a clause holds the
goods back: a word of holding with a word of second thoughts or of "till further notice". A clause that opens with
"otherwise" ("If you can do ₹132 per litre on mustard oil, we will take 30 litres. Otherwise we will hold off for
now.") is the other side of a condition, no second thought (session 44, probe set RB, r003: refused as taken back in
English; "वरना अभी रुकेंगे", "Warna abhi rukenge" were read as the offer).
"""
from __future__ import annotations

from lang.act_words import OTHERWISE
from lang.language import fold

__all__ = ["HOLD_WORDS", "held_back"]

#: Words of holding goods back (they open ``act_turns``' gate for taken-back clauses).
HOLD_WORDS = frozenset(fold(w) for w in "hold holding withhold रोक रोका रोके rok roka roke".split())
#: Pairs of words of second thoughts or of a hold with no end ("second thought(s)", "further notice", "agle notice").
_PAIRS = {(fold(a), fold(b)) for a, b in (("second", "thought"), ("second", "thoughts"), ("further", "notice"),
                                          ("agle", "notice"), ("agli", "suchna"), ("अगली", "सूचना"), ("dobara", "sochne"),
                                          ("दोबारा", "सोचने"), ("for", "now"), ("abhi", "ke"))}
_ONE = frozenset(fold(w) for w in "पुनर्विचार punarvichar reconsidering".split())


def held_back(words: list[str]) -> bool:
    """True when the clause's word keys (in order) hold goods back with second thoughts or until further notice."""
    if HOLD_WORDS.isdisjoint(words) or words and words[0] in OTHERWISE:
        return False  # ("Otherwise we will hold off for now": the condition's other side)
    return not _ONE.isdisjoint(words) or any((a, b) in _PAIRS for a, b in zip(words, words[1:]))
