"""The door: a supplier's van arrives; the helper takes the goods in or sends them back.

The helper sees the delivery note and, as the goods come off the van, what is
really there (counts, item labels, expiry dates). Taking it in puts the goods
in the godown and the supplier's bill in the payables; refusing sends the van
back with no goods and no bill. Fraud at the door (short, substituted or
expired goods) is caught by refusing, which still costs the helper
``negotiation.door_dispute_minutes`` and leaves the goods missing
(``negotiation_kernel.fraud_costs``); its money is lost by taking it in.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from lang.english import block
from market.hot_model import trusted_builder
from market.state import Batch, Delivery
from market.stock import add_batch
from negotiation_kernel.fraud_costs import DOOR_SCHEMES, lose_minutes
from negotiation_kernel.trade import bill_for_delivery

_BATCH = trusted_builder(Batch)  # a delivery line's batch: the line's own (validated) values, built unvalidated

if TYPE_CHECKING:  # engine.shop imports this module
    from engine.shop import Shop
    from engine.turn import Turn

__all__ = ["arrive", "take", "refuse", "door_view"]


def door_view(shop: Shop, delivery: Delivery) -> dict:
    """What the helper sees at the door: the note and the goods as unloaded."""
    cat = shop.catalogue
    return {"delivery_id": delivery.delivery_id, "supplier_id": delivery.supplier_id,
            "supplier": shop.suppliers[delivery.supplier_id].name, "order_id": delivery.order_id,
            "note": [{"sku": l.sku, "item": cat.by_sku(l.sku).item, "qty": l.qty,
                      "unit_price_inr": l.unit_price_paise / 100} for l in delivery.lines],
            "unloaded": [{"sku": l.actual_sku, "item": cat.by_sku(l.actual_sku).item, "qty": l.actual_qty,
                          "expires_day": l.expires_day} for l in delivery.lines],
            "today": shop.state.day}


def _find(shop: Shop, delivery_id: str) -> Delivery | None:
    return next((d for d in shop.state.deliveries if d.delivery_id == delivery_id), None)


def arrive(shop: Shop, payload: dict) -> Turn | None:
    """A van reaches the door: a helper door turn."""
    delivery = _find(shop, payload["delivery_id"])
    if delivery is None or delivery.status != "due":
        return None
    busy_until = shop.role_day("helper").busy_until
    if busy_until > shop.state.minute:
        return shop.open_turn("door", payload, "door")  # waits until the helper is free
    view = door_view(shop, delivery)
    shop.emit("van_arrived", delivery_id=delivery.delivery_id, supplier_id=delivery.supplier_id,
              hidden_fraud=delivery.fraud, view=view)
    text = f"A van from {view['supplier']} is at the door with delivery {delivery.delivery_id}.\n" + block("delivery", view)
    return shop.open_turn("door", payload, "door", {"delivery_id": delivery.delivery_id}, text)


def take(shop: Shop, delivery: Delivery) -> dict:
    """Take a delivery in: goods to the godown, the bill to payables and the manager's inbox."""
    state = shop.state
    stock_value = 0
    for line in delivery.lines:
        if line.actual_qty:
            add_batch(state, "godown", _BATCH(batch_id=state.next_id("B-"), sku=line.actual_sku, qty=line.actual_qty,
                                              unit_cost_paise=line.unit_cost_paise, expires_day=line.expires_day))
            stock_value += line.actual_qty * line.unit_cost_paise
    delivery.status = "taken"
    bill = bill_for_delivery(delivery, shop.catalogue, state.next_id("B"), state.day, shop.scenario.negotiation.fraud_size)
    state.bills.append(bill)
    state.gst_input_paise += bill.gst_paise
    effect = stock_value + bill.gst_paise - bill.amount_paise
    shop.flow("delivery_taken", effect, delivery_id=delivery.delivery_id, supplier_id=delivery.supplier_id,
              bill_id=bill.bill_id, amount_paise=bill.amount_paise, stock_value_paise=stock_value,
              input_gst_paise=bill.gst_paise, hidden_fraud=delivery.fraud,
              received=[{"sku": l.actual_sku, "qty": l.actual_qty, "expires_day": l.expires_day} for l in delivery.lines])
    sup = shop.suppliers[delivery.supplier_id]
    text = shop.renderer.bill_email(bill, sup.language, sup.name, shop.pick(sup.supplier_id))
    shop.schedule(state.minute + 5, "email", {"sender": sup.supplier_id, "to": "manager", "text": text,
                                              "fell_back": shop.renderer.last_fell_back})
    if delivery.fraud == "duplicate_bill":
        shop.schedule(state.minute + 1440 * 3, "duplicate_bill", {"bill_id": bill.bill_id})
    return {"delivery_id": delivery.delivery_id, "bill_id": bill.bill_id, "amount_inr": bill.amount_paise / 100,
            "received": [{"sku": l.actual_sku, "qty": l.actual_qty} for l in delivery.lines]}


def refuse(shop: Shop, delivery: Delivery, reason: str) -> dict:
    """Send the van back: no goods, no bill."""
    delivery.status = "refused"
    shop.emit("delivery_refused", delivery_id=delivery.delivery_id, supplier_id=delivery.supplier_id,
              reason=reason, hidden_fraud=delivery.fraud)
    if delivery.fraud in DOOR_SCHEMES:  # the driver argues and the goods are recounted (fraud_costs)
        lose_minutes(shop, "helper", shop.scenario.negotiation.door_dispute_minutes, "a van sent back",
                     supplier_id=delivery.supplier_id, delivery_id=delivery.delivery_id, hidden_fraud=delivery.fraud)
    return {"delivery_id": delivery.delivery_id, "refused": True}
