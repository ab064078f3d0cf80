"""Paise said in number words: "Cheeni pe kilo pachaas paise kam karo", "चीनी पर किलो पचास पैसे कम करो", "Ek sau
pachaas rupaye pachaas paise hue", "एक सौ पचास रुपये पचास पैसे" (session 52, the language gaps of
``benchmarks/language_gaps.py``: "50 paise less per kilo" was read in English, the Hindi and Hinglish twins refused
"a quantity you would take at a lower price" or "what is Ek sau pachaas rupaye for?"). ``lang.clean.plain_figures``
turns "38 rupees 50 paise" and "50 paise" into rupees only when the figures are digits; the number words were read
later as a bare 50 beside a word it does not know.

``paise_in_words(text)`` writes such figures in digits first: a number in words right before "paise" / "paisa" /
"pese" / "पैसे" / "पैसा" (2 to 99: "ek paisa bhi kam nahi" is no price), and a number in words right before a rupee
word just before it ("ek sau pachaas rupaye pachaas paise" → "150 rupaye 50 paise"), so that ``plain_figures`` reads
them as ₹0.50 and ₹150.50. Nothing else changes: a text whose stretch before the paise word normalizes differently
(NFKC, Devanagari digits) is left as it is.

Shape: ``paise_in_words(text: str) -> str``. Linear in the text (a bounded look-back a paise word).
"""
from __future__ import annotations

import re

from lang.language import normalize
from lang.numbers import find_numbers

__all__ = ["paise_in_words"]

_PAISE_WORD = re.compile(r"(?<![\w\u0900-\u097f])(?:paise|paisa|pese|पैसे|पैसा)(?![\w\u0900-\u0963\u0966-\u097f])",
                         re.IGNORECASE)
_RUPEE_WORD = re.compile(r"\s*(?:rupees?|rupaye|rupaiye|rupaya|rupaiya|rupye|rupya|रुपये|रुपए|रुपया|रुपैया)\s*"
                         r"(?:and|aur|और)?\s*", re.IGNORECASE)
_LOOK_BACK = 80


def _digits(value) -> str:
    return str(int(value)) if value == int(value) else str(value)


def paise_in_words(text: str) -> str:
    """``text`` with paise (and the rupees right before them) said in number words written in digits (module
    docstring); the same text when there are none."""
    if not isinstance(text, str) or not _PAISE_WORD.search(text):
        return text
    out, done = [], 0
    for m in _PAISE_WORD.finditer(text):
        lo = max(done, m.start() - _LOOK_BACK)
        seg = text[lo:m.start()]
        if not seg.strip() or normalize(seg) != seg:
            continue
        spans = find_numbers(seg)
        if not spans:
            continue
        paise = spans[-1]
        if not paise.words or seg[paise.end:].strip() or not 2 <= paise.value < 100 or paise.value != int(
                paise.value):
            continue
        new = seg[:paise.start] + _digits(paise.value) + seg[paise.end:]
        if len(spans) > 1:
            rupees = spans[-2]
            if rupees.words and _RUPEE_WORD.fullmatch(seg[rupees.end:paise.start]):
                new = seg[:rupees.start] + _digits(rupees.value) + seg[rupees.end:paise.start] + new[paise.start:]
        out.append(text[done:lo] + new)
        done = m.start()
    return "".join(out) + text[done:]
