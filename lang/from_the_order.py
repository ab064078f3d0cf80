""""from the order" names an order, it orders nothing: "B21 is wrong. Trim 5 kg sugar from the order." had ordered
5 kg sugar (fixer M, s30: the word "order" after "from the" was read as a request, and the cut, in a word the
reader does not know, was lost — silently, beside a complaint). ``from_the_order(reader)`` (``lang.after_acts``)
empties an order cue that is only the noun "order" / "ऑर्डर" after "from" (and "the", "our", "my", "that", "this")
or "se" / "से" after it ("order se", "ऑर्डर से"), so the goods are left with no request word: refused as goods named
with nothing to do ("what should we do with the sugar: send, price or cancel?"), as they are when said alone.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["from_the_order"]

_ORDER = fold_words("order ऑर्डर आर्डर")
_FROM = fold_words("from")
_THE = fold_words("the our my that this")
_SE = fold_words("se से")


def from_the_order(reader) -> None:
    """Empty the order cues of ``reader`` that are the noun of "from the order" / "order se" (module docstring)."""
    for c in reader.cues:
        if c.kinds != {"order"} or c.end - c.pos != 1 or reader._word(c.pos) not in _ORDER:
            continue
        k = c.pos - 1 - (reader._word(c.pos - 1) in _THE)
        if reader._word(k) in _FROM or reader._word(c.end) in _SE:
            c.kinds = frozenset()
