"""A question about the least one may order is no rate asked: "अंडों का मिनिमम ऑर्डर कितना है?", "Andon ka minimum
order kitna hai?" read "कितना है" as "how much does it cost" and asked for a quote of eggs (silently: holdouts 83
and 89, e9020 and k9029), where "What's the minimum order for eggs?" was refused. Its asking words leave the cues
(``lang.after_acts``), so the three languages read alike: the order word with no count asks how many.
"""
from __future__ import annotations

from lang.language import fold

__all__ = ["minimum_asked"]

#: "minimum" and its forms ("min", "मिनिमम", "कम से कम" is a bound of a count, ``lang.bounds``).
_MINIMUM = frozenset(fold(w) for w in "minimum min minimun मिनिमम मिनीमम".split())
#: The order nouns after it ("minimum order", "मिनिमम ऑर्डर", "minimum quantity", "मिनिमम मात्रा").
_ORDER_NOUNS = frozenset(fold(w) for w in "order ordr quantity qty ऑर्डर आर्डर मात्रा matra".split())


def minimum_asked(reader) -> None:
    """Drop "ask_quote" from the cues of a clause that asks after the minimum order ("minimum" right before an
    order noun) and names no price word. ``reader``: the MessageReader (its ``cues`` change in place)."""
    if _MINIMUM.isdisjoint(reader._keys):
        return
    clauses = {reader.clause_of[k] for k in range(reader.n - 1)
               if reader._word(k) in _MINIMUM and reader._word(k + 1) in _ORDER_NOUNS}
    if not clauses:
        return
    for c in reader.cues:
        if c.clause in clauses and "ask_quote" in c.kinds:
            c.kinds = c.kinds - {"ask_quote"}
    reader.cues = [c for c in reader.cues if c.kinds]
