"""A cheque, UTR or reference number is never an amount (session 39, fixer DK; issue 10): "और, B9 का पूरा भुगतान
आज चेक नं. 118475 से कर दिया गया है।" (holdout135 hi-g7050, reworded) had paid B9 ₹1,18,475; "B9 paid, UTR
118475.", "B9 ka payment ho gaya, UTR 4471 2290." the same. The figure stage leaves out the number after "no." and
"number" ("cheque no. 118475"), but not after the Devanagari "नं." or after "UTR", "txn", "RRN", "ref no" said with a
way of paying, and beside a payment word a number is read as money.

When: a number with no rupee sign or rupee word beside it, of four digits or more, right after a word of reference
("UTR", "UTR no.", "txn", "txn id", "RRN", "ref", "reference", "रेफ़", "संदर्भ"), or after a word of number ("no.", "नं.",
"number", "नंबर", "#") that follows a way of paying or a receipt ("cheque", "चेक", "chq", "UPI", "NEFT", "IMPS", "DD",
"receipt", "रसीद"), only marks between. The figure is dropped: the payment is read with its own amount or none.
"Paid ₹1,18,475 by cheque" and "cheque of ₹5,000" (a rupee sign) read as before; "paid by cheque 5000" (no word of
number) is left as it was.

Shape: ``reference_numbers(reader)`` with the MessageReader after its clause acts (run by ``lang.said_in_passing``);
changes ``reader.figs`` in place. Linear in the figures.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["reference_numbers"]

#: Words that name a reference number by themselves ("UTR 4471…", "txn 5521…", "ref 8822…").
_REF = fold_words("utr txn txnid rrn ref refno reference refe रेफ़ रेफ रेफरेंस रेफ़रेंस संदर्भ sandarbh यूटीआर")
#: Words of number ("no.", "नं.", "number", "#" is a mark) and of "id".
_NUMBER = fold_words("no nos number num nbr nambar नं नंबर नम्बर id")
#: Ways of paying and papers whose number follows ("cheque no.", "चेक नं.", "UPI ref", "receipt no.").
_WAYS = fold_words("cheque check chq chek चेक upi यूपीआई neft नेफ्ट imps rtgs dd draft transaction ट्रांजैक्शन "
                   "receipt rasid raseed रसीद transfer ट्रांसफर") | _REF
#: Words after the number that make it money after all ("118475 rupees", "4471 रुपये").
_MONEY_AFTER = fold_words("rs rupees rupaye rupay rupee रुपये रुपए रुपया inr")
_MARKS = frozenset(".:#-–—")


def _is_reference(reader, pos: int) -> bool:
    """The number at token ``pos`` follows a word of reference (module docstring), only marks between."""
    toks = reader.tokens
    k = pos - 1
    while k >= 0 and toks[k].kind == "sym" and toks[k].text in _MARKS:
        k -= 1
    if k < 0 or toks[k].kind != "word":
        return False
    if toks[k].key in _REF:
        return True
    if toks[k].key not in _NUMBER:
        return False
    j = k - 1
    while j >= 0 and toks[j].kind == "sym" and toks[j].text in _MARKS:
        j -= 1
    return j >= 0 and toks[j].kind == "word" and toks[j].key in _WAYS


def reference_numbers(reader) -> None:
    """Drop the figures that are a cheque, UTR or reference number (module docstring). ``reader``: the MessageReader
    after its clause acts. "B9 का भुगतान चेक नं. 118475 से कर दिया है।" / "B9 ka payment cheque no. 118475 se kar
    diya." / "B9 paid, UTR 118475." pay B9 with no amount; "B9 paid ₹4,475 by cheque." pays ₹4,475."""
    if not reader.figs or (_REF.isdisjoint(reader._keys) and _NUMBER.isdisjoint(reader._keys)):
        return
    toks = reader.tokens
    keep = []
    for f in reader.figs:
        t = toks[f.pos]
        if f.kind in ("price", "bare", "qty") and t.kind == "num" and sum(ch.isdigit() for ch in t.text) >= 4 \
                and not any(toks[k].kind == "sym" and toks[k].text == "₹" for k in range(max(0, f.pos - 1), f.end)) \
                and not any(toks[k].kind == "word" and toks[k].key in _MONEY_AFTER
                            for k in range(f.pos + 1, min(len(toks), f.end + 1))) and _is_reference(reader, f.pos):
            continue
        keep.append(f)
    if len(keep) != len(reader.figs):
        reader.figs = keep
