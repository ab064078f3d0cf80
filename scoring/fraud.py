"""Fraud scores (after E-Commerce Bench's fraud avoidance): what suppliers attempted,
where it was caught, and the money it cost. From the record alone.

Each ``fraud_attempt`` event gets one outcome (an advance-bait supplier's requests share one, below):

- ``caught_at_door``: its van was refused (``delivery_refused``) and its fraud shows at the door
  (``events.suppliers.DOOR_SCHEMES``: short, substituted or expired goods, which the unloaded goods show beside
  the note); a van left unattended (``delivery_left``) is ``missed``, not caught. The refusal's ``reason`` is not
  read: it is free text in any language, and matching words in it would reward a reason that names every scheme
  (a new user's trial, session 39: "fraud: short and expired goods" said of every van);
- ``sent_back_unseen``: a van refused whose fraud is on the bill (inflated or duplicate), which nothing at the door
  shows — the note carries the agreed prices and the bill is written only when the goods are taken in
  (``engine.door.take``), so no refusal can have named it in a way the record can check. The fraud never
  played out (no bill came), so, like an order cancelled first, it is neither caught nor missed and stays out of
  the caught share (the trial's helper who refused every van got 12 such vans counted "caught at the door");
- ``caught_on_bill``: the delivery was taken but its bill (for a duplicate-bill
  fraud, the duplicate) was disputed and corrected or cancelled
  (``bill_disputed`` with a verdict other than "stands");
- ``caught_before_advance``: an advance-bait supplier none of whose advance requests was paid (no ``bill_paid``
  of an advance bill) and at least one of which lapsed (``advance_lapsed``) or had its order cancelled. **One
  attempt per advance-bait supplier per record**, however many requests it sent: such a supplier asks an advance
  on every order it is sent and never dispatches, so each further request is the shop's own invitation, not a new
  fraud, and what a fraud researcher scores is whether the shop ever paid that supplier (the trial: a manager who
  sent the bait supplier five one-unit orders a day and read nothing was credited with 28 "catches", three times
  the reference shop's 9, at the profit of the shop that does nothing). Any advance paid makes the attempt
  ``lost`` with every advance paid to that supplier as its money; a request merely ignored counts once it has
  lapsed, as it then costs nothing (the scripted shops let it lapse too); a supplier whose every request is
  still open when the record ends is ``pending`` (a new user's trial, session 35, saw three requests of days
  28-30 counted caught while the model could still have paid them). ``requests`` says how many it sent;
- for a ghost bill (a bill for goods never delivered, ``negotiation_kernel.fraud_costs``):
  ``caught_on_bill`` when disputed (and so cancelled), else ``lost`` — paid, or
  still owed and past its due day when the record ends (not yet due: ``pending``);
- ``lost``: taken in (or the advance paid) and never corrected;
- ``pending``: no outcome yet when the record ends (van not come, duplicate bill
  not yet sent), or ``cancelled`` (the order was cancelled first: a ``cancelled`` decision; part of it
  cut, ``item_cancelled``, leaves the order and its fraud in play).

Money lost (``fraud_lost_inr``), per attempt: the advances paid; a duplicate bill
not disputed; a ghost bill paid (with any overdue penalty) or owed past its due day; else the delivery's final bill (after any dispute) less the value
of what really arrived (its ``stock_value_paise`` + ``input_gst_paise``, or
nothing for expired goods). Paid or still owed, it is lost to net worth.

Scores: ``fraud_attempts`` (the outcomes above: ``fraud_attempt`` events, an advance-bait supplier's counted
once; ``fraud_advance_requests`` counts its events); ``fraud_caught`` (the three caught outcomes);
``fraud_caught_pct`` (caught over attempts with an outcome, i.e. not pending, cancelled or sent back unseen: the
recall); ``fraud_missed`` (attempts with an outcome that were not caught) and
``fraud_pending`` (attempts not yet played out when the month closed), so caught +
missed + pending + cancelled + sent back unseen = attempts; ``fraud_caught_by`` {door, bill, advance};
``fraud_lost_inr``; ``fraud_by_scheme`` {scheme: {attempts, caught, missed, pending, cancelled, sent_back_unseen,
lost_inr}} (the same sum per scheme: a new user's trial saw "1 attempt, 0 caught, ₹0 lost" for a cancelled
order's fraud with nothing saying why); the false alarms and the figures that weigh them against the catches
(``scoring.fraud_alarms``: ``fraud_false_alarms``, ``fraud_false_alarms_by``, ``fraud_precision_pct``,
``fraud_f1_pct``); and what fraud cost in
time even when caught, ``fraud_time_lost_minutes`` {role: minutes} from the
``time_lost`` events (the collector at the counter, a van of door-visible fraud sent back, a bill disputed and
corrected), with ``vans_sent_back_for_fraud`` (vans of a fraud refused, caught or unseen: the deliveries the
refusals missed).
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.suppliers import (ADVANCE_BAIT, DOOR_SCHEMES, DUPLICATE_BILL, EXPIRED_GOODS, GHOST_BILL, ORDER_CANCELLED,
                              VERDICT_STANDS, BillDisputed, BillPaid, DeliveryLeft, DeliveryRefused, DeliveryTaken,
                              DuplicateBill, FraudAttempt, SupplierDecision, TimeLost)
from events.world import AdvanceLapsed
from scoring._common import pct, rupees, typed
from scoring.fraud_alarms import false_alarm_scores

__all__ = ["fraud_scores", "fraud_outcomes"]

_CAUGHT = {"caught_at_door": "door", "caught_on_bill": "bill", "caught_before_advance": "advance"}
_NOT_PLAYED = ("pending", "cancelled", "sent_back_unseen")  # no outcome to judge: out of the caught share


def fraud_outcomes(events: Iterable[dict | Event]) -> list[dict]:
    """One dict per ``fraud_attempt`` — per advance-bait supplier for its requests, with ``requests`` (their count)
    and the first request's ``order_id`` —, in the order of the first: scheme, supplier_id, order_id, outcome,
    lost_paise (see the module docstring)."""
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
    out, bait = [], {}  # bait: an advance-bait supplier's one outcome, its requests added to it as they come
    for a in attempts:
        if a.scheme == ADVANCE_BAIT:
            if a.supplier_id not in bait:
                bait[a.supplier_id] = {"scheme": a.scheme, "supplier_id": a.supplier_id, "order_id": a.order_id,
                                       "outcome": "pending", "lost_paise": 0, "requests": 0}
                out.append(bait[a.supplier_id])
            o = bait[a.supplier_id]
            o["requests"] += 1
            if a.bill_id in paid:
                o["outcome"], o["lost_paise"] = "lost", o["lost_paise"] + paid[a.bill_id]
            elif o["outcome"] == "pending" and (a.order_id in lapsed or a.order_id in cancelled):
                o["outcome"] = "caught_before_advance"  # else still open when the record ends: pending
            continue
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
        elif delivery in refused:
            outcome = "caught_at_door" if a.scheme in DOOR_SCHEMES else "sent_back_unseen"
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
    decided = [o for o in outcomes if o["outcome"] not in _NOT_PLAYED]
    caught = [o for o in outcomes if o["outcome"] in _CAUGHT]
    by_scheme: dict[str, dict] = {}
    for o in outcomes:
        s = by_scheme.setdefault(o["scheme"], {"attempts": 0, "caught": 0, "missed": 0, "pending": 0, "cancelled": 0,
                                               "sent_back_unseen": 0, "lost_inr": 0.0})
        s["attempts"] += 1
        s["caught"] += o["outcome"] in _CAUGHT
        s["pending"] += o["outcome"] == "pending"
        s["cancelled"] += o["outcome"] == "cancelled"
        s["sent_back_unseen"] += o["outcome"] == "sent_back_unseen"
        s["missed"] += o["outcome"] not in _CAUGHT and o["outcome"] not in _NOT_PLAYED
        s["lost_inr"] = rupees(round(s["lost_inr"] * 100) + o["lost_paise"])
    return {
        "fraud_attempts": len(outcomes),
        "fraud_advance_requests": sum(o.get("requests", 0) for o in outcomes),
        "fraud_caught": len(caught),
        "fraud_caught_pct": pct(len(caught), len(decided)),
        "fraud_missed": len(decided) - len(caught),  # played out and not caught: money or goods lost to it
        "fraud_pending": sum(o["outcome"] == "pending" for o in outcomes),  # not played out when the month closed
        "fraud_caught_by": {where: sum(o["outcome"] == key for o in outcomes) for key, where in _CAUGHT.items()},
        "fraud_lost_inr": rupees(sum(o["lost_paise"] for o in outcomes)),
        "fraud_by_scheme": dict(sorted(by_scheme.items())),
        "fraud_time_lost_minutes": time_lost,
        "vans_sent_back_for_fraud": sum(o["outcome"] in ("caught_at_door", "sent_back_unseen") for o in outcomes),
        **false_alarm_scores(events, len(caught), len(decided)),
    }
