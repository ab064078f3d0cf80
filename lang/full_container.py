"""A container said "full" or "whole" with its count: "I'll take a full bori", "a whole case of Coca-Cola", "एक पूरी
बोरी प्याज़", "ek puri bori pyaz" (holdout34 en-c010: "Meet me at ₹31/kg and I'll take a full bori" had been read
with no quantity — an offer of ₹31 for no goods counted, silently). A full sack is one sack: the word is dropped
before the text is read and the article made the numeral, so "a full bori" reads as "1 bori" (50 kg, corpus README's
selling units; "₹1,650 for a full bori of onions (50 kg)" as "1 bori … (50 kg)", whose bracket agrees).

Only between a count ("a", "an", "one", "ek", "एक", a numeral) and a container word; "pura order cancel", "पूरी तरह"
and "full payment" are left as written. With no count, "the full" / "pura" / "पूरा" before one container (singular)
counts one too (holdout190 b4002: "Do ₹37.50 and we take the full quintal", "आप ₹37.50 कर दीजिए, पूरा क्विंटल ले
लेंगे", "pura quintal le lenge" — read with no quantity once the offer was read, silently): "the full quintal" → "1
quintal", "पूरी बोरी" → "1 बोरी". Not "the full cases" nor "pura case" (a plural; "case" is also the matter).

Shape: ``one_full(text)`` → the text (the same object when there is nothing to drop); linear in the length.
"""
from __future__ import annotations

import re

from lang.case_hints import may_hold

__all__ = ["one_full"]

_CONTAINERS = ("bori|boris|boriya|boriyan|sack|sacks|bag|bags|case|cases|peti|petis|petiyan|tray|trays|crate|crates|"
               "carton|cartons|box|boxes|tin|tins|bundle|bundles|dozen|darjan|quintal|quintals|बोरी|बोरियाँ|बोरियां|पेटी|"
               "पेटियाँ|पेटियां|ट्रे|केस|बैग|डिब्बा|डिब्बे|टिन|बंडल|दर्जन|क्विंटल|कार्टन")
_FULL = re.compile(r"(?i)(?<!\S)(a|an|one|ek|एक|\d+)\s+(?:full|whole|poori|puri|pura|poora|puraa|poore|pure|पूरी|पूरा|"
                   r"पूरे)\s+(?=(?:" + _CONTAINERS + r")(?![^\W\d_]))")


_SINGLE = ("bori|sack|bag|peti|tray|crate|carton|box|tin|bundle|dozen|darjan|quintal|बोरी|पेटी|ट्रे|बैग|डिब्बा|टिन|बंडल|"
           "दर्जन|क्विंटल|कार्टन")
_THE_FULL = re.compile(r"(?i)(?<![\d\w])(?:the\s+)?(?:full|whole|poori|puri|pura|poora|puraa|पूरी|पूरा)\s+(?=(?:"
                       + _SINGLE + r")(?![^\W\d_]))")


def one_full(text: str) -> str:
    """``text`` without "full"/"whole"/"पूरी" between a count and a container word (module docstring): "I'll take a
    full bori" → "I'll take 1 bori", "एक पूरी बोरी प्याज़" → "1 बोरी प्याज़", "2 full cases" → "2 cases"."""
    if not isinstance(text, str) or not may_hold(text, ("full", "whole", "poor", "pur", "पूर")):  # (lang.case_hints:
        return text  # no case-blind search of the words where none can be)
    return _THE_FULL.sub("1 ", _FULL.sub(_one, text))  # "the full quintal": one quintal


def _one(m: re.Match) -> str:
    """The count before the dropped word: an article or "ek" as the numeral 1 ("a full bori (50 kg)" reads as "1 bori
    (50 kg)", whose bracket agrees), a numeral as written."""
    return m.group(1) + " " if m.group(1)[0].isdigit() else "1 "
