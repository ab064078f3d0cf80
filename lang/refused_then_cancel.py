"""Goods of a named order refused, then a bare "cancel" in the next sentence: the cancel is of those goods, not of
the whole order (holdout126 k8017 in all three languages: "O6 curd 20 packet not want. cancel.", "O6 का दही 20 पैकेट
नहीं चाहिए। कैंसल करो।", "O6 ka dahi 20 packet nahi chahiye. cancel karo." had cancelled all of O6, harmful when O6
holds other goods). A shopkeeper reads the cancel as the refusal said again: cancel 20 packets of curd from O6, as
"O6 curd 20 packet cancel." reads.

Only a sentence that is a cancel word and nothing else but courtesy ("cancel.", "Please cancel.", "कैंसल करो।",
"cancel kar do ji"; not "Please cancel it.": the goods or the order? refused as before) right after a sentence that refuses goods and names one order id and no price.
"Curd not selling. Cancel O6." (the cancel names its order) and "O6 not wanted. Cancel." (no goods) stay whole;
"Cancel the whole order" is no bare cancel.

Shape: ``refused_then_cancel(reader)`` with the MessageReader after its clause acts (cues, cancel_items).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["refused_then_cancel"]

#: Words a bare cancel sentence may hold beside its cancel word: courtesy, pointers, the verb's helpers.
_BARE = fold_words("please pls plz kindly kripya kripaya कृपया ji bhai bhaiya sir do karo kar kardo dijiye kijiye karna "
                   "dena de करो कर दो दीजिए कीजिए करना देना दें करें")  # (not "it": "Atta from O5 is not needed.
# Please cancel it." asks whether the goods or the order, ``ambiguous_intent.cancel_narrowed``, as before)


def refused_then_cancel(reader) -> None:
    """Read a bare cancel as of the goods of a named order refused in the sentence before it (module docstring): the
    refusal's cues dropped, both sentences a cancel of those goods (``reader.cancel_items``). ``reader``: the MessageReader after its
    clause acts. Examples: "O6 curd 20 packet not want. cancel." → cancel 20 curd from O6; "O6 का दही 20 पैकेट नहीं
    चाहिए। कैंसल करो।" and "O6 ka dahi 20 packet nahi chahiye. cancel karo." → the same."""
    if not reader.order_ids or not any(c.kinds == {"cancel"} for c in reader.cues) or \
            not any(c.kinds == {"reject"} for c in reader.cues):
        return
    id_clauses = {}
    for p, ident in reader.order_ids:
        id_clauses.setdefault(reader.clause_of[p], set()).add(ident)
    goods = {reader.clause_of[m.first] for m in reader.mentions if m.sku}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    for cue in [c for c in reader.cues if c.kinds == {"cancel"}]:
        clause = cue.clause
        if clause in id_clauses or clause in goods or not _bare(reader, clause, cue):
            continue
        before = clause - 1
        while before >= 0 and before in reader.clause_span and not any(
                reader.tokens[k].kind in ("word", "num") for k in range(*reader.clause_span[before])):
            before -= 1  # (an empty line between)
        cues = [c for c in reader.cues if c.clause == before and c.kinds]
        if before < 0 or len(id_clauses.get(before, ())) != 1 or before not in goods or before in priced or \
                not cues or any(c.kinds != {"reject"} for c in cues):
            continue
        reader.cues = [c for c in reader.cues if c.clause != before]  # the refusal is the cancel's: its goods
        reader.cancel_items.update((before, clause))  # are what it cancels ("cancel the 50 packets of incense")
        return


def _bare(reader, clause: int, cue) -> bool:
    """The clause holds the cancel cue's words, punctuation and ``_BARE`` words only."""
    lo, hi = reader.clause_span[clause]
    if any(c.clause == clause and c is not cue and c.kinds for c in reader.cues):
        return False
    return all(cue.pos <= k < cue.end or t.kind in ("sym", "nl") or t.kind == "word" and t.key in _BARE
               for k, t in ((k, reader.tokens[k]) for k in range(lo, hi)))
