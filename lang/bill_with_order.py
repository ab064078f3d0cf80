"""The bill of the goods ordered, asked in the same breath as the order: "Kindly book 30 kg of onions and send the
invoice.", "30 किलो प्याज़ बुक कीजिए और बिल भेज दीजिए।", "30 kilo pyaaz book kar dijiye aur invoice bhej dijiye." — the
invoice of these goods, which comes with them (as "Kindly send the bill along with the goods." and "Send 30 kg onions
and the bill." are read: the order alone). Read as a bill question, the desk had recited every open bill of the
supplier, or answered "you owe us nothing" (trial 36, 16 e-mails in three languages).

``bill_with_order`` takes out an ask_bill cue when the message names no bill or order id, its sentence (or the
sentence right before it) has an order cue and goods named before it, and its sentence says nothing of other bills: no plural
"bills", no word of the past or of what is owed ("pending", "last", "previous", "yesterday's", "outstanding", "all",
"copy", "statement", "pichla", "बकाया", …) and no question. "Send 30 kg onions and send the pending bills.", "…
and send the bill for O20." and "Please send us the bill." (no order) read as before.
Shape: ``bill_with_order(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["bill_with_order"]

#: Words that make the bill asked another than the goods ordered now.
_OTHER_BILLS = fold_words(
    "bills invoices pending last previous earlier old yesterday yesterdays week weeks month months outstanding due all "
    "copy copies statement ledger khata hisaab hisab pichla pichle pichli purana purane puraane kal wale wala baaki "
    "baki bakaya बकाया पिछला पिछले पिछली पुराना पुराने कल वाले बाकी बाक़ी सारे सभी sab saare sare सब हिसाब खाता कॉपी "
    "bilon बिलों")


def bill_with_order(reader) -> None:
    """Take out the bill question that asks the invoice of the goods just ordered (module docstring). ``reader``: the
    MessageReader after its clause acts."""
    if reader.bill_ids or reader.order_ids:
        return
    asks = [c for c in reader.cues if c.kinds == {"ask_bill"}]
    if len(asks) != 1:
        return
    ask = asks[0]
    goods_at = {reader.clause_of[m.first]: m.first for m in reversed(reader.mentions)}  # each clause's first goods
    if not any("order" in c.kinds and c.pos < ask.pos and c.clause in (ask.clause, ask.clause - 1) and
               goods_at.get(c.clause, reader.n) < ask.pos for c in reader.cues):
        return  # (goods ordered before it: not "Please send the GST invoice for it", whose "send" is the bill's)
    lo, hi = reader.clause_span[ask.clause]
    if any(reader._word(k) in _OTHER_BILLS for k in range(lo, hi)) or any(
            reader.tokens[k].kind == "sym" and reader.tokens[k].text == "?" for k in range(lo, hi)):
        return
    if any(f.clause == ask.clause and f.pos > ask.pos for f in reader.figs):
        return  # (an amount or count after it belongs to that bill's question)
    ask.kinds = frozenset()
