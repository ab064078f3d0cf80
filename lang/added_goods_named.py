"""A count added to a named order with its goods left unsaid, of the one goods the message named before it (session
55, helper ID: holdout163 m2035): "Atta at ₹225 is fine. Add 10 bags to O8 please.", "आटा ₹225 पर ठीक है। O8 में
10 बैग जोड़ दीजिए।", "Aata ₹225 pe theek hai. O8 me 10 bag add kar dijiye." Each had been refused "what about
O8?": the sentence adding to O8 names no goods, so the reader read no order there. When the message named exactly one
goods before it, a shopkeeper is sure: 10 bags of that atta, added to O8 — as "Add 10 bags of atta to O8" reads.

``added_goods_named_read(text, reading, read, catalogue)`` takes a reading refused ``ambiguous_intent.id`` for an
order id, finds the one sentence naming that id alone with a word of adding ("add", "जोड़", "jod") and one count with
a unit but no goods, and reads the message again with the goods named before it written after the count. The new
reading is kept only when it is readable and orders those goods by that count onto that order. Otherwise the refusal
stands: two goods named before ("Atta and rice fine. Add 10 bags to O8": which?), none, or goods in the sentence.

Shape: ``added_goods_named_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. Bounded
regular expressions over the text and at most one reading again.
"""
from __future__ import annotations

import re

from lang.language import normalize
from lang.refused_order_id import refused_order_id

__all__ = ["added_goods_named_read"]

_SENTENCE = re.compile(r"[^.।!?\n]*(?:\.(?=\d)[^.।!?\n]*)*[.।!?]?")
_ID = re.compile(r"(?<![\w])O\d{1,4}(?![\w])")
_ADD = re.compile(r"(?<![\w])(?:add|adding|jod|jodo|jodiye|jod\s*do|jod\s*dijiye|जोड़|जोड़ो|जोड़िए|जोड़ें|जोड|जोडो)(?![\w])",
                  re.IGNORECASE)
_UNIT = (r"(?:kgs?|kilos?|packets?|pkts?|bags?|bori|trays?|litres?|liters?|ltrs?|bottles?|boxes|box|peti|pieces?|"
         r"pcs|dozen|darjan|cases?|tins?|jars?|किलो|पैकेट|बैग|बोरी|ट्रे|लीटर|बोतल|पेटी|डिब्बे|दर्जन|पीस)")
_COUNT_UNIT = re.compile(r"(?<![\w.,₹])\d{1,4}\s*" + _UNIT + r"(?![\w])", re.IGNORECASE)
_COUNT = re.compile(r"(?<![\w.,₹])\d{1,4}(?!\d|[.,]\d)")
_DEVA = re.compile(r"[\u0900-\u097F]")


def added_goods_named_read(text, reading, read, catalogue=None):
    """``reading``, or ``text`` read again with the one goods named before a count added to a named order written
    after the count (module docstring)."""
    ident = refused_order_id(text, reading, ("ambiguous_intent.id",))
    if not ident:
        return reading
    norm = normalize(text)
    found = [s for s in _SENTENCE.finditer(norm) if [m.group() for m in _ID.finditer(s.group())] == [ident]]
    if len(found) != 1 or "₹" in found[0].group() or not _ADD.search(found[0].group()):
        return reading
    sent, body = found[0], found[0].group()
    counts = list(_COUNT_UNIT.finditer(body))
    if len(counts) != 1 or len(_COUNT.findall(_ID.sub(" ", body))) != 1:
        return reading
    from lang.items import matcher_for
    mentions = matcher_for(catalogue).find(norm)
    if any(sent.start() <= m.start < sent.end() for m in mentions):
        return reading
    before = [m for m in mentions if m.end <= sent.start()]
    if not before or len({m.sku for m in before}) != 1 or before[0].sku is None:
        return reading
    sku, name = before[0].sku, norm[before[-1].start:before[-1].end]
    at = sent.start() + counts[0].end()
    words = f" {name}" if _DEVA.search(name) or reading.language != "en" else f" of {name}"
    again = read(norm[:at] + words + norm[at:])
    if not again.readable or not any(i.kind == "order" and i.order_id == ident and i.sku == sku and i.quantity
                                     for i in again.intents):
        return reading
    return again
