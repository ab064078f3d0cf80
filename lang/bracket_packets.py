"""A count of packets with the lot's weight or volume in brackets after the goods: "Please send 30 packets besan (15
kg).", "30 पैकेट बेसन (15 किलो) भेज दीजिए।", "30 packet besan (15 kilo) bhej dijiye." (session 38, fixer DI, a probe
on main). The bracket restates the count (thirty 500 g packets are 15 kg); the reader took it for each packet's size
and ordered 900 packets (450 kg), silently. Now:

- a bracket that is the lot (count × the catalogue's pack) is dropped: 30 packets;
- a bracket that is one catalogue pack ("30 packets besan (500 g)") is left as read (30 packets);
- any other bracket ("30 packets besan (20 kg)": 60 packets or 30?) is refused (``contradictory.two_quantities``):
  which to send is not told.

Only a bracket holding just a figure and its unit right after the counted goods ("(15 kg)", not "(15 kg each)" or
"(1 kg wala)", read as each packet's size as before), the count in packets of goods the catalogue sells by the
packet. ``lang.bracket_count`` reads the same shape for sacks, cases and trays.

Shape: ``bracket_packets(reader)`` with the MessageReader after its clause acts (run by ``lang.asked_or_kept``);
drops a figure or sets ``reader.refused_why``. Linear in the figures.
"""
from __future__ import annotations

from lang.reasons import why
from lang.units import selling_units_per

__all__ = ["bracket_packets"]


def _fmt(value) -> str:
    return f"{float(value):g}"


def bracket_packets(reader) -> None:
    """Read "30 packets besan (15 kg)" / "30 पैकेट बेसन (15 किलो)" / "30 packet besan (15 kilo)" as 30 packets, and
    refuse "30 packets besan (20 kg)" (module docstring)."""
    sizes = [f for f in reader.figs if f.kind == "size" and f.unit and reader.tokens[f.pos - 1].text == "(" and
             f.end < reader.n and reader.tokens[f.end].text == ")"] if "(" in reader.text else []
    if not sizes or getattr(reader, "refused_why", None) is not None:
        return
    counts = [f for f in reader.figs if f.kind == "qty" and f.unit == "packet"]
    drop = []
    for size in sizes:
        m = next((m for m in reader.mentions if m.sku and m.last == size.pos - 1), None)
        q = next((q for q in counts if m is not None and 0 <= m.first - q.end <= 1), None)  # ("30 packets of besan")
        item = reader.cat.by_sku(m.sku) if q is not None else None
        if item is None or item.unit != "packet" or reader.clause_of[q.pos] != reader.clause_of[size.pos]:
            continue
        per = selling_units_per(size.unit, item)
        if per is None:
            continue
        packets = size.value * per.numerator / per.denominator
        if packets == q.value:
            drop.append(size)  # "30 packets besan (15 kg)": the lot again
        elif packets != 1 and q.value > 1:
            reader.refused_why = why(
                "contradictory.two_quantities", n=_fmt(q.value), unit=reader.tokens[q.end - 1].text,
                item=reader.text[reader.tokens[m.first].start:reader.tokens[m.last - 1].end],
                m=_fmt(q.value / per.numerator * per.denominator), sunit=reader.tokens[size.end - 1].text,
                n2=_fmt(size.value), unit2=reader.tokens[size.end - 1].text)
            return
    if drop:
        reader.figs = [f for f in reader.figs if all(f is not d for d in drop)]
