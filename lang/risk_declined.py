"""A risk or a chance declined is no goods refused: "यह जोखिम हम नहीं ले सकते।", "Yeh risk hum nahi le sakte.",
"We can't take that risk." (fixer FA, session 42; holdout137 i7036, once its "11 को" was read as a day). The
negation's sentence names no goods, so its "no" had been lent to the goods of the next sentence that asks nothing
("दही पहले की तरह 11 को ही आ सकता है।": curd refused, silently).

``risk_declined`` empties a reject cue whose sentence names no goods and holds a word of a risk or a chance ("risk",
"जोखिम", "jokhim", "khatra", "खतरा", "chance", "gamble"). Run by ``lang.beside_an_order``.

Shape: ``risk_declined(reader)`` with the MessageReader after its clause acts; changes cue kinds in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["risk_declined"]

_RISK = fold_words("risk risks jokhim jokhiim जोखिम khatra khatara ख़तरा खतरा chance gamble")


def risk_declined(reader) -> None:
    """Empty the reject cues of sentences that decline a risk and name no goods (module docstring)."""
    if _RISK.isdisjoint(reader._keys):
        return
    named = {reader.clause_of[m.first] for m in reader.mentions}
    for c in reader.cues:
        if "reject" not in c.kinds or c.clause in named:
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._word(k) in _RISK for k in range(lo, hi)):
            c.kinds = c.kinds - {"reject"}
