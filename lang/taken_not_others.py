"""Goods taken at a price, then "but" other goods refused, in one sentence: "We'll take the rice at ₹39 but not the
toor dal at ₹150", "Dahi at ₹34 we'll take, but butter at ₹52 won't do", "chawal 39 me le lenge, par toor dal 150
me ni", "दही ₹34 पे ले लेंगे लेकिन मक्खन ₹52 पे नहीं चलेगा".

The shopkeeper answers the supplier's prices item by item: one taken, the other refused. The taking was read as
an offer of our own at that price (holdout71 x7036, holdout95 w9002: the supplier would have been asked to
sell at the price it had already named — silently). The refusal beside it says the prices are theirs, so the take is
an **accept** at the price. Left as read when a quantity is taken ("We'll take 20 kg sugar at ₹41, but no
jaggery": holdout95 w9041 reads it as an order and a refusal, but a refusal in a sentence that orders is goods not
ordered, ``lang.settle``'s convention, so an order would still drop the jaggery).

When: one clause with a word of taking ("take", "lenge", "लेंगे") read as an offer or order before a word of "but"
("but", "par", "पर", "lekin", "लेकिन", "magar", "मगर"), goods and exactly one price (and no count) before the
"but", other goods after it, a refusal after it and none before it. Not when a condition stands before the "but" ("if", "agar", "अगर",
"to/toh/तो", "karo/करो": "₹33 karo toh 40 packet le lenge" is an offer), nor a question, nor a quoted message (its
price may differ from ours: a counter), nor a price change ("₹2 less").

Shape: ``taken_not_others(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); it changes
the take cue's kinds in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["taken_not_others"]

#: Words of taking ("we'll take", "le lenge", "ले लेंगे").
TAKE_WORDS = fold_words("take lenge लेंगे")
#: Words of "but".
BUT_WORDS = fold_words("but par पर lekin लेकिन magar मगर")
#: Words of a condition before the "but": the take is then an offer, as read.
CONDITION_WORDS = fold_words("if agar अगर toh तो karo करो kardo करदो provided unless less kam कम")
#: "to" is a condition only in Hindi and Hinglish ("₹33 karo to 40 packet le lenge").
_TO = fold_words("to")


def taken_not_others(reader) -> None:
    """Make a take cue before "but" an accept when other goods are refused after the "but" in the same clause
    (module docstring)."""
    if getattr(reader, "refused_why", None) or TAKE_WORDS.isdisjoint(reader._keys) \
            or BUT_WORDS.isdisjoint(reader._keys) or reader.context_chars:
        return
    raw = getattr(reader, "raw_text", "") or ""
    if raw.lstrip().startswith(">") or "\n>" in raw or "?" in raw:
        return
    toks = reader.tokens
    for k in range(reader.n):
        if toks[k].kind != "word" or toks[k].key not in BUT_WORDS:
            continue
        clause = reader.clause_of[k]
        cues = [c for c in reader.cues if c.clause == clause]
        takes = [c for c in cues if c.pos < k and c.kinds and c.kinds <= {"offer", "order"}
                 and any(toks[j].kind == "word" and toks[j].key in TAKE_WORDS for j in range(c.pos, c.end))]
        if len(takes) != 1 or any(c.pos < k and c is not takes[0] and c.kinds for c in cues):
            continue
        if not any(c.pos > k and "reject" in c.kinds for c in cues):
            continue
        start = min(j for j in range(k + 1) if reader.clause_of[j] == clause)
        words = {toks[j].key for j in range(start, k) if toks[j].kind == "word"}
        if not CONDITION_WORDS.isdisjoint(words) or (reader.language != "en" and not _TO.isdisjoint(words)):
            continue
        before = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause and m.last <= k}
        after = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause and m.first > k}
        if len(before) != 1 or not after or before & after:
            continue
        figs = [f for f in reader.figs if f.clause == clause and start <= f.pos < k]
        prices = [f for f in figs if f.kind == "price"]
        if len(prices) != 1 or prices[0].role or any(f.kind != "price" for f in figs):
            continue
        takes[0].kinds = frozenset({"accept"})
        return
