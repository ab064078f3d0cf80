"""Orders, deliveries, bills and fraud: what a supplier does after the bargaining.

An order line is priced at the price agreed in today's thread for that item, or
the supplier's latest counter in it while it is open, or at the list price when
there was no bargaining today; it is never confirmed below
``floor_price``. The van comes ``lead_days`` later at the supplier's hour.
A fraudulent supplier cheats on an order with probability ``fraud_rate``
(drawn from ``(seed, "fraud:<supplier>:<order>")``) by its scheme:
short delivery, substituted goods, expired goods, an inflated bill, a
duplicate bill; an ``advance_bait`` supplier always asks for payment before
dispatch and never dispatches. All amounts are paise, GST included unless a
name says otherwise.
"""
from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_serializer

from market.catalogue import Catalogue
from market.gst import cost_ex_gst
from market.hot_model import HotModel, trusted_builder
from market.rng import generator
from market.state import Bill, BillLine, Delivery, DeliveryLine
from negotiation_kernel.bargaining import Thread
from negotiation_kernel.suppliers import Supplier, floor_price

__all__ = ["Order", "OrderLine", "order_line", "KernelState", "price_for_order", "cheats", "make_delivery",
           "bill_for_delivery", "judge_dispute"]


class OrderLine(BaseModel):
    """Units of one item ordered at a unit price (paise, GST included)."""
    model_config = ConfigDict(extra="forbid")
    sku: str
    qty: int
    unit_price_paise: int


class Order(HotModel):
    """A confirmed order (or an advance-bait order awaiting payment)."""
    model_config = ConfigDict(extra="forbid")
    order_id: str
    supplier_id: str
    day: int
    lines: list[OrderLine]
    status: Literal["confirmed", "awaiting_advance", "advance_paid", "cancelled", "dispatched", "lapsed"] = "confirmed"
    fraud: str | None = None
    delivery_id: str | None = None
    advance_bill_id: str | None = None


class KernelState(BaseModel):
    """The kernel's memory: threads by id, today's thread per (supplier, sku), orders, and the overcharges
    refunded on bills disputed after they were paid (a paid bill itself never changes again)."""
    model_config = ConfigDict(extra="forbid")
    threads: dict[str, Thread] = Field(default_factory=dict)
    current: dict[str, str] = Field(default_factory=dict, description="'S1:rice-1kg' -> thread id")
    orders: dict[str, Order] = Field(default_factory=dict)
    refunded: dict[str, int] = Field(default_factory=dict, description="'B4' -> paise refunded on that paid bill")

    @model_serializer(mode="wrap")
    def _refunds_when_any(self, handler):
        """Written only when a refund was made: a checkpoint of a month without one is byte for byte what it was
        before the field came (``tests/test_checkpoints.py``); read back without it, it is empty."""
        data = handler(self)
        if not self.refunded:
            data.pop("refunded", None)
        return data


order_line = trusted_builder(OrderLine)  # the desk's own values, unvalidated
_DELIVERY_LINE, _BILL_LINE = trusted_builder(DeliveryLine), trusted_builder(BillLine)
#: an order, a van and its bill from the desk's own values (ids, days, paise as ints), built unvalidated (session 40:
#: some 700 a month, each validated with its lines as pydantic's ``__init__`` before)
order_of, _DELIVERY, _BILL = trusted_builder(Order), trusted_builder(Delivery), trusted_builder(Bill)


def price_for_order(supplier: Supplier, sku: str, thread: Thread | None, day: int) -> int:
    """The unit price (paise) an order line gets: the supplier's price standing today — the price agreed in
    today's thread, or its latest counter in today's open thread — else the list price; never below the floor.

    An open thread's latest counter is a price the supplier offered and stands by: an order at it is taken at it,
    and one refused for its price names it (the new user's trial, session 43: with ₹31 standing, an order at
    ₹31.50 was refused as "our price is 32.50", the list, beside a reply calling ₹31 "our rate")."""
    terms = supplier.terms[sku]
    if thread is not None and thread.day == day and thread.status == "agreed" and thread.agreed_paise is not None:
        price = thread.agreed_paise
    elif thread is not None and thread.day == day and thread.status == "open":
        price = thread.seller_last_paise
    else:
        price = terms.list_paise
    return max(price, floor_price(terms))


def cheats(seed: int, supplier: Supplier, order_id: str, fraud_rate: float) -> str | None:
    """The fraud scheme applied to this order, or None if the supplier plays it straight."""
    if supplier.fraud_scheme is None:
        return None
    if supplier.fraud_scheme == "advance_bait":
        return "advance_bait"
    rng = generator(seed, f"fraud:{supplier.supplier_id}:{order_id}", 0)
    return supplier.fraud_scheme if rng.random() < fraud_rate else None


def _substitute(catalogue: Catalogue, sku: str, carried: list[str]) -> str:
    item = catalogue.by_sku(sku)
    cheaper = [s for s in carried if s != sku and catalogue.by_sku(s).wholesale_paise < item.wholesale_paise
               and catalogue.by_sku(s).unit == item.unit]
    return max(cheaper, key=lambda s: (catalogue.by_sku(s).wholesale_paise, s)) if cheaper else sku


def make_delivery(order: Order, supplier: Supplier, catalogue: Catalogue, delivery_id: str,
                  arrives_day: int, fraud_size: float) -> Delivery:
    """The van for an order: the note's lines and what is really on the van."""
    lines = []
    for line in order.lines:
        item = catalogue.by_sku(line.sku)
        actual_sku, actual_qty = line.sku, line.qty
        expires = arrives_day + item.shelf_life_days - 1
        unit_cost = cost_ex_gst(line.unit_price_paise, item.gst_pct)
        if order.fraud == "short_delivery":
            actual_qty = line.qty - max(1, math.ceil(line.qty * fraud_size))
        elif order.fraud == "substituted_goods":
            actual_sku = _substitute(catalogue, line.sku, sorted(supplier.terms))
            sub = catalogue.by_sku(actual_sku)
            expires = arrives_day + sub.shelf_life_days - 1
            if actual_sku != line.sku:
                unit_cost = cost_ex_gst(sub.wholesale_paise, sub.gst_pct)
        elif order.fraud == "expired_goods":
            expires = arrives_day - 1
        lines.append(_DELIVERY_LINE(sku=line.sku, qty=line.qty, unit_price_paise=line.unit_price_paise,
                                    actual_sku=actual_sku, actual_qty=actual_qty, expires_day=expires,
                                    unit_cost_paise=unit_cost))
    arrives = (arrives_day - 1) * 1440 + supplier.arrives_minute_of_day
    return _DELIVERY(delivery_id=delivery_id, order_id=order.order_id, supplier_id=supplier.supplier_id,
                     arrives_minute=arrives, lines=lines, credit_days=supplier.credit_days, fraud=order.fraud)


def bill_for_delivery(delivery: Delivery, catalogue: Catalogue, bill_id: str, day: int, fraud_size: float) -> Bill:
    """The supplier's bill for a delivery taken in, with its hidden honest amount.

    The bill always charges the note; the honest amount is what actually came
    (its true value at the agreed price, or at wholesale for a substitute;
    nothing for goods that came already expired). Input GST (``gst_paise``)
    is the GST in what actually came.
    An inflated bill charges ``fraud_size`` more per unit.
    """
    inflate = 1 + fraud_size if delivery.fraud == "inflated_bill" else 1.0
    lines, honest, gst = [], 0, 0
    for line in delivery.lines:
        billed = int(round(line.unit_price_paise * inflate))
        lines.append(_BILL_LINE(sku=line.sku, qty=line.qty, unit_price_paise=billed))
        actual = catalogue.by_sku(line.actual_sku)
        true_unit = line.unit_price_paise if line.actual_sku == line.sku else actual.wholesale_paise
        gst += line.actual_qty * (true_unit - cost_ex_gst(true_unit, actual.gst_pct))
        if delivery.fraud != "expired_goods":
            honest += line.actual_qty * true_unit
    amount = sum(l.qty * l.unit_price_paise for l in lines)
    fraud = delivery.fraud if delivery.fraud != "duplicate_bill" else None
    return _BILL(bill_id=bill_id, supplier_id=delivery.supplier_id, order_id=delivery.order_id,
                 delivery_id=delivery.delivery_id, lines=lines, amount_paise=amount, gst_paise=gst,
                 issued_day=day, due_day=day + delivery.credit_days, honest_amount_paise=honest, fraud=fraud)


def judge_dispute(bill: Bill) -> tuple[str, int]:
    """A supplier's answer to a disputed bill: ("corrected" | "cancelled" | "stands", the right amount).

    A bill that charges more than the honest amount is corrected to it (a
    duplicate, honest amount 0, is cancelled); a correct bill stands. A paid
    bill is judged alike (the overcharge is then refunded,
    ``bill_settling.dispute_bill``); a cancelled one stands.
    """
    if bill.status == "cancelled" or bill.amount_paise <= bill.honest_amount_paise:
        return "stands", bill.amount_paise
    if bill.honest_amount_paise == 0:
        return "cancelled", 0
    return "corrected", bill.honest_amount_paise
