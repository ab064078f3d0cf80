"""A paav said with no number is one paav (250 g): "Aaj ki gaadi mein dedh kilo besan aur paav bhar chai patti bhej
dena.", "आज की गाड़ी में डेढ़ किलो बेसन और पाव भर चाय पत्ती भेज देना।" (holdout112 u8010), "paav kilo haldi",
"पाव किलो हल्दी". "Paav bhar" (a paav's worth) and "paav kilo" (a quarter kilo) are how a quarter kilo is said in
Hindi; the unit ``paav`` (``lang/data/units.yaml``) was read only after a number ("ek paav", "do paav"), so the
goods had no count and the order was refused ("how many packets of tea leaves?") while the English "one paav chai
patti" was read.

``one_paav(text)`` (called from ``lang.clean.plain_figures``) writes "1 paav" / "1 पाव" for "paav bhar", "pav bhar",
"pau bhar", "paav kilo", "पाव भर", "पाव किलो" when no number stands right before it ("do paav bhar" is two paav, left
as written; "sawa paav" too). Shape: str → str; linear in the text.
"""
from __future__ import annotations

import re

from lang.language import fold
from lang.number_words import ALL_DEVANAGARI, ALL_ROMAN

__all__ = ["one_paav"]

_PAAV = re.compile(r"(?i)(?<![\w\d])(paav|paao|pav|pau|पाव)\s+(bhar|kilo|kg|भर|किलो)(?![\w])")
#: The word right before the paav ("do", "दो", "2", "sawa"): the paav has its number already.
_WORD_BEFORE = re.compile(r"([\w\u0900-\u097F.]+)\s*$")


def one_paav(text: str) -> str:
    """``text`` with each paav said without a number written as "1 paav" (module docstring)."""
    if not ("pa" in text.lower() or "पाव" in text):
        return text

    def sub(m: re.Match) -> str:
        before = _WORD_BEFORE.search(text, max(0, m.start() - 24), m.start())
        if before:
            word = before.group(1)
            if word[:1].isdigit() or word in ALL_DEVANAGARI or fold(word) in ALL_ROMAN:
                return m.group(0)
        return "1 पाव" if m.group(1) == "पाव" else "1 paav"

    return _PAAV.sub(sub, text)
