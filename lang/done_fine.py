"""A bargain closed in words naming no goods and no price, then the goods ordered: "Ok done, send 50 kg onion.", "Ok
done, 50 kilo pyaaz bhej do.", "ठीक है, डन। 50 किलो प्याज़ भेज दो।", and the same under a quoted greeting ("> Pranam
ji,\nOk done, 50 kilo pyaaz bhej do.": a new user's trial, session 47, finding 4 — refused "part of it reads like a
price agreed too"; without the quote the order alone was read, silently). "Done" closes a deal: a shopkeeper reads
the supplier's rate accepted for the goods ordered, then the order, as "ok done, send 20 kg" under a quoted rate
reads (tests/corpus_chat en-f2003) and as ``lang.rate_fine`` reads "OK, your rate is fine, send 10 litres of refined
oil". The accept carries no price (the desk takes its last quote; a quote's one price is carried by
``lang.quoted_accept``).

When (as ``lang.rate_fine``, with a closing word — "done", "deal", "pakka", "डन", "डील", "पक्का" — in place of a rate
word): the message names exactly one item and no price; one order cue stands with the goods; no offer, refusal or
cancel is said; an accept cue before it stands in a part with no goods and no figure and holds the closing word, and that part says
nothing but closing and acknowledging words ("Payment will be done tomorrow. Send 10 kg rice." orders only). Then
the accept cue moves onto the order's part, and the order's sentence is recorded in ``reader.rate_agreed_in``
(the supplier's rate agreed there, no price stated, as ``lang.quoted_terms`` reads it). A bare "Ok, send 50 kg onion." accepts nothing (no closing word), as
before.

Shape: ``done_fine(reader)`` with the MessageReader after its clause acts (called by ``lang.rate_fine``); moves a cue.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["done_fine"]

_CLOSED = fold_words("done deal pakka pakki डन डील पक्का पक्की")
# what may stand beside the closing word in its part ("Ok done", "ठीक है, डन", "Deal pakka bhai"); any other word says
# something else was done ("Payment will be done tomorrow. Send 10 kg rice.": no deal closed, the order alone)
_BESIDE = fold_words("ok okay okk ji haan han yes sir bhai bhaiya boss chalo thik theek hai then so ठीक है जी हाँ हां भाई "
                     "भैया चलो तो")


def done_fine(reader) -> None:
    """Move a closing accept cue naming no goods onto the part ordering the message's one item (module docstring).
    ``reader``: the MessageReader after its clause acts. "Ok done, 50 kilo pyaaz bhej do." → accept, order onion."""
    skus = {m.sku for m in reader.mentions}
    if len(skus) != 1 or None in skus or _CLOSED.isdisjoint(reader._keys) or any(f.kind == "price" for f in reader.figs):
        return
    goods = {reader.chunk_of[k] for k in reader.item_tokens}
    figured = {reader.chunk_of[f.pos] for f in reader.figs}
    orders = [c for c in reader.cues if c.kinds == {"order"} and c.chunk in goods]
    if len(orders) != 1 or any(c.kinds & {"offer", "reject", "cancel"} for c in reader.cues):
        return
    for c in reader.cues:
        if c.kinds != {"accept"} or c.chunk in goods or c.chunk in figured or c.pos > orders[0].pos:
            continue
        said = {reader.tokens[k].key for k in range(reader.n) if reader.chunk_of[k] == c.chunk} - {""}
        if any(reader._word(k) in _CLOSED for k in range(c.pos, c.end)) and said <= _CLOSED | _BESIDE:
            # the supplier's rate agreed in the order's sentence (lang.quoted_terms reads it so: no price stated)
            reader.rate_agreed_in = getattr(reader, "rate_agreed_in", set()) | {orders[0].clause}
            c.clause, c.chunk = orders[0].clause, orders[0].chunk
