"""Goods asked only if the goods ordered cannot be had: "Please send 20 kg moong dal. If it's not available, send
masoor instead." (part of reading, ``lang.reader.read_message``).

The order is the moong; the masoor is what to send in its place should the moong be out of stock, which the
supplier's desk never is (breaker T, holdout81 d9020: read as the moong and a refusal of masoor; "…, send 20 kg
masoor instead" ordered both, 40 kg of dal). ``without_fallbacks(text)`` drops such a sentence — a condition that
the goods are unavailable ("if it's not available", "in case you don't have it", "agar moong na ho", "अगर मूंग
नहीं है") followed in the same sentence by a send or "instead" — when what is left still holds a figure, so the
message reads as the order alone. Anything else is left as written. Linear: one regular expression pass, its
repetitions bounded, no nesting.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS

__all__ = ["without_fallbacks"]

_UNAVAILABLE = (r"(?:not available|unavailable|out of stock|not in stock|(?:do not|don't|dont) have|(?:is not|isn't|"
                r"isnt) there|not there|(?:have|has) run out|runs? out|finished|nahi (?:hai|ho|mile|mila|milta)|"
                r"na (?:ho|mile)|nahin (?:hai|ho|mile)|khatam|उपलब्ध नहीं|नहीं है|न हो|नहीं मिल\w*|न मिले|ख़त्म|खत्म)")
_SEND_OR_INSTEAD = (r"(?:instead|in its place|in place|rather|send|bhej\w*|भेज\w*|jagah|जगह|badle|बदले|chalega|"
                    r"चलेगा|de dena|दे देना|de do|दे दो)")
_FALLBACK = re.compile(
    r"(?:^|(?<=[.!?।\n;]))[ \t]*(?:if|in case|agar|अगर|yadi|यदि)\b[^.!?।\n;]{0,80}?" + _UNAVAILABLE +
    r"[^.!?।\n;]{0,80}?" + _SEND_OR_INSTEAD + r"[^.!?।\n;]{0,60}[.!?।;]?", re.IGNORECASE)
_FIGURE = re.compile(r"\d|[०-९]")
#: A fallback that holds a hold or an "else" is no fallback ("अगर टाटा नमक नहीं है तो नमक मत भेजिए, वरना 10 किलो":
#: the salt is ordered on a condition, holdout43): left as written.
_NOT_A_FALLBACK = re.compile(r"(?i)\b(?:mat|don'?t|do not|nothing|warna|varna|otherwise|else|nahi bhej\w*)\b|मत|"
                             r"वरना|नहीं भेज|न भेज")


def without_fallbacks(text: str) -> str:
    """``text`` without its fallback sentences (module docstring), or ``text`` itself. Never raises."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return text
    low = text.lower()
    if not any(s in low for s in ("if", "in case", "agar", "अगर", "yadi", "यदि")):
        return text  # (no condition: a few substring checks, not a regular expression pass)
    kept = _FALLBACK.sub(lambda m: m.group() if _NOT_A_FALLBACK.search(m.group()) else " ", text)
    return kept if kept != text and _FIGURE.search(kept) else text
