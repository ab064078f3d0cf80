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

Shape: ``pack_cancelled(reader, intents, lines)`` raises the reader's refusal; linear in the lines' figures.
"""
from __future__ import annotations

from fractions import Fraction

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Fail)
from lang.reasons import why
from lang.units import selling_units_per

__all__ = ["pack_cancelled"]

_THE = fold_words("the")
#: Words of a cut by an amount ("500ml doodh kam kar do", "reduce the milk by 500 ml"): the size is the amount cut.
_LESS = fold_words("kam कम less reduce reduced ghata ghatao घटा घटाओ cut minus")


def pack_cancelled(reader, intents: list, lines: list) -> None:
    """Refuse a cancel or reject of one pack counted only by its own size (module docstring)."""
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
