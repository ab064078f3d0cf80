"""A count an order's goods are cut down *to*, with the count they had said beside it: "Reduce sugar to 10 kg in O1
(from 25 kg)", "Reduce O1 sugar to 10 kg (was 25 kg)", "Bring the rice in O4 down to 30 kg, earlier 50 kg". The
count after "to" is what is left, so the cut is the old count less it (15 kg); it had cut the 10 kg itself, silently
(session 31, a new user's trial). "Reduce O1 sugar from 25 kg to 10 kg" was already read so (``lang.count_changes``);
the Hindi "O1 में चीनी 25 से 10 किलो कर दीजिए" and Hinglish "25 se 10 kilo kar do" likewise, and "चीनी 10 किलो कर
दीजिए" with no old count is refused (``lang.set_to``).

The old count may be bare, in the new count's unit: "Please reduce the milk in O51 to 20 litres (from 30)" cuts 10
litres (holdout104 j3048; session 55).

``lang.count_changes`` asks ``cut_down_to`` when the count a cancel chose stands right after "to" / "tak" / "तक".
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["cut_down_to"]

#: Words right before the old count ("from 25 kg", "was 25 kg", "earlier 25 kg", "currently 25 kg", "pehle 25 kilo").
_WAS = fold_words("from was were earlier currently presently originally instead pehle पहले abhi अभी tha थे था the")


def cut_down_to(reader, chosen: tuple, counted: list[tuple], figure_why) -> int:
    """The selling units cut when ``chosen`` (the (figure, units) a cancel chose, said after "to") is the count left
    and exactly one other count of ``counted`` ((figure, units) pairs of the line, in order) is the old one, said
    after "from" / "was" / "earlier" / "pehle" and larger; else raises the ``_Fail`` ``figure_why(fig)`` returns
    ("to 10 kg" — from how much?). ``reader``: the MessageReader. ("to 10 kg … (from 25 kg)" -> 15.)"""
    others = [(f, units) for f, units in counted if f is not chosen[0]]
    if len(others) == 1 and reader._word(others[0][0].pos - 1) in _WAS and None not in (others[0][1], chosen[1]) \
            and others[0][1] > chosen[1]:
        return others[0][1] - chosen[1]
    if not others and chosen[1] and chosen[0].value:  # "to 20 litres (from 30)": the old count in the same unit
        old = [g for g in reader.figs if g.kind == "bare" and g.clause == chosen[0].clause and g.pos > chosen[0].pos
               and reader._word(g.pos - 1) in _WAS and g.value > chosen[0].value]
        units = chosen[1] * old[0].value / chosen[0].value if len(old) == 1 else None
        if units is not None and units == int(units):
            return int(units) - chosen[1]
    raise figure_why(chosen[0])
