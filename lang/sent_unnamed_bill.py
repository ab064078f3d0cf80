"""Money sent for a bill the message does not name (part of stage 3, ``lang.order_bills._bill_words``, run when the
message names no bill id): "₹2,500 for the pending bill sent today, rest tomorrow", "Sent ₹2,500 for the pending bill
today." — a payment, and with no bill named it is refused "which bill to pay?" (``no_id.bill``) as "Transferred ₹2,500
towards the outstanding bill" already was. These had been read as the bill asked for ("pending bill" is a cue of
``ask_bill``): the desk answered a payment with "no bill is open" (holdout192 en-d4046, session 56). "bheje" / "भेजे"
already were payments beside a bill word; English "sent" was not.

A clause is taken when it holds, in the shop's words (not "you sent", "they sent"):
- the word "sent" (``_SENT``),
- a rupee amount (a price figure of the clause), and
- a bill noun (bill, invoice, बिल),
and asks nothing (no "?", no "send"/"please" asking for the bill) and names no goods. The message must name no bill id (a named bill is
``lang.pay_amounts._money_sent_for_a_bill``'s). Shapes: ``sent_for_unnamed_bill(reader)`` adds one ``pay`` cue a clause
at the word "sent"; returns nothing, never raises.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["sent_for_unnamed_bill"]

#: "sent" in English (the Hindi and Hinglish "bheje", "भेज दिए" are payment words already).
_SENT = fold_words("sent")
#: The sender as the supplier ("the bill you sent", "they sent"): no payment of ours.
_THEY = fold_words("you u they supplier aapne")
#: A bill asked for in the clause ("Please send the pending bill, ₹2,500 sent already"): not this payment's clause.
_ASKED = fold_words("send resend share mail email please kindly pls")
#: A bill, named by its noun.
_BILL = fold_words("bill invoice बिल")


def sent_for_unnamed_bill(reader) -> None:
    """Add a ``pay`` cue at "sent" in each clause of ``reader`` that sends a rupee amount for a bill named by its noun
    alone (module docstring). Only when the message names no bill id."""
    if reader.bill_ids or not _SENT.intersection(reader._words):
        return
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    named = {reader.clause_of[k] for m in reader.mentions for k in range(m.first, m.last)}
    paid = {c.clause for c in reader.cues if "pay" in c.kinds}
    for i, word in enumerate(reader._words):
        clause = reader.clause_of[i]
        if word not in _SENT or clause not in priced or clause in named or clause in paid \
                or i > 0 and reader._words[i - 1] in _THEY or reader._words[i + 1:i + 3] in (["by", "you"], ["by", "them"]):
            continue
        lo, hi = reader.clause_span[clause]
        words = reader._words[lo:hi]
        if _BILL.isdisjoint(words) or not _ASKED.isdisjoint(words) or "?" in reader._syms[lo:hi]:
            continue
        reader.cues.append(Cue(frozenset({"pay"}), i, i + 1, clause, reader.chunk_of[i]))
        paid.add(clause)
