"""Whether an order has been sent, asked with the verb of sending money: "क्या O41 भेज दिया गया है?", "O41 bhej diya
gaya kya?" (the language gap: the English twin "Has O41 been dispatched yet?" was read; the Hindi was refused, its
"भेज दिया" a payment cue with no bill).

"भेज दिया" / "bhej diya" pays when money is sent ("₹5,000 भेज दिया", "B12 का पैसा भेज दिया"); asked of an order id,
in a question naming no bill, no money and no amount, it asks whether the goods have left. ``sent_asked`` turns such
a payment cue into a delivery question.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["sent_asked"]

#: Words of the verb of sending (the cue must be made of these only).
_SENT = fold_words("bhej diya diye di gaya gaye gayi भेज दिया दिए दी गया गए गई")
#: Words of money in the clause that keep it a payment.
_MONEY = fold_words("payment paisa paise rupaye rupees rs amount cash cheque upi neft rtgs imps bhugtan raqam rakam "
                    "पेमेंट पैसा पैसे रुपये रुपए रकम राशि भुगतान नकद चेक")


def sent_asked(reader) -> None:
    """Make a payment cue of the verb of sending into a delivery question (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, cues, acts, order_ids, bill_ids, figs)."""
    if not reader.order_ids or not any(c.kinds == {"pay"} for c in reader.cues):
        return
    ordered = {reader.clause_of[p] for p, _ in reader.order_ids}
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    for c in reader.cues:
        act = reader.acts.get(c.clause)
        if c.kinds != {"pay"} or act is None or not act.question or c.clause not in ordered or c.clause in billed \
                or c.clause in priced or not all(reader._word(k) in _SENT for k in range(c.pos, c.end)):
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._word(k) in _MONEY for k in range(lo, hi)):
            continue
        c.kinds = frozenset({"ask_delivery"})  # "क्या O41 भेज दिया गया है?": the goods sent
