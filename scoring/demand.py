"""Where the shop's routine demand went, per closed day (KiranaBench figure 6), in rupees.

From the ``walk_in`` events (each line: an item's walk-in visits in one slot,
valued at that slot's shelf price ``price_paise``), split by ``_common.walk_in_units``:

- ``sold``: units sold to walk-ins;
- ``lost_empty_shelf``: units walk-ins would have bought but the shelf did not have;
- ``lost_price``: units of walk-ins who would not pay the shelf price — whether the shelf was full or empty;

which wins when both held: price. The kernel (``market.demand.serve_walk_ins``) decides each visit's price refusal
before, and apart from, the shelf: the same visits refuse the price on a full shelf as on an empty one. So a
walk-in who would not pay the price would not have bought from a full shelf either, and ``lost_empty_shelf`` is
exactly the demand a stocked shelf would have sold at that price (a new user's trial, session 40, found 157 lines
of a bad manager's month with an empty shelf and visits lost to price, counted as price: that is this rule). The
shelf's state is counted apart, in ``empty_shelf_item_days_pct``, which counts such an item-day as empty;

and beside them, stock that never reached a customer:

- ``spoiled``: ``spoiled`` events, at cost — but for goods of a fraudulent delivery (expired or substituted goods)
  taken in, which are
- ``fraud_goods_spoiled``: those (``scoring.fraud_goods``), at cost: the fraud's, not the ordering's;
- ``lost_at_door``: deliveries sent back (``delivery_refused``) or left
  unattended (``delivery_left``), at the value of their delivery note (the
  ``van_arrived`` view: quantity × unit price).

Scores: ``demand_by_day_inr`` {part: [rupees per closed day]},
``demand_totals_inr`` {part: rupees over the month}, and
``walk_in_demand_units`` {wanted, sold, lost_price, lost_empty} over the month.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterable

from events.base import Event
from events.suppliers import DeliveryLeft, DeliveryRefused, VanArrived
from events.world import Spoiled, WalkIn
from scoring._common import closed_days, per_day, rupees, typed, walk_in_units
from scoring.fraud_goods import fraud_spoiled

__all__ = ["demand_scores", "PARTS"]

PARTS = ("sold", "lost_empty_shelf", "lost_price", "spoiled", "fraud_goods_spoiled", "lost_at_door")


def _note_value_paise(view: dict[str, Any]) -> int:
    return sum(int(round(line["qty"] * line["unit_price_inr"] * 100)) for line in view["note"])


def demand_scores(events: Iterable[dict | Event]) -> dict:
    """Where demand went (see the module docstring)."""
    events = typed(events)
    days = closed_days(events)
    parts: dict[str, dict[int, int]] = {p: defaultdict(int) for p in PARTS}
    units = {"wanted": 0, "sold": 0, "lost_price": 0, "lost_empty": 0}
    notes: dict[str, int] = {}
    fraud_goods = fraud_spoiled(events)
    for e in events:
        day = e.day
        if type(e) is WalkIn:
            for line in e.lines:
                u = walk_in_units(line)
                for k in units:
                    units[k] += u[k]
                parts["sold"][day] += u["sold"] * line.price_paise
                parts["lost_empty_shelf"][day] += u["lost_empty"] * line.price_paise
                parts["lost_price"][day] += u["lost_price"] * line.price_paise
        elif type(e) is Spoiled:
            parts["fraud_goods_spoiled" if e.seq in fraud_goods else "spoiled"][day] += e.cost_paise
        elif type(e) is VanArrived:
            notes[e.delivery_id] = _note_value_paise(e.view)
        elif type(e) in (DeliveryRefused, DeliveryLeft):
            parts["lost_at_door"][day] += notes.get(e.delivery_id, 0)
    return {
        "demand_by_day_inr": {p: [rupees(v) for v in per_day(parts[p], days)] for p in PARTS},
        "demand_totals_inr": {p: rupees(sum(parts[p][d] for d in days)) for p in PARTS},
        "walk_in_demand_units": units,
    }
