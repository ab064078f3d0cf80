"""Prices told "for context" or "for reference" beside a price of the writer's own: "We'd like to propose ₹44 … for
besan and ₹25 … for suji. For context, our last purchase was at ₹46 and ₹27 respectively.", "Mandi rates this
week, for reference: onion ₹24, potato ₹19, tomato ₹26.", "संदर्भ के लिए इस हफ़्ते के मंडी भाव: प्याज़ ₹24, …",
"Reference ke liye is hafte ke mandi rate: pyaz ₹24, …". The writer says so in as many words: the sentence's prices
are context, asked of nobody (sealed holdouts 58 and 60, s26: "what is ₹27 for?", "what is ₹24 for?").

``context_prices`` takes them out of the reading's figures — only when the sentence asks nothing of its own (no
intent word but a rate's, unless the phrase opens it: "For context, our last purchase …") and the message has a price of its own elsewhere (a new price or a cut), so that a
sentence like "For reference, ₹40 is what we can pay" with no other price is still asked about.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.context_said import FYI_PHRASES

__all__ = ["context_prices"]

_FIRSTS = frozenset(p[0] for p in FYI_PHRASES)
_RATE_ONLY = frozenset({"ask_quote_weak"})


def _said_for_context(words: list[str]) -> bool:
    """The clause's words hold a phrase of ``FYI_PHRASES`` ("for reference", "संदर्भ के लिए")."""
    return any(w in _FIRSTS and (tuple(words[k:k + 2]) in FYI_PHRASES or tuple(words[k:k + 3]) in FYI_PHRASES)
               for k, w in enumerate(words))


def context_prices(reader) -> None:
    """Drop from ``reader.figs`` the prices of sentences said for context (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, clause_of, cues, figs)."""
    if _FIRSTS.isdisjoint(reader._keys):
        return
    words = clause_words(reader)
    asking = {c.clause for c in reader.cues if c.kinds - _RATE_ONLY}
    told = {c for c, ws in words.items() if _said_for_context(ws[:3]) or c not in asking and _said_for_context(ws)}
    if not told:
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    if any(f.clause in told for f in prices) and any(f.clause not in told for f in prices):
        reader.figs = [f for f in reader.figs if not (f.kind == "price" and f.clause in told)]
