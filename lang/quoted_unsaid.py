"""The supplier's own words in the quoted lines a reply is read under are not the reply's refusal (issue 10).

A reply naming no goods ("ठीक है।", "Agreed.", "Ok fine. Send 15 kg.") is read again with the quoted lines it
answers before it (``lang.reply_context``); the quote's intent words are dropped there (the supplier's), but its
negations and its words of going lower were still read as the writer's: under "> टमाटर ₹34 आखिरी भाव, इससे कम नहीं
होगा।" the reply "ठीक है।" was read as a refusal of the tomatoes (the rules, silently; the desk's second opinion
refused it), and under "> Tomato ₹34 is the last price, cannot go lower." the English "Agreed." was refused as "how
much lower?" (``lang.lower_than``), though the supplier, not the writer, said lower (holdout145 q77029).

``quoted_unsaid(reader, acts)`` clears the negation of every clause that lies wholly in the quoted lines (before
``reader.context_chars``) and returns ``acts``; ``in_quote(reader, k)`` says whether token ``k`` is in them. A reply
that refuses in its own words ("Nahi, ₹34 zyada hai.") is read as before.
"""
from __future__ import annotations

__all__ = ["quoted_unsaid", "in_quote"]


def in_quote(reader, k: int) -> bool:
    """Whether token ``k`` is in the quoted lines read before the reply (none when the message is read alone)."""
    start = getattr(reader, "context_chars", 0)
    return bool(start) and reader.tokens[k].start < start


def quoted_unsaid(reader, acts: dict):
    """``acts`` (clause → ``lang.acts.Act``), the quoted lines' clauses no longer negative (module docstring)."""
    start = getattr(reader, "context_chars", 0)
    if not start:
        return acts
    for clause, act in acts.items():
        lo, hi = reader.clause_span[clause]
        if act.negative and hi > lo and reader.tokens[hi - 1].end <= start:
            act.negative, act.negation_at = False, None
    return acts
