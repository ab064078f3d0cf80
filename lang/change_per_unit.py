"""A price change said with no unit of its own is per the unit the price it changes was said in: "ok but ₹2 less" under
"> Besan ₹102 per kg, final." (besan sold in 500 g packets: ₹1 a packet), "ठीक है पर ₹2 कम" under "> बेसन ₹102 किलो",
"theek hai par ₹4 kam" under "> Atta ₹40 kilo" (atta in 5 kg packets: ₹20 a packet), "Besan ₹102 per kg is too
much, ₹2 less please." (holdout187 w3004; session 54, SILENT54). The change had been taken per selling unit — ₹2 off a
500 g packet, ₹4 off a 5 kg bag — a price the writer never asked, silently. "₹2 less per kg" already read so.

``change_per_unit(reader)`` gives a relative change with no unit its unit when the message names one goods, has one
such change, and every price of those goods said with a unit (the supplier's quoted price, whose figure is set aside
in a reply read with its quote, leaves its unit: "per kg"; a price told as a reference counts, as found) says the
same unit, other than the goods' selling unit.
Where two units are said ("₹102 per kg, ₹51 a packet"), it is left as read.

Shape: ``change_per_unit(reader)`` with the MessageReader after its clause acts; sets the figure's ``unit``.
"""
from __future__ import annotations

from lang.units import selling_units_per

__all__ = ["change_per_unit"]


def change_per_unit(reader) -> None:
    """Set the unit of the message's one unitless relative change to the unit its goods' price was said in (module
    docstring)."""
    changes = [f for f in reader.figs if f.kind == "price" and f.role == "relative"]
    skus = {m.sku for m in reader.mentions}
    if len(changes) != 1 or changes[0].unit is not None or len(skus) != 1 or None in skus:
        return
    item = reader.cat.by_sku(next(iter(skus)))
    units = {f.unit for f in [*reader.figs, *getattr(reader, "found_figs", ())] if f is not changes[0] and f.unit and (
        f.kind == "price" and f.role != "relative" or f.kind == "hint")}
    if len(units) != 1:
        return
    unit = next(iter(units))
    if unit == item.unit or selling_units_per(unit, item) in (None, 1):
        return
    changes[0].unit = unit
