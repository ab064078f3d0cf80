"""A fault of goods delivered before, told beside an order of the same goods: "कल वाले अंडे ख़राब निकले, 30 में से 6
टूटे थे। आज 2 ट्रे अंडे और भेजिए।", "Kal ka doodh khatta tha, 5 packet kharab nikle. Aaj 40 packet doodh bhejo.",
"Yesterday's eggs were bad, 6 out of 30 were broken. Please send 2 more trays of eggs today." The complaint's
figures tell what went wrong then; the order is the 2 trays. The message had been refused as "how many pieces of
eggs?" (though 2 trays are stated) or "eggs is asked twice" (a new user's trial, session 32, #2953).

``past_faults`` (run by ``lang.after_acts``) takes out a sentence that only complains (dispute words, or none), in
the past ("yesterday", "kal", "कल", "last time" and a verb of the past: "was", "tha", "थे", "निकले"), when no bill or
order is named and every goods it names are ordered in another sentence with a count there: its goods, cues and
figures leave. A sentence that refuses the goods in a chunk of their own ("Ande nahi, pichli baar toote the": a
negation there, no word of the past) is no fault told: it stays (``lang.goods_taken_back`` reads it). With a bill named ("B7: 6 of 30 eggs were broken") the dispute reads as before.
"""
from __future__ import annotations

from lang.goods_taken_back import refused_here
from lang.language import fold_words

__all__ = ["past_faults"]

_WHEN = fold_words("yesterday yesterdays kal कल last pichli pichhli pichle pichhle pichla पिछली पिछले पिछला earlier")
_PAST = fold_words("was were tha thi था थी थे nikle nikla nikli निकले निकला निकली aaye aaya aayi आए आये आया आई came "
                   "went broke toote tute टूटे sade sadi सड़े सड़ी")
_COMPLAINT = frozenset({"dispute", "neutral"})


def past_faults(reader) -> None:
    """Drop the sentences of ``reader`` (the MessageReader after its clause acts) that only tell a past fault of goods
    ordered again elsewhere (module docstring)."""
    keys = reader._keys
    if _WHEN.isdisjoint(keys) or _PAST.isdisjoint(keys) or reader.bill_ids or reader.order_ids or \
            len(reader.mentions) < 2:
        return
    clause_of = reader.clause_of
    counted = {f.clause for f in reader.figs if f.kind in ("qty", "bare")}
    ordering = {c.clause for c in reader.cues if "order" in c.kinds} & counted
    ordered = {m.sku for m in reader.mentions if clause_of[m.first] in ordering}
    told = set()
    for cl in {clause_of[m.first] for m in reader.mentions} - ordering:
        cues = [c for c in reader.cues if c.clause == cl and c.kinds]
        lo, hi = reader.clause_span[cl]
        words = {reader._word(k) for k in range(lo, hi)}
        if any(not c.kinds <= _COMPLAINT for c in cues) or _WHEN.isdisjoint(words) or _PAST.isdisjoint(words):
            continue
        if all(m.sku in ordered and not refused_here(reader, m) for m in reader.mentions
               if clause_of[m.first] == cl):
            told.add(cl)
    if told:
        reader.mentions = [m for m in reader.mentions if clause_of[m.first] not in told]
        reader.cues = [c for c in reader.cues if c.clause not in told]
        reader.figs = [f for f in reader.figs if f.clause not in told]

