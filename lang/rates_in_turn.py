"""Prices named in turn after the goods of a sentence, one for each: "Bhai 25 kilo cheeni aur 10 kilo namak bhejo, rate
wahi purana ₹40 aur ₹22" (the sugar at ₹40, the salt at ₹22), "25 किलो चीनी और 10 किलो नमक भेजो, रेट ₹40 और ₹22",
"Send 25 kg sugar and 10 kg salt at the old rates, ₹40 and ₹22". A shopkeeper gives the first price to the first goods
and the second to the second, as with "respectively" said (``lang.respectively``). The first of two old rates had been
a reference ("old" before it) and dropped: refused as two prices (``ambiguous_intent.conflict``, ``lang.old_rate``),
or, in English, the sugar ordered with no price and the salt at ₹22 (silently); and without "old" the ₹22 went
unexplained ("what is ₹22 for?"), both prices having gone to the salt, the goods just before them (trial 31, mail 4).

- ``old_rates_listed(reader, pos)``: the old rate at token ``pos`` (a reference, out of ``reader.figs``) opens a run of
  prices ("₹40 aur ₹22", "₹40 and ₹22", "₹40, ₹22") — then every price of the run is asked for at its old rate, the
  reference is put back among the figures, and True is returned (``lang.old_rate`` then refuses nothing).
- ``in_turn(reader, clause, mine)``: the prices of the sentence's item lines ``mine`` (≥ 2, in order) when they are
  exactly one a line, stand after the last goods named, and form one run; else None. ``lang.respectively`` pairs them.

A run: prices with only "and" / "aur" / "और" / "&" / "," (and the unit words a price may carry) between them.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["old_rates_listed", "in_turn"]

#: What may stand between two prices of a run ("₹40 aur ₹22", "₹40 and ₹22 a kg", "₹40, ₹22").
_JOIN = fold_words("and aur और or & a per kilo kg kilogram किलो litre liter लीटर packet पैकेट ka ki का की")
_JOIN_SYMS = frozenset(",/&")


def _joined(reader, a, b) -> bool:
    """Figures ``a`` and ``b`` (a before b) with only joining words and marks between them, in one clause."""
    if a.clause != b.clause:
        return False
    for k in range(a.end, b.pos):
        t = reader.tokens[k]
        if t.kind == "word" and t.key not in _JOIN or t.kind == "sym" and t.text not in _JOIN_SYMS and t.text != "₹" \
                or t.kind == "num":
            return False
    return True


def old_rates_listed(reader, pos: int) -> bool:
    """True (and the old rate at ``pos`` restored as a new price) when it opens a run with the next price."""
    old = next((f for f in reader.found_figs if f.pos == pos and f.kind == "price"), None)
    if old is None:
        return False
    later = [f for f in reader.figs if f.kind == "price" and f.pos > pos]
    if not later or not _joined(reader, old, later[0]) or later[0].role:
        return False
    reader.figs.append(old)
    reader.reference_at.discard(pos)
    for figs in getattr(reader, "refused_prices", {}).values():
        if old in figs:
            figs.remove(old)
    return True


def in_turn(reader, mine: list) -> list | None:
    """The run of prices, one for each line of ``mine`` (item lines of one sentence, in order), or None."""
    prices = sorted({id(f): f for ln in mine for f in ln.figs if f.kind == "price"}.values(), key=lambda f: f.pos)
    if len(prices) != len(mine) or any(f.role for f in prices) or prices[0].pos < max(ln.pos for ln in mine):
        return None
    if any(f.mark == "total" for f in prices) or not all(_joined(reader, a, b) for a, b in zip(prices, prices[1:])):
        return None
    return prices
