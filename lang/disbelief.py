"""The supplier's price said back in disbelief, or to be thought over — "Toor dal at ₹140, really?", "Masoor ₹86?
Kyun bhai?", "तूर दाल ₹140, सच में?", "Pyaaz ₹34? Dekh ke batata hoon", "घी ₹560 लीटर? दूसरे तो इससे कम लेते हैं।",
"You're asking ₹140 for toor dal? Seriously?", "Is butter ₹92 for one pack? Please confirm the rate." A bare price
asked ("Rice ₹36 per kg chalega?", "Toor dal ₹140?") is the writer's offer (the corpus conventions); with such words
in its clause or the short clause after, it is the supplier's own price questioned, no offer: the reader asks.

Before the thirteenth session each of these was an offer at the questioned price (breaker M: 14 of 29 probes), so
the supplier would accept "our" offer and close the deal at its own asking price.
"""
from __future__ import annotations

from lang.language import fold, fold_phrase, has_phrase

__all__ = ["said_back"]

#: Words of disbelief ("really?", "seriously?", "why?", "kyun?", "सच में?", "are you joking?", "the lowest?").
_DISBELIEF = frozenset(fold(w) for w in "really seriously srsly why kyun kyon kyu kyoon क्यों क्यूँ sach सच sachmuch "
                                        "सचमुच sachchi joking kidding mazaak mazak majak मज़ाक मजाक lowest".split())
#: Phrases that put the price back on the supplier or off for later ("you're asking", "let me check", "dekh ke
#: batata hoon", "देखकर बताता हूँ", "दूसरे तो इससे कम लेते हैं", "confirm the rate").
_PHRASES = [fold_phrase(p) for p in (
    "you're asking", "you are asking", "you want", "they want", "you charge", "you're charging", "you are charging",
    "aap maang", "aap mang", "आप माँग", "आप मांग", "let me check", "i'll check", "i will check", "will check",
    "check and", "revert", "get back", "dekh ke", "dekhke", "dekhkar", "देख के", "देखकर", "soch ke", "sochkar",
    "सोचकर", "सोच के", "confirm the rate", "confirm the price", "confirm rate", "others", "elsewhere", "doosre",
    "dusre", "दूसरे", "baaki log", "बाकी लोग", "seems high", "seem high", "seems a bit high", "seems steep",
    "compared to", "compared with", "rate confirm", "confirm kijiye", "confirm karo", "भाव बताइए", "भाव बताइये",
    "rate bataiye", "rate batao", "भाव बताओ", "रेट बताइए", "sabse kam", "सबसे कम", "your best", "final rate hai",
    "final hai kya", "फ़ाइनल है क्या", "फाइनल है क्या", "is that final", "is that your final")]  # ("is that the lowest?",
# "39 hi final rate hai kya?", "are you joking?": breaker AB, each had been an offer at the supplier's own price)  # (a price questioned, then the rate asked: breaker M)


def said_back(words: list[str]) -> bool:
    """Whether ``words`` (folded keys of a price question's clause and of the short clause after it) hold a word of
    disbelief or a phrase that puts the price back on the supplier ("really", "kyun", "let me check", "दूसरे")."""
    return not _DISBELIEF.isdisjoint(words) or has_phrase(words, _PHRASES)
