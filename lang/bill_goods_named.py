"""Goods named in brackets after an order whose bill is asked for are a reminder of the order, not goods refused or
asked after (part of reading): "we have not yet received your bills for O4 (Maggi, Parle-G and matches) and O7 (Surf
Excel, Lifebuoy) … Kindly send both bills", "O4 (Maggi aur maachis) aur O7 (Surf Excel) ke bill abhi tak nahi mile",
"O4 (मैगी और माचिस) और O7 (सर्फ़ एक्सेल) के बिल अभी तक नहीं मिले". The shop asks two bills; the "not received" is
about the bills. The reader had also refused every good in the brackets (holdout122 en-i8021, silently).

Only goods named nowhere else in the message, in a bracket that holds nothing but names of goods and "and"/","
(no figure, no other word), right after an order id whose ``ask_bill`` the reading holds; only intents that carry
no quantity, price or total (a bare reject or question about the goods) are dropped. "Bill for O4 (Maggi 2 packets
short)" is left as read. When such an order has no ``ask_bill`` while another has one, the reading lost it and is
refused: "what about O7?".

Shape: ``drop_bill_reminders(text, reading) -> reading`` (the same reading, or one without those intents).
"""
from __future__ import annotations

import re

from lang.items import matcher_for
from lang.reasons import why

__all__ = ["reminder_goods", "drop_bill_reminders"]

_BRACKET = re.compile(r"\b(O\d+)\s*\(([^()\n\d₹]{1,200})\)")
#: What may stand between the goods' names in the bracket.
_JOINS = re.compile(r"(?:\s|,|&|/|\band\b|\baur\b|और|\bevam\b|एवं|\btatha\b|तथा)+", re.IGNORECASE)
_BARE = frozenset(("reject", "ask_delivery", "ask_quote"))


def reminder_goods(text: str) -> dict[str, set[str]]:
    """{order id: the skus named in a bracket right after it that holds only goods' names} of ``text``, with the
    skus also named outside such brackets left out."""
    matcher = matcher_for()
    out: dict[str, set[str]] = {}
    spans = []
    for m in _BRACKET.finditer(text):
        inside = m.group(2)
        mentions = matcher.find(inside)
        if not mentions:
            continue
        rest, at = [], 0
        for x in sorted(mentions, key=lambda x: x.start):
            rest.append(inside[at:x.start])
            at = x.end
        rest.append(inside[at:])
        if any(_JOINS.fullmatch(r) is None and r != "" for r in rest):
            continue  # a word that is no name and no "and" ("Maggi short", "माचिस नहीं")
        out.setdefault(m.group(1), set()).update(s for x in mentions for s in x.candidates)  # ("Fortune oil": some oil)
        spans.append((m.start(2), m.end(2)))
    if not out:
        return out
    outside = " ".join(text[a:b] for a, b in _gaps(spans, len(text)))
    named = {x.sku for x in matcher.find(outside)}
    return {o: skus - named for o, skus in out.items() if skus - named}


def _gaps(spans: list[tuple[int, int]], n: int) -> list[tuple[int, int]]:
    """The stretches of a text of length ``n`` outside ``spans`` (sorted, not overlapping)."""
    out, at = [], 0
    for a, b in spans:
        out.append((at, a))
        at = b
    out.append((at, n))
    return out


def drop_bill_reminders(text: object, reading):
    """``reading`` (a ``lang.reader.Reading``) without the bare intents of goods named as a reminder of an order
    whose bill it asks (``reminder_goods``). Never raises."""
    if not reading.readable or not isinstance(text, str) or "(" not in text or not any(
            i.kind == "ask_bill" and i.order_id for i in reading.intents):
        return reading
    asked = {i.order_id for i in reading.intents if i.kind == "ask_bill" and i.order_id}
    goods = reminder_goods(text)
    for o in goods:  # "O4 (मैगी) और O7 (सर्फ़) के बिल नहीं मिले" read as O4's bill and Surf refused, or
        if o not in asked:  # "Bills for O4 (Maggi) and O7 (Surf) have not come" as O4's bill and O7's goods asked after
            return type(reading).refused(why("ambiguous_intent.id", id=o), reading.language, intent=reading.intent)
    skus = set().union(*(s for o, s in goods.items() if o in asked)) if goods else set()
    if not skus:
        return reading
    kept = [i for i in reading.intents if not (i.kind in _BARE and i.sku in skus and i.quantity is None and
                                               i.unit_price_paise is None and i.total_paise is None and
                                               i.order_id in (None, *asked))]
    if len(kept) == len(reading.intents) or not kept:
        return reading
    left = {i.sku for i in kept}
    kinds = {i.kind for i in kept}
    return reading.model_copy(update={"intents": kept, "items": [it for it in reading.items if it.sku in left],
                                      "intent": reading.intent if reading.intent in kinds or len(kinds) != 1
                                      else kinds.pop()})
