"""Goods named in a sentence of thanks: "Thanks for sending the 10 kg rice. Please send 5 kg sugar.", "Thank you for
correcting B9 for the 4 short packets of besan. … We would also like 8 more bags of atta", "Besan ke 4 kam packet ke
liye B9 theek karne ka thank you". With no request word of its own, the sentence borrowed the order of the next, so
the rice was ordered again and 4 packets of besan ordered (sealed75 f8039, silently). ``thanked_goods`` makes such a
sentence background (``reader.background``, its figures out): its goods are told, not asked for.

A sentence counts when it holds a word of thanks ("thank", "thanks", "shukriya", "dhanyavaad", "धन्यवाद",
"शुक्रिया") and "for" / "ke liye" / "के लिए", and no intent word about goods of its own ("Thanks, please send 10 kg
rice" is a request; a request word made a verbal noun, "B9 theek karne ka", "B9 ठीक करने का", is the thing thanked
for, asked of no one), and that counts goods and names no price (an offer thanked for is the referent of what
follows: "Thank you for your offer of ghee at ₹560 per litre. We regret we cannot take it").
"""
from __future__ import annotations

from lang.as_above import as_above
from lang.clause_words import clause_words
from lang.language import fold_words
from lang.received_said import received_said
from lang.reader_parts import ITEM_INTENTS

__all__ = ["thanked_goods"]

_THANKS = fold_words("thank thanks thankyou shukriya shukria dhanyavaad dhanyavad dhanyawad धन्यवाद शुक्रिया")
_FOR = fold_words("for liye लिए")
#: A verbal noun after a request word ("theek karne ka", "ठीक करने के लिए"): the doing thanked for, asked of no one.
_DOING, _OF = fold_words("karne करने"), fold_words("ka ke ki का के की")
_ASKING = frozenset(ITEM_INTENTS) | {"ask_quote_weak"}


def thanked_goods(reader) -> None:
    """Make each sentence of thanks for goods background (module docstring). ``reader``: the MessageReader after its
    clause acts (tokens, clause_of, cues, figs, background). First, goods said received with "मिली" / "mili" (a
    sentence of thanks, or none) are made background too (``lang.received_said``: "कल की चीनी मिली, धन्यवाद।")."""
    received_said(reader)
    as_above(reader)  # "Summary: rice and sugar as above." (lang.as_above)
    if _THANKS.isdisjoint(reader._keys) or _FOR.isdisjoint(reader._keys) or not reader.mentions:
        return
    words = clause_words(reader)
    thanking = {clause for clause, ws in words.items() if not _THANKS.isdisjoint(ws) and not _FOR.isdisjoint(ws)}
    thanking -= {c.clause for c in reader.cues if c.kinds & _ASKING and not (reader._word(c.end) in _DOING and  # (not
                 reader._word(c.end + 1) in _OF)}  # "B9 theek karne ka thank you": the correcting thanked for)
    thanking &= {f.clause for f in reader.figs if f.kind in ("qty", "bare")}  # goods counted ...
    thanking -= {f.clause for f in reader.figs if f.kind == "price"}  # ... not an offer priced, thanked for and then
    # refused ("Thank you for your offer of ghee at ₹560 per litre. We regret …": its goods are the refusal's)
    thanking &= {reader.clause_of[m.first] for m in reader.mentions if m.sku}
    if not thanking or len(thanking) == len(words):  # (a message of thanks alone is left to the rest of the reader)
        return
    reader.background = set(reader.background) | thanking
    reader.figs = [f for f in reader.figs if f.clause not in thanking]
