"""A price named only to compare ours with: "Your rate ₹41 for sugar is better than Sharma's ₹42. OK, book 30 kg",
"Your ₹41 for sugar beats the mandi's ₹43. Accepted." The compared price had been the one accepted (₹42, ₹43:
breaker AP, silently). ``compared_prices`` refuses the message (``ambiguous_intent.figure``: what is ₹42 for?)
when "than", "beats", "beat" or "vs" stands within the three words before a price and another price of the same
sentence, read or taken as the supplier's, comes before that word (the one compared): which of the two is agreed
is the writer's to say plainly.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["compared_prices"]

_COMPARED = fold_words("than beats beat vs versus")


def compared_prices(reader) -> None:
    """Set ``reader.refused_why`` for a price compared against (module docstring). ``reader``: the MessageReader after
    its clause acts (tokens, figs, reference_at)."""
    if _COMPARED.isdisjoint(reader._keys):
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    for f in prices:
        at = next((k for k in range(f.pos - 1, max(-1, f.pos - 5), -1) if reader._word(k) in _COMPARED), None)
        if at is not None and (any(g.clause == f.clause and g.end <= at for g in prices if g is not f) or any(
                reader.clause_of[p] == f.clause and p < at for p in reader.reference_at)):  # ("Your rate ₹41": theirs)
            reader.refused_why = why("ambiguous_intent.figure", figure=reader._fig_text(f))
            return
