"""A rate agreed before, told in a complaint about a bill that the reply does not name: "We had agreed ₹132 per litre
for this oil, not ₹140. Please send a corrected bill." (the bill, "> Bill B12 — 10 L mustard oil @ ₹140", only
quoted), "इस तेल के लिए हमारी बात ₹132 प्रति लीटर पर हुई थी, ₹140 पर नहीं। कृपया सही बिल भेजिए।", "Is tel ke liye humari
baat ₹132 per litre pe hui thi, ₹140 pe nahi. Kripya sahi bill bhejiye." The shop disputes a bill; the rate agreed is
the dispute's fact, not a price accepted now, and "₹140 pe nahi" is no refusal of an offer. They had been read as an
acceptance at ₹132 (English) or a refusal at ₹140 (Hindi, Hinglish), silently (session 44, probe set RB, r037).

``agreed_rate_billed(text, reading)``: a readable reading of only acceptances, refusals and offers, none with an id,
of a reply (its own words: ``lang.clean.clean``) that names no bill, asks for the bill to be corrected ("corrected
bill", "correct the bill", "revised bill", "सही बिल", "sahi bill", "बिल ठीक", "bill theek") and tells a rate agreed
before (``lang.bill_rate_agreed``'s words: "agreed", "बात … हुई थी", "tay hua tha") is refused "which bill to
dispute?" (``no_id.bill``); ``lang.quoted_ids`` then reads the one bill the quoted lines name, when there is one.
"""
from __future__ import annotations

import re

from lang.bill_rate_agreed import agreed_before
from lang.clean import clean
from lang.language import fold
from lang.reasons import why

__all__ = ["agreed_rate_billed"]

_BILL_ID = re.compile(r"\bB-?\d{1,9}\b")
#: A bill asked to be corrected, in the three languages.
_CORRECTED = re.compile(r"(?i)\b(?:correct(?:ed)?|revised?|rectif(?:y|ied)|amended?|fix)\s+(?:the\s+|this\s+|that\s+)?"
                        r"bill\b|\bbill\s+(?:corrected|revised|rectified)\b|\b(?:sahi|theek|thik|sudhara?)\s+bill\b|"
                        r"\bbill\s+(?:sahi|theek|thik|sudhar)|(?:सही|ठीक|सुधरा|संशोधित)\s+बिल|बिल\s+(?:सही|ठीक|सुधार)")
_WORD = re.compile(r"[\w\u0900-\u097f]+")
_ITEM_KINDS = frozenset({"accept", "reject", "offer"})


def agreed_rate_billed(text, reading):
    """The refusal "which bill to dispute?" for such a reading (module docstring), else ``reading``. Never raises."""
    if not reading.readable or not isinstance(text, str) or not reading.intents or any(
            i.kind not in _ITEM_KINDS or i.bill_id or i.order_id for i in reading.intents):
        return reading
    reply = clean(text)
    if _BILL_ID.search(reply) or not _CORRECTED.search(reply):
        return reading
    if not agreed_before([fold(w) for w in _WORD.findall(reply)]):
        return reading
    no_id = why("no_id.bill", action="dispute")
    return type(reading).refused(no_id, reading.language)
