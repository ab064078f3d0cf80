"""A bare count beside goods sold by the packet or piece, with no word of sending: "40 दूध।", "40 milk.", "Maggi 40,
bread 15.", "Kal subah: 50 doodh, 20 dahi.", "Makkhan 12, sabun 30." (the forty-sixth session's trial; probes
rb47-022…026). The reader asked "milk 40: 40 what — kg, packets or ₹? and send it, or a price?" of every number with
no unit, no ₹ and no intent word (``lang.resolve``), and read "Maggi 40 please" as an offer at ₹40
(``lang.price_please``) — a price three times the packet's MRP. A shopkeeper reads 40 packets of milk, 40 of Maggi.

A bare number is such a count when the goods are sold by a countable unit (packet, piece, bar, bottle, box) that is
no large weight (atta's 5 kg packet: "Atta 40" may be 40 kg or 40 packets, still asked), and the number cannot be
their price: it stands right before the goods ("40 दूध", "50 milk") or lies outside half to one and a half times the
MRP of a selling unit ("Maggi 40": MRP ₹14; "bread 15": MRP ₹45). "Rice 40." (sold by the kg; ₹40 a kg is a price)
and "Doodh 26" (₹26 is a milk packet's price) are still asked, as is a count said against another in its sentence
("Colgate 24 nahi sirf 12.": of which order?).

Shape: ``count_not_price(reader, item, fig, mention)``: True when ``fig`` (a bare ``_Fig``) beside ``mention`` of
``item`` is such a count. ``price_unlikely(item, value)``: the number lies outside the band.
"""
from __future__ import annotations

from decimal import Decimal

from lang.language import fold_words
from lang.units import pack_size

__all__ = ["count_not_price", "price_unlikely"]

#: Selling units counted one by one.
_COUNTED = frozenset({"packet", "piece", "bar", "bottle", "box"})
#: A price per selling unit lies within this share of its MRP (the corpora's prices: 0.65–1.0).
_LOW, _HIGH = Decimal("0.5"), Decimal("1.5")
#: A count said against another in its sentence ("Colgate 24 nahi sirf 12.": which order's count?) stays asked.
_NOT = fold_words("not no nahi nahin nhi नहीं नही mat मत")


def price_unlikely(item, value) -> bool:
    """``value`` rupees is no plausible price of one selling unit of ``item`` (outside 0.5–1.5 × its MRP)."""
    mrp = Decimal(item.mrp_paise) / 100
    return not _LOW * mrp <= Decimal(value) <= _HIGH * mrp


def count_not_price(reader, item, fig, mention) -> bool:
    """``fig`` (a bare number) beside ``mention`` of ``item`` is a count of its selling units (module docstring)."""
    if item.unit not in _COUNTED or Decimal(fig.value) != Decimal(fig.value).to_integral_value() or fig.value <= 0:
        return False
    clause = reader.clause_of[fig.pos]
    if any(reader.clause_of[k] == clause and reader.tokens[k].key in _NOT for k in range(reader.n)):
        return False  # "Colgate 24 nahi sirf 12.": a count corrected, of which order? (tests/test_reader_count_changed)
    dimension, amount = pack_size(item)
    if dimension == "mass" and amount >= 2000:
        return False  # atta's 5 kg packet: 40 kg or 40 packets?
    before = fig.end <= mention.first and not any(reader.tokens[k].kind == "word" for k in range(fig.end, mention.first))
    return before or price_unlikely(item, fig.value)
