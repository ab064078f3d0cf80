"""A count changed with its unit said once, on one side only: "make the onions 30 kg instead of 50", "प्याज़ 50 की
जगह 30 किलो कर दीजिए", "pyaz 50 ki jagah 30 kilo kar do". The shop means the same unit twice (50 kg → 30 kg: 20 kg
fewer). With an order id the change was read already (``lang.count_changes``); with the order named only by words
("In yesterday's order", "कल वाले ऑर्डर में", "Kal wale order me") the clause stayed an order of 30 kg and the bare
50 was left unexplained (``ambiguous_intent.figure``: what is 50 for?).

``counts_of_a_change`` gives ``lang.apply_acts`` the clause's two counts of such a change, the bare one in the other's
unit, so the clause's order becomes a cancel of the difference as "30 kg instead of 50 kg" already did. Only when the
clause holds exactly those two numbers (no price, no third count), one with a unit and one bare, side by side with a
word of change between them ("instead of", "ki jagah", "की जगह"), and no ₹ or "rs" by the bare one. A rise ("30 kg
instead of 20") stays as it was: ``lang.apply_acts`` turns only a fall into a cancel.

Shapes: ``counts_of_a_change(reader, qtys, counts)`` → ``qtys`` (a list of ``_Fig``) unchanged, or the two counts
in the order written, the bare one a new ``_Fig`` of kind "qty" with the other's unit.
"""
from __future__ import annotations

from dataclasses import replace

from lang.language import fold_words

__all__ = ["counts_of_a_change"]

#: Words that join two counts as the old and the new ("30 kg instead of 50", "50 ki jagah 30 kilo").
_JOINS = fold_words("instead of rather than ki jagah jageh की जगह")
_OF_CHANGE = fold_words("instead rather jagah jageh जगह")


def counts_of_a_change(reader, qtys: list, counts: list) -> list:
    """The clause's two counts of a change with the unit said once (see the module's docstring), else ``qtys``.
    ``qtys``: the clause's quantities with a unit; ``counts``: its quantities and bare numbers, in order."""
    if len(qtys) != 1 or len(counts) != 2 or qtys[0].unit is None:
        return qtys
    bare = next((f for f in counts if f.kind == "bare"), None)
    if bare is None or any(f.kind == "price" and f.clause == qtys[0].clause for f in reader.figs):
        return qtys
    first, second = sorted((qtys[0], bare), key=lambda f: f.pos)
    between = [k for k in range(first.end, second.pos)]
    words = [reader._word(k) for k in between]
    if not between or len(between) > 3 or any(reader.tokens[k].kind not in ("word",) for k in between) or \
            not set(words) <= _JOINS or _OF_CHANGE.isdisjoint(words):
        return qtys
    if bare.end < reader.n and reader.tokens[bare.end].kind == "word" and reader._word(bare.end) in _MONEY or \
            bare.pos and reader.tokens[bare.pos - 1].kind == "sym" and reader.tokens[bare.pos - 1].text == "₹":
        return qtys
    made = replace(bare, kind="qty", unit=qtys[0].unit)
    return [made, qtys[0]] if bare.pos < qtys[0].pos else [qtys[0], made]


_MONEY = fold_words("rs rupees rupaye rupay rupaiya रुपये रुपए rupee")
