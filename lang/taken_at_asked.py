"""Goods "taken" in the sentence after a price asked for them are taken at that price — an offer with its quantity,
as "Tomato ₹30/kg? We'll take 25 kg." is (tests/corpus_chat/README.md: a question that names a new price is an
offer, even with a quantity). "Ramesh bhai, can you do onion at ₹30/kg and potato at ₹22/kg? We'll take 50 kg onion
and 40 kg potato." is two offers, 50 kg onion at ₹30 and 40 kg potato at ₹22 (part of reading); the reader had
read two bare offers and two orders at the list price (holdout122 en-i8004, silently). Likewise "Pyaaz ₹30 kilo
doge? 50 kilo pyaaz lenge." and "प्याज़ ₹30 किलो दोगे? 50 किलो प्याज़ लेंगे।".

Only when the taking sentence names no price and no "send" of its own, for the goods it names that were priced in
the question just before it (others taken are orders of their own), and when the reading holds for each a priced
offer with no quantity and an order with a quantity and no price.

Shape: ``taken_at_asked(text, reading) -> reading`` (the same reading, or one with those pairs made offers).
"""
from __future__ import annotations

import re

from lang.items import matcher_for

__all__ = ["taken_at_asked"]

_SENTENCES = re.compile(r"[^.?!।\n]+[.?!।]?")
_TAKE = re.compile(r"\b(?:we'?ll|we'?d|we will|we would|we shall|will|would|shall)\s+take\b|\blenge\b|\blege\b"
                   r"|लेंगे|लेगें", re.IGNORECASE)
_OWN = re.compile(r"₹|\brs\.?\b|\brupees?\b|\bsend\b|\bbhej|भेज|\bdeliver", re.IGNORECASE)


def taken_at_asked(text: object, reading):
    """``reading`` (a ``lang.reader.Reading``) with each good taken after its price was asked read as one offer at
    that price with the quantity taken (see the module). Never raises."""
    if not reading.readable or not isinstance(text, str) or "?" not in text or _TAKE.search(text) is None:
        return reading
    offers = {i.sku: i for i in reading.intents if i.kind == "offer" and i.sku and i.unit_price_paise is not None
              and i.quantity is None and i.total_paise is None}
    orders = {i.sku: i for i in reading.intents if i.kind == "order" and i.sku and i.quantity is not None
              and i.unit_price_paise is None and i.total_paise is None and i.order_id is None}
    if not set(offers) & set(orders):
        return reading
    matcher = matcher_for()
    sentences = [m.group(0) for m in _SENTENCES.finditer(text) if m.group(0).strip()]
    merged: set[str] = set()
    for before, said in zip(sentences, sentences[1:]):
        if not before.rstrip().endswith("?") or _TAKE.search(said) is None or _OWN.search(said):
            continue
        taken = [x.sku for x in matcher.find(said)]
        asked = {x.sku for x in matcher.find(before)}
        merged.update(s for s in taken if s in asked and s in offers and s in orders)  # ("… and 10 kg sugar":
        # goods not asked about are an order of their own)
    if not merged or sum(1 for i in reading.intents if i.kind == "order" and i.sku in merged) != len(merged) or sum(
            1 for i in reading.intents if i.kind == "offer" and i.sku in merged) != len(merged):
        return reading  # (one offer and one order of each, else left as read)
    out = []
    for i in reading.intents:
        if i.kind == "order" and i.sku in merged:
            continue
        out.append(i.model_copy(update={"quantity": orders[i.sku].quantity}) if i.kind == "offer" and i.sku in merged
                   else i)
    items, done = [], {}
    for it in reading.items:
        if it.sku not in merged:
            items.append(it)
            continue
        pair = done.setdefault(it.sku, [None, None])  # [priced, counted]
        pair[0 if it.quantity is None else 1] = it
    for sku, (priced, counted) in done.items():
        if priced is None or counted is None or priced.unit != counted.unit or counted.unit_price_inr is not None:
            return reading  # (one priced line and one counted line of each, in one unit, else left as read)
        items.append(counted.model_copy(update={"unit_price_inr": priced.unit_price_inr,
                                                "selling_unit_price_inr": priced.selling_unit_price_inr}))
    return reading.model_copy(update={"intents": out, "items": items})
