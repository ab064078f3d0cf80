"""A line of a list with a count of nought is goods left out, beside the goods the list orders: "For this week please
send: ⏎ - Rice: 80 kg ⏎ - Toor dal: 15 kg ⏎ - Sugar: 0 kg (we still have stock)", "| Rin bar | 0 |" in a table of
goods to send, "भेजिए: चावल 80 किलो, चीनी 0 किलो", "Bhejo: chawal 80 kilo, cheeni 0 kilo" (a new user's trial, session
34: B0, A32). The reader had refused the whole mail ("0 kg of sugar: to order none, leave sugar out of the mail",
``no_quantity.zero``; "what is 0 for?"). A shopkeeper sends the rice and the dal and no sugar: nothing is asked of the
sugar, neither sent nor refused (a refusal needs its own words: "Rin bar abhi nahi chahiye" still refuses the bar).

``zero_lines`` leaves such goods out (``reader.left_out``: ``lang.compose`` reads their line as context) and drops
the nought from the figures when
- the nought follows the goods named right before it, with nothing but a mark between (":", "|", "-", "=") and at most
  a unit after it ("Sugar: 0 kg", "Rin bar | 0", "cheeni 0 kilo");
- its line (or its item of a list set off by commas, "rice 80 kg, sugar 0 kg") names no other goods before it and no
  price;
- another line of the message names goods with a count above nought (the list orders something).
A message whose only count is nought ("Sugar: 0 kg") is refused as before (``no_quantity.zero``), and so is a count
below nought.

Shape: ``zero_lines(reader)`` with the MessageReader after its clause acts (``figs``, ``mentions``, ``tokens``);
changes ``reader.figs`` and ``reader.left_out`` in place. Linear: one pass over the figures and mentions.
"""
from __future__ import annotations

__all__ = ["zero_lines"]

#: Marks allowed between the goods and their nought.
_MARKS = frozenset(":|-=–—")


def _line_start(reader, pos: int) -> int:
    """The first token of the line or comma-set item token ``pos`` stands in."""
    k = pos
    while k > 0 and reader.tokens[k - 1].kind != "nl" and not (
            reader.tokens[k - 1].kind == "sym" and reader.tokens[k - 1].text == ","):
        k -= 1
    return k


def zero_lines(reader) -> None:
    """Leave out the goods whose list line counts nought (module docstring); ``reader``: the MessageReader."""
    zeros = [f for f in reader.figs if f.kind in ("qty", "bare") and f.value == 0]
    if not zeros or not reader.mentions:
        return
    left, dropped = set(), set()
    for f in zeros:
        before = [m for m in reader.mentions if m.last <= f.pos]
        if not before:
            continue
        m = before[-1]
        start = _line_start(reader, f.pos)
        if m.ambiguous or m.first < start or any(start <= o.first < m.first for o in reader.mentions) or not all(
                reader.tokens[k].kind == "sym" and reader.tokens[k].text in _MARKS for k in range(m.last, f.pos)):
            continue
        if any(g.kind == "price" and reader.clause_of[g.pos] == reader.clause_of[f.pos] and _line_start(
                reader, g.pos) == start for g in reader.figs):
            continue
        left.add(m.first)
        dropped.add(id(f))
    if not left:
        return
    counted = any(f.kind in ("qty", "bare") and f.value > 0 and id(f) not in dropped and any(
        m.last <= f.pos and m.first not in left for m in reader.mentions) for f in reader.figs)
    if not counted:
        return
    reader.figs = [f for f in reader.figs if id(f) not in dropped]
    if any(m.sku == o.sku and m.first in left and o.first not in left for m in reader.mentions for o in reader.mentions):
        reader.mentions = [m for m in reader.mentions if m.first not in left]  # ("Rin bar abhi nahi chahiye" after
        return  # the row: the goods' own words say what of them, as if the row were not written)
    reader.left_out = getattr(reader, "left_out", set()) | left
