"""A count changed, then the same change restated in brackets in other units (part of stage 1, ``lang.before_reading``):

    आटा: 2 बोरी की जगह 1 बोरी (5 किलो के 20 की जगह 10 पैकेट)   → आटा: 2 बोरी की जगह 1 बोरी
    Aata: 2 bori ki jagah 1 bori (5 kg wale 20 ki jagah 10 packet)  → Aata: 2 bori ki jagah 1 bori

The bracket says the cut in packets; its second change had been read beside the first ("wheat flour: 2 sack or 1
sack?", or "what should we do with the wheat flour?": session 51, probes51_cb o3016, where the English "reduce from 2
bori to 1 bori (10 packets of 5 kg instead of 20)" read). ``change_restated(text)`` drops such a bracket only when the
line before it, on the same line, changes a count "A की जगह B" / "A ki jagah B" and the bracket changes one "A' की जगह
B'" in the same proportion (A / B = A' / B'): the same change, told twice. A bracket in another proportion ("2 bori ki
jagah 1 bori (20 ki jagah 15 packet)") is left as written and read as before (refused).

So is the difference of a raise added again in the next sentence (probes51_cb o3004): "paneer should be 8 kg instead of
5 kg. Please add the extra 3 kg at the same rate.", "पनीर 5 किलो की जगह 8 किलो चाहिए। बाकी 3 किलो उसी रेट पर और जोड़
दीजिए।", "paneer 5 kilo ki jagah 8 kilo chahiye. Extra 3 kilo same rate pe add kar do." (as ``lang.mistake_counts``
writes the change): the next sentence is dropped only when its one figure is "extra" / "बाकी" / "baaki" / "remaining"
and a count in the change's unit that is the new count less the old. Linear in the length.
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
_UNIT = r"(?P<u>kg|kgs|kilo|kilos|किलो|g|gram|grams|ग्राम|l|litre|litres|लीटर|packets?|पैकेट|trays?|ट्रे|peti|पेटी|bori|बोरी)"
#: The change, then the next sentence adding the difference: "5 किलो की जगह 8 किलो …। बाकी 3 किलो … जोड़ दीजिए।".
_RAISE_HI = re.compile(r"(?P<a>\d+)\s*" + _UNIT + r"\s+" + _INSTEAD + r"\s+(?P<b>\d+)\s*(?P=u)(?![\w\u0900-\u097f])",
                       re.IGNORECASE)
_RAISE_EN = re.compile(r"(?P<b>\d+)\s*" + _UNIT + r"\s+instead\s+of\s+(?P<a>\d+)(?:\s*(?P=u))?\b", re.IGNORECASE)
_EXTRA = re.compile(r"(?<![\w\u0900-\u097f])(?:extra|बाकी|बाक़ी|baaki|baki|remaining|additional)\s+(?P<n>\d+)\s*"
                    + _UNIT, re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?।\n]*[.!?।]?")


def change_restated(text: str) -> str:
    """``text`` without each bracket restating the count change before it on its line (module docstring)."""
    if not isinstance(text, str) or not re.search(_INSTEAD + r"|instead\s+of", text, re.IGNORECASE):
        return text
    out, at = [], 0
    for m in _BRACKET.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = list(_CHANGE.finditer(text, line_start, m.start()))
        inner = list(_CHANGE.finditer(m.group("inner")))
        if len(before) == 1 and len(inner) == 1 and _same(before[0], inner[0]):
            out.append(text[at:m.start()].rstrip(" \t"))
            at = m.end()
    text = "".join(out) + text[at:] if out else text
    return _difference_dropped(text)


def _difference_dropped(text: str) -> str:
    """``text`` without the sentence that adds again the difference of the raise before it (module docstring)."""
    raise_ = _RAISE_HI.search(text) or _RAISE_EN.search(text)
    if raise_ is None or int(raise_.group("b")) <= int(raise_.group("a")):
        return text
    end = text.find("\n", raise_.end())
    rest_at = next((m.end() for m in re.finditer(r"[.!?।]", text[raise_.end():end if end >= 0 else len(text)])), None)
    if rest_at is None:
        return text
    start = raise_.end() + rest_at
    sentence = _SENTENCE.match(text, start)
    said = sentence.group(0) if sentence else ""
    extra = _EXTRA.search(said)
    if extra is None or len(re.findall(r"\d+", said)) != 1 or int(extra.group("n")) != int(raise_.group("b")) - int(
            raise_.group("a")) or _unit(extra.group("u")) != _unit(raise_.group("u")):
        return text
    return text[:start] + text[sentence.end():]


def _unit(word: str) -> str:
    return {"किलो": "kg", "kilo": "kg", "kilos": "kg", "kgs": "kg", "ग्राम": "g", "gram": "g", "grams": "g",
            "लीटर": "l", "litre": "l", "litres": "l", "पैकेट": "packet", "packets": "packet", "ट्रे": "tray",
            "trays": "tray", "पेटी": "peti", "बोरी": "bori"}.get(word.lower(), word.lower())


def _same(outside: re.Match, inside: re.Match) -> bool:
    """The two changes in the same proportion (old / new), both cuts or both raises."""
    a, b, a2, b2 = (Fraction(x.group(k)) for x in (outside, inside) for k in ("a", "b"))
    return bool(b and b2) and a != b and a / b == a2 / b2
