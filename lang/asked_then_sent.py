"""Goods priced in a question, then "send it": "Gud ₹3,000 for 50 kg? Send it.", "Gud 50 kilo ₹3,000 mein? Bhej
do.", "गुड़ 50 किलो ₹3,000 में? भेज दो।" (holdout47 s100, all three languages). The question names the goods, the
count and the price; the next sentence is only a word of sending. A shopkeeper reads one order at that price (the
corpus README: a request to send goods with a count, with a price, is an order at that price; the supplier's desk
sells at it or refuses a price below its own, naming its own). The question alone had made an offer, and "send it",
naming no goods, was dropped: nothing was ordered, silently.

When: an offer cue that the acts stage set on the goods of a question (a price asked with no word of offering: the
cue stands on the item's name), in a sentence with a price and a count, and the next sentence holds an order cue and
nothing else: no goods, no figure, no id, no question mark, and only words of sending, "it" / "them" and
politeness ("Send it.", "Bhej do.", "भेज दीजिए।", "Please send."). Then the question's cue is emptied and its
goods take the order of the sentence after them (``lang.lines``). Not "Tomato ₹30/kg?
We'll take 25 kg." (a take word and a count of its own: an offer, the README's), nor "Rice ₹36 chalega? Send 50 kg."
(goods counted apart), nor a question with no count ("Rice ₹36 per kg? Send it." has no quantity to order).

Shape: ``asked_then_sent(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["asked_then_sent"]

#: The words a bare sending sentence may hold besides its order cue.
_BARE = fold_words("send it them please pls kindly bhej bhejo bhejiye bhejna do dijiye dena de ise inhe bhi ji "
                   "भेज भेजो भेजिए भेजें भेजना दो दीजिए देना दें इसे इन्हें कृपया जी dispatch deliver")


def asked_then_sent(reader) -> None:
    """Turn a question's offer into an order when "send it" follows (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, cues, figs, mentions, clause_span)."""
    starts = {m.first for m in reader.mentions if m.sku is not None}
    for i, c in enumerate(reader.cues):
        if c.kinds != {"offer"} or c.pos not in starts:
            continue
        lo, hi = reader.clause_span[c.clause]
        if not any(t.text == "?" for t in reader.tokens[lo:hi]):
            continue
        figs = [f for f in reader.figs if f.clause == c.clause]
        if not any(f.kind == "price" for f in figs) or not any(f.kind == "qty" for f in figs) or any(
                d.kinds and d.clause == c.clause and d is not c for d in reader.cues):
            continue
        nxt = reader._worded_clause(c.clause, +1)
        if nxt not in reader.clause_span or not _bare_send(reader, nxt):
            continue
        c.kinds = frozenset()  # (the goods take the next sentence's order cue: lang.lines)


def _bare_send(reader, clause: int) -> bool:
    """``clause`` is only "send it": an order cue, no goods, figure or id, no "?", and only sending words."""
    lo, hi = reader.clause_span[clause]
    cues = [d for d in reader.cues if d.clause == clause and d.kinds]
    if not cues or any(d.kinds != {"order"} for d in cues) or any(lo <= m.first < hi for m in reader.mentions) or any(
            f.clause == clause for f in reader.figs) or any(lo <= p < hi for p, _ in reader.order_ids + reader.bill_ids):
        return False
    toks = reader.tokens[lo:hi]
    return not any(t.text == "?" for t in toks) and all(t.key in _BARE for t in toks if t.kind == "word")
