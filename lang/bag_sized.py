"""Bags of goods with the bag's size said: "Send 20 bags of sugar 1kg.", "Send 20 bags of 1 kg sugar.", "5 किलो वाले
चावल के 10 बैग भेजो।", "5 kilo wale chawal ke 10 bag bhejo." (the forty-sixth session's trial; probes rb47-017…021).

A bag has no fixed size (``lang.figures`` makes "20 bags" a ``badqty``: "20 bags has no fixed size; state kg, litres,
packets or pieces"), unless it is the item's own pack (atta's 5 kg bag, ``lang.count_apart``). But a bag whose size
the line states is a pack of that size, as "20 packets of 1 kg sugar" is read: 20 bags of 1 kg sugar are 20 kg
(the catalogue sells sugar by the kg), 10 bags of 5 kg rice 50 kg. They had been refused.

When: one bag count in the line, and one weight or volume in its clause tied to it as the bag's size — the item's
own pack size beside its name (``lang.packs`` has made it a "size": "sugar 1kg"), or a figure right after "of"
("bags of 5 kg rice"), or before "each" / "wala" / "ke" ("5 kg each", "5 किलो वाले चावल"). Then the count is the bags
times the size, in the size's unit, and the usual conversion to selling units (whole units only) follows. "Send 20 kg
sugar in 2 bags" (the 20 kg is the order's quantity, tied to no bag) and "Send 20 bags of sugar" stay refused.

Shape: ``bags_sized(reader, line, item)`` changes the line's figures in place; called from ``lang.resolve`` before the
line's quantities are read.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import BAG_WORDS, bag_is_pack, pouch_is_pack, to_selling_units

__all__ = ["bags_sized"]

_TIED_AFTER = fold_words("each wala wale wali vala vale vali waala waale waali ka ke ki वाला वाले वाली का के की")
_OF = fold_words("of")


def bags_sized(reader, line, item) -> None:
    """Read a count of bags with its size stated as that many packs of the size (module docstring); ``item``: the
    line's catalogue item. A size that is no whole number of its selling units ("bags of 750 g besan") is left."""
    if bag_is_pack(item) or pouch_is_pack(item):
        return  # atta's bag, milk's pouch: the item's own pack (lang.count_apart), "₹212 per 5 kg bag" its price's unit
    bags = [f for f in line.figs if f.kind == "badqty" and reader._word(f.end - 1) in BAG_WORDS]
    if len(bags) != 1:
        return
    bag = bags[0]
    sizes = [f for f in line.figs if f is not bag and f.clause == bag.clause and f.unit in ("kg", "g", "l", "ml")
             and f.kind in ("size", "qty") and (f.kind == "size" or f.note == "each" or reader._word(f.pos - 1) in _OF
                                                or reader._word(f.end) in _TIED_AFTER)]
    if len(sizes) != 1 or any(f.kind == "qty" and f not in sizes for f in line.figs):
        return
    size = sizes[0]
    if not to_selling_units(size.value, size.unit, item)[0]:
        return
    bag.kind, bag.value, bag.unit, bag.note = "qty", bag.value * size.value, size.unit, ""
    size.kind = "size"
    reader.used_pos.add(size.pos)
