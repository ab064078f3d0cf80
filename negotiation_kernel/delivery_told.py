"""What the desk tells of an order named in a delivery question whose van came and was billed (session 50, helper
FIXA, kind 7: a fresh user's try at session 49's stop). "When will order O4 arrive?" about an order delivered on day 3
and billed as B4 was answered "No delivery is due on order O4: the goods are already delivered." — true, but the
writer asked because it did not know, and the reply gave neither the day nor the bill to look at. The reason is now
``delivered_billed`` {day, bill_id}: "No delivery is due on order O4: it was delivered to you on day 3 and billed as
B4."

Shape: ``delivered_billed(shop, sup, order, delivery) -> DeliveredBilled | None``: the reason for ``order`` of
supplier ``sup`` whose ``delivery`` was taken at the door and that has a goods bill (the first, whatever its status);
None otherwise (a van refused or left, no bill yet: ``order_cancel.closed_reason`` says why).
"""
from __future__ import annotations

from negotiation_kernel.reasons import DeliveredBilled

__all__ = ["delivered_billed"]


def delivered_billed(shop, sup, order, delivery) -> DeliveredBilled | None:
    """The ``delivered_billed`` reason of a taken, billed order (module docstring), else None."""
    if delivery is None or delivery.status != "taken":
        return None
    bill = next((b for b in shop.state.bills if b.order_id == order.order_id and b.supplier_id == sup.supplier_id
                 and b.kind == "goods"), None)
    return None if bill is None else DeliveredBilled(day=delivery.arrives_minute // 1440 + 1, bill_id=bill.bill_id)
