"""A mistake of our own writing is no complaint about a bill: "ओह, टाइपिंग में गलती 😅 ₹83 नहीं, ₹38 किलो लिखना था।",
"Typing mein galti ho gayi, ₹38 likhna tha", "लिखने में गलती हो गई" (session 51, probes51_cb hi-o3019: the shop
correcting the price it had asked in its own quoted message). "गलती" (mistake) is a word of disputing ("B12 में गलती
है"), and the Hindi had been refused as a dispute with no bill named ("which bill to dispute?"), though its English
("Oops, typo") and Hinglish read the offer at the corrected price.

When: a dispute cue whose first word is a word of mistake, with a word of typing or writing ("typing", "टाइपिंग",
"टाइप", "likhne", "लिखने") at most three words before it, in a clause that names no bill ("bill", "बिल", "invoice")
and no bill id. Then the cue disputes nothing. "B4 में टाइपिंग की गलती है" (a bill named) stays a dispute.

Shape: ``own_slip(reader)`` with the MessageReader after its clause acts (run first by ``lang.bill_error``); empties
cues in place.
"""
from __future__ import annotations

from lang.bill_overcharge import BILL
from lang.language import fold_words

__all__ = ["own_slip"]

_MISTAKE = fold_words("galti galati गलती ग़लती mistake error")
_WRITING = fold_words("typing टाइपिंग type टाइप typed likhne लिखने likhte लिखते")


def own_slip(reader) -> None:
    """Empty the dispute cues said of our own typing (module docstring)."""
    if _WRITING.isdisjoint(reader._keys) or _MISTAKE.isdisjoint(reader._keys):
        return
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    for c in reader.cues:
        if "dispute" not in c.kinds or reader._word(c.pos) not in _MISTAKE or c.clause in billed:
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._word(k) in BILL for k in range(lo, hi)):
            continue
        before = [w for w in (reader._word(k) for k in range(max(lo, c.pos - 6), c.pos)) if w][-3:]
        if not _WRITING.isdisjoint(before):
            c.kinds = c.kinds - {"dispute"}
