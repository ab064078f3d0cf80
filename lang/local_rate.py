"""A rate of another place told beside a refusal: "We will not take chana dal at Rs 78/kg, our local rate is Rs 72.",
"चना दाल रु 78/किलो पर हम नहीं लेंगे, हमारे यहाँ लोकल रेट रु 72 है।", "Chana dal Rs 78/kg par hum nahi lenge, hamare
yahan local rate Rs 72 hai." (dev151 a78032). The rate word of "local rate" was the clause's only intent word, so the
negation made it the refusal, which took the ₹72 of its own part of the sentence and left the ₹78 refused unexplained
("what is ₹78/kg for?"). A shopkeeper reads the chana refused at ₹78 and the local ₹72 as news (the corpus convention:
competitor and market prices are never labelled).

``local_rate`` moves such a refusal off the rate word to the negation, when the rate word ("rate", "bhav", "भाव",
"रेट", "price") stands right after a word of another place ("local", "market", "mandi", "bazaar", "लोकल", "मंडी") in a
negative clause that is no question, and the negation comes before it (a weak rate word beside a refusal of its
own, "… nahi lenge, hamare yahan local rate Rs 72 hai", asks nothing and is emptied); the other place's price is then left over and
read as another's (``lang.anothers_price``). Not when the clause asks ("Is the local rate not ₹72?").

Shape: ``local_rate(reader)`` with the MessageReader after its clause acts; its cues change in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["local_rate"]

_ELSEWHERE = fold_words("local locally mandi मंडी market bazaar bazar बाज़ार बाजार लोकल")
_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट daam दाम")


def local_rate(reader) -> None:
    """Move a refusal standing on a rate of another place to the clause's negation (module docstring)."""
    if _ELSEWHERE.isdisjoint(reader._keys) or _RATE.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        words = [reader._word(k) for k in range(c.pos, c.end)]
        if not words or words[-1] not in _RATE or not all(w in _ELSEWHERE | _RATE for w in words) or not (
                words[0] in _ELSEWHERE or c.pos > 0 and reader._word(c.pos - 1) in _ELSEWHERE):
            continue
        act = reader.acts.get(c.clause)
        if act is None or act.question:
            continue
        refused = any(k.clause == c.clause and k is not c and "reject" in k.kinds for k in reader.cues)
        if c.kinds <= {"ask_quote_weak"} and refused:
            c.kinds = frozenset()  # "… nahi lenge, hamare yahan local rate Rs 72 hai": no rate asked
            continue
        at = getattr(act, "negation_at", None)
        if c.kinds != {"reject"} or not act.negative or at is None or at >= c.pos or refused:
            continue
        c.pos, c.end, c.chunk = at, at + 1, reader.chunk_of[at]
    reader.cues.sort(key=lambda c: c.pos)
