"""A price said in a sentence of its own after an order, with words that say it is the same as before: "Can you send
6 litres ghee by Friday? ₹540 a litre, same as last time.", "Send 30 kg sugar... actually make it 60. ₹41/kg as
agreed.", "₹38 each like last time.", "Thirty-one rupees a kilo, same as last time.", "₹540 लीटर, पिछली बार जैसा.",
"₹540 litre, pichli baar wala rate." The verify stage (``lang.verify_kinds``, ``_price_of_another_clause``) asks
about an order's price stated in another sentence that says nothing of what it is ("Send 20 kg rice. Last time it
was ₹38.": the old price, the price asked, or a note?); a price said now and called the same as before is the
price asked, the old one and the new one being the same (fixer R of the thirty-first session: holdouts 24, 38, 66
in English, where the order already carried the price and only the sentence was refused). "Last time ₹38." and
"Last time it was ₹38." stay asked: a past price told, not one said now.

``same_as_before(words, fillers)`` says whether the folded words left in such a sentence (after the price, the goods'
name, units and ``fillers``, the words of a rate) are exactly one of the phrases below, their own units and fillers
left out the same way ("pichli baar jaisa": "baar" folds to "bar", a unit word).

``said_same_now(tokens, start, end)`` reads the same kind with the phrase before the price, a rate word at most
before it and nothing but units after it, the sentence not a question: "Rate same as last time, ₹110.", "रेट पिछली
बार जैसा ₹110।", "Rate pichli baar jaisa ₹110." (trial 33: the "last time" beside the price had made it a reference
and the order went at the list price, silently). "It was ₹110 last time", "Last time ₹110.", "पिछली बार ₹110 था",
"Same as last time ₹110?" stay references (told or asked, not said now).
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words
from lang.units import UNIT_WORDS

__all__ = ["same_as_before", "said_same_now"]

#: What a price said now may be called besides: the same as before, as agreed, as usual.
_PHRASES = frozenset(fold_phrase(p) for p in (
    "same as last time", "same as before", "same as last week", "like last time", "like before", "as last time",
    "as before", "as agreed", "as agreed earlier", "as agreed before", "as usual", "as discussed", "it is",
    "pichli baar jaisa", "pichli baar wala", "pichhli baar jaisa", "pichhli baar wala", "pehle jaisa", "pehle wala",
    "jaise pichli baar", "jo tay hua tha", "jo tay hua", "पिछली बार जैसा", "पिछली बार वाला", "पहले जैसा", "पहले वाला",
    "जैसे पिछली बार", "जो तय हुआ था", "जो तय हुआ", "same rate as last time", "same rate as before", "same as last time "
    "wala", "pichli baar wale", "pichhli baar wale", "पिछली बार वाले", "पिछली बार वाली", "पिछली बार जैसे", "पहले वाले",
    # "as agreed" in Hindi words ("chini @39 jaisa tay hua", "चीनी @39 जैसा तय हुआ": dev151 a78003, session 42 FE)
    "jaisa tay hua", "jaisa tay hua tha", "jaise tay hua", "jaise tay hua tha", "जैसा तय हुआ", "जैसा तय हुआ था",
    "जैसे तय हुआ", "जैसे तय हुआ था"))


#: The phrases with the words a caller leaves out left out, by the identity of the set of them (a few sets at most).
_LEFT_CACHE: dict[int, tuple[frozenset, frozenset]] = {}


def same_as_before(words: tuple[str, ...], fillers: frozenset[str]) -> bool:
    """Whether ``words`` (folded keys, in order, with unit words and ``fillers`` left out) are one of the phrases that
    call a price said now the same as before ("same as last time", "as agreed", "पिछली बार जैसा")."""
    hit = _LEFT_CACHE.get(id(fillers))
    if hit is None or hit[0] is not fillers:
        left = frozenset(tuple(w for w in p if w not in fillers and w not in UNIT_WORDS) for p in _PHRASES)
        hit = _LEFT_CACHE[id(fillers)] = (fillers, left)
    return bool(words) and words in hit[1]


#: Words a sentence may hold beside the phrase and the price in ``said_same_now`` ("Rate same as last time, ₹110").
_NOW_FILLERS = fold_words("rate rates price bhav bhaav daam भाव रेट दाम is hai है the ji please")
_STOPS = (".", "?", "!", "।", ";")
_PER = fold_words("per prati प्रति a ek एक")


def said_same_now(tokens, start: int, end: int) -> bool:
    """Whether the price at tokens ``start``..``end`` (``lang.language.Token`` list) is said now and called the same as
    before, in a sentence of its own: the words before it in its sentence (from its start, or a number) are a rate word
    at most and one of the phrases ("Rate same as last time, ₹110.", "रेट पिछली बार जैसा ₹110।", "Rate pichli baar
    wala ₹110"), the words after it units at most, and the sentence no question ("Same as last time, ₹110?" is asked)."""
    before, j = [], start - 1
    while j >= 0 and tokens[j].kind not in ("nl", "num") and not (tokens[j].kind == "sym" and tokens[j].text in _STOPS
                                                                   or tokens[j].text == ":" and before):
        if tokens[j].kind == "word" and tokens[j].key not in _NOW_FILLERS and tokens[j].key not in UNIT_WORDS:
            before.append(tokens[j].key)
        j -= 1
    if len(before) < 2:
        return False
    j = end
    while j < len(tokens) and tokens[j].kind != "nl" and not (tokens[j].kind == "sym" and tokens[j].text in _STOPS):
        if tokens[j].kind == "num" or tokens[j].kind == "word" and tokens[j].key not in UNIT_WORDS and \
                tokens[j].key not in _NOW_FILLERS and tokens[j].key not in _PER:
            return False
        j += 1
    if j < len(tokens) and tokens[j].text == "?":
        return False
    return same_as_before(tuple(before[::-1]), _NOW_FILLERS)
