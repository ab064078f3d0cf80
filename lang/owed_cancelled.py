"""Goods said not come, then cancelled in the next breath: "O9 chana dal 10 kg still not come. cancel it, no need
now.", "O9 की चना दाल 10 किलो अभी तक नहीं आई। कैंसल करो, अब ज़रूरत नहीं।", "O9 ki chana dal 10 kilo abhi tak nahi
aayi. cancel karo, ab zarurat nahi." (holdout134 f7041). A shopkeeper reads the "it" of the cancel as the goods just
said not to have come — cancel those goods of O9, not the whole O9 — and asks nothing of their delivery, since they
are no longer wanted. The rules had read a delivery question about the goods and a cancel of the whole order.

``owed_cancelled(reader, reading)`` runs in the last look (``lang.take_backs``), on a readable reading whose intents
are delivery questions about named goods of one order and one cancel of that same order naming no goods, when every
cancel word stands after all the goods and in a clause naming neither an order nor goods of its own: the cancel is
read as of those goods (their counts) of that order and the delivery questions are dropped. Near sentences read as
before: "O9 still not come. cancel it" (no goods: the whole O9), "O9 chana dal 10 kg still not come. cancel O9" (the
order named again: the whole O9), "O9 chana dal 10 kg still not come, when will it reach?" (no cancel).

Shape: ``owed_cancelled(reader, reading: Reading) -> Reading``; ``reader``: the MessageReader after its reading
(cues, mentions, order_ids, clause_of).
"""
from __future__ import annotations

from lang.intents import Intent

__all__ = ["owed_cancelled"]


def owed_cancelled(reader, reading):
    """``reading``, or the same with its cancel of a whole order read as a cancel of the goods said not come before it
    (module docstring): "O9 chana dal 10 kg still not come. cancel it" → cancel chana dal 10 of O9 (also "O9 की चना
    दाल 10 किलो अभी तक नहीं आई। कैंसल करो", "O9 ki chana dal 10 kilo abhi tak nahi aayi. cancel karo")."""
    if not reading.readable or len(reading.intents) < 2:
        return reading
    cancels = [i for i in reading.intents if i.kind == "cancel"]
    asks = [i for i in reading.intents if i.kind == "ask_delivery"]
    if len(cancels) != 1 or len(asks) + 1 != len(reading.intents) or cancels[0].sku is not None:
        return reading
    order = cancels[0].order_id
    if not order or any(a.sku is None or a.order_id != order for a in asks):
        return reading
    cues = [c for c in reader.cues if "cancel" in c.kinds]
    if not cues or not reader.mentions:
        return reading
    last_goods = max(m.last for m in reader.mentions)
    goods_clauses = {reader.clause_of[m.first] for m in reader.mentions}
    order_clauses = {reader.clause_of[p] for p, _ in reader.order_ids}
    for c in cues:
        if c.pos < last_goods or c.clause in goods_clauses or c.clause in order_clauses:
            return reading
    cancelled = [Intent(kind="cancel", sku=a.sku, quantity=a.quantity, order_id=order) for a in asks]
    return reading.model_copy(update={"intents": cancelled, "intent": "cancel"})
