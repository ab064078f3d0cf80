"""Goods asked only if the supplier can meet terms, with no price: "We won't pay any advance. If you can deliver 20
bottles of Fortune refined oil on credit, confirm; otherwise forget it." (trial 34, A26), "Agar udhaar pe 20 bottle
Fortune tel de sakte ho to confirm karo, warna rehne do.", "अगर उधार पर 20 बोतल फ़ॉर्च्यून तेल दे सकते हैं तो पक्का
कीजिए, वरना रहने दीजिए।" The reader had read a firm order of 20 bottles: the supplier booked it and asked an advance,
and the record then counted an advance-bait fraud that existed only because of the misreading. Nothing is ordered
until the supplier answers; the desk has no word for a condition on its terms (credit, delivery, no advance), so the
message is refused (``ambiguous_intent.if_terms``: order plainly, with the terms apart, or write nothing).

When: an order cue (or a bare "de"/"दे", read as offering) in a sentence that holds a word of "if" before the cue
("if", "agar", "अगर", "yadi") and after the "if" a word of "can" ("can", "could", "able", "sakte", "सकते", "saken"), names goods
and no price (a condition on a price is an offer: ``lang.otherwise_dont``, README), and after the "if" a word of
confirming ("confirm", "pakka", "पक्का"): the goods wait on the supplier's answer. Read as before: "If you can, send
20 kg rice today.", "Agar kal subah tak pahuncha sakte ho toh 30 kilo tamatar bhej do, warna rehne do." (goods sent
in the answer to the condition, no confirming: an order, as holdout41's gold reads it), "If you can do ₹36 a kilo,
confirm 20 kg rice; otherwise forget it." (a price: an offer).

Shape: ``if_terms(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); sets
``reader.refused_why``.
"""
from __future__ import annotations

from lang.confirm_if_yes import CONFIRM_WORDS
from lang.language import fold_words
from lang.reasons import why

__all__ = ["if_terms"]

_IF = fold_words("if agar अगर yadi यदि")
_CAN = fold_words("can could able sakte sakti sakta saken sakein sako sakoge सकते सकती सकता सकें सको सकोगे")
_CONFIRM = CONFIRM_WORDS | fold_words("कन्फ़र्म कन्फर्म")  # lang.confirm_if_yes's, and "confirm" in Devanagari


def if_terms(reader) -> None:
    """Refuse goods asked only "if you can …" and to be confirmed, with no price (module docstring).
    ``reader``: the MessageReader after its clause acts (cues, mentions, figs, tokens, clause_of)."""
    keys = reader._keys
    if getattr(reader, "refused_why", None) or _IF.isdisjoint(keys) or _CAN.isdisjoint(keys) or _CONFIRM.isdisjoint(
            keys):
        return
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    goods = {reader.clause_of[m.first] for m in reader.mentions if m.sku}
    for c in reader.cues:
        if not c.kinds & {"order", "offer"} or c.clause in priced or c.clause not in goods:
            continue
        lo = reader.clause_span[c.clause][0]
        before = [reader._word(k) for k in range(lo, c.pos)]
        at_if = next((k for k, w in enumerate(before) if w in _IF), None)
        if at_if is None:
            continue
        after = [w for w in (reader._word(k) for k in range(lo + at_if, reader.clause_span[c.clause][1])) if w]
        if any(w in _CAN for w in after) and any(w in _CONFIRM for w in after):
            reader.refused_why = why("ambiguous_intent.if_terms", text=reader._clause_text(c.clause))
            return
