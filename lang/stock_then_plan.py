"""A stock report joined to a plan to order later, in one sentence (part of stage 1, ``lang.before_reading``):

    We have about 6 kg of toor dal left, so we will most likely place an order later this week once we have your rates.
    हमारे पास अभी लगभग 6 किलो अरहर दाल बची है, इसलिए भाव मिलते ही इसी हफ़्ते ऑर्डर देने की संभावना है।

The shopkeeper reads a rate enquiry with its reason: nothing is ordered now. The reader saw the word "order" in the
sentence with goods and a count and took the stock for an order (holdout79 y1001: how many kg of toor dal?).
``stock_then_plan(text)`` ends the sentence before the "so" (". So …", "। इसलिए …"; not "to"/"तो", which the reader
reads as the condition it may be), so the report is read as the
background it is and the plan as a sentence with no goods — only when the part before says stock is left ("left",
"bacha/bache/bachi", "बचा/बचे/बची") and the part after has no figure and says an order is to come ("will/shall …
order", "order … denge/karenge", "ऑर्डर … देंगे/करेंगे", "ऑर्डर देने की संभावना", "order dene ka plan"). Linear;
compiled once, on first use.
"""
from __future__ import annotations

import re

from lang.case_hints import may_hold

__all__ = ["stock_then_plan"]

_ANY = re.compile(r"\b(?:left|bach[aei])\b|बच[ाेी]", re.I)
_PLAN_CACHE: dict[str, re.Pattern] = {}
#: The longest sentence looked at (a report and a plan are a line, not a page).
_LONGEST = 400


def _pattern() -> re.Pattern:
    if not _PLAN_CACHE:
        _PLAN_CACHE["join"] = re.compile(
            r"(?P<stock>[^.!?।\n]*?(?:\b(?:left|bach[aei])\b|बच[ाेी])[^.!?।\n,]*?),\s*(?P<so>so|isliye|इसलिए)\s+"
            r"(?P<plan>[^.!?।\n\d₹]*?(?:\b(?:will|shall|would)\b[^.!?।\n\d₹]*?\border\b|\border\s+(?:de|kar)\s*(?:denge|"
            r"dunga|dungi|enge)|ऑर्डर\s+(?:दे|कर)\s*(?:देंगे|दूँगा|दूंगा|ेंगे)|ऑर्डर\s+(?:देने|करने)|\border\s+(?:dene|"
            r"karne))[^.!?।\n\d₹]*)(?=[.!?।\n]|$)", re.I)
        _PLAN_CACHE["ends"] = re.compile(r"(?<=[.!?।\n])")
    return _PLAN_CACHE["join"]


def stock_then_plan(text: str) -> str:
    """``text`` with a stock report and a plan to order later, joined by "so", as two sentences (module docstring);
    else unchanged. Never raises. E.g. "We have 6 kg of toor dal left, so we will place an order later." → "We have 6
    kg of toor dal left. So we will place an order later."."""
    if not isinstance(text, str) or len(text) > 4000 or not may_hold(text, ("left", "bach", "बच")) or \
            _ANY.search(text) is None or "rder" not in text and "ऑर्डर" not in text:  # (lang.case_hints: words first)
        return text
    deva = "।"

    def split(m: re.Match) -> str:
        mark = deva if any("\u0900" <= ch <= "\u097f" for ch in m.group("stock")) else "."
        so = m.group("so")
        return f"{m.group('stock')}{mark} {so[:1].upper() + so[1:]} {m.group('plan')}"

    pattern = _pattern()
    parts = _PLAN_CACHE["ends"].split(text)  # sentence by sentence, each short: the lazy pattern stays linear
    return "".join(pattern.sub(split, part) if len(part) <= _LONGEST else part for part in parts)
