"""A bill asked for, with "not come yet" said of it in the next breath, asks after no delivery (session 38, fixer DB,
on corpus_holdout137; issue 10): "Manoj ji send B2, not come yet.", "मनोज जी B2 भेजो, अभी तक नहीं आया।", "Manoj ji
B2 bhejo, abhi tak nahi aaya." (i7023). The words of not come had been read as a delivery asked after beside the
bill asked (the desk answered about goods nobody named). ``lang.still_owed.bill_not_come`` reads the same when the
bill is named in the same part of the sentence ("B11 abhi nahi aaya"); here its subject is left out.

When: a delivery question's cue in a sentence that also asks for a bill by its id, in a part of the sentence that
names no bill, order or goods, in a message that names no order and no goods at all, with a word of not ("not",
"nahi", "नहीं") and a word of coming ("come", "aaya", "आया"). Then the cue asks nothing (the bill is asked already).
"Send B2. When will O4 come?" (an order named) and "Send B2. The rice has not come." (goods named) read as before.

Shape: ``bill_not_here(reader)`` with the MessageReader after its clause acts (run from ``lang.asked_or_kept``);
changes the cues' kinds in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["bill_not_here"]

_NOT = fold_words("not no nahi nahin नहीं नही yet")
_COME = fold_words("come came reached arrived received aaya aayi aaye aya pahuncha pahunchi mila mili आया आई आए "
                   "आये पहुँचा पहुंचा पहुँची मिला मिली")


def bill_not_here(reader) -> None:
    """Empty the delivery question said of a bill asked for (module docstring). ``reader``: the MessageReader after
    its clause acts. "Manoj ji send B2, not come yet." asks for B2 only; "B2 भेजो, अभी तक नहीं आया।" the same."""
    if not reader.bill_ids or reader.order_ids or reader.mentions or _NOT.isdisjoint(reader._keys) \
            or _COME.isdisjoint(reader._keys):
        return
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    asked = {c.clause for c in reader.cues if c.kinds == {"ask_bill"} and c.clause in billed}
    named = {reader.chunk_of[p] for p, _ in reader.bill_ids}
    for c in reader.cues:
        if c.kinds != {"ask_delivery"} or c.clause not in asked or c.chunk in named:
            continue
        lo, hi = reader.clause_span[c.clause]
        words = {reader.tokens[k].key for k in range(lo, hi) if reader.chunk_of[k] == c.chunk
                 and reader.tokens[k].kind == "word"}
        if not words.isdisjoint(_NOT) and not words.isdisjoint(_COME):
            c.kinds = frozenset()
