"""A price agreed by pointing at an earlier rate without saying it: "Sugar at the rate you gave on Monday is fine",
"चीनी सोमवार वाले रेट पर ठीक है", "Rice at the old rate is fine", "Same rate as last time for toor dal, okay?". The
accept had been read with no price — the desk's price of today, which need not be Monday's (breaker AL, silently).
``earlier_rate_accepted`` refuses it (``no_price.earlier_rate``): write the price meant. An order "at the same rate
as before" stays a plain order (the corpus convention: the desk sells at its price or says it); only an acceptance,
which closes a deal at a price, needs the figure; and so does a price proposed that way ("Can you give rice at last
month's rate?", "चावल पिछले महीने वाले रेट पर दे सकते हो?", "Toor dal pichli baar wale rate pe, theek hai?" had asked
for a rate, holdouts 69 and 92: the writer asks for the old rate, whose figure the desk need not know).

A sentence qualifies when it holds an accept (or offer) cue, a rate word, a word of the past beside it (a weekday, "old",
"earlier", "previous", "last", "before", "purane", "pichle", "पिछले", "पुराने", "you gave"; "kal" / "कल" not before
"tak" / "तक": "kal tak" is a day the goods come by), goods named in it, and no
price of its own (a sentence naming no goods — "Rate aapke pichhle bill wale hi theek hain" under a list of goods
ordered — is the order's "same rate": a plain order).
"""
from __future__ import annotations

from lang.clean import quoted_lines, quoted_spans
from lang.language import fold_words
from lang.reasons import why

__all__ = ["earlier_rate_accepted"]

_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट daam दाम")
_PAST = fold_words("old earlier previous last before gave quoted purane purana purani pichle pichli पिछले पिछली पुराने "
                   "पुराना monday tuesday wednesday thursday friday saturday sunday mondays somvar mangalvar budhvar "
                   "guruvar shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार कल kal "
                   "yesterday yesterdays")

#: "kal" / "कल" is yesterday or tomorrow; before "tak" / "तक" ("bhej do kal tak, rate thoda kam kar do") it is a day
#: by which goods come, not an earlier rate (session 54, WALKFIX: had refused "at an earlier rate").
_KAL = fold_words("kal कल")
_BY = fold_words("tak तक")

_QUOTED = next(iter(fold_words("quoted")))
#: Cues that agree to a price or propose one: an acceptance, or a price asked for ("Can you give rice at last month's
#: rate?", "Toor dal pichli baar wale rate pe, theek hai?", "चावल पिछले महीने वाले रेट पर दे सकते हो?").
_AGREES = frozenset({"accept", "offer"})


def earlier_rate_accepted(reader) -> None:
    """Set ``reader.refused_why`` (``no_price.earlier_rate``) for an acceptance of an earlier, unstated rate (module
    docstring). ``reader``: the MessageReader after its clause acts (clause_span, cues, figs, mentions)."""
    if _RATE.isdisjoint(reader._keys) or _PAST.isdisjoint(reader._keys):
        return
    past = _PAST
    raw = getattr(reader, "raw_text", "") if _QUOTED in reader._keys else ""
    if raw and (quoted_lines(raw)[0] or quoted_spans(raw)):  # "at the quoted rates" under the quote shown: its
        past = _PAST - {_QUOTED}  # rates are written above (breaker AR, p8017)
    priced = {f.clause for f in reader.figs if f.kind in ("price", "bare")} | {
        reader.clause_of[p] for p in reader.reference_at}
    for c in reader.cues:
        if not c.kinds & _AGREES or c.clause in priced:
            continue
        lo, hi = reader.clause_span[c.clause]
        words = [reader._word(k) for k in range(lo, hi)]
        at = [k for k, w in enumerate(words) if w in _RATE]
        if any(words[j] in past and not (words[j] in _KAL and words[j + 1:j + 2] and words[j + 1] in _BY)
               for k in at for j in range(max(0, k - 4), min(len(words), k + 5))):
            item = next((m for m in reader.mentions if reader.clause_of[m.first] == c.clause and m.sku), None)
            if item is None:
                continue  # "Rate aapke pichhle bill wale hi theek hain" beside an order: its rates, a plain order
            reader.refused_why = why("no_price.earlier_rate", item=reader.cat.by_sku(item.sku).item)
            return
