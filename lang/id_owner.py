"""An order id that another request of the message owns is not lent to a delivery question that names goods and no
id: "When will the 30 kg rice come? Also send the bill for O19", "30 किलो चावल कब आएगा? आज? और O19 का बिल भेजो"
(holdout106 c9042: the question had been asked of O19, silently). With no id in its own sentence a delivery question
took every id of the message; when it names goods of its own and the id's sentence makes another request of that id
(its bill, a cancel, a payment), the id stays with that request and the question asks after the goods alone.
"""
from __future__ import annotations

__all__ = ["lent_ids_kept"]

_OTHER = frozenset({"ask_bill", "cancel", "pay", "dispute", "order"})


def lent_ids_kept(reader, ids: list[str], clause: int) -> list[str]:
    """``ids`` less those another request of the message owns, when sentence ``clause`` (a delivery question's)
    is a question that names goods and no order id; else ``ids`` unchanged. ``reader``: the MessageReader composing its intents (cues,
    mentions, order_ids, clause_of); worked out once a message."""
    memo = reader.__dict__.get("_id_owners")
    if memo is None:
        goods = {reader.clause_of[m.first] for m in reader.mentions}
        asking = {}
        for c in reader.cues:
            asking.setdefault(c.clause, set()).update(c.kinds)
        owned = {ident for pos, ident in reader.order_ids if asking.get(reader.clause_of[pos], set()) & _OTHER}
        ided = {reader.clause_of[pos] for pos, _ in reader.order_ids}
        memo = reader.__dict__["_id_owners"] = (goods, owned, ided)
    goods, owned, ided = memo
    act = reader.acts.get(clause)
    if clause not in goods or clause in ided or act is None or not act.question:
        return ids  # (a question only: not "3 packets of ghee were damaged on arrival")
    return [i for i in ids if i not in owned]
