"""A corrected bill asked for is the complaint's remedy, no goods sent: its send word orders nothing.

"… Billed: 5 trays / Received: 4 trays. Please check and send a corrected bill.", "- बिल में: 5 ट्रे अंडे / - मिले: 4
ट्रे … कृपया जाँच करके सही बिल भेजिए।", "- Bill mein: chawal 50 kg / - Aaya: 40 kg … Bill theek karke bhejo." (holdouts
29, 77, 98). The sentence asking the bill corrected is a dispute (its "सही बिल", "corrected bill" are dispute words), but
its "भेजिए" / "send" / "bhejo" had also been an order cue, and the goods of the disputed bill, told billed and received,
became an order of two counts ("eggs: 5 tray or 4 tray? write the one count you want"). A shopkeeper reads the goods as
the complaint's facts and sends no goods.

The order cue goes only in a message naming a bill (B14; "O636 ka revised bill bhej dena" beside a cut of O636 is
left as it was), when its sentence holds a dispute cue, names a bill by its word ("bill", "बिल", "invoice") with
a word of correcting it, and names no goods nor a count: "Sahi bill bhejo aur 2 tray ande bhejo" keeps its order (goods
named), and so does "send the bill with 10 kg sugar".

Shape: ``bill_sent(reader)`` with the MessageReader after its clause acts; order cues emptied in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.act_words import BILL_WORDS as _BILL

__all__ = ["bill_sent"]

#: Words of a bill corrected (folded keys; Devanagari folds to its Hinglish spelling).
_CORRECTED = fold_words("correct corrected correction revised revise rectify rectified amended sahi sahee theek thik "
                        "sudhar sudhaar सही ठीक संशोधित सुधार सुधारकर")


def bill_sent(reader) -> None:
    """Empty each order cue standing in a sentence that asks the disputed bill corrected (module docstring).
    ``reader``: the MessageReader after its clause acts (cues, mentions, figures, tokens)."""
    disputes = {c.clause for c in reader.cues if "dispute" in c.kinds}
    if not reader.bill_ids or not disputes or not any(c.kinds == {"order"} and c.clause in disputes for c in reader.cues):
        return
    words = clause_words(reader)
    goods = {reader.clause_of[m.first] for m in reader.mentions} | {f.clause for f in reader.figs if f.kind in (
        "qty", "badqty", "bare")}
    for c in reader.cues:
        if c.kinds == {"order"} and c.clause in disputes and c.clause not in goods:
            keys = set(words.get(c.clause, ()))
            if not _BILL.isdisjoint(keys) and not _CORRECTED.isdisjoint(keys):
                c.kinds = frozenset()
