"""A supplier's desk: decides one e-mail from the shop, intent by intent.

The tool path (``roles.supplier_mail.answer_email``) reads the shop's e-mail
into intents (``lang.reader``), records it, and hands the intents here;
``decide`` returns one decision line per intent and ``record_decisions``
records them; the tool path then has the reply worded (``lang.render``) and
delivered. The desk never sees text and never words anything: it imports
neither ``lang`` nor anything above the kernel (tests/test_layers.py).

Asking about a bill or a delivery gets the open bills or the vans due — or, when nothing matches, one line
saying why (``bill_not_due`` / ``delivery_not_due`` with a reason, or the ``advance_required`` still waiting).
Bargaining lines go to ``bargaining``, orders are priced by
``trade.price_for_order`` (never below the floor), filled in whole trade units
(eggs by the tray of 30, ``market.trade_units``) and become a van due
``lead_days`` later — or, for an advance-bait supplier, an advance request;
payments and disputes settle bills. Every decision is recorded
(``supplier_decision``) with the hidden list and floor beside it.

Every decision line carries its reason as a code with parameters
(``negotiation_kernel.reasons``), never a sentence: ``lang.render`` words the
code in the supplier's language. The record stores each reason's
``record_text()`` (the English it has always stored).

Each intent's own work lives beside the desk: bargaining lines in ``desk_bargain``,
orders in ``order_booking``, an item cut in ``item_cancel`` (a whole order in
``order_cancel``), questions about bills and vans in ``asked_about``, payments and
disputes in ``bill_settling``.
"""
from __future__ import annotations

from itertools import islice
from typing import Mapping, Protocol, Sequence

from events.money import PAID_TOGETHER
from market.read_upto import open_bills_start
from market.shop_api import ShopApi
from negotiation_kernel.asked_about import bills_asked, deliveries_asked
from negotiation_kernel.bill_settling import PAYMENT_ROUNDING_PAISE, dispute_bill, pay_bill, supplier_bill
from negotiation_kernel.desk_bargain import bargain
from negotiation_kernel.item_cancel import cancel_item
from negotiation_kernel.named_price import orders_at_the_price_named
from negotiation_kernel.order_booking import MAX_ORDER_UNITS, book_order
from negotiation_kernel.order_cancel import cancel_order
from negotiation_kernel.reasons import NotSold, PaymentNotDue, record_text
from negotiation_kernel.suppliers import Supplier, floor_price
from negotiation_kernel.trade import KernelState

__all__ = ["decide", "record_decisions", "Intent", "DeskShop", "MAX_ORDER_UNITS"]


class Intent(Protocol):
    """What the desk reads of an intent (``lang.intents.Intent`` has these): prices are paise per selling
    unit, quantities selling units."""
    kind: str
    sku: str | None
    quantity: int | None
    unit_price_paise: int | None
    price_change_paise: int | None
    bill_id: str | None
    order_id: str | None

    def model_copy(self, *, update: dict) -> "Intent": ...


class DeskShop(ShopApi, Protocol):
    """The shop as the desk acts on it: ``market.shop_api.ShopApi`` with the kernel's own memory and suppliers
    (``engine.shop.Shop`` is one)."""
    @property
    def kernel(self) -> KernelState: ...           # threads, today's thread per (supplier, sku), orders
    @property
    def suppliers(self) -> Mapping[str, Supplier]: ...   # by supplier id


def decide(shop: DeskShop, sup: Supplier, intents: Sequence[Intent],
           lot_prices: Mapping[str, tuple[str, int]] | None = None) -> list[dict]:
    """The decision lines for one readable e-mail's intents, in order; the e-mail's order lines make one order.

    Each line is a dict with ``kind`` and, when refused or closed, ``reason`` (a
    ``negotiation_kernel.reasons.Reason``). Changes the shop's state (threads, orders, bills, cash) as decided.
    ``lot_prices``: {sku: (trade unit, paise per that unit)} for the goods the e-mail priced per their trade unit
    ("4 trays of eggs at ₹180 a tray": {"eggs-1pc": ("tray", 18000)}); an order of them refused for its price
    states both prices per that unit (``LotPriceBelowOurs``), else per selling unit (``PriceBelowOurs``).

    A refusal the same as one already in this e-mail's answer is not given again (session 34: two goods cut from an
    order already delivered had each been refused as the whole order's cancel, the same sentence twice; since
    session 35 ``item_cancel.cancel_item`` refuses each cut item by its name, ``item_delivered``: "Sorry, we
    cannot cancel the bananas: order O14 has been delivered, so it cannot be cut now; dispute its bill or return
    the goods").
    """
    lines, order_lines, asked = [], [], set()
    intents = orders_at_the_price_named(intents)  # "₹31.50 वाला भाव ठीक है, भेज दीजिए": the order at ₹31.50 only
    refused = _together_refused(shop, sup, intents)
    terms = sup.terms
    for intent in intents:
        if refused and id(intent) in refused:  # "Paid ₹4,500 against B7 and B8" when the two come to another sum
            lines.append(refused[id(intent)])
            continue
        kind = intent.kind
        if kind == "ask_delivery" or kind == "ask_bill":  # one answer per question, whatever goods it names
            if (kind, intent.order_id, intent.bill_id) in asked:
                continue
            asked.add((kind, intent.order_id, intent.bill_id))
            intent = intent.model_copy(update={"sku": None, "quantity": None})
        sku = intent.sku
        if sku is not None and sku not in terms:
            lines.append({"kind": "order_refused" if kind == "order" else "closed", "sku": sku,
                          "reason": NotSold(name=sup.name)})
        elif kind == "order":
            order_lines.append(intent)
        else:
            for line in _decide(shop, sup, intent):
                if not (line["kind"].endswith("_refused") and line in lines):  # a refusal is said once
                    lines.append(line)
    if order_lines:
        lines.extend(book_order(shop, sup, order_lines, lot_prices or {}))
    return lines


def _together_refused(shop: DeskShop, sup: Supplier, intents: Sequence[Intent]) -> dict[int, dict]:
    """Refusals (by ``id`` of the intent) of payments of several bills said with one amount (``note`` starting
    ``lang.intents.PAID_TOGETHER``, then paise) when the open bills named come to another sum, more than
    ``PAYMENT_ROUNDING_PAISE`` a bill away: ``payment_not_due`` naming both sums. Bills not open are left to
    ``_pay``'s own refusal."""
    groups: dict[str, list[Intent]] = {}
    for i in intents:
        if i.kind == "pay" and getattr(i, "note", "").startswith(PAID_TOGETHER):
            groups.setdefault(i.note, []).append(i)
    out: dict[int, dict] = {}
    for note, group in groups.items():
        bills = [supplier_bill(shop, sup, i.bill_id) for i in group]
        if any(b is None or b.status != "open" for b in bills):
            continue
        due = sum(b.amount_paise + b.penalty_paise for b in bills)
        stated = int(note[len(PAID_TOGETHER):])
        if abs(stated - due) > PAYMENT_ROUNDING_PAISE * len(group):
            for i, b in zip(group, bills):
                out[id(i)] = {"kind": "pay_refused", "bill_id": b.bill_id,
                              "reason": PaymentNotDue(ours_paise=due, yours_paise=stated)}
    return out


def record_decisions(shop: DeskShop, sup: Supplier, lines: list[dict]) -> None:
    """Record each decision line (``supplier_decision``) with the hidden list and floor price beside it."""
    for line in lines:
        terms = sup.terms.get(line.get("sku", ""))
        shop.emit("supplier_decision", supplier_id=sup.supplier_id, decision=_recorded(line),
                  hidden_list_paise=terms.list_paise if terms else None,
                  hidden_floor_paise=floor_price(terms) if terms else None)


def _recorded(line: dict) -> dict:
    """A decision line as the record stores it: its reason as ``record_text`` (same keys, same order)."""
    return {**line, "reason": record_text(line["reason"])} if "reason" in line else line


def _decide(shop: DeskShop, sup: Supplier, intent: Intent) -> list[dict]:
    """The decision lines for one intent other than an order (orders are booked together: ``book_order``)."""
    kind = intent.kind
    if kind in ("ask_quote", "offer", "accept", "reject"):
        line = bargain(shop, sup, intent)
        if line["kind"] == "accept" and kind in ("offer", "accept") and intent.quantity is not None:
            # "Is ₹40 per kg OK for rice? If so, book 50 kg.": a price agreed, no order placed (an offer is a
            # price: the order that follows today gets it, trade.price_for_order); the reply names the quantity
            # and says nothing is ordered yet and how to order (the trial, session 33)
            line = {**line, "qty": intent.quantity}
        elif line["kind"] == "counter" and kind == "offer" and intent.quantity is not None:
            # "Please send 41 packets of poha. Can you do poha at ₹33?" (one offer of 41, tests/corpus_chat/README):
            # the counter names the count and says nothing is ordered yet (TRY55, session 55: it had been silent)
            line = {**line, "qty": intent.quantity}
        return [line]
    if kind == "pay":
        return [pay_bill(shop, sup, intent.bill_id or _order_bill(shop, sup, intent.order_id), intent.total_paise)]
    if kind == "dispute":
        return [dispute_bill(shop, sup, intent.bill_id or _order_bill(shop, sup, intent.order_id, goods_only=True))]
    if kind == "ask_bill":
        return bills_asked(shop, sup, intent.bill_id)
    if kind == "ask_delivery":
        return deliveries_asked(shop, sup, intent.order_id)
    if intent.sku is not None:  # "cancel 12 of the 48 Pepsi in O23": that item of that order, not the order
        return [cancel_item(shop, sup, intent.sku, intent.quantity, intent.order_id)]
    return [cancel_order(shop, sup, intent.order_id)]


def _order_bill(shop: DeskShop, sup: Supplier, order_id: str | None, goods_only: bool = False) -> str | None:
    """The one open bill of this supplier for ``order_id`` ("Paid ₹4,320 for O401"), else None (no order named,
    or none or several open bills for it: the payment is refused as no such bill). ``goods_only``: the one goods
    bill of the order whatever its status ("The bill for O520 is wrong": a paid bill may be disputed too)."""
    if order_id is None:
        return None
    start = 0 if goods_only else open_bills_start(shop)  # a bill before the first open one is closed for good
    bills = [b.bill_id for b in islice(shop.state.bills, start, None) if b.order_id == order_id
             and b.supplier_id == sup.supplier_id and (b.kind == "goods" if goods_only else b.status == "open")]
    return bills[0] if len(bills) == 1 else None
