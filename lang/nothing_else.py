"""A refusal of "anything else" in a sentence that tells the shop's stock ("We still have 12 kg of sugar and 8 litres
of mustard oil on the shelf, so we don't need anything else", "हमारे पास अभी 12 किलो चीनी और 8 लीटर सरसों का तेल रखा
है, इसलिए बाकी कुछ नहीं चाहिए", "Humare paas … rakha hai, isliye baaki kuch nahi chahiye"): the shop needs nothing
besides what it asks elsewhere, and refuses none of the goods it says it holds (session 44, probe set RB, r012: the
sugar and the oil were refused when two goods were told). ``nothing_else`` says whether the refusal at a token is of
"anything else": a word of anything (anything, nothing, kuch, कुछ) and a word of other (else, more, aur, और, baaki,
बाकी) side by side among the four tokens before it and the four after it."""
from __future__ import annotations

from lang.language import fold_words as _keys

__all__ = ["nothing_else"]

_ANY = _keys("anything nothing kuch kuchh कुछ")
_OTHER = _keys("else more aur और baaki baki बाकी बाक़ी")


def nothing_else(reader, at: int) -> bool:
    """The refusal word at token ``at`` refuses "anything else" (module docstring), in its own clause."""
    clause = reader.clause_of[at]
    lo, hi = reader.clause_span[clause]
    words = [reader.tokens[k].key for k in range(max(lo, at - 4), min(hi, at + 5)) if reader.tokens[k].kind == "word"]
    return any(a in _ANY and b in _OTHER or a in _OTHER and b in _ANY for a, b in zip(words, words[1:]))
