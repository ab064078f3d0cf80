"""Unit words in three languages, and quantities converted to an item's selling units.

Stated units are one of ``kg, g, l, ml, piece, packet, dozen, case, sack``
(``UNITS``). ``unit_of(word)`` maps a word (any script, any listed spelling)
to one of them; ``UNKNOWN_CONTAINERS`` are words such as "bag" or "tray" that
name a pack of no fixed size, which the reader refuses rather than guess.

Conversion (``selling_units_per``) uses the item's ``unit`` and ``unit_size``
from the catalogue:

- ``g``/``kg`` and ``ml``/``l`` convert by the pack size (2 kg of a "500 g"
  packet is 4 packets; 1 l of "500 ml" milk is 2 packets); a weight for an item
  sold by volume or by count (or the reverse) does not convert;
- ``packet`` and ``piece`` are one selling unit (a packet of rice-1kg is one 1 kg
  pack), except for items sold by the dozen, where a piece is 1/12;
- ``dozen`` is 12 pieces (12 eggs, 1 dozen bananas, 12 packets of noodles); of goods sold by the kilo or litre
  ("3 dozen onions", "3 दर्जन प्याज") it is a count of pieces of no known weight and does not convert;
- ``case`` (peti) is 12 selling units; ``sack`` (bori) is 50 kg; ``quintal``
  100 kg; ``ton`` 1,000 kg; ``paav`` 250 g; ``tray`` 30 pieces (eggs) — figures and sources in
  ``lang/data/units.yaml``;
- a weight of an item sold by the litre (ghee, mustard oil, refined oil)
  converts by the density in ``lang/data/units.yaml`` (0.91 / 0.92 kg per
  litre), and so does a volume of an item sold by weight; such a quantity is
  rounded to the nearest whole selling unit (10 kg of ghee is 11 litres).

A quantity that is not a whole number of selling units is refused with
``no_quantity: 750 g is not a whole number of 500 g packets``.
"""
from __future__ import annotations

import functools
from decimal import Decimal
from fractions import Fraction
from importlib.resources import files

import yaml

from lang.language import fold
from lang.reasons import detail

__all__ = ["UNITS", "UNIT_DATA", "DENSITY_KG_PER_L", "by_density", "exact_ratio", "UNIT_WORDS", "UNKNOWN_CONTAINERS", "COUNTED_CONTAINERS", "BOX_WORDS", "BAG_WORDS", "POUCH_WORDS", "bag_is_pack", "pouch_is_pack", "unit_of", "default_unit", "pack_size",
           "selling_units_per", "to_selling_units", "price_per_selling_unit", "fmt_number"]

UNITS = ("kg", "g", "l", "ml", "piece", "packet", "dozen", "case", "sack", "quintal", "ton", "tray", "paav")
#: Trade units and densities with their sources (``lang/data/units.yaml``).
UNIT_DATA: dict = yaml.safe_load((files("lang") / "data" / "units.yaml").read_text(encoding="utf-8"))
DENSITY_KG_PER_L: dict[str, Fraction] = {sku: Fraction(str(row["value"]))
                                         for sku, row in UNIT_DATA["densities_kg_per_l"].items()}

_UNIT_TABLE = """
kg kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes kilograme kilu किलो किलोग्राम किग्रा केजी
g g gm gms gram grams gramme grammes grm grms gr ग्राम
l l ltr ltrs litre litres liter liters lit ltre लीटर लिटर ली
ml ml mls millilitre millilitres milliliter milliliters एमएल मिली मिलीलीटर
piece piece pieces pc pcs pce nos nag nug unit units bar bars bottle bottles btl btls botal botel tikki tikiya tube tubes
piece पीस नग बोतल बोतलें बोतलों टिक्की यूनिट ट्यूब
packet packet packets pkt pkts pckt pack packs pouch pouches pocket pockets paket pakit sachet sachets
packet पैकेट पाकेट पैकेट्स पैकिट पैकिट्स पैक पैक्स पाउच पॉकेट पॉकेटें dibbi dibbiyan dibbiya डिब्बी डिब्बियां डिब्बियाँ loaf loaves
dozen dozen dozens doz dz dzn dzns dozn dozns dozan dozans dazan dozon darjan darjen drjn darjn darzan darjon दर्जन डज़न डजन दरजन
case case cases peti petti petis पेटी पेटियां पेटियाँ केस केसेस
sack sack sacks bori boriya bora bore बोरी बोरा बोरियां बोरियाँ
"""
UNIT_WORDS: dict[str, str] = {}
for _line in _UNIT_TABLE.strip().splitlines():
    _unit, *_words = _line.split()
    for _w in _words:
        UNIT_WORDS[fold(_w)] = _unit
for _unit, _row in UNIT_DATA["units"].items():
    for _w in _row.get("words", "").split():
        UNIT_WORDS[fold(_w)] = _unit
#: Boxes ("dabba", "डिब्बा"): a box of biscuits, Maggi or Colgate holds 12, 36, 48 or 96 (the corpora's writers count
#: them so: "2 boxes (96 packets each)", "Send 3 boxes of Colgate at ₹1,600 per box" refused), so a count in boxes
#: is a container's (a new user's trial, session 29: "Parle-G ke 5 dabbe" had been 5 packets, silently); a
#: matchbox's box is the piece itself (``lang.boxed_goods``).
BOX_WORDS = frozenset(fold(w) for w in "box boxes dabba dabbe dibba dibbe डब्बा डिब्बा डब्बे डिब्बे बॉक्स".split())
#: Pack words of no fixed size: a quantity in these is refused, not guessed.
UNKNOWN_CONTAINERS = frozenset(fold(w) for w in
                               "bag bags crate crates jar jars bundle bundles bdl bdls bndl bndls thaila thaile "
                               "katta katte bucket buckets thaili थैला थैली कट्टा बैग बंडल क्रेट "
                               "tin tins टिन peepa pipa पीपा canister canisters carton cartons kartan कार्टन".split()) | BOX_WORDS
#: Cartons: of no fixed size (a carton of Maggi holds 48 or 96 packets, of soap 72 bars: breaker O, holdout74), so
#: refused unless the message states what one holds; their contents are counted in selling units ("2 carton (48
#: wala)"), where a tin's need their unit ("15 litres each").
COUNTED_CONTAINERS = frozenset(fold(w) for w in "carton cartons kartan कार्टन".split()) | BOX_WORDS
#: Bag words: a bag of an item sold in packets of a kilo or more is its packet ("atta (5 kg) – 12 bags").
BAG_WORDS = frozenset(fold(w) for w in "bag bags बैग thaila thaile thaili thailiyan थैला थैले थैली थैलियाँ".split())
#: Pouch words: a pouch of an item sold in packets of a liquid is its packet ("40 थैली दूध", "40 thaili doodh").
POUCH_WORDS = frozenset(fold(w) for w in "thaili thailiyan थैली थैलियाँ".split())


def pouch_is_pack(item) -> bool:
    """True when "a pouch" (थैली) of ``item`` can only be its own pack: sold by the packet, of a liquid (milk)."""
    return item.unit == "packet" and pack_size(item)[0] == "volume"


def bag_is_pack(item) -> bool:
    """True when "a bag" of ``item`` can only be its own pack: sold by the packet, each of 1 kg or more."""
    dimension, amount = pack_size(item)
    return item.unit == "packet" and dimension == "mass" and amount >= 1000

_SELLING_TO_STATED = {"packet": "packet", "kg": "kg", "litre": "l", "piece": "piece", "bar": "piece",
                      "bottle": "piece", "dozen": "dozen", "box": "packet"}
_PLURAL = {"packet": "packets", "kg": "packs", "litre": "packs", "piece": "pieces", "bar": "bars",
           "bottle": "bottles", "dozen": "dozens", "box": "boxes"}
_MASS = {"kg": Fraction(1000), "g": Fraction(1)}
_VOLUME = {"l": Fraction(1000), "ml": Fraction(1)}
_SIZE_WORDS = {"kg": ("mass", 1000), "g": ("mass", 1), "l": ("volume", 1000), "ml": ("volume", 1),
               "piece": ("count", 1), "pieces": ("count", 1), "bar": ("count", 1), "box": ("count", 1),
               "packet": ("count", 1), "pack": ("count", 1), "dozen": ("count", 12), "bottle": ("count", 1)}
SACK_KG = UNIT_DATA["units"]["sack"]["kg"]
CASE_UNITS = UNIT_DATA["units"]["case"]["selling_units"]
_MASS.update({"quintal": Fraction(UNIT_DATA["units"]["quintal"]["kg"] * 1000),
              "ton": Fraction(UNIT_DATA["units"]["ton"]["kg"] * 1000),
              "paav": Fraction(str(UNIT_DATA["units"]["paav"]["kg"])) * 1000})  # 250 g
TRAY_PIECES = UNIT_DATA["units"]["tray"]["pieces"]


def unit_of(word: str) -> str | None:
    """The stated unit a word names ("kilo" → kg, "दर्जन" → dozen, "peti" → case), or None."""
    return UNIT_WORDS.get(fold(word)) if isinstance(word, str) else None


def default_unit(item) -> str:
    """The stated unit for an item when none is written: its selling unit mapped (READING.md)."""
    return _SELLING_TO_STATED.get(item.unit, "packet")


def pack_size(item) -> tuple[str, Fraction]:
    """What one selling unit holds: ("mass", grams), ("volume", ml) or ("count", pieces)."""
    return _pack_size(item.unit_size)


@functools.lru_cache(maxsize=1024)
def _pack_size(unit_size: str) -> tuple[str, Fraction]:
    parts = unit_size.split()
    try:
        amount = Fraction(parts[0])
        dimension, factor = _SIZE_WORDS[parts[1].lower()]
    except (IndexError, KeyError, ValueError, ZeroDivisionError):
        return "count", Fraction(1)
    return dimension, amount * factor


def selling_units_per(unit: str, item) -> Fraction | None:
    """How many selling units one stated ``unit`` of ``item`` is (a Fraction), or None if it does not convert."""
    return _selling_units_per(unit, item.unit, item.unit_size, DENSITY_KG_PER_L.get(getattr(item, "sku", "")))


def by_density(unit: str, item) -> bool:
    """True when ``unit`` reaches ``item``'s selling unit only through its density (kg of ghee sold by the litre)."""
    dimension, _ = _pack_size(item.unit_size)
    return getattr(item, "sku", "") in DENSITY_KG_PER_L and (
        unit in _MASS and dimension == "volume" or unit in _VOLUME and dimension == "mass")


@functools.lru_cache(maxsize=4096)
def _selling_units_per(unit: str, selling_unit: str, unit_size: str,
                       density: Fraction | None = None) -> Fraction | None:
    dimension, size = _pack_size(unit_size)
    if size <= 0:
        return None
    if unit in _MASS:
        if dimension == "volume" and density:
            return _MASS[unit] / density / size  # grams / (g per ml) = ml
        return _MASS[unit] / size if dimension == "mass" else None
    if unit in _VOLUME:
        if dimension == "mass" and density:
            return _VOLUME[unit] * density / size
        return _VOLUME[unit] / size if dimension == "volume" else None
    if unit == "tray":
        return Fraction(TRAY_PIECES) if dimension == "count" and selling_unit == "piece" else None
    if unit == "sack":
        return Fraction(SACK_KG * 1000) / size if dimension == "mass" else None
    if unit == "case":
        return Fraction(CASE_UNITS)
    if unit in ("piece", "packet"):
        if selling_unit == "dozen" and unit == "piece":
            return Fraction(1, 12)
        return Fraction(1)
    if unit == "dozen":
        if selling_unit in _LOOSE:
            return None  # a dozen onions is a count of pieces, not 12 kg ("Send 3 dozen onions" is refused)
        return Fraction(1) if selling_unit == "dozen" else Fraction(12)
    return None


#: Selling units of goods sold loose by weight or volume: a dozen of them is pieces, of no known weight.
_LOOSE = frozenset({"kg", "litre"})


def fmt_number(value) -> str:
    """A number as a person writes it: 750, 2.5, 38.5 (no exponent, no trailing zeros)."""
    d = Decimal(value) if not isinstance(value, Fraction) else Decimal(value.numerator) / Decimal(value.denominator)
    if d == d.to_integral_value():
        return str(d.to_integral_value())
    return format(d.normalize(), "f")


#: A quantity converted by density is rounded to a whole selling unit only within 1 part in 50 (2%): "10 kg" of
#: ghee is 10.99 litres (11), "5 kg" is 5.49 (asked: 5 or 6 litres would be a tenth off what was asked).
_CLOSE_ENOUGH = 50


def to_selling_units(quantity: Decimal, unit: str, item) -> tuple[int | None, str]:
    """(selling units, "") or (None, why not) for a stated quantity of an item.

    >>> # 2 kg of besan (500 g packets) is 4 packets; 750 g is refused
    """
    factor = selling_units_per(unit, item)
    if factor is None:
        return None, detail("no_quantity.no_convert", n=fmt_number(quantity), unit=unit, item=item.item,
                            size=item.unit_size, sunit=item.unit)
    num, den = exact_ratio(quantity)
    num, den = num * factor.numerator, den * factor.denominator  # quantity × factor exactly, as integers (den > 0)
    if by_density(unit, item) and num >= den:  # 10 kg of ghee is about 11 litres: the nearest whole selling unit
        whole, rest = divmod(num, den)
        nearest = whole + (rest * 2 > den or rest * 2 == den and whole % 2 == 1)  # round(), half to even
        if abs(nearest * den - num) * _CLOSE_ENOUGH > num:  # 5 kg is 5.49 litres: neither 5 nor 6 (breaker H: read
            return None, detail("no_quantity.by_density", n=fmt_number(quantity), unit=unit, item=item.item,
                                n2=f"{num / den:.1f}")  # as 5, a tenth short)
        num, den = nearest, 1
    if num % den:
        packs = _PLURAL.get(item.unit, item.unit)
        return None, detail("no_quantity.not_whole", n=fmt_number(quantity), unit=unit, size=item.unit_size, packs=packs)
    if num <= 0:
        return None, detail("no_quantity.not_above_zero", n=fmt_number(quantity), unit=unit)
    return num // den, ""


def exact_ratio(value) -> tuple[int, int]:
    """``value`` (a Decimal, Fraction or int) as (numerator, denominator) in lowest terms, denominator above 0:
    ``Fraction(value)``'s, without building it (the reader converts a few figures a line). Raises as ``Fraction``
    does for NaN and infinities."""
    if isinstance(value, Decimal):
        return value.as_integer_ratio()
    if isinstance(value, Fraction):
        return value.numerator, value.denominator
    exact = Fraction(value)
    return exact.numerator, exact.denominator


def price_per_selling_unit(price: Decimal, unit: str, item) -> Fraction | None:
    """A price per stated ``unit`` as a price per selling unit (exact), or None if the unit does not convert."""
    factor = selling_units_per(unit, item)
    if factor is None or factor == 0:
        return None
    return Fraction(price) / factor
