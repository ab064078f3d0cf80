"""A count changed, then the same change restated in brackets in other units (part of stage 1, ``lang.before_reading``):

    आटा: 2 बोरी की जगह 1 बोरी (5 किलो के 20 की जगह 10 पैकेट)   → आटा: 2 बोरी की जगह 1 बोरी
    Aata: 2 bori ki jagah 1 bori (5 kg wale 20 ki jagah 10 packet)  → Aata: 2 bori ki jagah 1 bori

The bracket says the cut in packets; its second change had been read beside the first ("wheat flour: 2 sack or 1
sack?", or "what should we do with the wheat flour?": session 51, probes51_cb o3016, where the English "reduce from 2
bori to 1 bori (10 packets of 5 kg instead of 20)" read). ``change_restated(text)`` drops such a bracket only when the
line before it, on the same line, changes a count "A की जगह B" / "A ki jagah B" and the bracket changes one "A' की जगह
B'" in the same proportion (A / B = A' / B'): the same change, told twice. A bracket in another proportion ("2 bori ki
jagah 1 bori (20 ki jagah 15 packet)") is left as written and read as before (refused). Linear in the length.
"""
from __future__ import annotations

import re
from fractions import Fraction

__all__ = ["change_restated"]

_INSTEAD = r"(?:की\s+जगह|ki\s+jagah|के\s+बदले|ke\s+badle)"
#: "2 बोरी की जगह 1", "20 की जगह 10": the old count, at most one word (its unit), the words of instead, the new count.
_CHANGE = re.compile(r"(?<![\d.,])(?P<a>\d+(?:\.\d+)?)\s+(?:[^\s\d()]+\s+)?" + _INSTEAD + r"\s+(?P<b>\d+(?:\.\d+)?)",
                     re.IGNORECASE)
_BRACKET = re.compile(r"\((?P<inner>[^()\n]{1,60})\)")


def change_restated(text: str) -> str:
    """``text`` without each bracket restating the count change before it on its line (module docstring)."""
    if not isinstance(text, str) or "(" not in text or not re.search(_INSTEAD, text, re.IGNORECASE):
        return text
    out, at = [], 0
    for m in _BRACKET.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = list(_CHANGE.finditer(text, line_start, m.start()))
        inner = list(_CHANGE.finditer(m.group("inner")))
        if len(before) == 1 and len(inner) == 1 and _same(before[0], inner[0]):
            out.append(text[at:m.start()].rstrip(" \t"))
            at = m.end()
    return "".join(out) + text[at:] if out else text


def _same(outside: re.Match, inside: re.Match) -> bool:
    """The two changes in the same proportion (old / new), both cuts or both raises."""
    a, b, a2, b2 = (Fraction(x.group(k)) for x in (outside, inside) for k in ("a", "b"))
    return bool(b and b2) and a != b and a / b == a2 / b2
