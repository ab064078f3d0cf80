"""Fraud scores (after E-Commerce Bench's fraud avoidance): what suppliers attempted,
where it was caught, and the money it cost. From the record alone.

Each ``fraud_attempt`` event gets one outcome:

- ``caught_at_door``: its van was refused (``delivery_refused``); a van left
  unattended (``delivery_left``) is ``missed``, not caught;
- ``caught_on_bill``: the delivery was taken but its bill (for a duplicate-bill
  fraud, the duplicate) was disputed and corrected or cancelled
  (``bill_disputed`` with a verdict other than "stands");
- ``caught_before_advance``: an advance-bait request never paid (no
  ``bill_paid`` of its advance bill) that lapsed (``advance_lapsed``) or whose order was cancelled: a request
  merely ignored counts once it has lapsed, as it then costs nothing (the scripted shops let it lapse too); one
  still open when the record ends is ``pending`` (a new user's trial, session 35, saw three requests of days 28-30
  counted caught while the model could still have paid them);
- for a ghost bill (a bill for goods never delivered, ``negotiation_kernel.fraud_costs``):
  ``caught_on_bill`` when disputed (and so cancelled), else ``lost`` — paid, or
  still owed and past its due day when the record ends (not yet due: ``pending``);
- ``lost``: taken in (or the advance paid) and never corrected;
- ``pending``: no outcome yet when the record ends (van not come, duplicate bill
  not yet sent), or ``cancelled`` (the order was cancelled first: a ``cancelled`` decision; part of it
  cut, ``item_cancelled``, leaves the order and its fraud in play).

Money lost (``fraud_lost_inr``), per attempt: an advance paid; a duplicate bill
not disputed; a ghost bill paid (with any overdue penalty) or owed past its due day; else the delivery's final bill (after any dispute) less the value
of what really arrived (its ``stock_value_paise`` + ``input_gst_paise``, or
nothing for expired goods). Paid or still owed, it is lost to net worth.

Scores: ``fraud_attempts``; ``fraud_caught`` (the three caught outcomes);
``fraud_caught_pct`` (caught over attempts with an outcome, i.e. not pending or
cancelled); ``fraud_missed`` (attempts with an outcome that were not caught) and
``fraud_pending`` (attempts not yet played out when the month closed), so caught +
missed + pending + cancelled = attempts; ``fraud_caught_by`` {door, bill, advance}; ``fraud_lost_inr``;
``fraud_by_scheme`` {scheme: {attempts, caught, missed, pending, cancelled, lost_inr}} (caught + missed + pending +
cancelled = attempts, per scheme as in all: a new user's trial saw "1 attempt, 0 caught, ₹0 lost" for a cancelled
order's fraud with nothing saying why); and what fraud cost in
time even when caught, ``fraud_time_lost_minutes`` {role: minutes} from the
``time_lost`` events (the collector at the counter, a van sent back, a bill
disputed), with ``vans_sent_back_for_fraud`` (missed deliveries a caught door
fraud caused).
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.suppliers import (ADVANCE_BAIT, DUPLICATE_BILL, EXPIRED_GOODS, GHOST_BILL, ORDER_CANCELLED,
                              VERDICT_STANDS, BillDisputed, BillPaid, DeliveryLeft, DeliveryRefused, DeliveryTaken,
                              DuplicateBill, FraudAttempt, SupplierDecision, TimeLost)
from events.world import AdvanceLapsed
from scoring._common import pct, rupees, typed

__all__ = ["fraud_scores", "fraud_outcomes"]

_CAUGHT = {"caught_at_door": "door", "caught_on_bill": "bill", "caught_before_advance": "advance"}


def fraud_outcomes(events: Iterable[dict | Event]) -> list[dict]:
    """One dict per ``fraud_attempt``: scheme, supplier_id, order_id, outcome, lost_paise (see the module docstring)."""
    events = typed(events)
    attempts = [e for e in events if type(e) is FraudAttempt]
    refused = {e.delivery_id for e in events if type(e) is DeliveryRefused}
    left = {e.delivery_id for e in events if type(e) is DeliveryLeft}
    taken = {e.delivery_id: e for e in events if type(e) is DeliveryTaken}
    corrected = {e.bill_id: e.amount_paise for e in events
                 if type(e) is BillDisputed and e.verdict != VERDICT_STANDS}
    duplicates = {e.copy_of: e for e in events if type(e) is DuplicateBill}
    paid = {e.bill_id: e.amount_paise for e in events if type(e) is BillPaid}
    cancelled = {e.decision.get("order_id") for e in events
                 if type(e) is SupplierDecision and e.decision_kind == ORDER_CANCELLED}
    lapsed = {e.order_id for e in events if type(e) is AdvanceLapsed}
    last_day = max((e.day for e in events), default=0)
    out = []
    for a in attempts:
        outcome, lost = "pending", 0
        delivery = a.delivery_id
        if a.scheme == GHOST_BILL:
            if a.bill_id in corrected:
                outcome = "caught_on_bill"
            elif a.bill_id in paid:
                outcome, lost = "lost", paid[a.bill_id]
            elif (a.due_day or 0) >= last_day:  # not yet due when the record ends: it may still be disputed
                outcome = "pending"
            else:  # overdue and still owed when the record ends: a payable the shop carries
                outcome, lost = "lost", a.at_stake_paise
        elif a.scheme == ADVANCE_BAIT:
            if a.bill_id in paid:
                outcome, lost = "lost", paid[a.bill_id]
            elif a.order_id in lapsed or a.order_id in cancelled:
                outcome = "caught_before_advance"  # else still open when the record ends: pending
        elif delivery in refused:
            outcome = "caught_at_door"
        elif delivery in taken:
            t = taken[delivery]
            if a.scheme == DUPLICATE_BILL:
                dup = duplicates.get(t.bill_id)
                if dup is not None and dup.bill_id in corrected:
                    outcome = "caught_on_bill"
                elif dup is not None:
                    outcome, lost = "lost", dup.amount_paise
            else:
                final = corrected.get(t.bill_id, t.amount_paise)
                value = 0 if a.scheme == EXPIRED_GOODS else t.stock_value_paise + t.input_gst_paise
                outcome = "caught_on_bill" if t.bill_id in corrected else "lost"
                lost = max(0, final - value)
        elif delivery in left:
            outcome = "missed"
        elif a.order_id in cancelled:
            outcome = "cancelled"
        out.append({"scheme": a.scheme, "supplier_id": a.supplier_id, "order_id": a.order_id,
                    "outcome": outcome, "lost_paise": lost})
    return out


def fraud_scores(events: Iterable[dict | Event]) -> dict:
    """Fraud scores (see the module docstring); money in rupees."""
    events = typed(events)
    outcomes = fraud_outcomes(events)
    time_lost: dict[str, int] = {}
    for e in events:
        if type(e) is TimeLost:
            time_lost[e.role] = time_lost.get(e.role, 0) + e.minutes
    time_lost = dict(sorted(time_lost.items()))
    decided = [o for o in outcomes if o["outcome"] not in ("pending", "cancelled")]
    caught = [o for o in outcomes if o["outcome"] in _CAUGHT]
    by_scheme: dict[str, dict] = {}
    for o in outcomes:
        s = by_scheme.setdefault(o["scheme"], {"attempts": 0, "caught": 0, "missed": 0, "pending": 0, "cancelled": 0,
                                               "lost_inr": 0.0})
        s["attempts"] += 1
        s["caught"] += o["outcome"] in _CAUGHT
        s["pending"] += o["outcome"] == "pending"
        s["cancelled"] += o["outcome"] == "cancelled"
        s["missed"] += o["outcome"] not in _CAUGHT and o["outcome"] not in ("pending", "cancelled")
        s["lost_inr"] = rupees(round(s["lost_inr"] * 100) + o["lost_paise"])
    return {
        "fraud_attempts": len(outcomes),
        "fraud_caught": len(caught),
        "fraud_caught_pct": pct(len(caught), len(decided)),
        "fraud_missed": len(decided) - len(caught),  # played out and not caught: money or goods lost to it
        "fraud_pending": sum(o["outcome"] == "pending" for o in outcomes),  # not played out when the month closed
        "fraud_caught_by": {where: sum(o["outcome"] == key for o in outcomes) for key, where in _CAUGHT.items()},
        "fraud_lost_inr": rupees(sum(o["lost_paise"] for o in outcomes)),
        "fraud_by_scheme": dict(sorted(by_scheme.items())),
        "fraud_time_lost_minutes": time_lost,
        "vans_sent_back_for_fraud": sum(o["outcome"] == "caught_at_door" for o in outcomes),
    }
