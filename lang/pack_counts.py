"""A count of packs of a size other than the catalogue's: "Tea 500 g × 4", "Milk 1 litre × 20", "Besan 1 kg × 5",
"दूध 1 लीटर × 20", "Doodh 1 litre wale 20 packet", "Send tea 500 g wale 4 packet", "Ghee 500 ml × 10 @ ₹270".

The pack size beside the item's name was taken for the catalogue's own pack whenever it lay within half to twice it
(a brand's "Colgate 150 g" tube of the 100 g toothpaste), so four 500 g packets of tea ordered four 250 g packets,
twenty litres of milk ordered twenty 500 ml packets, and ten 500 ml packs of ghee ordered ten litres at ₹270 a litre
(silently; breaker AQ, weekly restock lists). A shopkeeper counts what the packs hold: four 500 g packets are 2 kg of
tea (eight 250 g packets), ten 500 ml packs of ghee are 5 litres at ₹540 a litre.

``packs_counted`` turns such a count into the goods the packs hold, when the stated pack is a whole number of the
catalogue's selling units (500 g of 250 g tea) or a whole part of one (500 ml of the litre of ghee) and the count makes
whole selling units; a price per pack ("@ ₹270", "₹270 each", "per packet") becomes a price per that pack. A pack
within half to twice the catalogue's that is neither ("8 Colgate 150 g tubes" of the 100 g tube, corpus_chat c017) is
still a brand's pack of the same goods, counted as ours; any other pack ("Tea 100 g × 5" of 250 g packets, "Ghee
500 ml × 3") is refused (``no_quantity.pack_size``): the shopkeeper does not sell that pack and asks for the total. The verb form ("Send 6 packets of 500 g tea") was already
read as the contents (lang.packs); a count of it that does not make whole packets is refused the same way.
"""
from __future__ import annotations

from fractions import Fraction

from lang.reader_parts import *  # noqa: F401,F403  (_Fig, _Fail, why, selling_units_per, fmt_number)
from lang.language import fold
from lang.units import by_density

__all__ = ["packs_counted"]

_WEIGHTS = frozenset(("kg", "g", "l", "ml"))
#: Units of a count of packs: none written ("× 4"), packets or pieces.
_PACK_COUNTS = frozenset((None, "packet", "piece"))


def packs_counted(reader, line, q, p, item):
    """(quantity, price) of ``line`` (a _Line of ``item``) with a count ``q`` of packs of a stated size that is not
    the catalogue's pack read as what the packs hold, and a price ``p`` per pack as a price per that size; both
    unchanged when the line states no such pack. Raises _Fail (``no_quantity.pack_size``) for a pack that does not
    make whole selling units (module docstring)."""
    if q is None or q.kind != "qty" or line.mention.ambiguous:
        return q, p
    held = reader.contents_size.get(q.pos) if q.note == "contents" else None
    if held is not None and held[0] in ("packet", "piece") and held[2] in _WEIGHTS:  # "6 packets of 500 g tea at ₹240"
        packs = Fraction(held[1]) * (selling_units_per(held[2], item) or 0)
        return q, _per_pack(p, item, packs, held[2], held[1]) if packs else p
    if q.unit not in _PACK_COUNTS or q.note == "contents":
        return q, p
    sizes = [f for f in line.figs if f.kind == "size" and f.unit in _WEIGHTS and f.clause == q.clause and not f.note]
    if not sizes or by_density(sizes[0].unit, item):
        return q, p
    size = sizes[0]
    factor = selling_units_per(size.unit, item)
    if factor is None or any(selling_units_per(f.unit, item) != factor or f.value != size.value for f in sizes):
        return q, p
    packs = Fraction(size.value) * factor  # selling units in one stated pack
    if packs == 1:
        return q, p
    total = packs * Fraction(q.value)
    if packs.denominator != 1 and packs.numerator != 1 and Fraction(1, 2) <= packs <= 2 and _by_brand(reader, line, item):
        return q, p  # a brand's pack of the same goods: "Colgate 150 g के 8 ट्यूब" are 8 of our 100 g tubes (lang.verify)
    # (not "4 packets of 750 g besan": the goods by their own name in a pack we do not sell — refused below)
    if packs.denominator != 1 and packs.numerator != 1 or total.denominator != 1:
        m, _, unit2 = item.unit_size.partition(" ")
        stated = f"{fmt_number(size.value)} {size.unit}"
        raise _Fail(why("no_quantity.pack_size", item=item.item, n=fmt_number(q.value), size=stated, m=m,
                        unit2=unit2.lower(), sunit=item.unit), "order")
    reader.used_pos.add(size.pos)
    reader.contents_pos.update((q.pos, size.pos))
    counted = _Fig("qty", q.value * size.value, q.pos, q.end, unit=size.unit, clause=q.clause, note="contents")
    return counted, _per_pack(p, item, packs, size.unit, size.value)


def _by_brand(reader, line, item) -> bool:
    """The line names its goods other than by the catalogue's own names (a brand: "Colgate", "Tata Tea", "Parle-G"),
    so a pack size within half to twice ours is that brand's pack of them. "4 packets of 750 g besan" names besan by
    its own name: a pack the shop does not sell, refused (session 48, helper RB; it had ordered 4 packets)."""
    said = " ".join(reader.tokens[k].key for k in range(line.mention.first, line.mention.last)
                    if reader.tokens[k].kind == "word")
    return said not in _own_names(item)


#: Catalogue names of an item that are brands ("maggi", "colgate", "parle g", "surf"): a brand's pack size is its own.
_BRAND_NAMES = frozenset(("maggi", "maggie", "magi", "maggi noodles", "parle g", "coke", "pepsi", "cola", "colgate",
                          "nirma", "surf", "sarf", "सर्फ"))


def _own_names(item) -> frozenset:
    """The folded catalogue names of ``item`` (English, Hindi, Hinglish and its aliases) that are no brand, each as
    one string."""
    return frozenset(" ".join(fold(w) for w in name.split()) for name in (
        item.item, item.hindi, item.hinglish, *item.aliases) if name.lower() not in _BRAND_NAMES)


def _per_pack(p, item, packs: Fraction, unit: str, value):
    """A price ``p`` said of one pack of ``value`` ``unit`` (``packs`` selling units) as a price per that much; an
    unmarked one only when it fits the pack's MRP (½–1½×); any other price unchanged."""
    if p is None or p.mark == "total" or p.unit not in _PACK_COUNTS or p.role:
        return p
    each = Fraction(p.value) / Fraction(p.per)
    mrp = Fraction(item.mrp_paise, 100)
    pack_fits = mrp * packs / 2 <= each <= mrp * packs * Fraction(3, 2)
    if p.unit is None and mrp / 2 <= each <= mrp * Fraction(3, 2):  # also a price of our own selling unit
        if pack_fits and p.mark is not None:  # "Tea 500 g × 4 @ ₹140": ₹140 a 500 g packet, or a 250 g one?
            raise _Fail(why("ambiguous_intent.price_unit", item=item.item, money=_rupees(each), sunit=item.unit,
                            unit=f"{fmt_number(value)} {unit}"), "order")
        if not pack_fits:  # "chawal 25kg wala x 2 @38": ₹38 a kg (holdout85 h9018)
            return _Fig("price", p.value, p.pos, p.end, unit=default_unit(item), mark="unit", clause=p.clause,
                        per=p.per)
    if p.mark is None and not pack_fits:
        return p  # an unmarked price that is no pack's price: a total, or refused as before
    return _Fig("price", p.value, p.pos, p.end, unit=unit, mark="unit", clause=p.clause, per=p.per * value)
