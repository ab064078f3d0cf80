"""A rate written the way a count is, with no rupee sign (part of stage 1, ``lang.before_reading``):

    2 kilo paneer bhejo, rate 360 kilo                 → rate ₹360/kilo        (holdout58 hl-f026)
    कृपया भेजना 3 दर्जन केला रेट 50 दर्जन करके जल्दी।       → रेट ₹50/दर्जन करके    (holdout34 hi-c009)
    नहीं भैया, घी 560 लीटर में नहीं जमेगा, रहने दो।           → घी ₹560/लीटर में      (holdout102 hi-e8010)
    Sorry bhai, badaam 1,080 kilo pe nahi lenge.       → badaam ₹1,080/kilo pe (holdout23 hg-039)
    Paneer 360 kilo kar do, 5 kilo le lenge.           → Paneer ₹360/kilo kar do (holdout9 h9-029)

Said aloud, "three-sixty a kilo" is written "360 kilo"; the reader took it for 360 kg and asked which count was meant
(``contradictory.two_counts``) or refused a quantity beside a refusal (``ambiguous_intent.quantity``).
``counts_as_rates(text)`` writes "₹N/unit" for "N unit" only when the one item named before it in its sentence makes
it a rate a shopkeeper would read so:

- after a rate word ("rate", "रेट", "bhav", "भाव"): N per unit is within half to 1.6 times the item's MRP per unit;
- before "mein"/"में"/"pe"/"par"/"पर"/"kar do"/"करके": as above, and N units would be more than ten shelves of the
  item (560 litres of ghee, 1,080 kg of almonds: no kirana's count), and no rupee figure is in the sentence ("100 kg
  pe ₹37.50" counts; "chawal 40 kilo kar do" is a count, as it reads).

Anything else is left as written. Linear in the length; the patterns compile once, on first use.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from lang.items import matcher_for
from lang.units import price_per_selling_unit, selling_units_per, unit_of

__all__ = ["counts_as_rates"]

_ANY = re.compile(r"\d\s?(?:kilo|kg|किलो|litre|liter|ltr|लीटर|dozen|darjan|दर्जन|packet|पैकेट|tray|ट्रे)", re.I)
_RATE_CACHE: dict[str, re.Pattern] = {}
#: How far a price may stand from the MRP per unit and still be read as a rate (the reader's band for bare prices).
_LOW, _HIGH = Fraction(1, 2), Fraction(8, 5)
#: A count above this many shelves of the item is no count a kirana orders.
_SHELVES = 10
#: The most figures of each pattern looked at in one message.
_MOST = 8


def _patterns() -> dict[str, re.Pattern]:
    if not _RATE_CACHE:
        unit = r"(?P<u>kilo|kg|किलो|litre|liter|ltr|लीटर|dozen|darjan|दर्जन|packet|पैकेट|tray|ट्रे)"
        num = r"(?P<n>\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d{1,6}(?:\.\d{1,2})?)"
        _RATE_CACHE["rate"] = re.compile(r"(?<![\w\u0900-\u097f])(?P<w>rate|रेट|bhav|bhaav|भाव)\s*:?\s*" + num + r"\s?" + unit +
                                         r"(?![\w\u0900-\u097f])", re.I)
        _RATE_CACHE["after"] = re.compile(r"(?<![₹\d.,/@])" + num + r"\s?" + unit + r"\s+(?P<a>mein|me|में|pe|par|पर|"
                                          r"kar\s+do|kardo|करके|karke|कर\s+दो)(?![\w\u0900-\u097f])", re.I)
        _RATE_CACHE["sentence"] = re.compile(r"[.;!?।\n]")
        _RATE_CACHE["rupee"] = re.compile(r"₹|\brs\.?\s?\d|\d\s?(?:rs|rupees?|rupaye|rupay)\b|रुपय|रुपए|रु\.?\s?\d|/-",
                                          re.I)
    return _RATE_CACHE


def _item_before(sentence: str):
    """The catalogue item named last in ``sentence`` (text before the figure), or None (none, or not one sku)."""
    matcher = matcher_for()
    found = matcher.find(sentence)
    if not found or found[-1].sku is None:
        return None
    return matcher.catalogue.by_sku(found[-1].sku)


def _fits(n: str, word: str, item, bulk: bool) -> bool:
    """Whether ``n`` per ``word`` reads as the item's rate (module docstring); ``bulk``: the count must be no kirana's."""
    unit = unit_of(word)
    try:
        value = Decimal(n.replace(",", ""))
    except InvalidOperation:
        return False
    if unit is None or item is None or value <= 0:
        return False
    per = price_per_selling_unit(value, unit, item)
    if per is None or not _LOW * item.mrp_paise <= per * 100 <= _HIGH * item.mrp_paise:
        return False
    if bulk:
        units = selling_units_per(unit, item)
        return units is not None and Fraction(value) * units > _SHELVES * max(item.shelf_capacity, 1)
    return True


def counts_as_rates(text: str) -> str:
    """``text`` with a rate written as a count ("rate 360 kilo", "घी 560 लीटर में") given its rupee sign ("rate
    ₹360/kilo", "घी ₹560/लीटर में") when the item named before it makes it one (module docstring); else unchanged.
    Never raises. E.g. "Sorry bhai, badaam 1,080 kilo pe nahi lenge." → "Sorry bhai, badaam ₹1,080/kilo pe nahi
    lenge."."""
    if not isinstance(text, str) or len(text) > 4000 or _ANY.search(text) is None:
        return text
    p = _patterns()
    edits: list[tuple[int, int, str]] = []
    for kind in ("rate", "after"):
        for n, m in enumerate(p[kind].finditer(text)):
            if n >= _MOST:
                break  # (hostile text: a few such figures at most; the work stays linear)
            starts = [s.end() for s in p["sentence"].finditer(text, 0, m.start())]
            start = starts[-1] if starts else 0
            end = p["sentence"].search(text, m.end())
            sentence = text[start:end.start() if end else len(text)]
            bulk = kind == "after"
            if bulk and p["rupee"].search(sentence):
                continue
            if not _fits(m.group("n"), m.group("u"), _item_before(text[start:m.start()]), bulk):
                continue
            edits.append((m.start("n"), m.end("u"), f"₹{m.group('n')}/{m.group('u')}"))
    if not edits:
        return text
    out, last = [], 0
    for a, b, new in sorted(set(edits)):
        if a < last:
            continue
        out.append(text[last:a] + new)
        last = b
    return "".join(out) + text[last:]
