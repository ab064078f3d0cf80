""""Last" said of days, not of a price: "पिछली दिवाली पर आख़िरी दस दिनों में लगभग 300 किलो चीनी बिक गई थी", "last 10 din
mein 300 kilo cheeni bik gayi", "in the last ten days we sold 300 kg sugar". "आख़िरी" / "aakhri" / "final" is a word of
a last price offered ("आख़िरी भाव ₹40"), and beside a rate enquiry's list it had offered the sugar told sold, with no
price: the enquiry was refused "what price for sugar?" (holdout181 hi-m3001, once the need "तैयारी चाहिए" beside it no
longer ordered the sugar: session 52).

``last_days`` empties an offer cue that is only such a word when a span of time follows it — a word of days, weeks,
months or years, with at most two counting words between ("आख़िरी दस दिनों", "last 10 days", "aakhri do hafte").
"आख़िरी भाव ₹40", "Last price 225" keep their offer. A part of the sentence left with no cue that tells a sale
(``lang.acts.PAST_REPORTS``: "बिक गई थी", "sold") is then background, as it reads without the "last".

Shape: ``last_days(reader)`` with the MessageReader after its clause acts (a pass of ``lang.beside_requests``);
``reader.cues`` change in place. Linear in the cues.
"""
from __future__ import annotations

from lang.acts import PAST_REPORTS
from lang.language import fold_words
from lang.background_chunks import told_as_background

__all__ = ["last_days"]

_LAST = fold_words("last final aakhri akhri aakhiri akhiri आख़िरी आखिरी आखरी antim अंतिम")
#: Words of a span of time.
_SPAN = fold_words("din dino dinon दिन दिनों days day hafte hafton हफ़्ते हफ्ते हफ़्तों हफ्तों week weeks mahine mahino "
                   "महीने महीनों month months saal साल year years")
#: Counting words that may stand between ("आख़िरी दस दिनों", "last few days").
_COUNTING = fold_words("ek do teen char paanch panch das bees kuch kuchh few couple एक दो तीन चार पाँच पांच दस बीस कुछ "
                       "two three four five ten twenty")


def last_days(reader) -> None:
    """Empty the offer cues that are "last" said of a span of days (module docstring). ``reader``: the
    MessageReader after its clause acts."""
    if _LAST.isdisjoint(reader._keys) or _SPAN.isdisjoint(reader._keys):
        return
    told: set[int] = set()
    for c in reader.cues:
        if c.kinds != {"offer"} or any(reader._word(k) not in _LAST for k in range(c.pos, max(c.end, c.pos + 1))):
            continue
        k = max(c.end, c.pos + 1)
        for _ in range(2):  # (at most two counting words or numbers)
            if k < reader.n and (reader.tokens[k].kind == "num" or reader._word(k) in _COUNTING):
                k += 1
        if reader._word(k) in _SPAN:
            c.kinds = frozenset()
            told.add(c.chunk)
    told = {ch for ch in told if not any(c.chunk == ch and c.kinds for c in reader.cues)
            and any(reader._word(k) in PAST_REPORTS for k in range(reader.n) if reader.chunk_of[k] == ch)}
    if told:  # ("… आख़िरी दस दिनों में 300 किलो चीनी बिक गई थी": the sale told, as it reads without the "last")
        told_as_background(reader, told)
