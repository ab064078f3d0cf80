"""Goods said not to be sent "now" beside goods ordered, with no order named: those goods are not wanted, no hold.

"Bhaiya ek bori aloo bhej do aur 10 darjan kele. Tamatar abhi mat bhejna, rate bahut upar hai." (a new user's trial,
session 33), "Send 6 dozen bananas. Don't send tomatoes for now.", "10 दर्जन केले भेज दीजिए। टमाटर अभी मत भेजिए।". The
shopkeeper sends the potatoes and bananas and no tomatoes; the whole mail had been refused as goods held back ("holds
the goods back for now; nothing is cancelled"), which is the reading of an order's goods kept waiting ("don't send
the sugar until I confirm", "O5 ki cheeni abhi mat bhejna"). Without "abhi" ("Tamatar mat bhejna") it was read as the
tomatoes not wanted (a reject), as "Pyaaz nahi chahiye abhi" is.

``not_wanted_now(reader, cue)`` says a negated send (``lang.nonitem``'s held cue) is such a refusal: the message names
no order id, the cue's sentence names goods and no order word and states no figure (not a stock told: "गोदाम में
अभी करीब 60 किलो चावल पड़ा है, चावल मत भेजना"), its only word of a time is now ("abhi", "अभी", "now", "for now"; not
"until", "yet", "tak", "confirm", "wait", "baad", "batayenge"), said in the refusal's own part of the sentence, and
another sentence orders goods.

Shape: ``not_wanted_now(reader, cue)`` → bool, with the MessageReader after its clause acts and a cancel cue.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.substitute_declined import declines_substitute

__all__ = ["not_wanted_now"]

#: Words of now said in the refusal's own part ("Tamatar abhi mat bhejna", "Don't send tomatoes for now").
_NOW = fold_words("abhi abhee अभी now")
#: Words of a time beyond now that make a negated send a hold ("until I confirm", "abhi tak", "baad mein batayenge").
_LATER = fold_words("yet until till tak तक confirm wait baad बाद batayenge bataenge bataunga बताएँगे बताएंगे बताऊँगा "
                    "ruko रुको later kal कल tomorrow")


def not_wanted_now(reader, cue) -> bool:
    """The negated send ``cue`` refuses goods not ordered, beside goods ordered (module docstring)."""
    if declines_substitute(reader, cue):
        return True  # ("टमाटर की जगह प्याज़ मत भेजना, हमारे पास अभी 20 किलो प्याज़ पड़ा है": the now is the stock's)
    if reader.order_ids:
        return False
    lo, hi = reader.clause_span[cue.clause]
    if not _LATER.isdisjoint(reader._word(k) for k in range(lo, hi)) or any(f.clause == cue.clause for f in reader.figs):
        return False  # (not "गोदाम में अभी करीब 60 किलो चावल पड़ा है, चावल मत भेजना": the stock told, lang.order_terms)
    if _NOW.isdisjoint(reader._word(k) for k in range(lo, hi) if reader.chunk_of[k] == cue.chunk):
        return False
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    ordering = {c.clause for c in reader.cues if "order" in c.kinds}
    return cue.clause in goods and cue.clause not in ordering and bool(ordering & goods - {cue.clause})
