"""A bill or order put off for a later talk, beside today's request, asks nothing of it now: "२० ब्रेड और ४० दूध
भेजिए। कल के बिल B2 पर बात बाद में करेंगे।" (a new user's trial, session 34: A51), "20 bread aur 40 doodh bhejiye.
Kal ke bill B2 par baat baad mein karenge.", "Send 20 bread and 40 milk. We'll talk about yesterday's bill B2 later."
The reader had refused "what about B2?" (``lang.verify``: every id must be carried by an intent or told as needing
nothing). A shopkeeper sends the bread and milk and waits for the talk about B2.

``talked_later(reader, pos, intents)`` is true for the id at token ``pos`` when its sentence has no intent word and no
question, holds a word of talking ("baat", "बात", "talk", "discuss", "charcha", "चर्चा", "hisaab", "हिसाब") and a word
of later ("baad", "बाद", "later", "phir kabhi", "agle hafte"…), names no goods and no money, and another sentence
makes a request. "B2 ka payment baad mein karenge" (a payment put off: ``lang.time_to_pay``) and "B2 galat hai, baad
mein baat karte hain" (a complaint word) are not put off here.

Shape: ``talked_later(reader, pos, intents)`` with the MessageReader, the id's token and the composed intents → bool.
"""
from __future__ import annotations

from lang.id_guard import COMPLAINT_WORDS
from lang.language import fold_words

__all__ = ["talked_later"]

_TALK = fold_words("baat bat बात talk discuss discussion charcha चर्चा hisaab hisab हिसाब")
_LATER = fold_words("baad bad बाद later agle अगले afterwards phir")
#: Words of a fault (``lang.id_guard``'s complaint words, but not "but", "par", "lekin", which only join).
_FAULT = COMPLAINT_WORDS - fold_words("but par lekin magar")
_MONEY = fold_words("pay paid paying payment पेमेंट bhugtan भुगतान paisa paise पैसा पैसे money amount ₹ rs rupees "
                    "rupaye रुपये cash upi neft")


def talked_later(reader, pos: int, intents: list) -> bool:
    """The id at token ``pos`` stands in a sentence that puts it off for a later talk, beside another sentence's
    request (module docstring)."""
    if not intents:
        return False
    clause = reader.clause_of[pos]
    act = reader.acts.get(clause)
    if act is not None and act.question or any(c.clause == clause and c.kinds - {"neutral"} for c in reader.cues):
        return False
    if not any(c.clause != clause and c.kinds - {"neutral"} for c in reader.cues):
        return False
    lo, hi = reader.clause_span[clause]
    words = {reader._word(k) for k in range(lo, hi)} - {""}
    if _TALK.isdisjoint(words) or _LATER.isdisjoint(words) or not words.isdisjoint(_MONEY | _FAULT):
        return False
    return not any(lo <= m.first < hi for m in reader.mentions) and not any(
        lo <= f.pos < hi for f in reader.figs if f.kind != "hint")
