"""A price per a trade unit written with no ₹ between the goods and the unit word, agreed, beside another count of
that unit: "ok ande 165 tray done 👍 paancho tray aaj hi bhej do", "ठीक है अंडे 165 ट्रे डन 👍 पाँचों ट्रे आज ही भेज
दो", "ok eggs 165 a tray done 👍 send the five trays today only" (sealed holdout164 n2003, session 47). The writer
accepts ₹165 a tray for the five trays talked of; the reader had ordered 165 trays (4,950 eggs) in Hindi and Hinglish,
silently, and refused the English ("1 tray or 5 trays?"). Also "Coke 408 case chalega. 3 case bhej do" (₹34 a
bottle), "cheeni 4,150 quintal done ✅ dono quintal Monday ko bhej do" (₹41.50 a kg, 200 kg), "Rice 1900 bori is fine
by us. Please send 3 bori" (₹38 a kg).

The figure is a price per that unit when: it stands right after the goods' name (or "165 a tray": a bare number then
"a" / "per" and the unit), a word of agreeing follows the unit within three words in its clause, no ₹ is written on
it, and another count of the same unit is said of the message's goods (a number, or "both" / "dono" / "दोनों",
"paancho" / "पाँचों" … before the unit word, which becomes that count). The two readings conflict when the price per
selling unit would not be a wholesale price (outside half to 1.05 times the MRP: "ande 6 tray done, wo 4 tray bhej
do"): then the figure is refused (``ambiguous_intent.figure``: what is 6 tray for?), never ordered.

Shape: ``unit_price_done(reader)`` with the MessageReader after its clause acts; changes ``figs`` in place or sets
``reader.refused_why``.
"""
from __future__ import annotations

from decimal import Decimal

from lang.language import fold_words
from lang.reasons import why
from lang.units import price_per_selling_unit

__all__ = ["unit_price_done"]

#: "both" / "all five" words before a unit word with no number: the count they say.
_ALL_OF = {**{k: 2 for k in fold_words("both dono donon दोनों")}, **{k: 3 for k in fold_words("teeno tinon तीनों")},
           **{k: 4 for k in fold_words("charon chaaro चारों")}, **{k: 5 for k in fold_words("paancho panchon पाँचों पांचों")}}
_A_UNIT = fold_words("a per each prati प्रति")
_LOW, _HIGH = Decimal("0.5"), Decimal("1.05")


def _agreed_after(reader, end: int, clause: int) -> bool:
    """A word of agreeing within three words after ``end`` in ``clause``, no figure between ("Atta 10 packet ₹210 ok":
    the ₹210 is agreed, the 10 packets are a count)."""
    return any("accept" in c.kinds and c.clause == clause and end <= c.pos <= end + 3 and not any(
        reader.tokens[k].kind == "num" or reader._sym(k) == "₹" for k in range(end, c.pos)) for c in reader.cues)


def _item_before(reader, pos: int):
    return next((m for m in reader.mentions if m.sku and m.last == pos), None)


def unit_price_done(reader) -> None:
    """Read such a figure as a price per its unit, or refuse it (module docstring). ``reader``: the MessageReader
    after its clause acts."""
    figs = reader.figs
    if not any("accept" in c.kinds for c in reader.cues) or len({m.sku for m in reader.mentions}) != 1:
        return
    for f in list(figs):
        unit, end, one = f.unit, f.end, None
        if f.kind == "bare" and f.unit is None:  # "165 a tray": the "a tray" read as one tray
            one = next((g for g in figs if g.kind == "qty" and g.value == 1 and g.pos == f.end and g.unit
                        and reader._word(g.pos) in _A_UNIT), None)
            if one is None:
                continue
            unit, end = one.unit, one.end
        elif f.kind != "qty" or unit is None or f.note:
            continue
        if reader._sym(f.pos - 1) == "₹" or not reader.tokens[f.pos].text[:1].isdigit():
            continue
        m = _item_before(reader, f.pos)
        if m is None or not _agreed_after(reader, end, reader.clause_of[f.pos]):
            continue
        others = [g for g in figs if g is not f and g is not one and g.unit == unit and (
            g.kind == "qty" or g.kind == "hint" and reader._word(g.pos - 1) in _ALL_OF)]
        if not others:
            continue
        item = reader.cat.by_sku(m.sku)
        per = price_per_selling_unit(Decimal(f.value), unit, item)
        mrp = Decimal(item.mrp_paise) / 100
        if per is None or not _LOW * mrp <= Decimal(per.numerator) / Decimal(per.denominator) <= _HIGH * mrp:
            said = reader._fig_text(f) if one is None else f"{reader._fig_text(f)} {reader._fig_text(one)}"
            reader.refused_why = why("ambiguous_intent.figure", figure=said)
            return
        f.kind, f.unit, f.mark, f.end, f.per = "price", unit, "unit", end, Decimal(1)
        if one is not None:
            reader.figs = figs = [g for g in figs if g is not one]
        for g in others:
            if g.kind == "hint":
                g.kind, g.value, g.pos = "qty", Decimal(_ALL_OF[reader._word(g.pos - 1)]), g.pos - 1
        return
