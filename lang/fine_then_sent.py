"""Several quoted goods said fine together, then ordered (issue 10, session 38, fixer DC): "> Chawal ₹38/kg, masoor
₹86/kg, toor ₹135/kg / Chawal aur toor theek hain. Masoor mehngi hai, rehne do. 50 kilo chawal aur 20 kilo toor daal
bhej do." (holdout103 h3027), "Rice and toor are fine. Send 50 kg rice and 20 kg toor dal.", "चावल और तूर ठीक हैं। …
50 किलो चावल और 20 किलो तूर दाल भेज दो।". The shopkeeper reads the quoted rates of rice and toor accepted, then both
ordered. ``lang.quoted_terms`` accepts the quote of goods ordered after a word of agreeing in the order's sentence or
in the sentence just before it naming no other goods ("Rice is fine. Send 50 kg rice."); a sentence agreeing to two
goods named the other too, so neither acceptance was read, silently in Hinglish (the orders alone, the desk free to
book at another price; English and Hindi were refused by the second opinion).

``listed_fine(reader, cue, at, sku, goods_clauses)`` is true when the accept word ``cue`` stands in one of the three
sentences before sentence ``at`` (the order's), that sentence names ``sku`` and only goods ordered in sentence
``at``, asks nothing, and no sentence between names ``sku`` (a refusal of other goods may stand between: "Masoor
mehngi hai, rehne do."). "Rice and toor are fine. Send 50 kg rice." (the toor not ordered) is left as before.

Shape: ``listed_fine(reader, cue, at: int, sku: str, goods_clauses: dict[int, set[str]]) -> bool`` with the
MessageReader settling its intents.
"""
from __future__ import annotations

__all__ = ["listed_fine"]


def listed_fine(reader, cue, at: int, sku: str, goods_clauses: dict) -> bool:
    """The accept word ``cue`` agrees to ``sku`` among goods all ordered in sentence ``at`` (module docstring)."""
    said = goods_clauses.get(cue.clause, set())
    if not (at - 3 <= cue.clause < at) or sku not in said or len(said) < 2 or not said <= goods_clauses.get(at, set()):
        return False
    if getattr(reader.acts.get(cue.clause), "question", False):
        return False
    return not any(sku in goods_clauses.get(k, ()) for k in range(cue.clause + 1, at))
