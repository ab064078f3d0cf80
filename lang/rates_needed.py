"""A rate word with a word of needing right after it asks for rates: "**1. Rates needed** ⏎ - Everest haldi ⏎ - Tata
Tea ⏎ **2. Bill** ⏎ - Please share the bill for O19" (holdout87 en-z9032: only the bill had been asked, the rates
dropped, silently). "भाव चाहिए", "Rate chahiye" already asked them (the wanting word is an order word there, and
beside a rate word it asks rates); the English "needed", "required" is no order word, so "Rates needed" stayed a
weak rate word, which gives way when another request is in the message.

``rates_needed(reader)`` makes such a cue a rate asked (``ask_quote``) when the word right after the rate word is
"needed" / "required" / "wanted" / "chahiye" and no price follows in its sentence ("Rate needed ₹40" is none).

Shape: ``rates_needed(reader)`` with the MessageReader after its clause acts; a cue's kinds change in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["rates_needed"]

_NEEDED = fold_words("needed required wanted chahiye chaiye chahie चाहिए चाहिये")


def rates_needed(reader) -> None:
    """Make "Rates needed" ask rates (module docstring)."""
    if _NEEDED.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if c.kinds != {"ask_quote_weak"} or reader._word(c.end) not in _NEEDED:
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(f.kind == "price" and c.end <= f.pos < hi for f in reader.figs):
            continue
        c.kinds = frozenset({"ask_quote"})
