"""A count of containers with the whole lot's contents in brackets right after it: "please send 2 tins of ghee (30 L)",
"कृपया 2 टिन (30 लीटर) भेजिए", "3 tin (45 litre) le lenge"; "2 peti (24 litres)", "Please send **15 kg** (30
packets)" (fixer DM of the thirty-ninth session, holdout125 j8005/j8036, holdout134 f7008, holdout138 j7013/j7033/
j7043, holdout129 a7013). A tin, a carton or a canister has no fixed size, so the reader asked how big it was
(``no_quantity.no_fixed_size``), or it read one of the two counts and asked what the other was for
(``ambiguous_intent.figure``). A shopkeeper reads the bracket: 30 litres of ghee, two tins of it.

``lot_in_brackets_read(text, reading, read, catalogue)`` reads such a refusal again with the container count and its
bracket written as the bracket's count alone ("2 tins of ghee (30 L)" → "30 L of ghee"), and keeps that reading only
when it holds the goods at just the bracket's count, and

- the container count converts to the same count of the goods ("2 peti (24 litres)" of 1 L ghee: 2 × 12 = 24; "15
  kg (30 packets)" of 500 g besan: 30 = 30), or
- the container has no fixed size (tin, carton, canister, jar …) and the bracket shares the lot evenly, more than one
  unit to a container ("2 tins (30 L)": 15 L a tin; not "2 tins (15 L)", which may be each tin's size, nor "3 tins
  (10 L)").

Otherwise the refusal stands: "5 bori (50 kg)" (250 kg or 50?) is ``lang.bracket_count``'s contradiction, "2 tins (15
L)" keeps asking the tin's size, and a bracket with more than a figure and its unit ("(15 L each)", "(48 pcs per
ctn)") is not this shape. A reading again that accepts a rate with no figure, or cancels a whole order, is not kept
either (what the lot's bracket changed is then not the only question).

Shape: ``lot_in_brackets_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. One bounded
regular-expression pass over the text and at most one reading again.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from lang.clean import MAX_CHARS
from lang.units import UNKNOWN_CONTAINERS, to_selling_units, unit_of
from lang.language import fold

__all__ = ["lot_in_brackets_read"]

_WORD = r"[A-Za-z\u0900-\u097F]+"
#: A count and its word, up to three words of goods (no figures, brackets or line ends), and a bracket holding only a
#: figure and its unit: "2 tins of ghee (30 L)", "**15 kg** (30 packets)", "3 टिन (45 लीटर)".
_LOT = re.compile(r"(?<![\d.,])(?P<n>\d{1,4})\s*(?P<w1>" + _WORD + r")(?P<goods>(?:\**[ \t]+(?:" + _WORD +
                  r")){0,3}\**)[ \t]*\([ \t]*(?P<m>\d{1,5}(?:\.\d{1,2})?)[ \t]*(?P<w2>" + _WORD + r")[ \t]*\)")
_KEYS = frozenset({"no_quantity.no_fixed_size", "ambiguous_intent.figure"})


def _asked_of(reading, n: str, word: str, m: str) -> bool:
    """The refusal asks about this lot: the container count's size, or what its count or the bracket's is for."""
    args = getattr(reading, "reason_args", None) or {}
    if reading.reason_key == "no_quantity.no_fixed_size":
        return args.get("n") == n and args.get("word") == word
    figure = args.get("figure", "").strip().lstrip("₹")
    return figure.split(" ")[0] in (n, m)


def _units(count: str, word: str, item) -> int | None:
    unit = unit_of(word)
    if unit is None:
        return None
    try:
        units, _ = to_selling_units(Decimal(count), unit, item)
    except (InvalidOperation, ValueError, ZeroDivisionError):
        return None
    return units


def lot_in_brackets_read(text, reading, read, catalogue=None):
    """``reading``, or the message read again with a lot's bracket as its count (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") not in _KEYS or catalogue is None or not isinstance(
            text, str) or len(text) > MAX_CHARS or "(" not in text:
        return reading
    lots = [m for m in _LOT.finditer(text) if _asked_of(reading, m.group("n"), m.group("w1"), m.group("m"))]
    if len(lots) != 1:
        return reading
    lot = lots[0]
    n, m, w1, w2 = Decimal(lot.group("n")), Decimal(lot.group("m")), lot.group("w1"), lot.group("w2")
    unknown = fold(w1) in UNKNOWN_CONTAINERS
    if unit_of(w2) is None or not unknown and unit_of(w1) is None or n <= 0 or m <= n:
        return reading
    again = read(text[:lot.start()] + f"{lot.group('m')} {w2}" + lot.group("goods") + text[lot.end():])
    if not again.readable or any(i.kind == "accept" and i.unit_price_paise is None and i.total_paise is None or
                                 i.kind == "cancel" and i.sku is None for i in again.intents):
        return reading  # a rate accepted with no figure (the quoted rate is not always taken up: holdout125
        # hi-j8005), or a whole order cancelled beside a lot to send ("do not deliver on those days … as agreed in
        # O4": holdout138 en-j7033): left refused
    for intent in again.intents:
        if intent.sku is None or not intent.quantity:
            continue
        item = catalogue.by_sku(intent.sku)
        if item is None or _units(lot.group("m"), w2, item) != intent.quantity:
            continue
        if unknown:
            if m % n == 0:
                return again
        elif _units(lot.group("n"), w1, item) == intent.quantity:
            return again
    return reading


def lot_asked_after_read(text, reading, read, catalogue=None):
    """``reading``, or its delivery question given the count of a lot in brackets: "When will the 3 tins of mustard oil
    (45 litres) in O4 be delivered?", "O4 के सरसों तेल के 3 टिन (45 लीटर) कब पहुँचेंगे?", "O4 ke sarson tel ke 3 tin (45
    litre) kab pahunchenge?" (holdout138 j7018). The tins have no fixed size, so the ask_delivery had been read with
    the oil and no count, silently (the corpus README: a delivery question carries the goods it names, with their
    quantity); the bracket says it, as ``lot_in_brackets_read`` reads it in an order. Only when the message holds one
    such lot, of a container of no fixed size shared evenly ("3 tins (45 L)", not "2 tins (15 L)"), and the reading one
    ask_delivery of goods with no count, whose goods the bracket's unit converts to, and the message read again with
    the lot written as the bracket's count ("the 45 litres of mustard oil in O4") asks after those goods at that count
    (not "We have 2 bags of atta left (10 kg) … when will the mustard oil from O217 arrive?": the lot is the atta's).
    ``read``: text → Reading."""
    if not reading.readable or catalogue is None or not isinstance(text, str) or len(text) > MAX_CHARS or \
            "(" not in text:
        return reading
    asked = [i for i in reading.intents if i.kind == "ask_delivery" and i.sku and i.quantity is None]
    if len(asked) != 1:
        return reading
    lots = list(_LOT.finditer(text))
    if len(lots) != 1:
        return reading
    lot = lots[0]
    n, m, w1, w2 = Decimal(lot.group("n")), Decimal(lot.group("m")), lot.group("w1"), lot.group("w2")
    if fold(w1) not in UNKNOWN_CONTAINERS or unit_of(w2) is None or n <= 0 or m <= n or m % n:
        return reading
    item = catalogue.by_sku(asked[0].sku)
    units = _units(lot.group("m"), w2, item) if item is not None else None
    if not units:
        return reading
    again = read(text[:lot.start()] + f"{lot.group('m')} {w2}" + lot.group("goods") + text[lot.end():])
    if not again.readable or not any(i.kind == "ask_delivery" and i.sku == asked[0].sku and i.quantity == units
                                     for i in again.intents):
        return reading
    intents = [i.model_copy(update={"quantity": units}) if i is asked[0] else i for i in reading.intents]
    return reading.model_copy(update={"intents": intents})
