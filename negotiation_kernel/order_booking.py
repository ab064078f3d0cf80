"""Booking an e-mail's order lines as one order: priced (never below the floor), filled in whole trade units,
and a van due ``lead_days`` later — or, from an advance-bait supplier, an advance request.

A line priced below ours is refused with both prices (per the trade unit the e-mail
named, else per selling unit); one above ``MAX_ORDER_UNITS`` as absurd. Money is paise.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from market.state import Bill
from market.trade_units import round_up, trade_unit
from negotiation_kernel.desk_bargain import todays_thread
from negotiation_kernel.reasons import LotPriceBelowOurs, PriceBelowOurs, QuantityAbove
from negotiation_kernel.suppliers import Supplier
from negotiation_kernel.trade import cheats, make_delivery, order_line, order_of, price_for_order

if TYPE_CHECKING:  # negotiation_kernel.desk imports this module
    from negotiation_kernel.desk import DeskShop, Intent

__all__ = ["book_order", "MAX_ORDER_UNITS"]

MAX_ORDER_UNITS = 10_000  # per order line; larger is refused as absurd


def _price_below(sku: str, ours: int, yours: int, lot_prices: Mapping[str, tuple[str, int]]):
    """Why an order at ``yours`` (paise per selling unit) is refused against ``ours``: per the trade unit the
    e-mail priced it in when it did (and that unit is the item's, ``market.trade_units``), else per selling unit."""
    unit = trade_unit(sku)
    if sku in lot_prices and unit is not None and lot_prices[sku][0] == unit.unit:
        return LotPriceBelowOurs(status=unit.unit, ours_paise=ours * unit.size, yours_paise=lot_prices[sku][1])
    return PriceBelowOurs(ours_paise=ours, yours_paise=yours)


def book_order(shop: DeskShop, sup: Supplier, intents: list[Intent],
           lot_prices: Mapping[str, tuple[str, int]] | None = None) -> list[dict]:
    """One order (one van) for every order line of an e-mail that can be priced; returns the refused lines, then
    ``order_confirmed`` (or ``advance_required`` from an advance-bait supplier). Changes the kernel's orders, the
    deliveries due and the bills; records any ``fraud_attempt``."""
    state = shop.state
    lines, refused = [], []
    for intent in intents:
        price = price_for_order(sup, intent.sku, todays_thread(shop, sup, intent.sku), state.day)
        if intent.unit_price_paise is not None and intent.unit_price_paise + 0.5 < price:
            refused.append({"kind": "order_refused", "sku": intent.sku, "price_paise": price,
                            "reason": _price_below(intent.sku, price, intent.unit_price_paise, lot_prices or {})})
        elif intent.quantity > MAX_ORDER_UNITS:
            refused.append({"kind": "order_refused", "sku": intent.sku,
                            "reason": QuantityAbove(limit=MAX_ORDER_UNITS)})
        else:  # filled in whole trade units: 45 eggs are two trays (market.trade_units)
            lines.append(order_line(sku=intent.sku, qty=round_up(intent.sku, intent.quantity), unit_price_paise=price))
    if not lines:
        return refused
    order = order_of(order_id=state.next_id("O"), supplier_id=sup.supplier_id, day=state.day, lines=lines)
    order.fraud = cheats(shop.seed, sup, order.order_id, shop.scenario.negotiation.fraud_rate)
    shop.kernel.orders[order.order_id] = order
    amount = sum(l.qty * l.unit_price_paise for l in lines)
    if order.fraud == "advance_bait":
        bill = Bill(bill_id=state.next_id("A"), supplier_id=sup.supplier_id, order_id=order.order_id, kind="advance",
                    amount_paise=amount, issued_day=state.day, due_day=state.day, honest_amount_paise=0,
                    fraud="advance_bait")
        state.bills.append(bill)
        order.status, order.advance_bill_id = "awaiting_advance", bill.bill_id
        shop.emit("fraud_attempt", scheme="advance_bait", supplier_id=sup.supplier_id, order_id=order.order_id,
                  bill_id=bill.bill_id, at_stake_paise=amount)
        return refused + [{"kind": "advance_required", "order_id": order.order_id, "bill_id": bill.bill_id,
                           "amount_paise": amount}]
    delivery = make_delivery(order, sup, shop.catalogue, state.next_id("D"), state.day + sup.lead_days,
                             shop.scenario.negotiation.fraud_size)
    order.delivery_id = delivery.delivery_id
    state.deliveries.append(delivery)
    shop.schedule(delivery.arrives_minute, "door", {"delivery_id": delivery.delivery_id})
    if order.fraud:
        shop.emit("fraud_attempt", scheme=order.fraud, supplier_id=sup.supplier_id, order_id=order.order_id,
                  delivery_id=delivery.delivery_id, at_stake_paise=amount)
    named = {i.order_id for i in intents if i.order_id}  # "Add 10 kg rice to O27": booked apart, and said so
    booked = [{"sku": l.sku, "qty": l.qty, "unit_price_paise": l.unit_price_paise} for l in order.lines]
    return refused + [{"kind": "order_confirmed", "order_id": order.order_id, "day": state.day + sup.lead_days,
                       "amount_paise": amount, "lines": booked,
                       **({"named_order_id": named.pop()} if len(named) == 1 else {})}]
