"""What the desk tells of an order named in a delivery question whose van came and was billed (session 50, helper
FIXA, kind 7: a fresh user's try at session 49's stop). "When will order O4 arrive?" about an order delivered on day 3
and billed as B4 was answered "No delivery is due on order O4: the goods are already delivered." — true, but the
writer asked because it did not know, and the reply gave neither the day nor the bill to look at. The reason is now
``delivered_billed`` {day, bill_id}: "No delivery is due on order O4: it was delivered to you on day 3 and billed as
B4."

Asked with no order named ("When will our goods come?") when nothing of this supplier's is due or waiting to leave,
the answer was "nothing has left our godown for you yet" — untrue once an order came. It is now the same line for
the supplier's latest order, if that came and was billed; an order confirmed and not yet sent keeps the old answer.

Shape: ``delivered_billed(shop, sup, order, delivery) -> DeliveredBilled | None``: the reason for ``order`` of
supplier ``sup`` whose ``delivery`` was taken at the door and that has a goods bill (the first, whatever its status);
None otherwise (a van refused or left, no bill yet: ``order_cancel.closed_reason`` says why).
``latest_delivered(shop, sup) -> dict | None``: the ``delivery_not_due`` line {order_id, reason} of the supplier's
latest order when it came and was billed and no order of theirs waits to be sent; else None.
"""
from __future__ import annotations

from negotiation_kernel.reasons import DeliveredBilled

__all__ = ["delivered_billed", "latest_delivered"]


def delivered_billed(shop, sup, order, delivery) -> DeliveredBilled | None:
    """The ``delivered_billed`` reason of a taken, billed order (module docstring), else None."""
    if delivery is None or delivery.status != "taken":
        return None
    bill = next((b for b in shop.state.bills if b.order_id == order.order_id and b.supplier_id == sup.supplier_id
                 and b.kind == "goods"), None)
    return None if bill is None else DeliveredBilled(day=delivery.arrives_minute // 1440 + 1, bill_id=bill.bill_id)


def latest_delivered(shop, sup) -> dict | None:
    """The ``delivery_not_due`` line of the supplier's latest order, came and billed (module docstring), else None."""
    orders = [o for o in shop.kernel.orders.values() if o.supplier_id == sup.supplier_id]
    if not orders or any(o.status in ("confirmed", "awaiting_advance") and o.delivery_id is None for o in orders):
        return None  # nothing ordered, or an order not yet sent: "nothing has left our godown for you yet" holds
    last = orders[-1]
    delivery = next((d for d in shop.state.deliveries if d.delivery_id == last.delivery_id), None)
    reason = delivered_billed(shop, sup, last, delivery)
    return None if reason is None else {"kind": "delivery_not_due", "order_id": last.order_id, "reason": reason}
