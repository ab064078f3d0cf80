"""The order a reply answers when only the quoted mail names it (part of ``lang.reader.read_message``).

"> Aapka order O12: … / Isme se 2 tray ande kam kar dena", "> Your order O130 … will reach by 5 pm. / It's 7 pm
and nothing yet.": a cancel or delivery question naming no order is about the one order the quoted lines name.
"> Your order O54 is confirmed: … / Thanks. Please add 5 kg moong dal to this order.", "इसी ऑर्डर में 5 किलो मूँग
दाल भी जोड़ दीजिए": goods added to "this order" join it (breaker R: a new order had been placed). When the quoted
lines name no order or several, the reading stays as it was.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS, clean
from lang.quoted_tin import tin_of_quoted_order

__all__ = ["of_the_quoted_order"]

#: Intents about an order that, naming none, are about the one order the quoted lines name.
_OF_AN_ORDER = ("cancel", "ask_delivery", "ask_bill")  # ("Please send the bill for this. / > Delivered today:
# order O21.": O21's bill, not a bill of no order — breaker N)
_ORDER_ID = re.compile(r"\bO-?(\d{1,9})\b")
#: "this order" and its kin, with a word of adding, in the reply: the order answered takes the goods.
_THIS_ORDER = re.compile(r"(?i)\b(?:this|same|that|isi|usi|is|us)\s+order\b|(?:इसी|उसी|इस|उस)\s+(?:ऑर्डर|आर्डर)")
_ADDING = re.compile(r"(?i)\badd\b|\bjod|जोड़")


def of_the_quoted_order(text: str, reading):
    """``reading`` (a readable ``Reading`` of ``text``) with the quoted lines' one order id on its cancels,
    delivery questions and bills asked that name no order (nor bill), and on its orders when the reply adds goods to "this order"; else
    ``reading`` unchanged. ``text``: the message as written, quoted lines and all. A tin of the order asked after
    takes its goods from the quoted lines (``lang.quoted_tin``: "When will the second tin of O1 (15 litres) reach
    us?" under "> O1 dispatched — 2 tins mustard oil, …")."""
    reading = tin_of_quoted_order(text, reading)
    if not isinstance(text, str) or "O" not in text or _ORDER_ID.search(text[:MAX_CHARS]) is None:
        return reading  # no order id written at all: none quoted (before cleaning the text, some 20 µs)
    kinds = _OF_AN_ORDER
    cleaned = None
    if any(i.kind == "order" and i.order_id is None for i in reading.intents):
        cleaned = clean(text)
        if _THIS_ORDER.search(cleaned) and _ADDING.search(cleaned):
            kinds = _OF_AN_ORDER + ("order",)
    if not any(i.kind in kinds and i.order_id is None for i in reading.intents):
        return reading
    cleaned = clean(text) if cleaned is None else cleaned
    ids = {int(i) for i in _ORDER_ID.findall(text[:MAX_CHARS])} - {int(i) for i in _ORDER_ID.findall(cleaned)}
    if len(ids) != 1:
        return reading
    oid = f"O{ids.pop()}"
    return reading.model_copy(update={"intents": [
        i.model_copy(update={"order_id": oid}) if i.kind in kinds and i.order_id is None and not (
            i.kind == "ask_bill" and i.bill_id) else i
        for i in reading.intents]})
