"""A price we need, against a higher one named, with the count said apart, is an offer: "MRP on Tata Salt is ₹28; we
need it at ₹24 to make any margin. 20 kg.", "टाटा नमक की MRP ₹28 है; मार्जिन के लिए हमें ₹24 में चाहिए। 20 किलो।",
"Tata Salt ki MRP ₹28 hai; margin ke liye humein ₹24 mein chahiye. 20 kilo.", "Eggs: you said ₹6.20 each, we want
₹5.80 each. 4 trays." (holdout47 s033, s015).

tests/corpus_chat/README.md: a counter-offer that refuses the old price is one offer at the new price; a request to
send goods with a quantity is an order. Here "need"/"want"/"chahiye" takes the price, not the goods ("we need it at
₹24", "हमें ₹24 में चाहिए", "we want ₹5.80"), beside the MRP or the supplier's own figure, and the count follows in a
sentence of its own: the shopkeeper asks for a price — an offer with its count. It had been read as an order at our
price — silently (the supplier's desk would sell at it or refuse, not answer a counter-offer).

When: an order cue said by a word of needing or wanting ("need", "want", "chahiye", "चाहिए", "chahte", "चाहते"), in a
clause with exactly one price figure, no count and another amount before that price that is no figure of the
reading (the MRP or the quote told, taken out as context), the next clause being a count alone ("20 kg.", "4 ट्रे।").
Not "Give us 20 litres at ₹54 a litre" beside the dairy's ₹66 (the count in the asking sentence: an order, holdout96
y9045), nor "We need 20 kg salt at ₹24" (no other amount).

Shape: ``price_needed(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); changes cue kinds
in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["price_needed"]

#: Words of needing or wanting that can take a price as their object.
NEED_WORDS = fold_words("need needs want wants chahiye chahie chaiye चाहिए चाहिये chahte chahta चाहते चाहता")


def price_needed(reader) -> None:
    """Make an order cue that needs a price, the count said apart, an offer (module docstring)."""
    if NEED_WORDS.isdisjoint(reader._keys):
        return
    toks = reader.tokens
    fig_pos = {k for f in reader.figs for k in range(f.pos, f.end)}
    for c in reader.cues:
        if c.kinds != {"order"} or not any(toks[k].kind == "word" and toks[k].key in NEED_WORDS
                                           for k in range(c.pos, c.end)):
            continue
        figs = [f for f in reader.figs if f.clause == c.clause]
        if len(figs) != 1 or figs[0].kind != "price" or figs[0].role:
            continue
        lo, hi = reader.clause_span[c.clause]
        if not any(toks[k].kind == "num" and k not in fig_pos for k in range(lo, figs[0].pos)):
            continue
        if hi >= reader.n or not _count_alone(reader, reader.clause_of[hi]):
            continue
        c.kinds = frozenset({"offer"})


def _count_alone(reader, clause: int) -> bool:
    """Whether ``clause`` says a count and nothing else (its words are the count's unit)."""
    lo, hi = reader.clause_span[clause]
    figs = [f for f in reader.figs if f.clause == clause]
    if len(figs) != 1 or figs[0].kind != "qty" or any(c.clause == clause and c.kinds for c in reader.cues):
        return False
    return all(figs[0].pos <= k < figs[0].end or reader.tokens[k].kind != "word" for k in range(lo, hi))
