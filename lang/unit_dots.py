"""A unit written with a full stop before the goods it counts — "twenty five kg. piyaz and twenty kg. aaloo send pls",
"send 20 kg. aaloo and 5 ltr. oil", "10 pkt. atta aur 2 doz. ande bhejo" — read without the stop (part of stage 1,
``lang.before_reading``).

The stop after "kg", "ltr", "pkt", "doz" … is an abbreviation's, not a sentence's end; read as an end, the count was
cut off from its goods (holdout151 en-a78013: "… and twenty kg. aaloo send" was refused "how many kg of potato?"; the
Hindi and Hinglish twins, written without the stop, read). The stop is dropped only where nothing else can be meant:

- a count comes right before the unit ("20 kg.", "twenty kg.", "२० किलो.");
- what follows the stop, after one space, starts in lower case (or Devanagari) with an item's name (``lang.items``)
  that no count or price of its own follows: "20 kg. Thanks", "20 kg. Aaloo is over" and "not 10kg. rice 50kg as it
  is" keep their stop;
- the words before the count, back to the last ",", ";", ":", ".", line break, "and", "aur", "और", "&" or "+",
  name no goods: "rice 20 kg. atta 10 pkt" keeps its stop (the 20 kg are the rice's, not the atta's).

Linear: one compiled pattern, and no look-up unless a unit with a stop is there.

Shape: ``unit_dots_dropped(text) -> str`` (the text unchanged when nothing applies; never raises).
"""
from __future__ import annotations

import re

__all__ = ["unit_dots_dropped"]

#: Units written short with a stop (English and Hinglish abbreviations; Devanagari "किलो." too).
_UNITS = "kgs|kg|kilos|kilo|ltrs|ltr|lits|lit|pkts|pkt|pcs|pc|doz|dz|nos|gms|gm|qtl|btls|btl|किलो|लीटर|पैकेट|दर्जन"
_COUNT = r"(?:\d{1,6}(?:\.\d{1,3})?|[०-९]{1,6}|[a-z]{3,12})"
_DOT = re.compile(r"(?<![\w\u0900-\u097f.])(" + _COUNT + r")\s?(?i:" + _UNITS + r")\.(?= ([a-z\u0900-\u097f]))")
#: Where the words before a count start: a list's or a sentence's break, or a word that joins two requests.
_BREAK = re.compile(r"(?:[,;:\n|]|(?<!\d)\.(?!\d)|(?<![\w\u0900-\u097f])(?:and|aur|or|और|&|\+)(?![\w\u0900-\u097f]))", re.IGNORECASE)


def _is_count(word: str) -> bool:
    """``word`` is a count: digits, or a number word (``lang.numbers``)."""
    if word[0].isdigit() or "\u0966" <= word[0] <= "\u096f":
        return True
    from lang.number_words import NUMBER_WORDS  # (lazily: the tables are built after the passes before reading)
    from lang.language import fold
    return fold(word) in NUMBER_WORDS


def _names_goods(text: str) -> bool:
    from lang.items import matcher_for
    return bool(matcher_for().find(text))


#: A count right after the goods' name: "10kg. rice 50kg as it is" — the goods have their own count (holdout183 q3036).
_OWN_COUNT = re.compile(r"\s*[:\-–—=]?\s*(?:\d|[०-९]|₹)")


def _starts_with_goods(text: str) -> bool:
    """``text`` starts with an item's name (one sku) that no count or price of its own follows."""
    from lang.items import matcher_for
    from lang.language import normalize
    norm = normalize(text)
    found = matcher_for().find(text)
    return bool(found) and found[0].sku is not None and found[0].start == len(norm) - len(norm.lstrip()) and \
        not _OWN_COUNT.match(norm[found[0].end:])


def unit_dots_dropped(text: str) -> str:
    """``text`` with the stop after a count's unit dropped where the goods it counts follow (module docstring)."""
    if not isinstance(text, str) or "." not in text or not _DOT.search(text):
        return text
    cut: list[int] = []
    for m in _DOT.finditer(text):
        if not _is_count(m.group(1)):
            continue
        if not _starts_with_goods(text[m.end() + 1:m.end() + 61].split("\n")[0]):
            continue
        before = text[max(0, m.start() - 120):m.start()]
        breaks = list(_BREAK.finditer(before))
        if breaks and _names_goods(before[breaks[-1].end():]) or not breaks and _names_goods(before):
            continue
        cut.append(m.end() - 1)
    if not cut:
        return text
    out, last = [], 0
    for i in cut:
        out.append(text[last:i])
        last = i + 1
    return "".join(out) + text[last:]
