"""Goods listed with "and" before a delivery question are all asked after (session 39, fixer DK, on
corpus_holdout139; issue 10): "O8 (कुल 40 पैकेट आटा और 100 किलो चावल) की पहली गाड़ी गुरुवार को आनी थी, पर अभी तक
कुछ नहीं पहुँचा।" (hi-k7028) and "O8 (total 40 packet aata aur 100 kg chawal) ki pehli gaadi … par abhi tak kuch
nahi pahuncha." (hinglish) had asked after the rice alone and dropped the atta, silently (the English, "… in all)
was due on Thursday, but nothing has reached us yet", read both). ``lang.delivery_asked`` leaves out goods joined to
the question by "and" ("Rice 25 kg and the bill": two requests side by side); here the "and" joins the atta to the
rice, goods of one list, and the question is after both.

``listed_before(reader, line, lines, pos)`` (asked by ``lang.delivery_asked`` only of goods with no request of their
own, for a delivery question: "12 दर्जन केले और 5 किलो मक्खन भेजो, …, O45 का बिल भेजो" orders both): every "and" between the line's goods and the question at token ``pos``
(``lang.delivery_asked``'s ``_joined`` words) is followed within a few tokens by another goods line of the same
sentence — a list of goods, not a request beside them. "Rice 25 kg and the bill?" (nothing after the "and" but the
bill) and "20 kg rice aur 10 kg sugar bhejo aur O5 kab aayega?" (an "and" after the last goods) are not.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["listed_before"]

#: The joining words of ``lang.reader_parts``' separators that ``lang.compose``'s ``_joined`` reads.
_AND = fold_words("and n aur और tatha तथा also plus evam एवं va व but lekin लेकिन magar मगर kintu किंतु किन्तु "
                  "however whereas")
#: How many tokens after an "and" the next goods may start ("aur 100 kg chawal": three).
_NEAR = 5


def listed_before(reader, line, lines, pos: int) -> bool:
    """Whether each "and" between ``line``'s goods and the question at token ``pos`` joins it to more goods of its
    sentence: "O8 (40 पैकेट आटा और 100 किलो चावल) … नहीं पहुँचा", "O8 (40 packet aata aur 100 kg chawal) … nahi
    pahuncha", "O8 (40 packets of atta and 100 kg rice) … has not reached" (the atta); not "Rice 25 kg and the bill"."""
    lo, hi = line.pos, min(pos, line.pos + 40)
    if hi <= lo:
        return False
    starts = sorted(ln.pos for ln in lines if ln.clause == line.clause and lo < ln.pos < pos)
    if not starts:
        return False
    words = reader._words
    found = False
    for k in range(lo, hi):
        if words[k] in _AND:
            if not any(k < s <= k + _NEAR for s in starts):
                return False
            found = True
    return found
