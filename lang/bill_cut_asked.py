"""A cut asked off a bill is a dispute of that bill: "B9 has 24 biscuits, only 20 came; reduce the bill by 4",
"बिल B15 में सरसों तेल 12 लीटर लिखा है पर आए सिर्फ़ 10 लीटर। 2 लीटर का पैसा बिल से कम कीजिए।", "B7 mein 30 kilo chawal
likha hai, 25 kilo hi aaye; bill se 5 kilo kam karo" (walk56: refused "which order to cancel? name it, e.g. O3", or
"a complaint about B7, or goods cut from an open order?"). "Reduce", "kam karo", "कम कीजिए", "take off" is a cancel
cue to the cue stage; said of *the bill* ("bill se", "बिल से", "off the bill", "the bill by") it cuts no order —
it asks the named bill corrected, as "Dispute on bill B9: …" and "charge us for 20" already read.

``bill_cut_asked(reader)`` (after ``lang.bill_short``) turns such a cue into a dispute of the message's one bill when:

- the cue is a cut only (its kinds are {"cancel"}) and its part of the message (chunk) has a word of the bill
  ("bill", "बिल", "invoice") and no order id;
- the message names exactly one bill id and no order id, in the cue's sentence or the sentence before it.

In the bill's own sentence the sentence's cues become one dispute cue at the id (its figures are the dispute's facts,
as ``lang.bill_short`` does); in the next sentence, where the bill's sentence is disputed already, the cut's cue and
figures are left out (the dispute's remedy: "2 लीटर का पैसा बिल से कम कीजिए"). Anything else is left as it was read
(a cut with an order id, two bills, goods cut "from the order"). Shape: ``bill_cut_asked(reader)`` with the
MessageReader after its clause acts; changes ``reader.cues``, ``reader.figs``, ``reader.cancel_items`` and
``reader.cancel_chunks``, returns nothing. (``lang.bill_reduced`` reads the same in the bill's sentence when it names
money: "B2 mein unke paise kam kar dijiye".)
"""
from __future__ import annotations

from lang.clause_words import chunk_words
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["bill_cut_asked"]

#: Words naming a bill as what is cut ("bill se kam", "off the bill", "बिल से कम").
_BILL = fold_words("bill bil बिल invoice")


def bill_cut_asked(reader) -> None:
    """Read a cut asked off the message's one bill as that bill's dispute (module docstring)."""
    if len(reader.bill_ids) != 1 or reader.order_ids or not any(c.kinds == {"cancel"} for c in reader.cues):
        return
    pos = reader.bill_ids[0][0]
    bill_clause = reader.clause_of[pos]
    words = chunk_words(reader)
    cuts = [c for c in reader.cues if c.kinds == {"cancel"} and not _BILL.isdisjoint(words.get(c.chunk, ()))
            and c.clause in (bill_clause, bill_clause + 1)]
    if not cuts:
        return
    if any(c.clause == bill_clause for c in cuts):
        own = [c for c in reader.cues if c.clause == bill_clause and c.kinds]
        if any(c.kinds - {"cancel", "dispute"} for c in own):
            return  # the sentence asks something else too ("… and send 10 more"): left to the rest of the reader
        reader.cues = sorted([c for c in reader.cues if c.clause != bill_clause] + [
            _Cue(frozenset({"dispute"}), pos, pos + 1, bill_clause, reader.chunk_of[pos])], key=lambda c: c.pos)
        reader.cancel_items.discard(bill_clause)  # (its goods are the dispute's facts, no cut: lang.compose)
        reader.cancel_chunks.difference_update(c.chunk for c in cuts)
        return
    if not any(c.clause == bill_clause and "dispute" in c.kinds for c in reader.cues):
        return  # the bill's sentence is no complaint: "B7 aa gaya. Bill se 2 kilo kam karo" is left as read
    goods = {reader.chunk_of[m.first] for m in reader.mentions}
    remedy = {c.chunk for c in cuts if c.chunk not in goods}  # (goods named in the cut: left as read)
    if not remedy:
        return
    reader.cues = [c for c in reader.cues if c.chunk not in remedy]
    reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in remedy]
    reader.cancel_chunks.difference_update(remedy)
