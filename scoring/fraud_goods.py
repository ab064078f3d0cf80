"""Stock from a fraudulent delivery taken in, thrown out: told apart from the spoilage of the manager's ordering.

A van of expired goods taken in puts goods already past their last sellable day into the godown; they are thrown
out at that day's close (``spoiled``). The fraud's loss is already ``fraud_lost_inr`` (the bill, GST included, less
what really arrived: nothing for expired goods), and the profit and loss lost it as spoilage; counted as ordinary
spoilage it also made the manager's ordering look wasteful (a new user's trial, session 56: one van of expired dairy
taken in on day 4 moved ``waste_rate_pct`` from 0.098 to 1.043 and put paneer and butter at the top of
``costliest_items``). So a ``spoiled`` batch that came from a delivery taken in with a ``hidden_fraud`` of
``FRAUD_GOODS`` — expired goods, or substituted goods (an item the order did not ask for) — is *fraud goods thrown
out*: its own line in the profit and loss (``fraud_and_disputes.fraud_goods_thrown_out``), its own part in
``demand_totals_inr`` (``fraud_goods_spoiled``), out of ``waste_rate_pct`` and the items' ``spoiled_inr``, and
listed by delivery in ``spoiled_from_fraud_deliveries``. Profit is unchanged: the same paise, another line.
Short deliveries and inflated or duplicate bills bring the goods ordered, so their spoilage stays the ordering's.

Which delivery a batch came from: ``engine.door.take`` names each batch it unloads ``B-<n>``, one a ``received``
line with units, counting up over the month, and no other code makes ``B-`` batches; so the record's
``delivery_taken`` events, in order, name every batch (checked against the ``spoiled`` event's sku: a batch whose sku
differs is left as ordinary spoilage).
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.suppliers import DeliveryTaken
from events.world import Spoiled
from scoring._common import per_record, rupees, typed

__all__ = ["FRAUD_GOODS", "fraud_batches", "fraud_spoiled", "spoiled_from_fraud_deliveries"]

#: The fraud schemes whose goods are not the goods ordered: their spoilage is the fraud's, not the ordering's.
FRAUD_GOODS = ("expired_goods", "substituted_goods")


def fraud_batches(events: Iterable[Event]) -> dict[str, tuple[str, DeliveryTaken]]:
    """{batch id: (sku, its ``delivery_taken``)} for the batches unloaded from deliveries of a ``FRAUD_GOODS`` fraud
    (see the module docstring). ``events``: typed, in record order."""
    n = 0
    out: dict[str, tuple[str, DeliveryTaken]] = {}
    for e in events:
        if type(e) is DeliveryTaken:
            for line in e.received:
                if line.qty:
                    n += 1
                    if e.hidden_fraud in FRAUD_GOODS:
                        out[f"B-{n}"] = (line.sku, e)
    return out


@per_record(dict)
def fraud_spoiled(events: Iterable[Event]) -> dict[int, DeliveryTaken]:
    """{seq of a ``spoiled`` event of fraud goods: the ``delivery_taken`` its batch came from}."""
    batches = fraud_batches(events)
    return {e.seq: batches[e.batch_id][1] for e in events
            if type(e) is Spoiled and e.batch_id in batches and batches[e.batch_id][0] == e.sku}


def spoiled_from_fraud_deliveries(events: Iterable[dict | Event]) -> list[dict]:
    """``spoiled_from_fraud_deliveries``: per delivery whose goods were thrown out, in the order first thrown out:
    {``delivery_id``, ``supplier_id``, ``scheme``, ``days`` (the days thrown out), ``seqs`` (the ``spoiled``
    events), ``cost_inr`` (at cost, GST excluded — beside ``fraud_lost_inr``, which is the bill, GST included)}."""
    events = typed(events)
    spoiled = fraud_spoiled(events)
    out: dict[str, dict] = {}
    for e in events:
        if e.seq in spoiled and type(e) is Spoiled:
            d = spoiled[e.seq]
            row = out.setdefault(d.delivery_id, {"delivery_id": d.delivery_id, "supplier_id": d.supplier_id,
                                                 "scheme": d.hidden_fraud, "days": [], "seqs": [], "_paise": 0})
            if e.day not in row["days"]:
                row["days"].append(e.day)
            row["seqs"].append(e.seq)
            row["_paise"] += e.cost_paise
    return [{**{k: v for k, v in r.items() if k != "_paise"}, "cost_inr": rupees(r["_paise"])} for r in out.values()]
