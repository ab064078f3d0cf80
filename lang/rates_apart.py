"""Prices named in turn in a sentence of their own, right after the goods they price: "Bhaiya Surf Excel 1kg ke 20
packet aur Colgate 100g ke 36 bhej do. Rate wahi ₹88 aur ₹48 rakhna." (a new user's trial, session 34: A13),
"सर्फ़ एक्सेल के 20 पैकेट और कोलगेट के 36 भेज दो। रेट वही ₹88 और ₹48 रखना।", "Send 20 packets of Surf Excel and 36
Colgate. Keep the rates the same, ₹88 and ₹48." Said in the goods' sentence ("…36 bhej do, rate wahi ₹88 aur ₹48")
the first price is the first goods', the second the second's (``lang.rates_in_turn``); said in a sentence of its own,
both prices had gone to the goods just before them and the first was left over ("what is ₹88 for?"). A shopkeeper
reads them as if the comma had been written.

``rates_apart_read(text, reading, read)`` reads such a refusal (``ambiguous_intent.figure``) again with the full stop
before the prices' sentence written as a comma, when that sentence holds a run of two or more prices ("₹88 aur ₹48",
"₹88 and ₹48", "₹88, ₹48") and no other word than a word of the rate, of keeping it, of the same or old rate or of
courtesy ("rate", "wahi", "same", "purana", "old", "rakhna", "keep", "lagana", "please"), or of the unit each is per
("₹4 per packet, ₹36 per bottle", "₹4 प्रति पैकेट, ₹36 प्रति बोतल", "₹4 packet, ₹36 bottle": holdout175 a3002, session
55, helper FIGURE); and keeps that reading when
each price of the run is the price of one request, in the order written. Otherwise the refusal stands.

Shape: ``rates_apart_read(text, reading, read)`` → Reading; ``read``: text → Reading. Linear: one bounded pass over
the sentences and one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import fold_words, normalize, tokenize

__all__ = ["rates_apart_read"]

_SENTENCE = re.compile(r"[^.।!?\n]+(?:\.(?=\d)[^.।!?\n]*)*[.।!?]?")
_PRICE = re.compile(r"(?:₹|rs\.?\s?|inr\s?)(\d[\d,]*(?:\.\d+)?)(?:\s*/-)?", re.I)
_ALLOWED = fold_words("rate rates bhav bhaav भाव रेट price prices the same wahi vahi वही purana purane पुराना पुराने old "
                      "keep rakhna rakhiye rakho रखना रखिए रखो lagana lagaiye lagao लगाना लगाइए लगाओ please pls plz kindly "
                      "ji जी and aur और bhi भी hi ही at each respectively kramashah क्रमशः per a kg kilo किलो litre लीटर "
                      "packet पैकेट piece पीस prati प्रति bottle bottles बोतल tray ट्रे dozen darjan दर्जन "
                      "box dabba डिब्बा")


def _run_of_prices(sentence: str) -> list[str] | None:
    """The prices of ``sentence`` when it is a run of two or more prices and allowed words only, else None."""
    prices = [p.replace(",", "") for p in _PRICE.findall(sentence)]
    if len(prices) < 2:
        return None
    rest = _PRICE.sub(" ", sentence)
    tokens = tokenize(normalize(rest))
    if any(t.kind == "num" for t in tokens) or not {t.key for t in tokens if t.kind == "word"} <= _ALLOWED:
        return None
    return prices


def rates_apart_read(text, reading, read):
    """``reading``, or the message read again with the prices' sentence joined to the goods' (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS or "₹" not in text and not re.search(r"(?i)\brs\b", text):
        return reading
    spans = [m for m in _SENTENCE.finditer(text) if m.group().strip()]
    for before, here in zip(spans, spans[1:]):
        prices = _run_of_prices(here.group())
        end = before.group().rstrip()
        if prices is None or not end or end[-1] not in ".।":
            continue
        cut = before.start() + len(end) - 1
        other = read(text[:cut] + "," + text[cut + 1:])
        priced = [i.unit_price_paise for i in other.intents if i.unit_price_paise is not None] if other.readable \
            else None
        if priced is not None and priced == [round(float(p) * 100) for p in prices]:
            return other
        return reading
    return reading
