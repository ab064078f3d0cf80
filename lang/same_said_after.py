"""A price said now with "same as before" after it, in a sentence of its own, is the price asked (session 38, fixer
DB; issue 10): "S2 - send 120 packet milk tonight. rate 25 per packet same as before" (holdout136 en-h7002: the
"before" within three words after the price made it a reference, an earlier price told, and the milk was ordered at
no price, silently; the Hindi "रेट 25 प्रति पैकेट, पहले जैसा" and Hinglish read it). The corpus README's rule on
prices in a sentence of their own carries such a price to the order; ``lang.same_as_before.said_same_now`` reads the
phrase said before the price ("Rate same as last time, ₹110").

When: the words after the price to the end of its sentence, leaving out units, "per" and the words of a rate ("rate",
"is", "hai", "the", "ji", "please"), are exactly one of ``lang.same_as_before``'s phrases ("same as before", "as
agreed", "pehle jaisa", "पिछली बार जैसा"), with no other number, and the sentence is no question. "It was ₹25 before",
"₹25 per packet before" (no phrase) and "₹25 same as before?" stay references.

Shape: ``said_same_after(tokens, start, end)``: ``lang.language.Token`` list and the price's token span; called from
``lang.roles``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.same_as_before import same_as_before
from lang.units import UNIT_WORDS

__all__ = ["said_same_after"]

#: Words a sentence may hold beside the phrase after the price (as ``lang.same_as_before``'s).
_FILLERS = fold_words("rate rates price bhav bhaav daam भाव रेट दाम is hai है the ji please")
_PER = fold_words("per prati प्रति a ek एक")
_STOPS = (".", "?", "!", "।", ";")


def said_same_after(tokens, start: int, end: int) -> bool:
    """Whether the price at tokens ``start``..``end`` is called the same as before by the rest of its sentence:
    "rate 25 per packet same as before", "₹25 प्रति पैकेट पहले जैसा", "25 per packet pehle jaisa"; not "₹25 same as
    before?" nor "it was ₹25 before"."""
    words, j, n = [], end, len(tokens)
    while j < n and tokens[j].kind != "nl" and not (tokens[j].kind == "sym" and tokens[j].text in _STOPS):
        t = tokens[j]
        if t.kind == "num":
            return False
        if t.kind == "word" and t.key not in UNIT_WORDS and t.key not in _PER and t.key not in _FILLERS:
            words.append(t.key)
        j += 1
    if not words or j < n and tokens[j].text == "?":
        return False
    return same_as_before(tuple(words), _FILLERS)
