"""A payment told of the past beside goods asked now: "We paid ₹3,000 last week against your old bill; please send the
statement. Also 20 packets of Tata salt 1kg please." (trial 34, A50), "पिछले हफ़्ते पुराने बिल के ₹3,000 दे दिए थे;
स्टेटमेंट भेजिए। साथ में टाटा नमक 20 पैकेट भी।", "Pichhle hafte purane bill ke ₹3,000 de diye the; statement bhejiye.
Saath mein Tata namak 20 packet bhi." The ₹3,000 had been taken as the salt's total, and the reply told the writer
"salt at ₹150 per kg, but its MRP is ₹28" — a price the mail never wrote. The payment is news of last week (no bill
named, nothing paid now); a shopkeeper sends the salt at his price and the statement.

``paid_before(reader)`` (run by ``lang.after_acts``) drops the pay cue and the price figures of a sentence that tells a
payment made before now — a word of the past time ("last week", "last month", "pichhle hafte", "पिछले हफ़्ते") with a
paying word said in the past ("paid", "de diye the", "दे दिए थे", "diya tha") — when the sentence names no bill and no
goods, the message names goods elsewhere and no price but the payment's (the payment was taken as the goods' price;
"send 1 bori aloo at ₹22 a kilo … Last week we paid ₹26" is left to the passes of prices told). "Paid ₹3,000 against B12 last week; please check." (a bill named) and
"Paying ₹3,000 now for B12" read as before.
``reader``: the MessageReader after its clause acts (cues, figs, mentions, bill_ids; changed in place).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["paid_before"]

_LAST = fold_words("last previous pichhle pichle pichhli pichli पिछले पिछली")
_TIME = fold_words("week month time baar hafte mahine हफ़्ते हफ्ते महीने बार")
_PAID = fold_words("paid sent transferred diye diya di the tha दिए दिया दी थे था bheje bheja भेजे भेजा")


def paid_before(reader) -> None:
    """Drop a past payment's cue and figures beside goods asked elsewhere (module docstring)."""
    keys = reader._keys
    if _LAST.isdisjoint(keys) or _TIME.isdisjoint(keys) or _PAID.isdisjoint(keys) or not reader.mentions:
        return
    pays = [c for c in reader.cues if "pay" in c.kinds]
    if not pays:
        return
    words = clause_words(reader)
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    past = set()
    for c in pays:
        ws = words.get(c.clause, [])
        if c.clause in billed or c.clause in goods or not any(
                w in _LAST and nxt in _TIME for w, nxt in zip(ws, ws[1:])) or _PAID.isdisjoint(ws):
            continue
        past.add(c.clause)
    if not past or not goods - past or any(f.kind == "price" and f.clause not in past for f in reader.found_figs):
        return  # (a price of its own beside the goods: "send 1 bori aloo at ₹22 a kilo … Last week we paid ₹26")
    reader.cues = [c for c in reader.cues if not ("pay" in c.kinds and c.clause in past)]
    reader.figs = [f for f in reader.figs if not (f.kind == "price" and f.clause in past)]
