"""The desk's answers to "what do we owe you?" and "when will the goods come?": the supplier's open bills and
vans due, or one line saying why there is none.

``bills_asked`` answers ``ask_bill``, ``deliveries_asked`` ``ask_delivery``; each
returns decision lines (``bill``, ``advance_required``, ``bill_not_due``;
``delivery_notice``, ``delivery_not_due``). Money is paise; a van's ``day`` is the
simulated day it is due.
"""
from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

from market.read_upto import open_bills_start
from market.state import Bill
from negotiation_kernel.bill_settling import supplier_bill
from negotiation_kernel.delivery_told import delivered_billed, latest_delivered
from negotiation_kernel.order_cancel import closed_reason
from negotiation_kernel.reasons import BillNotOpen, Plain
from negotiation_kernel.suppliers import Supplier

if TYPE_CHECKING:  # negotiation_kernel.desk imports this module
    from negotiation_kernel.desk import DeskShop

__all__ = ["bills_asked", "deliveries_asked", "bill_line", "advance_line"]


def bill_line(bill: Bill) -> dict:
    """An open goods ``Bill`` as a ``bill`` decision line (the fields the renderer words)."""
    b = bill.model_dump()
    return {"kind": "bill", **{k: b.get(k) for k in ("bill_id", "order_id", "delivery_id", "amount_paise", "due_day")},
            "lines": [{k: line[k] for k in ("sku", "qty", "unit_price_paise")} for line in b["lines"]]}


def bills_asked(shop: DeskShop, sup: Supplier, bill_id: str | None) -> list[dict]:
    """The answer to ``ask_bill``: a ``bill`` line per open goods bill of this supplier (only ``bill_id``'s when
    one is named), else ``_no_bill``'s lines (advances asked, or why nothing is owed)."""
    return [bill_line(b) for b in islice(shop.state.bills, open_bills_start(shop), None) if b.supplier_id ==
            sup.supplier_id and b.status == "open" and b.kind == "goods" and bill_id in (None, b.bill_id)] \
        or _no_bill(shop, sup, bill_id)


def deliveries_asked(shop: DeskShop, sup: Supplier, order_id: str | None) -> list[dict]:
    """The answer to ``ask_delivery``: a ``delivery_notice`` per van of this supplier still due (only
    ``order_id``'s when one is named), else ``_no_delivery``'s one line."""
    return [{"kind": "delivery_notice", "delivery_id": d.delivery_id, "order_id": d.order_id,
             "day": d.arrives_minute // 1440 + 1, "lines": [{"sku": l.sku, "qty": l.qty} for l in d.lines]}
            for d in shop.state.deliveries if d.supplier_id == sup.supplier_id and d.status == "due"
            and (order_id is None or d.order_id == order_id)] \
        or [_no_delivery(shop, sup, order_id)]


def advance_line(bill: Bill) -> dict:
    """An open advance request as the ``advance_required`` line the order was first answered with."""
    return {"kind": "advance_required", "order_id": bill.order_id, "bill_id": bill.bill_id,
            "amount_paise": bill.amount_paise}


def _no_bill(shop: DeskShop, sup: Supplier, bill_id: str | None) -> list[dict]:
    """The answer to asking about a bill when no open goods bill matches: the open advance requests (an
    advance is asked for, not billed: ``advance_required``), else one ``bill_not_due`` {bill_id, reason} line
    saying why nothing is owed — ``no_such_bill``, ``bill_not_open`` {paid|cancelled}, or, when no bill
    was named, ``no_bill_open``."""
    if bill_id is None:
        advances = [advance_line(b) for b in islice(shop.state.bills, open_bills_start(shop), None)
                    if b.supplier_id == sup.supplier_id and b.status == "open" and b.kind == "advance"]
        return advances or [{"kind": "bill_not_due", "bill_id": None, "reason": Plain(code="no_bill_open")}]
    bill = supplier_bill(shop, sup, bill_id)
    if bill is not None and bill.status == "open":  # an advance request (an open goods bill was answered)
        return [advance_line(bill)]
    reason = Plain(code="no_such_bill") if bill is None else BillNotOpen(status=bill.status)
    return [{"kind": "bill_not_due", "bill_id": bill_id, "reason": reason}]


def _no_delivery(shop: DeskShop, sup: Supplier, order_id: str | None) -> dict:
    """The answer to asking about a delivery when no van of this supplier's is due for it: an order waiting on
    its advance gets the ``advance_required`` line again; otherwise one ``delivery_not_due`` {order_id, reason}
    line says why — ``no_such_order``, ``order_not_open`` {advance_paid|cancelled|dispatched|lapsed},
    ``delivery_done`` {taken|refused|left}, ``delivered_billed`` {day, bill_id} (``delivery_told``: a named order,
    or with none named the latest, that came and was billed), or, when no order was named, ``no_delivery_due``."""
    order = shop.kernel.orders.get(order_id or "")
    if order_id is None or order is None or order.supplier_id != sup.supplier_id:
        if order_id is None and (came := latest_delivered(shop, sup)) is not None:
            return came  # "When will our goods come?" after the last order came: its day and bill (delivery_told)
        code = "no_delivery_due" if order_id is None else "no_such_order"
        return {"kind": "delivery_not_due", "order_id": order_id, "reason": Plain(code=code)}
    advance = supplier_bill(shop, sup, order.advance_bill_id)
    if order.status == "awaiting_advance" and advance is not None and advance.status == "open":
        return advance_line(advance)
    delivery = next((d for d in shop.state.deliveries if d.delivery_id == order.delivery_id), None)
    if order.status in ("confirmed", "awaiting_advance") and (delivery is None or delivery.status == "due"):
        return {"kind": "delivery_not_due", "order_id": order_id, "reason": Plain(code="no_delivery_due")}
    return {"kind": "delivery_not_due", "order_id": order_id,  # (came and billed: its day and bill, delivery_told)
            "reason": delivered_billed(shop, sup, order, delivery) or closed_reason(order, delivery)}
