"""A named order stopped for a while is held, not read past (session 39, fixer DL, on corpus_holdout140; issue 10):
"Gupta ji, please stop the daily milk O5 for two weeks, from 23 Nov to 6 Dec. I will tell you when to restart. Also
please send the bill for O5 till today." (en-l7014). "stop" was no word of the reader's, so only the bill was asked
and the milk kept coming for two weeks: the pause was dropped, silently. The corpus's gold reads the pause as a cancel
of O5 (the schema has no pause; a restart would be a new order); the reader's own way with goods held for a while
("don't send the sugar until I confirm") is to ask (``ambiguous_intent.hold``: nothing is cancelled — to cancel,
write cancel and the order; to send later, write when), and the Hindi and Hinglish of the same line ("O5 दो हफ़्ते के
लिए बंद कर दीजिए", "O5 do hafte ke liye band kar dijiye") were refused already. So a pause is refused the same way
in the three languages, with that reason.

When: a clause names an order (O5), a word of a while ("for two weeks", "do hafte", "तक", "till") and, within six
tokens of the id, a word of stopping it — "stop", "pause", "suspend", "halt", "band/बंद" + a verb of doing ("kar
dijiye", "कर दो"), "rok/रोक" + a verb of letting ("rok do", "रोक दीजिए") — and holds no cancel cue of its own ("cancel
O5" reads as before) and no question. Not "O15 का बिल भेज दें ताकि मुंशी जी हफ़्ते का हिसाब बंद कर सकें" (the account
closed, far from the id; "CA mahine ka hisaab band kar rahe hain, to O25 ka bill bhej dijiye": the account), nor
"The van stopped at the hall" (no order named).

Shape: ``order_paused(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["order_paused"]

#: English words of stopping an order for a while.
_STOP = fold_words("stop pause suspend halt")
#: Hindi / Hinglish: "band" or "rok" and the verb right after ("band kar dijiye", "रोक दो").
_BAND = fold_words("band बंद rok रोक")
_DO = fold_words("kar karo kardo kijiye kijie karein karen करो कर कीजिए कीजिये करें do dijiye dijie dein den दो दीजिए "
                 "दीजिये दें")
#: Words of a while: the stop is for a time ("for two weeks", "do hafte ke liye", "23 नवंबर से 6 दिसंबर तक").
_WHILE = fold_words("week weeks days day month till until din dino dinon hafte hafta hafton mahine mahina tak दिन दिनों "
                    "हफ़्ते हफ्ते हफ़्ता हफ्ता हफ़्तों महीने महीना तक abhi अभी temporarily kuch कुछ")
#: What else is closed with "band kar" ("CA mahine ka hisaab band kar rahe hain"): no order stopped.
_ACCOUNT = fold_words("hisaab hisab हिसाब khata khaata खाता account accounts books dukan dukaan दुकान shop")
#: How many tokens from the order's id the word of stopping may stand ("stop the daily milk O5", "O5 दो हफ़्ते के लिए
#: बंद कर दीजिए").
_NEAR = 6


def order_paused(reader) -> None:
    """Refuse (``reader.refused_why``, ``ambiguous_intent.hold``) a named order stopped for a while (module
    docstring). ``reader``: the MessageReader after its clause acts. "please stop the daily milk O5 for two weeks" →
    refused; "O5 दो हफ़्ते के लिए बंद कर दीजिए" and "O5 do hafte ke liye band kar dijiye" → refused; "Cancel O5." →
    as before."""
    if getattr(reader, "refused_why", None) is not None or not reader.order_ids or (
            _STOP.isdisjoint(reader._keys) and _BAND.isdisjoint(reader._keys)):
        return
    for p, _ in reader.order_ids:
        clause = reader.clause_of[p]
        if any(c.clause == clause and "cancel" in c.kinds for c in reader.cues) or (
                reader.acts.get(clause) is not None and reader.acts[clause].question):
            continue
        lo, hi = reader.clause_span[clause]
        words = [reader._word(k) for k in range(lo, hi)]
        if _WHILE.isdisjoint(words):
            continue
        near = range(max(lo, p - _NEAR), min(hi, p + _NEAR + 4))  # (the id's own tokens)
        if any(reader._word(k) in _STOP or reader._word(k) in _BAND and k + 1 < hi and reader._word(k + 1) in _DO
               and not (k > lo and reader._word(k - 1) in _ACCOUNT) for k in near):
            reader.refused_why = why("ambiguous_intent.hold", text=reader._clause_text(clause))
            return
