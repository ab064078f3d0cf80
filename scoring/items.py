"""The items that cost the shop most: per item, demand lost to an empty shelf, sales below cost and spoilage, and
whether the item was ever ordered. Paise inside, rupees in the scores.

Per item (sku), over the closed days:

- ``lost_empty_shelf_inr``: walk-in units lost to an empty shelf (``scoring._common.walk_in_units``), valued at
  the shelf price of the slot (``walk_in`` lines' ``price_paise``) — sales value, as in ``demand_totals_inr``;
- ``empty_shelf_days``: days on which the item's shelf was empty when a walk-in slot opened (``walk_in``
  ``shelf_units`` of 0) or a walk-in was lost to its empty shelf (the item-days of ``empty_shelf_item_days_pct``);
- ``below_cost_lines``, ``below_cost_loss_inr``: sale lines (``walk_in`` lines sold, ``counter_sale`` lines) whose
  revenue net of GST is below their cost, and by how much in all (cost less revenue net of GST);
- ``spoiled_inr``: ``spoiled`` batches, at cost — not goods of a fraudulent delivery of expired or substituted
  goods taken in (``scoring.fraud_goods``: the fraud's loss, not the item's; ``spoiled_from_fraud_deliveries``);
- ``ordered_units``: units on confirmed orders (``supplier_decision`` ``order_confirmed`` lines, before any cut);
  ``delivered_units``: units taken in (``delivery_taken`` ``received`` lines); ``units_at_close``: on hand (shelf
  and godown) at the last close (``day_close.stock_units``) — stock bought but not selling shows here;
- ``at_stake_inr``: the three money columns added (lost demand at shelf price + loss on below-cost sales +
  spoiled at cost) — what the items are ranked by.

Scores: ``costliest_items``, a list of the ``COSTLIEST`` (10) items with the most at stake, most first (items with
nothing at stake left out), each {``sku``, the figures above} — a list, so a study's table (``scoring.flat_row``)
leaves it out rather than growing a column per item; ``items_never_ordered``: every item of the run
(``run_start.skus``) with no confirmed order line, in the run's order.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from events.base import Event
from events.suppliers import ORDER_CONFIRMED, DeliveryTaken, SupplierDecision
from events.world import DayClose, RunStart, Spoiled, WalkIn
from scoring.fraud_goods import fraud_spoiled
from scoring._common import (closed_days, empty_shelf_item_days, gross_profit_paise, rupees, sale_lines, typed,
                             walk_in_units)

__all__ = ["item_paise", "item_scores", "COSTLIEST", "MONEY"]

COSTLIEST = 10  # items in ``costliest_items``
#: The money columns, paise inside, added into ``at_stake``.
MONEY = ("lost_empty_shelf", "below_cost_loss", "spoiled")
_COUNTS = ("empty_shelf_days", "below_cost_lines", "ordered_units", "delivered_units", "units_at_close")


def item_paise(events: Iterable[dict | Event]) -> dict[str, dict[str, int]]:
    """Per sku seen in the record (the run's items first, in order): the money columns in paise (``MONEY``) and
    ``at_stake``, and the counts (``_COUNTS``); see the module docstring."""
    events = typed(events)
    days = set(closed_days(events))
    start = next((e for e in events if type(e) is RunStart), None)
    fraud_goods = fraud_spoiled(events)
    rows: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys((*MONEY, *_COUNTS), 0))
    for sku in (start.skus if start is not None else []):
        rows[sku]  # noqa: B018 — every item of the run gets a row, in the run's order
    for e, line in sale_lines(events):
        margin = gross_profit_paise(line)
        if margin < 0:
            rows[line.sku]["below_cost_lines"] += 1
            rows[line.sku]["below_cost_loss"] -= margin
    for e in events:
        kind = type(e)
        if kind is WalkIn:
            for line in e.lines:
                rows[line.sku]["lost_empty_shelf"] += walk_in_units(line)["lost_empty"] * line.price_paise
        elif kind is Spoiled and e.seq not in fraud_goods:
            rows[e.sku]["spoiled"] += e.cost_paise
        elif kind is SupplierDecision and e.decision_kind == ORDER_CONFIRMED:
            for line in e.decision.get("lines", []):
                rows[line["sku"]]["ordered_units"] += int(line["qty"])
        elif kind is DeliveryTaken:
            for got in e.received:
                rows[got.sku]["delivered_units"] += got.qty
    closes = [e for e in events if type(e) is DayClose]
    for sku, units in (closes[-1].stock_units if closes else {}).items():
        rows[sku]["units_at_close"] = units
    for sku, day in empty_shelf_item_days(events):
        if day in days:
            rows[sku]["empty_shelf_days"] += 1
    for row in rows.values():
        row["at_stake"] = sum(row[k] for k in MONEY)
    return dict(rows)


def item_scores(events: Iterable[dict | Event]) -> dict:
    """``costliest_items`` and ``items_never_ordered`` (see the module docstring)."""
    events = typed(events)
    rows = item_paise(events)
    start = next((e for e in events if type(e) is RunStart), None)
    ranked = sorted((sku for sku, r in rows.items() if r["at_stake"] > 0), key=lambda s: -rows[s]["at_stake"])
    costliest = []
    for sku in ranked[:COSTLIEST]:
        r = rows[sku]
        costliest.append({"sku": sku, "at_stake_inr": rupees(r["at_stake"]), "lost_empty_shelf_inr": rupees(r["lost_empty_shelf"]),
                          "empty_shelf_days": r["empty_shelf_days"], "below_cost_lines": r["below_cost_lines"],
                          "below_cost_loss_inr": rupees(r["below_cost_loss"]), "spoiled_inr": rupees(r["spoiled"]),
                          "ordered_units": r["ordered_units"], "delivered_units": r["delivered_units"],
                          "units_at_close": r["units_at_close"]})
    skus = start.skus if start is not None else list(rows)
    return {"costliest_items": costliest, "items_never_ordered": [s for s in skus if not rows[s]["ordered_units"]]}
