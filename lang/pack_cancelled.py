"""A pack's own size said with goods cancelled or refused is the goods' name, not how many to cut (stage 6, called
from ``lang.verify``; fixer FA of the forty-second session): "Doodh 500ml mat bhejo", "दूध 500ml मत भेजो", "Don't
send the 500ml milk", "Paneer 200g mat bhejo", "Don't send the 5 kg atta". "500 ml" is one packet of milk, so the
reader had cancelled one packet (of an order of forty, silently); the writer names which milk, and means all of it,
or a cut they did not count. A shopkeeper asks.

When: a cancel or a reject of one selling unit whose only count is a weight or volume that is exactly the
catalogue's pack ("500ml" of milk-500ml, "200g" of paneer-200g, "5 kg" of atta-5kg), written in grams or millilitres
(the size a pack is named by) or after "the" ("the 5 kg atta"). Refused with ``ambiguous_intent.pack_or_count`` (the
pack or the amount? to cancel all of it write "cancel the milk"; to cut part, write the count). "Cancel 2 packets of
the 500ml milk" (a count), "Don't send 1 litre milk" (two packets, not the pack), "From O5 cut 1 kg sugar" (in kg,
no "the") read as before; "500ml wala doodh mat bhejo" is already a cancel of the milk with no count.

So too a cancel of goods sold by the litre (ghee, oils) whose count the message states in kilos and the reading
does not carry (session 48, helper RB: "O15: please cancel the ghee — both the 15 kg tins", "Cancel 15 kg of ghee from
O4", "O15: घी कैंसल कर दीजिए — दोनों 15 किलो वाले टिन" had cancelled all the ghee of the order, silently, where 15 kg
is 16.5 litres and two tins 33): refused with ``no_quantity.by_density`` (write the litres), as an order of them is.

Shape: ``pack_cancelled(reader, intents, lines)`` raises the reader's refusal; linear in the lines' figures.
"""
from __future__ import annotations

from fractions import Fraction

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Fail)
from lang.reasons import why
from lang.short_rest import short_rest
from lang.units import DENSITY_KG_PER_L, fmt_number, selling_units_per, to_selling_units

__all__ = ["pack_cancelled"]

_THE = fold_words("the")
#: Words of a cut by an amount ("500ml doodh kam kar do", "reduce the milk by 500 ml"): the size is the amount cut.
_LESS = fold_words("kam कम less reduce reduced ghata ghatao घटा घटाओ cut minus")


def pack_cancelled(reader, intents: list, lines: list) -> None:
    """Refuse a cancel or reject of one pack counted only by its own size, and a cancel of litre goods whose count in
    kilos it drops (module docstring)."""
    _kilos_dropped(reader, intents)
    short_rest(reader, intents)  # "O14 came short … send the remaining 5 kg": the complaint not read (lang.short_rest)
    for i in intents:
        if i.kind not in ("cancel", "reject") or i.sku is None or i.quantity != 1:
            continue
        item = reader.cat.by_sku(i.sku)
        for ln in lines:
            if ln.mention.sku != i.sku:
                continue
            counts = [f for f in ln.figs if f.kind == "qty"]
            if len(counts) != 1 or counts[0].unit not in ("g", "ml", "kg", "l"):
                continue
            f = counts[0]
            per = selling_units_per(f.unit, item)
            if per is None or per * Fraction(f.value) != 1:
                continue
            lo, hi = reader.clause_span[f.clause]
            if any(reader._word(k) in _LESS for k in range(lo, hi)):
                continue  # "500ml doodh kam kar do": a cut of 500 ml
            if f.unit in ("g", "ml") or reader._word(f.pos - 1) in _THE:
                figure = reader.text[reader.tokens[f.pos].start:reader.tokens[f.end - 1].end]
                raise _Fail(why("ambiguous_intent.pack_or_count", item=item.item, figure=figure), i.kind)


_MASS = ("kg", "g")


def _kilos_dropped(reader, intents: list) -> None:
    """Refuse a cancel of goods sold by the litre with no count when a count in kilos that makes no whole litres
    stands in the sentence that names them ("cancel the ghee — both the 15 kg tins"): which litres go is not read."""
    for i in intents:
        if i.kind != "cancel" or i.sku not in DENSITY_KG_PER_L or i.quantity is not None:
            continue
        clauses = {reader.clause_of[m.first] for m in reader.mentions if m.sku == i.sku}
        for f in reader.figs:
            near = min(reader.mentions, key=lambda m: min(abs(m.first - f.pos), abs(m.last - f.pos)), default=None)
            if f.kind == "qty" and f.unit in _MASS and f.clause in clauses and near is not None and near.sku == i.sku \
                    and to_selling_units(
                    f.value, f.unit, reader.cat.by_sku(i.sku))[0] is None:  # (not "O14 — cut rice from 50 kg …;
                item = reader.cat.by_sku(i.sku)  # O15 — cancel the ghee; O16 — add 5 kg jaggery": the goods nearest it own it)
                litres = Fraction(f.value) / DENSITY_KG_PER_L[i.sku] / (1000 if f.unit == "g" else 1)
                raise _Fail(why("no_quantity.by_density", n=fmt_number(f.value), unit=f.unit, item=item.item,
                                n2=f"{float(litres):.1f}"), "cancel")
