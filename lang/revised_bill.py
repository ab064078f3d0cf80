""""Revised" said of a bill by its id, as its name: "| B5 (संशोधित) | ₹639 | UPI | … | दोनों का भुगतान आज सुबह कर दिया
है", "- B3 (संशोधित) – IMPS से भुगतान", "संशोधित B9 का भुगतान". "संशोधित" (revised) is a word of disputing a bill
("कृपया बिल संशोधित करें": revise it), and beside the id it had disputed the bill the writer pays (holdout120 a8030:
B5 disputed, not paid, silently; the English and Hinglish "B5 (revised)" were paid). ``revised_bill`` takes the
dispute off a cue that is that word alone, right before or after a bill id (brackets and marks between). "कृपया
संशोधित बिल भेजें" and "बिल संशोधित करें" (no id beside it), and "कृपया संशोधित B15 भेजिए" (a sentence asking for
it), still dispute.

Shape: ``revised_bill(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["revised_bill"]

_REVISED = fold_words("संशोधित")
#: Words asking for the revised bill ("कृपया संशोधित B15 भेजिए": a dispute still).
_ASKING = fold_words("कृपया भेजिए भेजिये भेजें भेजो भेजना भेज दीजिए दें चाहिए करें कीजिए जारी")


def revised_bill(reader) -> None:
    """Take "dispute" off each cue that is "संशोधित" alone beside a bill id (module docstring)."""
    if _REVISED.isdisjoint(reader._keys) or not reader.bill_ids:
        return
    ids = {p for p, _ in reader.bill_ids}
    toks = reader.tokens
    for c in reader.cues:
        if "dispute" not in c.kinds or c.end - c.pos != 1 or toks[c.pos].key not in _REVISED:
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(toks[k].kind == "word" and toks[k].key in _ASKING for k in range(lo, hi)):
            continue
        before = next((k for k in range(c.pos - 1, max(-1, c.pos - 5), -1) if toks[k].kind != "sym"), None)
        after = next((k for k in range(c.pos + 1, min(reader.n, c.pos + 5)) if toks[k].kind != "sym"), None)
        near = {k for k in (before, after) if k is not None}
        if any(p in near or p + 1 in near for p in ids):  # (an id is "B" then its number: "B", "5")
            c.kinds = c.kinds - {"dispute"}
