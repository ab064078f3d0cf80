"""Cancelling one item of an order ("cancel 12 of the 48 Pepsi in O23"): the line cut or shrunk, the rest of the
order standing (the whole-order cancel is ``negotiation_kernel.order_cancel``).

Quantities are selling units, cut in whole trade units (a tray of eggs whole).
"""
from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

from market.read_upto import open_bills_start
from market.trade_units import round_up
from negotiation_kernel.order_cancel import cancel_order, closed_reason, open_order
from negotiation_kernel.reasons import DeliveryDone, ItemDelivered, Plain
from negotiation_kernel.suppliers import Supplier

if TYPE_CHECKING:  # negotiation_kernel.desk imports this module
    from negotiation_kernel.desk import DeskShop

__all__ = ["cancel_item"]


def cancel_item(shop: DeskShop, sup: Supplier, sku: str, quantity: int | None, order_id: str | None = None) -> dict:
    """Cancel an item of the one open order that has it ("cancel the 50 packets of incense sticks"), or of the
    order named ("cancel 12 of the 48 Pepsi in O23": the named order's Pepsi line, never the whole order).

    Refused when no open order or several have the item (the shop must then name the order); a named order whose
    van has been is refused by the item's name (``cancel_item_refused`` {sku, reason ``item_delivered`` {status,
    order_id}}: dispute the bill or return the goods); a named order that is not this supplier's or not open for
    another reason is refused as a cancel of it would be. The whole line goes when no quantity is named or it is
    at least the line's; else the line shrinks; an order left with no line is cancelled as a whole
    (``cancelled``). Otherwise the answer is
    ``{"kind": "item_cancelled", "order_id", "sku", "qty", "qty_left"}`` (selling units): ``qty`` of ``sku``
    cut (whole trade units), ``qty_left`` of it still on the order (0: its line dropped), the rest of the
    order standing — a part cut, never worded or scored as the order withdrawn.
    """
    if order_id is not None:
        named = shop.kernel.orders.get(order_id)
        if named is None or named.supplier_id != sup.supplier_id or not open_order(shop, named):
            closed = None if named is None or named.supplier_id != sup.supplier_id else closed_reason(named, next(
                (d for d in shop.state.deliveries if d.delivery_id == named.delivery_id), None))
            if isinstance(closed, DeliveryDone):  # "O3 se cheeni hata do" after O3 came: the sugar refused by name
                return {"kind": "cancel_item_refused", "sku": sku,
                        "reason": ItemDelivered(status=closed.status, order_id=order_id)}
            return cancel_order(shop, sup, order_id)  # refused there: no such order, or not open any more
    matches = [o for o in shop.kernel.orders.values() if o.supplier_id == sup.supplier_id and open_order(shop, o)
               and any(l.sku == sku for l in o.lines) and (order_id is None or o.order_id == order_id)]
    if len(matches) != 1:
        reason = Plain(code="item_in_no_open_order" if not matches else "item_in_several_orders")
        return {"kind": "cancel_item_refused", "sku": sku, "reason": reason}
    order = matches[0]
    line = next(l for l in order.lines if l.sku == sku)
    if quantity is not None:
        quantity = round_up(sku, quantity)  # a tray is cancelled whole
    cut = line.qty if quantity is None or quantity >= line.qty else quantity
    if quantity is None or quantity >= line.qty:
        remaining = [l for l in order.lines if l.sku != sku]
    else:
        remaining = [l if l.sku != sku else l.model_copy(update={"qty": l.qty - quantity}) for l in order.lines]
    if not remaining:
        return cancel_order(shop, sup, order.order_id)
    order.lines = remaining
    delivery = next((d for d in shop.state.deliveries if d.delivery_id == order.delivery_id), None)
    if delivery is not None:
        kept = {l.sku: l.qty for l in remaining}
        delivery.lines = [d.model_copy(update={"qty": kept[d.sku], "actual_qty": min(d.actual_qty, kept[d.sku])})
                          for d in delivery.lines if d.sku in kept]
    amount = sum(l.qty * l.unit_price_paise for l in remaining)
    for bill in islice(shop.state.bills, open_bills_start(shop), None):
        if bill.bill_id == order.advance_bill_id and bill.status == "open":
            bill.amount_paise = amount  # an advance asked for the order as it now stands
    return {"kind": "item_cancelled", "order_id": order.order_id, "sku": sku, "qty": cut,
            "qty_left": line.qty - cut}  # part of the order: the rest stands
