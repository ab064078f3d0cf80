"""A complaint told in a sentence naming no bill, before the sentence that names the bill and asks it withdrawn:
"Do baar bill bana diya aapne. B72 cancel karo, B71 rakho.", "दो बार बिल बना दिया आपने। B72 रद्द करो, B71 रखो।", "एक ही
डिलीवरी का दो बार बिल आ गया। B72 वही है जो B71 है — B72 वापस ले लीजिए" (breaker AS). The first sentence's dispute word
had taken every bill of the message, so B71, the bill kept, was disputed too, silently. A dispute word in a sentence
naming no bill, no order and no goods says nothing of its own when a later sentence naming a bill disputes it or asks
it cancelled: that sentence says which bill. Alone ("Rate galat laga hai. B12 dekh lo.") it still disputes the bills named.
"""
from __future__ import annotations

__all__ = ["dispute_told_before"]


def dispute_told_before(reader, cue, cues: list) -> bool:
    """Whether the dispute ``cue`` stands in a sentence naming no bill, order or goods while a later sentence naming a
    bill holds a dispute or cancel word of its own. ``reader``: the MessageReader composing intents; ``cues``: its acting cues."""
    if reader._ids_in(reader.bill_ids, cue.clause) or reader._ids_in(reader.order_ids, cue.clause):
        return False  # ("O87 curd came sour, 6 packets. Deduct from B58.": the order's complaint)
    if not hasattr(reader, "_disputing_named"):  # once a message: the last such sentence, the sentences with goods
        reader._disputing_named = max((c.clause for c in cues if c.kinds & {"dispute", "cancel"}
                                       and reader._ids_in(reader.bill_ids, c.clause)), default=-1)
        reader._goods_clauses = {reader.clause_of[m.first] for m in reader.mentions}
    return reader._disputing_named > cue.clause and cue.clause not in reader._goods_clauses
