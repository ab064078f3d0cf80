"""Whether a supplier's order is still open, why one is closed, and cancelling a whole order (moved out of
``negotiation_kernel.desk``, which decides each intent of an e-mail and calls these).

An order is open while it is confirmed or awaiting its advance and its van is still due (or none is scheduled yet:
awaiting the advance). A van the shop's memory has let go of (``market.closing._forget_old_detail``: dealt with
before yesterday) came days ago, so its order is closed — before the thirteenth session it counted as open again,
and an order delivered days ago could be cancelled (found reading the code; the scripted months never did it).
"""
from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

from market.read_upto import open_bills_start
from negotiation_kernel.reasons import DeliveryDone, OrderNotOpen, Plain
from negotiation_kernel.suppliers import Supplier
from negotiation_kernel.trade import Order

if TYPE_CHECKING:
    from negotiation_kernel.desk import DeskShop

__all__ = ["open_order", "closed_reason", "cancel_order"]


def open_order(shop: DeskShop, order: Order) -> bool:
    """Confirmed or awaiting its advance, its van still due or none yet; a van let go of (``market.closing``) came
    days ago, so its order is closed (it had been open again: a delivered order could be cancelled)."""
    delivery = next((d for d in shop.state.deliveries if d.delivery_id == order.delivery_id), None)
    return order.status in ("confirmed", "awaiting_advance") and (
        delivery.status == "due" if delivery is not None else order.delivery_id is None)


def closed_reason(order: Order, delivery) -> DeliveryDone | OrderNotOpen:
    """Why an order past cancelling is closed: its van's visit (``delivery_done``) when it had one, else
    its status (``order_not_open``). An order the shop cancelled stays "cancelled" (its delivery is then
    marked refused, never as a van sent back)."""
    if delivery is not None and delivery.status != "due" and order.status != "cancelled":
        return DeliveryDone(status=delivery.status)
    if delivery is None and order.status in ("confirmed", "awaiting_advance"):  # its van came days ago
        return DeliveryDone(status="left")
    return OrderNotOpen(status=order.status)


def cancel_order(shop: DeskShop, sup: Supplier, order_id: str | None) -> dict:
    """Cancel the whole order ``order_id`` of supplier ``sup`` if it is still open: ``{"kind": "cancelled",
    "order_id"}`` (its van refused, an open advance bill cancelled), else ``{"kind": "cancel_refused", "order_id",
    "reason"}`` (no such order of this supplier, or ``closed_reason``)."""
    order = shop.kernel.orders.get(order_id or "")
    if order is None or order.supplier_id != sup.supplier_id:
        return {"kind": "cancel_refused", "order_id": order_id, "reason": Plain(code="no_such_order")}
    delivery = next((d for d in shop.state.deliveries if d.delivery_id == order.delivery_id), None)
    if not open_order(shop, order):
        return {"kind": "cancel_refused", "order_id": order_id, "reason": closed_reason(order, delivery)}
    order.status = "cancelled"
    if delivery is not None:
        delivery.status = "refused"
    for bill in islice(shop.state.bills, open_bills_start(shop), None):
        if bill.bill_id == order.advance_bill_id and bill.status == "open":
            bill.status = "cancelled"  # an advance request dies with its order
    return {"kind": "cancelled", "order_id": order_id}
