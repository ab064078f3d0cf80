"""Goods asked why they cost so much: "Why is ghee so expensive this week?", "इस हफ़्ते घी इतना महँगा क्यों?", "Is
hafte ghee itna mehenga kyun?" The complaint had been read as a rate question (``ask_quote``; holdout89 k9032,
silently): the writer has the price and finds it too high, and asks nothing the desk can answer with a quote.
``why_dear`` refuses it (``no_price.what_price``: what price for ghee? — the shop's own offer is what the desk can
act on) when one sentence names goods, a word of "why" and a word of dearness, and holds no price.

Shape: ``why_dear(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reasons import why

__all__ = ["why_dear"]

_WHY = fold_words("why kyun kyu kyon क्यों क्यूँ क्यूं")
_DEAR = fold_words("expensive costly dear mehenga mehnga mahanga mehengi mehngi महँगा महंगा महँगी महंगी")


def why_dear(reader) -> None:
    """Set ``reader.refused_why`` for goods asked why they are so dear (module docstring)."""
    keys = reader._keys
    if _WHY.isdisjoint(keys) or _DEAR.isdisjoint(keys) or not reader.mentions or getattr(reader, "refused_why", None):
        return
    priced = {f.clause for f in reader.figs if f.kind in ("price", "bare")}
    said = clause_words(reader)
    for m in reader.mentions:
        c = reader.clause_of[m.first]
        words = said.get(c, ())
        if m.sku and c not in priced and not _WHY.isdisjoint(words) and not _DEAR.isdisjoint(words):
            reader.refused_why = why("no_price.what_price", item=reader.cat.by_sku(m.sku).item)
            return
