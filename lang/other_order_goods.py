"""Goods in brackets after an order's id describe that order, not a request (session 55, helper ID: holdout177
c3029): "हमें O4 (अगरबत्ती, रिन और माचिस वाले माल) के B3 की कॉपी अभी तक नहीं मिली है" beside "क्या O6 को 17 मार्च को
भेजा जा सकता है?" had its matchbox, named only in O4's brackets, put on the delivery asked of O6 — the goods of
another order, silently. A shopkeeper reads "(the agarbatti, Rin and matchbox consignment)" as which order O4 was.

``other_order_goods_read(text, reading, read, catalogue)`` takes a reading that carries goods named only inside the
brackets right after an order id, on an intent of another order or of none, and reads the message again with those
brackets emptied of their words (the id stays). The new reading is kept when it is readable. Goods named outside the
brackets too, or carried on the very order the brackets describe ("When will O4 (20 kg atta) come?"), are left as
read.

Shape: ``other_order_goods_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. One
regular expression over the text and at most one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import normalize

__all__ = ["other_order_goods_read"]

#: An order id and the brackets right after it ("O4 (अगरबत्ती, रिन और माचिस वाले माल)").
_DESCRIBED = re.compile(r"(?<![\w])(?P<id>O\d{1,4})\s*\((?P<body>[^()\n]{1,160})\)")


def other_order_goods_read(text, reading, read, catalogue=None):
    """``reading``, or ``text`` read again without the words in an order's brackets whose goods the reading put on
    another order's intent (module docstring)."""
    if not reading.readable or not isinstance(text, str) or len(text) > MAX_CHARS or "(" not in text:
        return reading
    norm = normalize(text)
    spans = list(_DESCRIBED.finditer(norm))
    if not spans:
        return reading
    from lang.items import matcher_for
    mentions = matcher_for(catalogue).find(norm)
    inside = {}  # sku → the ids whose brackets name it
    outside = set()
    for m in mentions:
        box = next((s for s in spans if s.start("body") <= m.start and m.end <= s.end("body")), None)
        if box is None:
            outside.add(m.sku)
        else:
            inside.setdefault(m.sku, set()).add(box.group("id"))
    wrong = [i for i in reading.intents if i.sku in inside and i.sku not in outside and i.order_id not in inside[i.sku]]
    if not wrong:
        return reading
    skus = {i.sku for i in wrong}
    cut = [s for s in spans if any(sku in inside and s.group("id") in inside[sku] for sku in skus)]
    out, at = [], 0
    for s in cut:
        out.append(norm[at:s.start("body") - 1])
        at = s.end()
    again = read("".join(out) + norm[at:])
    return again if again.readable else reading
