"""A word of agreeing said of the past agrees to nothing now: "> Cheeni ₹42 ⏎ > Gud ₹60 ⏎ ⏎ Doosri baar theek tha."
("it was fine the other time"), "पिछली बार ठीक था।", "It was fine last time." The reply names no goods, so it is read
with the quoted lines before it (``lang.reply_context``) and its "theek" / "fine" had accepted every quoted price,
silently — the shop only remarked on an earlier delivery (issue 10, session 32's probes).

When: an accept cue whose word of agreeing ("theek", "ठीक", "sahi", "accha", "fine", "ok", "good") stands right before a
past "to be" ("tha", "thi", "the", "था", "थी", "थे") or right after "was" ("was fine", "was all good"). Then
the cue asks nothing; a message left with no request is refused as one (``no_intent.nothing``). Not "theek hai"
(now), nor "theek rahega" (will be): those still agree. "B76 theek tha … O77 kab aayega?" asks after O77 as before.

Shape: ``past_fine(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties cues in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["past_fine"]

#: Words of agreeing that can tell how something was.
_FINE = fold_words("theek thik thek ठीक sahi सही accha achha acha अच्छा badhiya बढ़िया fine ok okay good alright")
#: Hindi and Hinglish words of agreeing, after which "the" is the past "were" ("ande theek the"), not the article.
_FINE_HI = fold_words("theek thik thek ठीक sahi सही accha achha acha अच्छा badhiya बढ़िया")
_WAS_AFTER = fold_words("tha thi था थी थे thaa")
_WERE = fold_words("the")
_WAS_BEFORE = fold_words("was")  # (not "were": "we're" is written "were" once normalised — "so we're fine with ₹42")
_BETWEEN = fold_words("all also quite very really")  # "were all fine", "was quite good"


def past_fine(reader) -> None:
    """Empty each accept cue said of the past (module docstring). ``reader``: the MessageReader after its clause
    acts. Examples: "Doosri baar theek tha." / "पिछली बार ठीक था।" / "It was fine last time." → no accept."""
    if _FINE.isdisjoint(reader._keys) or (_WAS_AFTER.isdisjoint(reader._keys) and _WERE.isdisjoint(reader._keys)
                                          and _WAS_BEFORE.isdisjoint(reader._keys)):
        return
    word = reader._word
    for c in reader.cues:
        if "accept" not in c.kinds:
            continue
        fine = [k for k in range(c.pos, c.end) if word(k) in _FINE]
        if not fine:
            continue
        after = word(fine[-1] + 1)
        before = fine[0] - 1 - (word(fine[0] - 1) in _BETWEEN)
        if after in _WAS_AFTER or after in _WERE and word(fine[-1]) in _FINE_HI or word(before) in _WAS_BEFORE:
            c.kinds = c.kinds - {"accept"}
