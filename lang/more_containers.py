"""A count of containers with "more" or "extra" between the count and the container: "Kindly add 5 more bundles of
matchboxes to O4." (holdout133 e7014), "Please send 2 more tins of ghee", "5 extra bags of atta", "5 aur bundle
maachis". The count is of bundles (tins, bags …), as "5 bundles of matchboxes" is: a shopkeeper sends 50 matchboxes
(a bundle holds 10, ``market/data/trade_units.csv``) and asks how big a tin is. The reader had taken the "more"
as the end of the count and read a bare 5 of the goods' selling unit: 5 matchboxes, 2 litres of ghee, silently.

``more_containers`` makes such a bare figure what the figures stage makes of "5 bundles" — a count in a pack of no
fixed size (``badqty``, ``lang.figures``), read on by the later stages (50 matchboxes; atta's bags are its packets;
a tin's size asked, ``no_quantity.no_fixed_size``) — when the word right after the figure is "more", "extra",
"additional", "aur", "और" and the word after that one of ``lang.units.UNKNOWN_CONTAINERS``. "5 more packets of
Maggi" and "3 more trays of eggs" (units of a known size) become counts in that unit, as "3 trays of eggs" is: the bare
count had been left for the later stages to join to the unit, which they do unless a price stands beside it (so only
then) — "please add 2 more cases of Pepsi 750 ml to O3, same rate ₹36 per bottle" (holdout141 m7011) and "Send 2 more
trays of eggs at ₹6 per egg" were read as 2 bottles and 2 eggs, silently (session 40, helper DR).

Shape: ``more_containers(reader)`` → None, with the MessageReader after its clause acts (``figs``, ``_word``,
``tokens``, ``n``); the figures changed in place. Linear in the figures.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why
from lang.units import UNKNOWN_CONTAINERS, fmt_number

__all__ = ["more_containers"]

#: Words of "more" that may stand between a count and its container ("5 more bundles", "5 aur bundle").
_MORE = fold_words("more extra additional aur और")


def more_containers(reader) -> None:
    """Read a bare count before "more" + a container as a count of containers (module docstring). ``reader``: the
    MessageReader after its clause acts. "Please send 5 more bundles of matchboxes." → 50 matchboxes; "Send 2 more
    tins of ghee" → refused (how big is a tin?); "Send 3 more trays of eggs" → 90 eggs, as before."""
    for f in reader.figs:
        if f.kind != "bare" or f.end + 1 >= reader.n:
            continue
        if reader._word(f.end) in _MORE and reader._word(f.end + 1) in UNKNOWN_CONTAINERS:
            f.kind, f.end = "badqty", f.end + 2
            f.note = why("no_quantity.no_fixed_size", n=fmt_number(f.value), word=reader.tokens[f.end - 1].text)
        elif reader._word(f.end) in _MORE and (hint := next((h for h in reader.figs if h.kind == "hint" and h.pos == f.end
                                                            + 1 and h.unit), None)) is not None and any(
                p.kind == "price" and p.clause == f.clause for p in reader.figs):  # (without a price the later stages
            # join them already: "Send 10 more packets tomorrow" is left to them)
            f.kind, f.unit, f.end = "qty", hint.unit, hint.end  # "2 more cases of Pepsi …, ₹36 per bottle": 24 bottles
            reader.figs.remove(hint)
