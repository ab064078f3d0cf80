"""What happens when a turn ends with business left open.

A customer still at the counter walks out; a van nobody dealt with drives off;
a manager who neither slept nor went home is woken again later
(``manager_idle_wake_minutes`` of the scenario, an hour in the default). A helper's
floor turn ends with a ``shelf_count`` event: sellable units on each shelf and in the
godown, and the shelf plan (how a shelf-plan instruction is judged).
"""
from __future__ import annotations

from events.counter import CASHIER_ENDED_TURN, TURN_FORFEITED
from market import counter
from market.shop_api import ShopApi, TurnView

__all__ = ["finish"]


def finish(shop: ShopApi, turn: TurnView) -> None:
    """Tidy up after ``turn`` (see the module docstring)."""
    rd = shop.role_day(turn.role)
    rd.busy_until = max(rd.busy_until, turn.minute)
    if turn.kind == "counter":
        visit = shop.visits[turn.subject["visit_id"]]
        if visit.stage in ("asking", "wants_credit"):
            counter.leave(shop, visit, TURN_FORFEITED if turn.forfeited else CASHIER_ENDED_TURN)
    elif turn.kind == "door":
        delivery = next(d for d in shop.state.deliveries if d.delivery_id == turn.subject["delivery_id"])
        if delivery.status == "due":
            delivery.status = "left"
            shop.emit("delivery_left", delivery_id=delivery.delivery_id, supplier_id=delivery.supplier_id,
                      hidden_fraud=delivery.fraud)
    elif turn.kind == "floor":
        from market.stock import units_by_sku
        shop.emit("shelf_count", shelf_units=units_by_sku(shop.state, shop.skus, "shelf"),
                  godown_units=units_by_sku(shop.state, shop.skus, "godown"),
                  plan=dict(shop.state.shelf_plan))
    elif turn.kind == "office" and not rd.gone_home and rd.wake_at is None:
        wake_in = shop.scenario.manager_idle_wake_minutes
        shop.emit("manager_idle", wake_in_minutes=wake_in)
        shop.schedule(rd.busy_until + wake_in, "wake", {})
    if turn.kind == "office":
        rd.wake_at = None
