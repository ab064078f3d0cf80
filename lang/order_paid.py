"""An order's bill paid with no amount said: "Payment for order O20 has been made.", "O20 ka bhugtan kr diya", "आदेश
O20 का भुगतान कर दिया गया है।", "Paid O23's bill.", "O23 का बिल चुका दिया।", "O23 ka bill chuka diya." The sentence names
the order and says the payment is made: the bill of that order is paid (the desk finds it), as when an amount or a way
of paying is said ("Paid ₹4,320 for O401 by UPI", "Cash for O47 handed to your driver", ``lang.nonitem``). These had
been refused "which bill to pay?" though the order names it.

Not when the sentence promises, asks or gives a purpose ("Payment for O20 will be made on delivery", "Has O20 been
paid?", "ऑर्डर O32 का बिल भी भेज दें, ताकि भुगतान किया जा सके"), tells an old
account ("Last month's O20 was paid"), names goods ("Paid for the 20 kg rice of O20": the goods' share?), or names a
bill (``lang.pay_amounts.paid_done``: a bill named anywhere is the one paid).

Shape: ``order_paid_plainly(reader, cue)`` with the MessageReader and the payment's cue → bool.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.pay_amounts import paid_done

__all__ = ["order_paid_plainly"]

#: "has been made", "ho gaya", "हो गया": a payment said made without a word of paying done in ``paid_done``.
_MADE = fold_words("made")
#: Cue kinds of a sentence that only pays ("bill" is the bill paid: "O23 का बिल चुका दिया"; "order O20" names it).
_PAYING = frozenset({"pay", "neutral", "bill", "bill_weak", "order_ref"})
#: "will be made", "is to be made", "going to be made": a payment to come.
_TO_COME = fold_words("will shall would to be going")
#: Words that put a payment off or ask about it, beyond ``paid_done``'s ("once", "after", "jab", "when").
_NOT_YET = fold_words("once after jab जब when if agar अगर yet pending baaki बाकी taaki taki ताकि jisse जिससे sake "
                      "sakein sakte सके सकें सकते sakega सकेगा can could may might should must need needs so")  # ("… ताकि भुगतान किया जा सके": so that it can be paid)


def order_paid_plainly(reader, cue) -> bool:
    """The payment at ``cue`` is told made in a sentence naming no goods, no figure and no question (a sentence's
    answer, once: many payments in one sentence, "O1 ka payment " × 500, must not scan it each time)."""
    said = reader.__dict__.setdefault("_order_paid_plainly", {})
    if cue.clause not in said:
        said[cue.clause] = _told_made(reader, cue.clause)
    return said[cue.clause]


def _told_made(reader, clause: int) -> bool:
    """The sentence ``clause`` tells a payment made and nothing else."""
    lo, hi = reader.clause_span[clause]
    words = {reader._word(k) for k in range(lo, hi)}
    if not words.isdisjoint(_NOT_YET) or any(reader._sym(k) == "?" for k in range(lo, hi)):
        return False
    if any(reader.clause_of[m.first] == clause for m in reader.mentions) or any(
            f.clause == clause for f in reader.figs):
        return False
    if any(c.clause == clause and c.kinds - _PAYING for c in reader.cues):
        return False  # "Send O32's bill so the payment can be done": a bill asked, nothing paid
    if paid_done(reader, clause):
        return True
    # "Payment for order O20 has been made": "made" with a word of payment and nothing of a time to come
    return not words.isdisjoint(_MADE) and words.isdisjoint(_TO_COME) and not reader.bill_ids and any(
        "pay" in c.kinds and c.clause == clause for c in reader.cues)
