"""A bill's payment held until it is corrected, told beside payments of other bills: "B7 pending till correction.",
"B7 बिल ठीक होने तक बाकी।", "B7 pending jab tak bill thik na ho." (dev151 a78050, under "B3 … paid ✅, B4 … paid ✅").
The complaint about B7 was made before; the sentence says only why B7 is not paid now. The reader had asked "what
about B7?" and refused the two payments with it. A shopkeeper pays nothing on B7 and records B3 and B4 paid.

``bill_held_read(text, reading, read)`` reads such a refusal (``ambiguous_intent.id``) again without the one sentence
that names that one bill and no other id, no goods and no figure, and holds a word of its being pending ("pending",
"baaki", "बाकी", "on hold", "रुका") with a word of "until" ("till", "until", "tak", "तक", "jab tak") and one of
correcting ("correction", "corrected", "thik", "ठीक", "सुधार"), and no word of asking ("you", "please", "aap"); the
reading again is kept when it only pays, disputes or asks the bills of other ids. "B7 pending." alone, or "B7 on hold
till you correct it" (asks the correction), are left as read.

Shape: ``bill_held_read(text, reading, read)`` → Reading; ``read``: text → Reading. At most one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import fold_words, normalize, tokenize

__all__ = ["bill_held_read"]

_SENTENCE = re.compile(r"[^.।!?\n]+[.।!?]*")
_ID = re.compile(r"(?<![A-Za-z0-9])[BO]-?\d{1,5}(?!\d)")
_PENDING = fold_words("pending baaki baki बाकी बाक़ी hold held ruka roka रुका रोका")
_UNTIL = fold_words("till until untill tak तक jab जब")
_CORRECT = fold_words("correction corrected correct corrections thik theek ठीक sudhar सुधार sahi सही revised")
_ASKING = fold_words("you your aap aapka आप please pls kripya कृपया kindly karo kijiye कीजिए कर do dijiye दीजिए")
_BILL_ONLY = frozenset({"pay", "dispute", "ask_bill"})


def bill_held_read(text, reading, read):
    """``reading``, or the message read again without a sentence telling a bill held until corrected (docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.id" or not isinstance(
            text, str) or len(text) > MAX_CHARS:
        return reading
    found = None
    for s in _SENTENCE.finditer(text):
        ids = _ID.findall(s.group())
        if len(ids) != 1 or not ids[0].startswith("B"):
            continue
        keys = {t.key for t in tokenize(normalize(s.group())) if t.kind == "word"}
        if _PENDING.isdisjoint(keys) or _UNTIL.isdisjoint(keys) or _CORRECT.isdisjoint(keys) or \
                not _ASKING.isdisjoint(keys) or re.search(r"\d", _ID.sub("", s.group())):
            continue
        if found is not None:
            return reading
        found = (s, ids[0].replace("-", ""))
    if found is None:
        return reading
    s, held = found
    again = read(text[:s.start()] + text[s.end():])
    if not again.readable or not again.intents or any(
            i.kind not in _BILL_ONLY or i.sku or i.bill_id in (None, held) for i in again.intents):
        return reading
    return again
