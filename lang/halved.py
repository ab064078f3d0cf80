"""An order halved: "O8 wala order aadha kar do — chawal 40 ki jagah 20 kilo", "O8 वाला ऑर्डर आधा कर दो", "half kar
do" (a new user's trial, twenty-fifth session). "aadha kar do" had been read as a price of ₹0.50 asked ("X kar do" sets
a price), and the message refused as "rice at ₹0.50 per kg" — a reason the model could not act on. The English
"Halve O8 — rice 20 kg instead of 40" was read as a cut.

``halved`` drops the half read as a figure when a word of making follows it, and makes the clause's order and offer
cues a cut (cancel), as "halve" is: what is cut, and by how much, is then read from the rest of the message as for any
cut (or refused when it is not said).
"""
from __future__ import annotations

from decimal import Decimal

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["halved"]

#: The words of half.
_HALF = fold_words("aadha adha aadhi adhi aadhe adhe आधा आधी आधे half")
#: Words of making right after it ("aadha kar do", "आधा कर दीजिए").
_MAKE = fold_words("kar karo kardo kijiye kijie karna karen karein kariye कर करो कीजिए करें करना करिए")
_HALF_VALUE = Decimal("0.5")
#: Words of a choice in the clause: "O12 cancel kar do ya aadha kar do" is refused as a choice, as before.
_OR = fold_words("ya या or athva athwa अथवा")


def halved(reader) -> None:
    """Drop "aadha" read as a figure before a word of making, and make its clause's order and offer cues a cancel
    (module docstring). ``reader``: the MessageReader after its clause acts (tokens, figs, cues, clause_of)."""
    if _HALF.isdisjoint(reader._keys):
        return
    halves = [f for f in reader.figs if f.value == _HALF_VALUE and f.kind in ("price", "bare") and not f.unit and all(
        reader.tokens[k].kind == "word" and reader.tokens[k].key in _HALF for k in range(f.pos, f.end))
        and reader._word(f.end) in _MAKE and not _OR & set(clause_words(reader).get(f.clause, ()))]
    if not halves:
        return
    clauses = {f.clause for f in halves}
    dropped = {id(h) for h in halves}
    reader.figs = [f for f in reader.figs if id(f) not in dropped]
    for c in reader.cues:
        if c.clause in clauses and c.kinds and c.kinds <= {"order", "offer"}:
            c.kinds = frozenset({"cancel"})
