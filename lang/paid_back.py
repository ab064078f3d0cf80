"""A payment told, then taken back: "Paid B7. Actually no, not yet — will do it tomorrow", "Paid B7. Scratch that, not
paid yet", "B7 ka payment kar diya. Nahi, abhi nahi kiya", "B7 का भुगतान कर दिया। नहीं, अभी नहीं किया". Nothing is paid;
B7 had been paid (breaker AI, silently). ``paid_taken_back`` refuses such a message (``contradictory.retracted``,
naming the sentence that takes it back).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold, fold_words
from lang.reasons import why

#: Pairs of words that take a payment back: "not yet", "abhi nahi", "scratch that", "ignore that", "not paid".
_BACK = {tuple(fold(w) for w in p.split()) for p in (
    "not yet", "abhi nahi", "abhi nahin", "अभी नहीं", "scratch that", "ignore that", "not paid", "nahi kiya",
    "nahin kiya", "नहीं किया", "nahi hua", "नहीं हुआ", "cancel that")}
_OPENS = fold_words("not yet abhi अभी scratch ignore paid nahi nahin नहीं cancel")


def paid_taken_back(reader) -> None:
    """Set ``reader.refused_why`` when a sentence after a payment's (``reader.cues`` of kind pay) names no bill, order,
    goods or figure and holds a pair of ``_BACK``. ``reader`` is the MessageReader after its clause acts."""
    if _OPENS.isdisjoint(reader._keys):
        return
    paid = [c.clause for c in reader.cues if "pay" in c.kinds]
    if not paid:
        return
    named = {reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids} | {
        reader.clause_of[m.first] for m in reader.mentions} | {f.clause for f in reader.figs}
    for clause, ws in clause_words(reader).items():
        if clause > min(paid) and clause not in named and set(zip(ws, ws[1:])) & _BACK:
            reader.refused_why = why("contradictory.retracted", text=reader._clause_text(clause))
            return
