"""A quality asked of goods sent, said with a negation, refuses nothing: "Send 3 trays of eggs — no broken ones this
time please.", "send five dozen bananas also, the yellow ones, not too ripe", "पाँच दर्जन केले भी भेज देना, पीले वाले,
ज़्यादा पके नहीं", "3 tray ande bhejo, toote hue nahi" (holdouts 88 and 66). Their "no" / "not" / "नहीं" had made the
sentence a refusal of the goods it sends ("eggs: a quantity with an acceptance or a refusal; say send if you want it
sent"). The shopkeeper sends the goods and picks good ones.

The negation is passed over (the stage of clause acts, ``lang.acts``) only when a word of a spoilt or overripe state
stands right after it (English: "no broken", "not too ripe"; "too"/"over" between) or right before it (Hindi and
Hinglish: "toote hue nahi", "ज़्यादा पके नहीं"), and the sentence holds a word of sending ("send", "bhejo", "भेज
देना"). "Eggs are broken, not taking them" keeps its refusal (the state is not next to the negation), and so does "no
eggs, they come broken" (no send word).

Shape: ``quality_asked(keys, k)`` with the sentence's folded word keys and the negation's index among them.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["quality_asked"]

#: States of goods not wanted (folded keys; Devanagari folds to its Hinglish spelling).
_STATES = fold_words("broken damaged rotten spoilt spoiled ripe overripe stale leaking torn dented expired cracked "
                     "crushed old toote toota tooti tute tuta tuti pake paka paki sade sada sadi sadey kharab kharaab "
                     "phate phata phati gale gala टूटे टूटा टूटी पके पका पकी सड़े सड़ा सड़ी ख़राब खराब फटे फटा फटी गले")
#: Words between the negation and the state ("not too ripe", "no over-ripe"), or between the state and the negation
#: ("toote hue nahi", "पके हुए नहीं").
_BETWEEN = fold_words("too over very zyada jyada ज़्यादा ज्यादा hue hua hui हुए हुआ हुई")
_SEND = fold_words("send sending bhejo bhejiye bhej bhejna bhejdo bhejna dena भेजो भेजिए भेज भेजना भेजें")


def quality_asked(keys: list[str], k: int) -> bool:
    """Whether the negation at ``keys[k]`` only asks a quality of goods sent in the same sentence (module docstring);
    ``keys`` are the sentence's folded word keys in order."""
    if _SEND.isdisjoint(keys):
        return False
    after = k + 1 + (k + 1 < len(keys) and keys[k + 1] in _BETWEEN)
    before = k - 1 - (k >= 1 and keys[k - 1] in _BETWEEN)
    return after < len(keys) and keys[after] in _STATES or before >= 0 and keys[before] in _STATES
