"""Goods agreed with their count, then asked sent in a sentence that names nothing of its own: "₹1,040 for the 20
packets of besan is fine. Please send them with Monday's delivery.", "Ok, 6 litre ghee ke ₹3,150 manzoor. Somvaar ki
gaadi se bhej dena.", "ठीक है, 6 लीटर घी के ₹3,150 मंज़ूर। सोमवार की गाड़ी से भेज देना।" (holdout185 en-u3045,
holdout186 hl-v3041; session 54, SILENT54). ``lang.lot_sent`` reads the sentence that names the count again ("Please
send the 24 litres"); this one names nothing. The lot's price was accepted (the corpus README: a lot's price accepted
orders nothing by itself), and the sentence after it — a word of sending and no goods, count or price — was dropped,
so the desk agreed and booked nothing while the shop believed the goods were coming, silently. A shopkeeper reads the
agreed goods sent: ``accept`` then ``order`` of the same goods and count.

``lot_then_sent(reader, intents)`` adds that order when: the message's accepts each carry a count of their goods (a
lot, or "ok for 20 packets"), it orders nothing else, and a later sentence holds an order cue and no goods, no figure but a
day's, no question, negation, condition or word of a part ("rest", "baaki", "half", "more", "some"). "Rice ₹38 ok.
Send it Monday." (no count agreed: how much?) reads as before.

Shape: ``lot_then_sent(reader, intents)`` with the MessageReader while composing (``lang.compose``); ``intents``:
(position, Intent) in text order; returns them with the orders added.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["lot_then_sent"]

#: Words of a part or more of the goods: the count sent is not the count agreed.
_PART = fold_words("rest remaining half more some only part balance baaki baki bacha aadha aadhe zyada kuch sirf "
                   "बाकी बाक़ी बचा आधा आधे ज़्यादा ज्यादा कुछ सिर्फ़ सिर्फ also bhi भी extra aur और")
#: Cue kinds that belong to another request in the sending sentence.
_OTHER = frozenset({"offer", "reject", "ask_quote", "cancel", "pay", "dispute", "ask_bill", "ask_delivery", "accept"})


def lot_then_sent(reader, intents: list) -> list:
    """``intents`` with an order of each counted accept's goods added after the sentence that asks them sent
    (module docstring)."""
    accepts = [(p, i) for p, i in intents if i.kind == "accept"]
    if not accepts or any(i.kind != "accept" for _, i in intents) or any(i.quantity is None or i.sku is None
                                                                        for _, i in accepts) or len(
            {i.sku for _, i in accepts}) != len(accepts):
        return intents
    last = max(reader.clause_of[min(int(p), reader.n - 1)] for p, _ in accepts)
    named = {reader.clause_of[m.first] for m in reader.mentions}
    counted = {f.clause for f in reader.figs if f.kind in ("qty", "price", "bare")}
    for cue in reader.cues:
        cl = cue.clause
        if "order" not in cue.kinds or cl <= last or cl in named or cl in counted:
            continue
        act = reader.acts.get(cl)
        lo, hi = reader.clause_span[cl]
        if act is not None and (act.question or act.negative or act.condition) or any(
                t.kind == "sym" and t.text == "?" for t in reader.tokens[lo:hi]) or any(
                t.kind == "word" and t.key in _PART for t in reader.tokens[lo:hi]) or any(
                c.clause == cl and c.kinds & _OTHER for c in reader.cues):
            return intents
        bare = {"kind": "order", "unit_price_paise": None, "total_paise": None, "price_change_paise": None}
        sent = [(cue.pos + k * 1e-3, i.model_copy(update=bare))
                for k, (_, i) in enumerate(accepts)]
        return intents + sent
    return intents
