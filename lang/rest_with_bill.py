"""The rest of a short delivery asked in the same sentence that asks its bill corrected: a delivery question, no order.

"The van for order O13 … brought only 30 kg of rice instead of 50 kg. Your bill B18 charges us for the full 50 kg
(₹1,900). Please correct the bill to 30 kg, ₹1,140, and send the remaining 20 kg by tomorrow." (the thirtieth
session's trial, #30). A shopkeeper reads a dispute of B18 and a question after the 20 kg still owed on O13 (as
holdout46 reads "Please correct the bill and send the remaining 4 kg"). The clause acts make "send the remaining
N" a delivery question only when the clause has one count and no price (``lang.clause_checks`` ``_rest_sent``); the
bill's corrected figures ("30 kg, ₹1,140") beside it had kept its "send" an order, and the order took the bill's
own count and total: rice 50 kg at ₹38, total ₹1,900 — an order of the full original count at the billed total,
silently.

``rest_with_bill`` turns such an order cue into a delivery question when its sentence asks a named bill corrected
(a dispute cue, a word of the bill — "bill", "बिल", "invoice" — and one of correcting it — "correct", "ठीक",
"theek", "sudhaar") and the goods sent are only the rest: a word of the rest right before the one count
after the bill's corrected figures (its last price, or the words asking it corrected) ("send the remaining 20 kg", "बाकी 20 किलो कल तक भेज दीजिए", "baaki 20 kilo bhej
dijiye"). Goods named for themselves keep their order ("correct the bill and send 10 kg sugar": no word of the
rest), and so does a message naming no bill.

The amounts the bill is asked corrected to, between the words asking it and the send word after them ("correct
the bill to ₹1,140 and send the remaining 20 kg rice and 10 kg sugar"), are the bill's: they are taken out of the
figures, so no goods sent beside them take the bill's total as their price (rice 20 kg "at ₹57, ₹1,140" had been
ordered).

Shape: ``rest_with_bill(reader)`` with the MessageReader after its clause acts; order cues changed in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.act_words import BILL_WORDS as _BILL
from lang.reader_parts import REST_WORDS

__all__ = ["rest_with_bill"]

#: Words of a bill corrected (folded keys; Devanagari folds to its Hinglish spelling).
_CORRECTED = fold_words("correct corrected correction revise revised rectify amend amended sahi theek thik sudhar "
                        "sudhaar सही ठीक संशोधित सुधार सुधारकर सुधारें")


def rest_with_bill(reader) -> None:
    """Make each order cue of "send the remaining N" in a sentence asking a named bill corrected a delivery
    question (module docstring). ``reader``: the MessageReader after its clause acts (cues, figures, tokens)."""
    if not reader.bill_ids:
        return
    disputes = {c.clause for c in reader.cues if "dispute" in c.kinds}
    words = clause_words(reader)
    billed = set()  # the bill's corrected amounts: "correct the bill to 30 kg, ₹1,140, and send …"
    for c in reader.cues:
        if c.kinds != {"order"} or c.clause not in disputes:
            continue
        keys = set(words.get(c.clause, ()))
        if _BILL.isdisjoint(keys) and not any(reader.clause_of[p] == c.clause for p, _ in reader.bill_ids) or \
                _CORRECTED.isdisjoint(keys):  # (the bill by its word or its id: "Please correct B18 to ₹1,140 and …")
            continue
        asked = min(d.pos for d in reader.cues if d.clause == c.clause and "dispute" in d.kinds)
        billed.update(f.pos for f in reader.figs if f.clause == c.clause and f.kind == "price" and asked < f.pos < c.pos)
        start = max([f.pos for f in reader.figs if f.clause == c.clause and f.kind == "price"] + [
            d.end for d in reader.cues if d.clause == c.clause and "dispute" in d.kinds])
        counts = [f for f in reader.figs if f.clause == c.clause and f.kind in ("qty", "bare", "badqty")
                  and f.pos > start]  # (after the bill's corrected figures: the rest asked, and nothing else)
        if len(counts) == 1 and counts[0].pos > 0 and reader.tokens[counts[0].pos - 1].key in REST_WORDS:
            c.kinds = frozenset({"ask_delivery"})  # "… and send the remaining 20 kg": the rest of a delivery
    if billed:  # (never an order at the bill's total: the amounts asked of the bill are its, not the goods')
        reader.figs = [f for f in reader.figs if f.pos not in billed]
