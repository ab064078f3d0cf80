"""Prices proposed, then goods asked sent only if the supplier agrees: one offer a goods, with its count and price.

"Refined oil ₹110, mustard oil ₹128. If you agree, send 24 ltr refined and 12 ltr mustard." (dev151 a78030, under a
"counter offer" list of struck and new prices), "रिफाइंड ₹110, सरसों ₹128। अगर मंज़ूर है तो 24 लीटर रिफाइंड और 12
लीटर सरसों भेजो।", "… agar manzoor hai to 24 ltr refined aur 12 ltr sarson bhejo." The corpus reads a condition that
names a new price as an offer, even with a quantity (tests/corpus_chat/README.md: "If you can do ₹130 per litre for
mustard oil, we'll take 24 litres."); here the price stands in the sentences before and the condition only points
back at it ("if you agree", "agar manzoor ho", "अगर ठीक लगे"). The reader had read the prices offered and the goods
ordered at no price (English: silently, the supplier sending 36 litres at its own price), or in Hindi "चावल ₹38
किलो। अगर मंज़ूर हो तो 50 किलो भेज दीजिए।" a firm order at ₹38, or refused the goods for want of a price.

``agreed_if_sent_read(text, reading, read)`` finds one sentence opening with such a condition (or closing with it:
"send 50 kg, if you agree") that asks goods sent, and reads the message again with the condition's words taken out.
When that reading holds only offers and orders of goods, each goods with exactly one price (offered, or the order's
own) and no goods asked sent at no price, its lines become one offer a goods, with the count asked and the price
proposed (prices with no word of their own, "Rice ₹38/kg. If you agree, send 50 kg.", are read as the offer the
condition makes them: the message is read again under a heading "Counter offer:"). Otherwise the reading stands ("Rice ₹38. If you agree, send 50 kg rice and 10 kg sugar": the sugar's price?
left as read). Bounded: one reading again, only for a message with such a condition.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.figure_accounting import paused

__all__ = ["agreed_if_sent_read"]

_EN = (r"if\s+(?:you|u|ya)\s+(?:agree|accept|are\s+ok(?:ay)?|r\s+ok)(?:\s+(?:to|with)\s+(?:this|these|that|it|them|"
       r"the\s+(?:rates?|prices?))(?:\s+(?:rates?|prices?))?)?|if\s+(?:agreed|acceptable|ok(?:ay)?|fine|"
       r"(?:this|that|it|these)\s+(?:is|are|'s|s)\s+(?:ok(?:ay)?|fine|acceptable)|"
       r"(?:the\s+|these\s+)?(?:rates?|prices?)\s+(?:is|are|r)\s+(?:ok(?:ay)?|fine|acceptable))")
_HL = (r"agar\s+(?:(?:aap(?:ko)?|ye|yeh|ye\s+rate|yeh\s+rate|rate)\s+)?(?:manzoor|manjoor|manzur|theek|thik|ok|"
       r"okay)\s+(?:hai|ho|hain|lage|lagta\s+hai)(?:\s+(?:to|toh|tho))?")
_HI = (r"अगर\s+(?:(?:आप(?:को)?|ये|यह|ये\s+रेट|यह\s+रेट|रेट)\s+)?(?:मंज़ूर|मंजूर|ठीक|ओके|ok)\s+(?:है|हो|हैं|लगे|लगता\s+है)"
       r"(?:\s+(?:तो))?")
_CONDITION = re.compile(rf"(?<![\w\u0900-\u097F])(?:{_EN}|{_HL}|{_HI})(?![\w\u0900-\u097F])\s*[,:]?\s*", re.IGNORECASE)
_SEND = re.compile(r"(?<![\w\u0900-\u097F])(?:send|dispatch|deliver|book|supply|bhej\w*|भेज\S*|bhijwa\w*)",
                   re.IGNORECASE)


def agreed_if_sent_read(text, reading, read):
    """``reading``, or the goods asked sent on agreement read as offers with their counts and prices (docstring)."""
    if not isinstance(text, str) or len(text) > MAX_CHARS or not reading.readable and not getattr(
            reading, "reason_key", "").startswith(("ambiguous_intent", "no_price")):
        return reading
    if reading.readable and {i.kind for i in reading.intents} - {"offer", "order"}:
        return reading
    found = list(_CONDITION.finditer(text))
    if len(found) != 1:
        return reading
    cond = found[0]
    line_end = text.find("\n", cond.end())
    rest = text[cond.end():] if line_end < 0 else text[cond.end():line_end]
    line_start = text.rfind("\n", 0, cond.start()) + 1
    if not _SEND.search(rest) and not _SEND.search(text[line_start:cond.start()]):
        return reading
    without = text[:cond.start()] + text[cond.end():]
    with paused():  # lang.figure_accounting: the offer and order of one goods are folded below (else left as read)
        again = read(without)
        if not again.readable and again.reason_key.startswith(("ambiguous_intent.no_word", "no_price")):
            again = read("Counter offer:\n" + without)  # the prices the condition points back at are proposed
    if not again.readable or not again.intents:
        return reading
    prices: dict[str, list] = {}
    counts: dict[str, list] = {}
    for i in again.intents:
        if i.kind not in ("offer", "order") or i.sku is None or i.order_id or i.bill_id or i.total_paise \
                or i.price_change_paise:
            return reading
        if i.unit_price_paise is not None:
            prices.setdefault(i.sku, []).append(i.unit_price_paise)
        if i.quantity is not None:
            if i.kind == "offer":
                return reading  # (an offer with a count of its own: not goods asked sent apart)
            counts.setdefault(i.sku, []).append(i.quantity)
    if not counts or any(len(p) != 1 for p in prices.values()) or any(
            len(c) != 1 or sku not in prices for sku, c in counts.items()):
        return reading
    if not any(i.kind == "order" for i in again.intents):
        return reading
    order, out = [], []
    for i in again.intents:
        if i.sku not in order:
            order.append(i.sku)
    for sku in order:
        first = next(i for i in again.intents if i.sku == sku)
        out.append(first.model_copy(update={"kind": "offer", "unit_price_paise": prices[sku][0],
                                            "quantity": counts.get(sku, [None])[0]}))
    items = []
    for sku in order:
        lines = [it for it in again.items if it.sku == sku]
        counted = next((it for it in lines if it.quantity is not None), None)
        priced = next((it for it in lines if it.unit_price_inr is not None), None)
        if counted is None:
            items.extend(lines[:1])
        elif priced is None or priced is counted:
            items.append(counted)
        else:
            items.append(counted.model_copy(update={"unit_price_inr": priced.unit_price_inr,
                                                    "selling_unit_price_inr": priced.selling_unit_price_inr}))
    return again.model_copy(update={"intents": out, "items": items, "intent": "offer"})
