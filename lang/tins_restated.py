"""A count of goods restated in brackets as containers of a size (part of stage 1, ``lang.before_reading``):

    30 litres of ghee (two 15 L tins)          → 30 litres of ghee
    30 लीटर घी (15 लीटर के दो टिन)               → 30 लीटर घी
    30 litre ghee (15 L ke do tin)             → 30 litre ghee

The bracket says how the lot comes packed; its two figures had been read as a second count ("ghee: 30 l or 15 l?",
"what is 15 लीटर for?": holdout153 w77006 in three languages; "two tins of 15 litres" read already).
``tins_restated(text)`` drops such a bracket only when its count of containers times their size is the count just
before it, in the same unit (litres with litres, kilos with kilos), and the bracket holds nothing else, or when it
only counts the containers ("45 litres of mustard oil (three tins)", "(तीन टिन)": the litres are the count); any other
bracket is left as written and read as before ("30 L ghee (two 10 L tins)" stays refused). Linear in the length.
"""
from __future__ import annotations

import re

__all__ = ["tins_restated"]

_NUMS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ek": 1, "do": 2, "teen": 3,
         "char": 4, "chaar": 4, "paanch": 5, "panch": 5, "एक": 1, "दो": 2, "तीन": 3, "चार": 4, "पांच": 5, "पाँच": 5}
_LITRE = r"(?:l|L|ltr|ltrs|litre|litres|liter|liters|लीटर)"
_KILO = r"(?:kg|kgs|kilo|kilos|किलो)"
_BOX = r"(?:tins?|cans?|bags?|sacks?|bori|boris|टिन|डिब्बे|डिब्बा|बोरी|बोरियाँ|बैग|पेटी|peti)"
_COUNT = r"(?P<n>\d+|" + "|".join(sorted(_NUMS, key=len, reverse=True)) + r")"
#: The count before the bracket: a number and its unit, then at most four words (the goods), then the bracket.
_LOT = re.compile(r"(?P<total>\d+(?:\.\d+)?)\s*(?P<unit>" + _LITRE + "|" + _KILO + r")\b(?P<goods>(?:\s+[^\s()\d.,;!?।]+){0,4})"
                  r"\s*\((?P<inner>[^()\n]{1,40})\)")
#: The bracket: "two 15 L tins", "2 x 15 L tins", "15 लीटर के दो टिन", "15 L ke do tin".
_EN = re.compile(r"^\s*" + _COUNT + r"\s*(?:x|×)?\s*(?P<size>\d+(?:\.\d+)?)\s*(?P<u>" + _LITRE + "|" + _KILO + r")\s+"
                 + _BOX + r"\s*$", re.I)
_HI = re.compile(r"^\s*(?P<size>\d+(?:\.\d+)?)\s*(?P<u>" + _LITRE + "|" + _KILO + r")\s+(?:के|ke|ki|की)\s+" + _COUNT
                 + r"\s+" + _BOX + r"\s*$", re.I)


#: The bracket naming only how many containers ("three tins", "3 टिन", "teen tin"): how the lot comes packed.
#: Only tins and cans, whose size the catalogue does not fix: "10 kg sugar (2 bori)" (100 kg) stays a contradiction.
_ONLY = re.compile(r"^\s*" + _COUNT + r"\s+(?:tins?|cans?|टिन|डिब्बे|डिब्बा|dabba|dabbe|dibba|dibbe)\s*$", re.I)


def _family(unit: str) -> str:
    return "l" if re.fullmatch(_LITRE, unit, re.I) else "kg"


def _value(word: str) -> float | None:
    if word.isdigit():
        return float(word)
    return _NUMS.get(word.lower()) or _NUMS.get(word)


def tins_restated(text: str) -> str:
    """``text`` without brackets that restate the count before them as containers of a size (module docstring)."""
    if not isinstance(text, str) or "(" not in text:
        return text

    def drop(m: re.Match) -> str:
        inner = _EN.match(m.group("inner")) or _HI.match(m.group("inner"))
        if inner is None:
            return m.group(0)[:m.start("inner") - m.start() - 1].rstrip() if _ONLY.match(m.group("inner")) and _value(
                _ONLY.match(m.group("inner")).group("n")) else m.group(0)  # "45 litres of mustard oil (three tins)"
        n = _value(inner.group("n"))
        if n is None or _family(inner.group("u")) != _family(m.group("unit")) or abs(
                n * float(inner.group("size")) - float(m.group("total"))) > 1e-9:
            return m.group(0)
        return m.group(0)[:m.start("inner") - m.start() - 1].rstrip()

    return _LOT.sub(drop, text)
