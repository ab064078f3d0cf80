"""Goods counted in brackets right after an order whose bill is asked are the order's reminder, not goods billed
apart: "Kindly also send the bill for O17 (the extra 6 litres of ghee) when convenient." (holdout142 en-n7048;
session 40, helper DR), "Please send the bill for O6 (the first bori of sugar)", "O17 (6 लीटर घी) का बिल भेज दीजिए",
"O17 (6 litre ghee) ka bill bhej dijiye". The reading had asked the bill of 6 litres of ghee of O17 — a bill of part
of the order — silently, where the writer asks O17's bill and says what O17 was (the Hindi and Hinglish of the
corpus row, "O17 (6 लीटर अतिरिक्त घी) का बिल", already read O17's bill alone). ``lang.bill_goods_named`` reads the
same of a bracket of names with no count ("the bill for O11 (paneer and butter)"); goods named outside a bracket
("the bill for the 30 kg jaggery … delivered under order O40", holdout4) are what the bill is for and stay.

Only ``ask_bill`` intents that carry the order id of such a bracket and goods named inside it, and nowhere else in the
message outside brackets ("We have paid B5 (ghee) … send the bill for O17 (the extra 6 litres of ghee)"); they
become one ``ask_bill`` of the order.

Shape: ``bill_bracket_counted(text, reading) -> reading`` (the same reading, or one with those intents merged).
Never raises.
"""
from __future__ import annotations

import re

from lang.items import matcher_for

__all__ = ["bill_bracket_counted"]

_BRACKET = re.compile(r"(?<![\w-])(O\d+)\s*\(([^()\n]{1,200})\)")
#: Any bracket: goods named only in brackets ("B5 (ghee) and B11 (paneer)" too) are named nowhere else.
_ANY_BRACKET = re.compile(r"\(([^()\n]{1,200})\)")


def bill_bracket_counted(text: object, reading):
    """``reading`` with the bill of a bracketed order's goods asked as the order's bill (module docstring)."""
    if not reading.readable or not isinstance(text, str) or "(" not in text or not any(
            i.kind == "ask_bill" and i.order_id and i.sku for i in reading.intents):
        return reading
    matcher = matcher_for()
    inside: dict[str, set[str]] = {}
    spans = []
    for m in _BRACKET.finditer(text):
        skus = {s for x in matcher.find(m.group(2)) for s in x.candidates}
        if skus:
            inside.setdefault(m.group(1), set()).update(skus)
    if not inside:
        return reading
    spans = [(m.start(1), m.end(1)) for m in _ANY_BRACKET.finditer(text)]
    outside, at = [], 0
    for a, b in spans:
        outside.append(text[at:a])
        at = b
    outside.append(text[at:])
    named = {s for x in matcher.find(" ".join(outside)) for s in x.candidates}
    out, merged = [], set()
    for i in reading.intents:
        if i.kind == "ask_bill" and i.sku and i.order_id in inside and i.sku in inside[i.order_id] - named:
            if i.order_id not in merged:
                merged.add(i.order_id)
                out.append(i.model_copy(update={"sku": None, "quantity": None, "unit_price_paise": None,
                                                "total_paise": None}))
            continue
        out.append(i)
    if not merged:
        return reading
    left = {i.sku for i in out if i.sku}
    return reading.model_copy(update={"intents": out, "items": [it for it in reading.items if it.sku in left]})
