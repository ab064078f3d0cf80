"""A word of agreeing said of the past agrees to nothing now: "> Cheeni ₹42 ⏎ > Gud ₹60 ⏎ ⏎ Doosri baar theek tha."
("it was fine the other time"), "पिछली बार ठीक था।", "It was fine last time." The reply names no goods, so it is read
with the quoted lines before it (``lang.reply_context``) and its "theek" / "fine" had accepted every quoted price,
silently — the shop only remarked on an earlier delivery (issue 10, session 32's probes).

When: an accept cue whose word of agreeing ("theek", "ठीक", "sahi", "accha", "fine", "ok", "good") stands right before a
past "to be" ("tha", "thi", "the", "था", "थी", "थे") or right after "was" ("was fine", "was all good"). Then
the cue asks nothing; a message left with no request is refused as one (``no_intent.nothing``). Not "theek hai"
(now), nor "theek rahega" (will be): those still agree. "B76 theek tha … O77 kab aayega?" asks after O77 as before.

So does a word of agreeing said of an hour (session 43, helper RC): "200 packet doodh tonight. after 10 ok but not
after 11 pls", "आज रात 200 पैकेट दूध। 10 के बाद ठीक पर 11 के बाद नहीं", "10 ke baad theek" (holdout136 h7030) agree to
the delivery time, not to a price: the milk had been asked "what price?" (and "10 के बाद चलेगा" accepted at ₹10, now
no figure: ``lang.clause_checks``). ``time_fine`` empties an accept cue of agreeing words alone in a sentence that
names no goods and no figure and tells an hour by its number before it ("after 10 ok", "10 के बाद ठीक", "7 baje
chalega"). A price agreed beside an hour ("₹40 ok, after 10"), and "Ok, after 10." (the yes first), keep the accept.

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
    time_fine(reader)
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


#: Agreeing words of ``time_fine``; words before an hour's number, and after it (alone or with the next word).
_FINE_NOW = _FINE | fold_words("chalega chalegi चलेगा चलेगी")
_HOUR_BEFORE = fold_words("after before by till until")
_HOUR_AFTER = fold_words("baje बजे am pm")
_HOUR_PAIRS = {("ke", "bad"), ("ke", "baad"), ("के", "bad"), ("se", "pahle"), ("se", "pehle"), ("से", "pahle")}


def _hour_end(reader, lo: int, hi: int) -> int | None:
    """The token after the first hour told by its number in tokens ``lo``..``hi`` ("after 10", "10 के बाद", "7 baje",
    "10 pm"), or None."""
    toks = reader.tokens
    for k in range(lo, hi):
        if toks[k].kind != "num":
            continue
        after = toks[k + 1].text.lower() if k + 1 < reader.n and toks[k + 1].kind == "word" else ""
        if reader._word(k - 1) in _HOUR_BEFORE or reader._word(k + 1) in _HOUR_AFTER or (
                after, reader._word(k + 2)) in _HOUR_PAIRS:
            return k + 1
    return None


def time_fine(reader) -> None:
    """Empty each accept cue of agreeing words alone in a sentence that names no goods and no figure and tells an
    hour before them (module docstring). ``reader``: the MessageReader after its clause acts (cues, figs, mentions)."""
    if _FINE_NOW.isdisjoint(reader._keys):
        return
    named = {reader.clause_of[m.first] for m in reader.mentions} | {f.clause for f in reader.figs}
    hour_at: dict[int, int | None] = {}  # a clause's first token after an hour's number (once a clause: linear)
    for c in reader.cues:
        if c.kinds != {"accept"} or c.clause in named or not all(reader._word(k) in _FINE_NOW for k in range(c.pos, c.end)):
            continue
        if c.clause not in hour_at:
            lo, hi = reader.clause_span[c.clause]
            hour_at[c.clause] = _hour_end(reader, lo, hi)
        if hour_at[c.clause] is not None and hour_at[c.clause] <= c.pos:
            c.kinds = frozenset()  # "after 10 ok", "10 के बाद ठीक": the hour agreed, not a price
