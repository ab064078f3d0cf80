"""A lot counted in its unit, then told again as the containers it comes in: "your best rate for 24 litres (2
cartons)", "Desi ghee | 12 litres (1 carton)", "Send atta 50 kg (10 bag)", "Sugar – 1 quintal (2 bags)", "Atta: 1
quintal (20 bags of 5 kg)", "आटा: 1 क्विंटल (5 किलो के 20 बैग)", "Aata: 1 quintal (5 kg ke 20 bag)", "2 bori
Aashirvaad atta (10 bags of 5 kg per bori)", "Amul Gold milk (500 ml) – 60 litres, i.e. 120 packets" (session 55,
helper FIGURE: the blind holdouts 162–190, p2029, p2044, w3008, a4003, b4001, j2001, v2001). The reader read the lot
and asked what the containers' count was for ("what is 2 cartons for?", "what is 10 bag for?", "what is 120 packets
for?"); a shopkeeper reads one lot written twice: 24 litres, in two cartons.

``lot_told_twice_read(text, reading, read, catalogue)`` reads such a refusal (``ambiguous_intent.figure``, the figure
the bracket's count or the lot's) again without the bracket (or the "i.e." / "यानी" / "yaani" part), and keeps that
reading only when it holds the goods at the lot's count, and the containers say the same lot:

- a container of a known size (bori, peti, packets, litres) converts to the same count ("1 क्विंटल (2 बोरी)" of sugar:
  100 kg either way; "60 litres, i.e. 120 packets" of 500 ml milk);
- a container with its contents said ("20 bags of 5 kg", "5 kg ke 20 bag", "10 bags of 5 kg per bori" under 2 bori)
  holds the lot exactly (20 × 5 kg = 1 quintal; 2 × 10 × 5 kg = 2 bori);
- a container of no fixed size (carton, bag, thaili, tin) shares the lot evenly, whole selling units to a container
  ("24 litres (2 cartons)": 12 a carton; "atta 50 kg (10 bag)": one 5 kg packet a bag).

Otherwise the refusal stands: "24 litres (5 cartons)" (4.8 litres a carton?), "1 quintal (3 bori)" (150 kg or 100?),
"1 quintal (20 bags of 4 kg)": the two counts disagree, and which is meant is the writer's to say. A bracket with more
than a count and its container ("(2 cartons free)", "(3 kg, in 100 g packets)") is not this shape, nor a lot whose
unit is itself a container of no fixed size ("2 tins (30 L)": ``lang.lot_in_brackets``). A reading again that accepts
a rate with no figure, or cancels a whole order, is not kept either.

Shape: ``lot_told_twice_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading; the catalogue
is loaded when none is given. Bounded regular-expression passes over the text and at most one reading again.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from lang.clean import MAX_CHARS
from lang.language import fold
from lang.units import UNKNOWN_CONTAINERS, to_selling_units, unit_of

__all__ = ["lot_told_twice_read"]

_WORD = r"[A-Za-z\u0900-\u097F]+"
_NUM = r"\d{1,5}(?:\.\d{1,2})?"
#: The lot: a count, its unit, up to three words of goods on the same line ("1 quintal", "2 bori Aashirvaad atta").
_LOT = re.compile(r"(?<![\d.,₹])(?P<n>" + _NUM + r")[ \t]*(?P<w1>" + _WORD + r")(?:[ \t]+" + _WORD + r"){0,3}?[ \t]*"
                  r"(?=\(|,?[ \t]*(?:i\.e\.|ie\b|that is\b|yaani\b|yani\b|यानी|यानि))")
#: "(2 cartons)", "(20 bags of 5 kg)", "(10 bags of 5 kg per bori)".
_BRACKET_EN = re.compile(r"\([ \t]*(?P<m>\d{1,4})[ \t]*(?P<w2>" + _WORD + r")(?:[ \t]+of[ \t]+(?P<s>" + _NUM +
                         r")[ \t]*(?P<su>" + _WORD + r")(?P<per>[ \t]+(?:per|each|a)[ \t]+" + _WORD + r")?)?[ \t]*\)")
#: "(5 किलो के 20 बैग)", "(5 kg ke 20 bag)", "(एक बोरी में 5 किलो के 10 बैग)", "(ek bori mein 5 kg ke 10 bag)".
_BRACKET_HI = re.compile(r"\([ \t]*(?P<per>(?:1|एक|ek)[ \t]+" + _WORD + r"[ \t]+(?:में|mein|me|mai|main)[ \t]+)?(?P<s>" +
                         _NUM + r")[ \t]*(?P<su>" + _WORD + r")[ \t]+(?:के|ke|ka|की|ki)[ \t]+(?P<m>\d{1,4})[ \t]*(?P<w2>" +
                         _WORD + r")[ \t]*\)")
#: ", i.e. 120 packets", "यानी 120 पैकेट", "yaani 120 packet".
_SAID_AGAIN = re.compile(r",?[ \t]*(?:i\.e\.|ie\b|that is\b|yaani\b|yani\b|यानी|यानि)[ \t,]*(?P<m>\d{1,4})[ \t]*(?P<w2>" +
                         _WORD + r")")


def _units(count: Decimal, word: str, item) -> int | None:
    """``count`` ``word`` of ``item`` in its selling units, or None (no unit, or no whole count of them)."""
    unit = unit_of(word)
    if unit is None:
        return None
    try:
        units, _ = to_selling_units(count, unit, item)
    except (InvalidOperation, ValueError, ZeroDivisionError):
        return None
    return units


def _told(text: str):
    """Each lot told twice: (lot match, its told-again match)."""
    for lot in _LOT.finditer(text):
        for tail in (_BRACKET_EN, _BRACKET_HI, _SAID_AGAIN):
            again = tail.match(text, lot.end())
            if again:
                yield lot, again
                break


def _asked_of(reading, lot, again) -> bool:
    """The refusal asks what the lot's count or the containers' count is for."""
    figure = ((getattr(reading, "reason_args", None) or {}).get("figure") or "").strip()
    return figure.split(" ")[0] in (lot.group("n"), again.group("m")) and not figure.startswith("₹")


def _same_lot(lot, again, item, count: int) -> bool:
    """The containers hold ``count`` selling units of ``item``, the lot's (module docstring)."""
    n, m = Decimal(lot.group("n")), Decimal(again.group("m"))
    groups = again.groupdict()
    if m <= 0:
        return False
    if groups.get("s"):
        per = n if groups.get("per") else Decimal(1)
        return _units(per * m * Decimal(groups["s"]), groups["su"], item) == count
    if fold(again.group("w2")) in UNKNOWN_CONTAINERS:
        return count % m == 0 and count >= m
    return _units(m, again.group("w2"), item) == count


def lot_told_twice_read(text, reading, read, catalogue=None):
    """``reading``, or the message read again without a lot's containers told again (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS or not re.search(r"\(|i\.e|ie\b|that is|yaani|yani|यानी|यानि", text):
        return reading
    told = [(lot, again) for lot, again in _told(text) if _asked_of(reading, lot, again)]
    if len(told) != 1:
        return reading
    lot, tail = told[0]
    if unit_of(lot.group("w1")) is None or fold(lot.group("w1")) in UNKNOWN_CONTAINERS:
        return reading
    again = read(text[:tail.start()] + text[tail.end():])
    if not again.readable or any(i.kind == "accept" and i.unit_price_paise is None and i.total_paise is None or
                                 i.kind == "cancel" and i.sku is None for i in again.intents):
        return reading
    if catalogue is None:
        from market.catalogue import load_catalogue
        catalogue = load_catalogue()
    for intent in again.intents:
        item = catalogue.by_sku(intent.sku) if intent.sku and intent.quantity else None
        if item is None:
            continue
        count = _units(Decimal(lot.group("n")), lot.group("w1"), item)
        if count and intent.quantity == count and _same_lot(lot, tail, item, count):
            return again
    return reading
