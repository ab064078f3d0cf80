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

A rate paid for goods is no payment either (``paid_rate``, run first): "For reference, in September we paid ₹42/kg
for sugar (O1).", "सितंबर में हमने चीनी के ₹42/किलो दिए थे (O1)।", "September mein humne cheeni ke ₹42/kg diye the
(O1)." (dev150 z77050: the English had paid O1, silently, beside a quote asked). A sentence whose paying word is said
in the past, that names goods and prices them per unit and names no bill tells what the goods cost: context, as a
price of the past is, with nothing paid and nothing offered.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["paid_before"]

_LAST = fold_words("last previous pichhle pichle pichhli pichli पिछले पिछली")
_TIME = fold_words("week month time baar hafte mahine हफ़्ते हफ्ते महीने बार")
_PAID = fold_words("paid sent transferred diye diya di the tha दिए दिया दी थे था bheje bheja भेजे भेजा")
_STRUCK = "\u2962"  # the mark lang.clean leaves for a struck-out figure ("~~₹43~~")
_GAVE, _WAS = fold_words("paid diye diya di दिए दिया दी chukaye chukaya चुकाए चुकाया"), fold_words("the tha thi थे था थी")


def _struck(reader, clause: int) -> bool:
    """The clause holds a struck-out figure's mark (its new figure then reads as offered)."""
    lo, hi = reader.clause_span[clause]
    return any(reader.tokens[k].text == _STRUCK for k in range(lo, hi))


def paid_rate(reader) -> None:
    """Make a sentence that tells a rate paid for goods context (module docstring): no payment, no price."""
    if _PAID.isdisjoint(reader._keys) or not reader.mentions:
        return
    words = clause_words(reader)
    pays = {c.clause for c in reader.cues if "pay" in c.kinds} | {  # (or "diye the", "दिए थे": no cue of paying)
        c for c, ws in words.items() if not _GAVE.isdisjoint(ws) and not _WAS.isdisjoint(ws)}
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    told = {f.clause for f in reader.found_figs if f.kind == "price" and f.mark == "unit" and f.clause in pays & goods}
    told = {c for c in told - billed if not _PAID.isdisjoint(words.get(c, [])) and not any(
        "pay" not in k.kinds and k.kinds - {"neutral", "order_ref"} - ({"offer"} if _struck(reader, c) else set())
        for k in reader.cues if k.clause == c)}  # (a struck figure: "paid ~~₹43~~ ₹42/kg", the rate corrected)
    if not told:
        return
    reader.cues = [c for c in reader.cues if c.clause not in told]
    reader.figs = [f for f in reader.figs if f.clause not in told]
    reader.background = set(reader.background) | told
    reader.order_ids = [(p, o) for p, o in reader.order_ids if reader.clause_of[p] not in told]  # (O1: whose rate)


def paid_before(reader) -> None:
    """Drop a past payment's cue and figures beside goods asked elsewhere (module docstring)."""
    paid_rate(reader)
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
