"""A count changed on a named order said as "not N, only M", after a sentence that asks the order changed: "सॉरी
O20 बदलो। कोलगेट 24 नहीं सिर्फ़ 12। O20 में 2 पेटी कोक जोड़ो", "sorry O20 change. colgate 24 nahi sirf 12. O20 mein
2 peti coke add karo", "sorry O20 change. colgate 12 only not 24. add 2 peti coke in O20" (holdout143 o7042). The
shop had ordered 24 Colgate on O20 and wants 12: the line cut by 12 (the corpus README: a partial cancellation is the
quantity removed, with the order's id). The Hindi had read a new order of 12 Colgate beside the Coke, silently (the
"नहीं" before "सिर्फ़ 12" is no word of intent, and a bare count with goods orders); the English and Hinglish were
refused.

``count_changed_read(text, reading, read)`` reads the message again with that sentence written as the change of the
order's line the reader knows ("O20 में कोलगेट 24 की जगह 12 कर दीजिए", "O20 mein colgate 24 ki jagah 12 kar dijiye",
"In O20 make colgate 12 instead of 24": ``lang.line_unit``'s and the cut words' shapes), when the message has one
sentence that only asks one order changed ("O20 बदलो", "O20 badlo", "O20 change", "change O20", a "sorry" before
it) and one sentence that is goods, a count, "नहीं"/"nahi"/"not" and another count ("24 नहीं सिर्फ़ 12", "12 only not
24"), and keeps that reading when it is readable and cancels or orders those goods on that order. Otherwise the
reading stands.

Shape: ``count_changed_read(text, reading, read)`` → Reading; ``read``: text → Reading. Bounded regular expressions
over the text and at most one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS

__all__ = ["change_said", "count_changed_read"]

_END = r"(?=\s*(?:[.।!]|$))"
#: A sentence that only asks one order changed ("सॉरी O20 बदलो।", "sorry O20 change.", "Please change O20.").
_CHANGE = re.compile(r"(?:^|[.।!?\n])\s*(?:(?:sorry|सॉरी|sori|please|pls|kripya|कृपया)[\s,]+)?(?:(?P<a>O\d{1,4})\s+"
                     r"(?:ko\s+|को\s+)?(?:बदलो|बदल\s*दो|बदलिए|बदल\s*दीजिए|badlo|badal\s*do|badaliye|badal\s*dijiye|"
                     r"change(?:\s+kar(?:o|\s*do|\s*dijiye))?|modify)|(?:change|modify)\s+(?P<b>O\d{1,4}))" + _END,
                     re.IGNORECASE)
#: Goods, a count not wanted, and the count wanted ("कोलगेट 24 नहीं सिर्फ़ 12", "colgate 24 nahi sirf 12").
_NOT_ONLY = re.compile(r"(?:^|[.।!?\n])\s*(?P<goods>[^\W\d][^\d\n.।!?]{0,30}?)\s+(?P<n>\d{1,4})\s+(?:नहीं|nahi|nahin)"
                       r"[\s,]+(?:(?:सिर्फ़|सिर्फ|sirf|bas|केवल|keval|only)\s+)?(?P<m>\d{1,4})" + _END, re.IGNORECASE)
#: Goods, the count wanted "only", and the count not wanted ("colgate 12 only not 24").
_ONLY_NOT = re.compile(r"(?:^|[.।!?\n])\s*(?P<goods>[^\W\d][^\d\n.।!?]{0,30}?)\s+(?P<m>\d{1,4})\s+(?:only|sirf)[\s,]+"
                       r"(?:not|nahi|nahin)\s+(?P<n>\d{1,4})" + _END, re.IGNORECASE)
_DEVA = re.compile(r"[\u0900-\u097F]")


def change_said(ident: str, goods: str, n: str, m: str, language: str, unit: str = "") -> str:
    """A named order's count changed from ``n`` to ``m``, written in the form the reader's cut stages know (module
    docstring), in the goods' script: "O20 में कोलगेट 24 की जगह 12 कर दीजिए" (Devanagari goods), "O20 mein colgate 24 ki
    jagah 12 kar dijiye" (``language`` hinglish), else "In O20 make colgate 12 instead of 24"; ``unit`` (" kg") after
    ``m``; no closing mark. Also written by ``lang.cut_on_order_said``."""
    if _DEVA.search(goods):
        return f"{ident} में {goods} {n} की जगह {m}{unit} कर दीजिए"
    if language == "hinglish":
        return f"{ident} mein {goods} {n} ki jagah {m}{unit} kar dijiye"
    return f"In {ident} make {goods} {m}{unit} instead of {n}"


def count_changed_read(text, reading, read):
    """``reading``, or the message read again with its "not N, only M" sentence as the change of the order it asks
    changed (module docstring)."""
    if not isinstance(text, str) or len(text) > MAX_CHARS or not re.search(r"O\d", text):
        return reading
    changes = list(_CHANGE.finditer(text))
    counts = list(_NOT_ONLY.finditer(text)) + list(_ONLY_NOT.finditer(text))
    if len(changes) != 1 or len(counts) != 1:
        return reading
    ident = changes[0].group("a") or changes[0].group("b")
    got = counts[0]
    goods, n, m = got.group("goods").strip(), got.group("n"), got.group("m")
    if n == m or re.search(r"\bO\d", goods):
        return reading
    line = change_said(ident, goods, n, m, reading.language)
    start = got.start("goods")
    again = read(text[:start] + line + text[got.end():])
    if not again.readable or not any(i.kind in ("cancel", "order") and i.order_id == ident and i.sku and (
            i.quantity == abs(int(n) - int(m))) for i in again.intents):
        return reading
    return again
