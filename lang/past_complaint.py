"""Goods named in a complaint about an earlier delivery beside a request for others: "घी 5 लीटर और मक्खन 20 पैकेट का
रेट बताइए। पिछली बार का दूध खट्टा निकला था, इस बार ध्यान रखना।", "Ghee ka rate batao. Pichhli baar ka doodh khatta
tha", "Please share the rate for ghee and butter. Last time the milk was sour, please take care". The milk had been
asked its rate too (the complaint's goods took the question of the other sentence; session 31, a new user's trial):
goods told of the past are not asked.

``past_complaint`` drops from ``reader.mentions`` the goods of each sentence that has a word of an earlier time
("last", "previous", "pichhli", "पिछली", "पिछले"), no count or price and no request but a complaint (``dispute``, whose
cue goes too: no bill is named), when every sentence with a request names goods of its own ("Pichhli baar ka doodh
khatta tha. Is baar 20 packet bhejna": the 20 packets are the milk's, left as read), and not a sentence that refuses
the goods in a chunk of their own ("Ande nahi, pichli baar toote the": the past is the refusal's reason).
Shape: ``past_complaint(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.goods_taken_back import refused_here
from lang.language import fold_words

__all__ = ["past_complaint"]

_EARLIER = fold_words("last previous earlier pichhli pichli pichhle pichle pichhla pichla पिछली पिछले पिछला")
#: Cue kinds that ask for goods (a sentence with one is no complaint of the past alone).
_ASKING = frozenset({"order", "offer", "accept", "reject", "ask_quote", "cancel", "ask_delivery", "pay", "ask_bill"})


def past_complaint(reader) -> None:
    """Drop the goods of the sentences that only complain of an earlier delivery (module docstring). ``reader``: the
    MessageReader after its clause acts (mentions, cues, figs, bill_ids, order_ids, clause_of)."""
    if _EARLIER.isdisjoint(reader._keys) or reader.bill_ids or reader.order_ids or len(reader.mentions) < 2:
        return
    words = clause_words(reader)
    asking = {c.clause for c in reader.cues if c.kinds & _ASKING}
    if not asking:
        return
    named = {reader.clause_of[m.first] for m in reader.mentions}
    if asking - named:
        return  # "… Is baar 20 packet bhejna": the complaint's goods are asked after all
    figured = {f.clause for f in reader.figs if f.kind != "hint"}  # (not "इस बार": a hint)
    past = {c for c in named - asking - figured if not _EARLIER.isdisjoint(words.get(c, ()))}
    past -= {reader.clause_of[m.first] for m in reader.mentions if reader.clause_of[m.first] in past and refused_here(
        reader, m)}  # "Ande nahi, pichli baar toote the": the eggs refused, the past the reason (lang.goods_taken_back)
    if not past:
        return
    reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] not in past]
    reader.cues = [c for c in reader.cues if not (c.clause in past and c.kinds <= {"dispute", "neutral"})]
