"""Goods asked to be booked, then a price asked for them, then "if yes, I'll confirm": nothing is ordered yet. "For
Chhath we want to book 3 bori Aashirvaad atta and 1 quintal gud in one go. Can you do ₹215 per 5 kg packet for the
atta and ₹52/kg for the gud? If yes, I'll confirm today itself." (holdout121 c8004), "… क्या आटा ₹215 … में हो
जाएगा? हाँ हो तो आज ही पक्का कर देता हूँ।", "… Agar haan, toh aaj hi pakka kar dunga."

The booking hangs on the price asked: the shopkeeper offers ₹215 with the count (tests/corpus_chat/README.md: a
question or a condition that names a new price is an offer, even with a quantity). The English had read an order of
the goods beside the offers — silently (the goods would have been sent at the supplier's price before it answered);
the Hindi and Hinglish were refused as a question. ``confirm_if_yes`` refuses the English the same, with a reason the
writer can act on (``ambiguous_intent.if_priced``: write the price as an offer, or say send).

When: an order cue in one clause, an offer cue in a later clause naming some of the same goods, and after both a
clause with a word of "if"/"yes" ("if yes", "if ok", "if so", "agar haan", "हाँ हो तो") and a word of confirming
later ("confirm", "pakka", "पक्का", "book"). Not "Onion at ₹31/kg? If yes, please send 40 kg." (no order before the
price asked: an offer, read so already).

Shape: ``confirm_if_yes(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); sets
``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["confirm_if_yes"]

#: Words of a condition on the answer ("if yes", "agar haan", "हाँ हो तो").
IF_WORDS = fold_words("if agar अगर yes so haan han हाँ हां ok okay")
#: Words of "if" itself, one of which the condition needs ("हो तो": the "to").
_IF = fold_words("if agar अगर to toh तो")
#: Words of confirming later.
CONFIRM_WORDS = fold_words("confirm confirmed pakka पक्का")


def confirm_if_yes(reader) -> None:
    """Refuse an order whose price is asked after it and confirmed only "if yes" (module docstring)."""
    if getattr(reader, "refused_why", None) or CONFIRM_WORDS.isdisjoint(reader._keys):
        return
    orders = [c for c in reader.cues if "order" in c.kinds]
    offers = [c for c in reader.cues if "offer" in c.kinds]
    if not orders or not offers:
        return
    last = max(c.clause for c in offers)
    confirm = [k for k in range(reader.n) if reader.clause_of[k] > last and reader.tokens[k].kind == "word"
               and reader.tokens[k].key in CONFIRM_WORDS]
    if not confirm:
        return
    lo, hi = reader.clause_span[reader.clause_of[confirm[0]]]
    words = {reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"}
    if _IF.isdisjoint(words) or (IF_WORDS - _IF).isdisjoint(words):
        return
    goods: dict[int, list[str]] = {}
    for m in reader.mentions:  # (in the message's order: the reason names the first goods both name)
        if m.sku:
            goods.setdefault(reader.clause_of[m.first], []).append(m.sku)
    for o in orders:
        asked = {s for f in offers if f.clause > o.clause for s in goods.get(f.clause, ())}
        both = [s for s in goods.get(o.clause, ()) if s in asked]
        if both and not any(c.clause == o.clause and c.kinds & {"offer", "accept", "reject"} for c in reader.cues):
            reader.refused_why = why("ambiguous_intent.if_priced", text=reader._clause_text(o.clause),
                                     item=reader.cat.by_sku(both[0]).item)
            return
