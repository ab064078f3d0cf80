"""A lot whose price is accepted, then asked sent by its count alone: "₹3,144 for 24 litres of mustard oil is fine.
Please send the 24 litres this week.", "24 लीटर सरसों तेल के ₹3,144 ठीक हैं। कृपया ये 24 लीटर इस हफ़्ते भेज दीजिए।",
"24 litre sarson tel ke ₹3,144 theek hain. Please ye 24 litre is hafte bhej dijiye." (holdout119 f8013, holdout100
b8016 — session 38, fixer DF). The count asked sent names no goods, so the reader asked what it was for ("what is 24
litres for?"); a shopkeeper reads the lot just agreed: the 24 litres of mustard oil, sent.

``lot_sent_read(text, reading, read, catalogue)`` reads such a refusal (``ambiguous_intent.figure`` on a count with a
unit, "24 litres") again with the goods' name written after the count in the one sentence that holds it, asks it sent
("send", "bhej", "भेज", "book", "deliver", "dispatch") and names no goods of its own (read alone, it names no item),
when the message without that sentence reads, and reads exactly one lot (an ``accept`` or ``offer`` with a quantity
and a total) of that many selling units. The reading again is kept only when it is the message's reading without the
sentence plus one ``order`` of the lot's goods and count; otherwise the refusal stands: "₹3,144 for 24 litres of
mustard oil is fine. Please send the 12 litres." (another count), two lots of 24 litres, or the sentence naming other
goods ("send the 24 litres along with the refined oil", whose count may be the refined oil's) keep the question.

Shape: ``lot_sent_read(text, reading, read, catalogue)`` → Reading; ``read``: text → Reading. A bounded number of
readings again (the sentence alone, the message without it, its count with the goods named, and the message written
again), only for a refusal of this key on a counted figure.
"""
from __future__ import annotations

import re
from collections import Counter

from lang.clean import MAX_CHARS
from lang.language import fold_words, normalize, tokenize
from lang.units import UNIT_WORDS

__all__ = ["lot_sent_read"]

_SENTENCE = re.compile(r"[^.।!?\n]+(?:\.(?=\d)[^.।!?\n]*)*[.।!?]?")
_FIGURE = re.compile(r"(\d+(?:\.\d+)?) ?([^\d\s₹]+)")
#: Words that ask goods sent ("Please send the 24 litres", "ये 24 लीटर भेज दीजिए", "book the 24 litres").
_SEND = fold_words("send sending dispatch deliver book bhej bhejo bhejiye bhejna bhejdo bhejein भेज भेजो भेजिए भेजें "
                   "भेजना भिजवा bhijwa")
#: Refusals of the sentence read alone that say it names no goods.
_NO_GOODS = ("no_item",)


def _name(item, sentence: str, language: str) -> str:
    """The item's name in the sentence's script and the message's language."""
    if re.search(r"[\u0900-\u097F]", sentence):
        return item.hindi
    return item.hinglish if language == "hinglish" else item.item


def lot_sent_read(text, reading, read, catalogue=None):
    """``reading``, or the message read again with the lot's goods named after the count asked sent (docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or catalogue is None \
            or not isinstance(text, str) or len(text) > MAX_CHARS:
        return reading
    figure = (getattr(reading, "reason_args", None) or {}).get("figure", "")
    m = _FIGURE.fullmatch(figure.strip())
    if m is None or normalize(m.group(2)).lower() not in UNIT_WORDS and not any(
            t.key in UNIT_WORDS for t in tokenize(normalize(m.group(2)))):
        return reading
    spans = [s for s in _SENTENCE.finditer(text) if figure in s.group()]
    asked = [s for s in spans if not _SEND.isdisjoint(t.key for t in tokenize(normalize(s.group())) if t.kind == "word")]
    if len(asked) != 1:
        return reading
    here = asked[0]
    if not text[:here.start()].strip() and not text[here.end():].strip():
        return reading  # the sentence is the whole message: no lot told beside it
    alone = read(here.group())
    if alone.readable or not getattr(alone, "reason_key", "").startswith(_NO_GOODS):
        return reading
    without = read(text[:here.start()] + text[here.end():])
    if not without.readable:
        return reading
    lots = [i for i in without.intents if i.kind in ("accept", "offer") and i.sku and i.quantity and i.total_paise]
    if len(lots) != 1:
        return reading
    lot = lots[0]
    item = catalogue.by_sku(lot.sku)
    at = here.start() + here.group().index(figure) + len(figure)
    again = read(text[:at] + " " + _name(item, here.group(), reading.language) + text[at:])
    if not again.readable:
        return reading
    order = lot.model_copy(update={"kind": "order", "unit_price_paise": None, "total_paise": None,
                                   "price_change_paise": None, "note": ""})
    want = Counter(i.model_copy(update={"note": ""}) for i in [*without.intents, order])
    got = Counter(i.model_copy(update={"note": ""}) for i in again.intents)
    return again if got == want else reading
