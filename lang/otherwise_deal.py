""""No deal" said after "otherwise" refuses nothing: "Rice ₹36 a kilo, otherwise no deal.", "Rice ₹36 kilo, warna deal
nahi.", "चावल ₹36 किलो, वरना सौदा नहीं।" (fixer D's probe, twenty-ninth session: each had rejected rice at ₹36, the
price the writer asks, silently). The refusal is only the other side of the price named; a shopkeeper reads that
price as asked — and where no word says offer, the message is refused as a price with no word saying what it is,
never a rejection of it. (The bare "warna nahi" right after an offer is ``lang.otherwise_not``'s.)

``otherwise_refusals(reader)`` drops "reject" from each cue whose clause opens with "otherwise" / "else" / "warna" /
"varna" / "वरना" / "nahi to" within three words before the cue. Linear in the cues.
"""
from __future__ import annotations

from lang.otherwise_not import OTHERWISE_BEFORE as _OTHERWISE

__all__ = ["otherwise_refusals"]


def otherwise_refusals(reader) -> None:
    """Drop "reject" from the cues said after "otherwise" (module docstring). ``reader``: the MessageReader once its
    cues are read (its ``cues`` change in place)."""
    if _OTHERWISE.isdisjoint(reader._keys):
        return
    changed = False
    for c in reader.cues:
        if "reject" not in c.kinds:
            continue
        lo = reader.clause_span[c.clause][0]
        if any(reader._word(k) in _OTHERWISE for k in range(max(lo, c.pos - 3), c.pos)):
            c.kinds = c.kinds - {"reject"}
            changed = True
    if changed:
        reader.cues = [c for c in reader.cues if c.kinds]
