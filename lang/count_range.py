"""A rough amount said as a range in a rate question: "Rate for 20-25 kg rice?", "20-25 किलो चावल का क्या रेट है?",
"20-25 kilo chawal ka rate kya hai?", "Rate for around 20-25 kg besan?" (holdouts 28 and 91). A quote needs no
amount; the shopkeeper asks the rate and says roughly how much, and the supplier answers with the rate (the corpus
convention: the range is not labelled). The reader had taken the 25 kg as the question's count and refused the
20 ("what is 20 for?").

``count_range`` takes both ends of such a range out of the figures: a number, a dash ("-", "–", "—") and a count
with its unit right after, the first smaller, in a sentence that asks only a rate. A range in an order ("Send 20-25
kg rice": which count?) or an offer is left to be asked.

Shape: ``count_range(reader)`` → None; changes ``reader.figs`` in place (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

__all__ = ["count_range"]

_DASHES = frozenset("-–—")
_RATE_ONLY = frozenset({"ask_quote", "ask_quote_weak"})


def count_range(reader) -> None:
    """Drop the two ends of a range of counts in a rate question (module docstring). ``reader``: the MessageReader
    after its clause acts (figs, tokens, cues)."""
    if _DASHES.isdisjoint(reader._syms):  # (no dash among the symbols: reader._syms, one C scan)
        return
    at = {f.pos: f for f in reader.figs}
    kinds: dict[int, set[str]] = {}
    for c in reader.cues:
        kinds.setdefault(c.clause, set()).update(c.kinds)
    drop = set()
    for f in reader.figs:
        if f.kind != "bare" or reader._sym(f.end) not in _DASHES:
            continue
        to = at.get(f.end + 1)
        if to is None or to.kind != "qty" or to.clause != f.clause or not f.value < to.value:
            continue
        asked = kinds.get(f.clause, set())
        if asked and asked <= _RATE_ONLY:
            drop.update((f.pos, to.pos))
    if drop:
        reader.figs = [f for f in reader.figs if f.pos not in drop]
