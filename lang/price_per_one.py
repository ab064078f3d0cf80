"""A price said for one of the goods, "₹4 में 1 बिस्कुट पैकेट ठीक है", "₹4 mein 1 biskut packet theek hai", "₹12 for one
soap" (part of the verify stage, ``lang.verify``, through ``lang.told_figures``): the "1" is the price's unit — per
packet — not a count asked. The reader had read the price and the order beside it and then refused the whole
message for the "1" ("what is 1 for?": fixer R of the twenty-eighth session, holdout107 g8030).

``per_one(reader, intents)`` returns the token positions of such ones, which the verify stage counts as explained: a
figure of value 1 that no intent uses, right after a price the reading uses (only "में", "mein", "for", "ka", "का"
between), in a sentence with no word of sending, and with the price's goods not ordered at a count of one. A "1"
anywhere else is still asked.

Linear: one look at each figure and the two tokens before it.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["per_one"]

#: Words between a price and the one it is for ("₹4 में 1", "₹4 mein 1", "₹12 for 1", "₹12 का 1").
_FOR = fold_words("mein me में for ka का ki की")
#: Words of sending: "₹4 mein 1 packet bhejo" may ask one packet.
_SEND = fold_words("send bhejo bhej bhejna bhejiye bhejdo भेजो भेज भेजना भेजिए भेजें")


def per_one(reader, intents) -> set[int]:
    """Token positions of the ones in ``reader.figs`` that are a used price's unit (module docstring). ``reader``:
    the MessageReader once its intents are composed (figs, used_pos, tokens, clause_span)."""
    ones = [f for f in reader.figs if f.value == 1 and f.kind in ("bare", "qty") and f.pos not in reader.used_pos]
    if not ones or any(i.quantity == 1 for i in intents):
        return set()
    toks = reader.tokens
    prices = {f.end: f for f in reader.figs if f.kind == "price" and f.pos in reader.used_pos}
    out: set[int] = set()
    for f in ones:
        lo, hi = reader.clause_span[f.clause]
        if any(toks[k].kind == "word" and toks[k].key in _SEND for k in range(lo, hi)):
            continue
        at = f.pos - 1
        while at >= 0 and toks[at].kind == "word" and toks[at].key in _FOR and f.pos - at <= 2:
            at -= 1
        if at + 1 < f.pos and at + 1 in prices:
            out.add(f.pos)
    return out
