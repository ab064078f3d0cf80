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
"""
from __future__ import annotations

from itertools import islice
from typing import Mapping, Protocol, Sequence

from events.money import PAID_TOGETHER
from market.read_upto import open_bills_start
from market.shop_api import ShopApi
from market.state import Bill
from market.trade_units import round_up, trade_unit
from negotiation_kernel import bargaining
from negotiation_kernel.bill_settling import PAYMENT_ROUNDING_PAISE, dispute_bill, pay_bill, supplier_bill
from negotiation_kernel.named_price import orders_at_the_price_named
from negotiation_kernel.order_cancel import cancel_order, closed_reason, open_order
from negotiation_kernel.delivery_told import delivered_billed, latest_delivered
from negotiation_kernel.reasons import (BillNotOpen, DeliveryDone, ItemDelivered, LotPriceBelowOurs, NotSold,
                                       PaymentNotDue, Plain, PriceBelowOurs, QuantityAbove, record_text)
from negotiation_kernel.suppliers import Supplier, floor_price
from negotiation_kernel.trade import (KernelState, Order, cheats, make_delivery,
                                     order_line, order_of, price_for_order)

__all__ = ["decide", "record_decisions", "Intent", "DeskShop", "MAX_ORDER_UNITS"]

MAX_ORDER_UNITS = 10_000  # per order line; larger is refused as absurd


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
    session 35 ``_cancel_item`` refuses each cut item by its name, ``item_delivered``: "Sorry, we cannot cancel
    the bananas: order O14 has been delivered, so it cannot be cut now; dispute its bill or return the goods").
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
        lines.extend(_order(shop, sup, order_lines, lot_prices or {}))
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


def _bill_line(bill: Bill) -> dict:
    """An open goods ``Bill`` as a ``bill`` decision line (the fields the renderer words)."""
    b = bill.model_dump()
    return {"kind": "bill", **{k: b.get(k) for k in ("bill_id", "order_id", "delivery_id", "amount_paise", "due_day")},
            "lines": [{k: line[k] for k in ("sku", "qty", "unit_price_paise")} for line in b["lines"]]}


def _recorded(line: dict) -> dict:
    """A decision line as the record stores it: its reason as ``record_text`` (same keys, same order)."""
    return {**line, "reason": record_text(line["reason"])} if "reason" in line else line


def _thread(shop: DeskShop, sup: Supplier, sku: str) -> bargaining.Thread | None:
    kernel = shop.kernel
    tid = kernel.current.get(f"{sup.supplier_id}:{sku}")
    thread = kernel.threads.get(tid) if tid else None
    return thread if thread is not None and thread.day == shop.state.day else None


def _decide(shop: DeskShop, sup: Supplier, intent: Intent) -> list[dict]:
    kind = intent.kind
    if kind in ("ask_quote", "offer", "accept", "reject"):
        line = _bargain(shop, sup, intent)
        if line["kind"] == "accept" and kind in ("offer", "accept") and intent.quantity is not None:
            # "Is ₹40 per kg OK for rice? If so, book 50 kg.": a price agreed, no order placed (an offer is a
            # price: the order that follows today gets it, trade.price_for_order); the reply names the quantity
            # and says nothing is ordered yet and how to order (the trial, session 33)
            line = {**line, "qty": intent.quantity}
        return [line]
    if kind == "pay":
        return [pay_bill(shop, sup, intent.bill_id or _order_bill(shop, sup, intent.order_id), intent.total_paise)]
    if kind == "dispute":
        return [dispute_bill(shop, sup, intent.bill_id or _order_bill(shop, sup, intent.order_id, goods_only=True))]
    if kind == "ask_bill":
        return [_bill_line(b) for b in islice(shop.state.bills, open_bills_start(shop), None) if b.supplier_id ==
                sup.supplier_id and b.status == "open" and b.kind == "goods" and intent.bill_id in (None, b.bill_id)] \
            or _no_bill(shop, sup, intent.bill_id)
    if kind == "ask_delivery":
        return [{"kind": "delivery_notice", "delivery_id": d.delivery_id, "order_id": d.order_id,
                 "day": d.arrives_minute // 1440 + 1, "lines": [{"sku": l.sku, "qty": l.qty} for l in d.lines]}
                for d in shop.state.deliveries if d.supplier_id == sup.supplier_id and d.status == "due"
                and (intent.order_id is None or d.order_id == intent.order_id)] \
            or [_no_delivery(shop, sup, intent.order_id)]
    if intent.sku is not None:  # "cancel 12 of the 48 Pepsi in O23": that item of that order, not the order
        return [_cancel_item(shop, sup, intent.sku, intent.quantity, intent.order_id)]
    return [cancel_order(shop, sup, intent.order_id)]


def _bargain(shop: DeskShop, sup: Supplier, intent: Intent) -> dict:
    kind, sku, price = intent.kind, intent.sku, intent.unit_price_paise
    terms = sup.terms[sku]
    thread = _thread(shop, sup, sku)
    fresh = None
    if kind == "ask_quote" or thread is None:
        if thread is not None and thread.status == "walked_away":
            return {"kind": "closed", "sku": sku, "thread_id": thread.thread_id,
                    "reason": Plain(code="walked_away_today")}
        thread, decision = bargaining.quote(shop.state.next_id("T"), sup.supplier_id, terms, shop.state.day)
        shop.kernel.threads[thread.thread_id] = thread
        shop.kernel.current[f"{sup.supplier_id}:{sku}"] = thread.thread_id
        if kind == "ask_quote":
            return _fields(decision)
        fresh = decision  # no price of ours today: an accept of "your rate" gets the quote, not a deal
    if kind == "offer":
        bid = price
        if bid is None and intent.price_change_paise is not None:  # "reduce by ₹2/kg": our last price less 2
            bid = max(1, thread.seller_last_paise + intent.price_change_paise)
        decision = bargaining.offer(thread, terms, bid)
    elif kind == "accept" and price is None:  # "your rate is fine": our last price
        decision = bargaining.accept(thread, thread.seller_last_paise) if fresh is None else fresh
    elif kind == "accept":
        decision = bargaining.accept(thread, price)
        if fresh is not None and decision.kind == "refuse_accept":  # no price of ours stood today: never "our
            # last offer was" (yesterday's counter is gone, the thread opened at list just now), session 51
            decision = decision.model_copy(update={"reason": Plain(code="todays_rate")})
    else:
        decision = bargaining.reject(thread)
    return _fields(decision)


def _fields(decision: bargaining.Decision) -> dict:
    """A decision's fields as a dict, in order, the reason staying a typed Reason: what ``dict(iter(decision))``
    gives (a Decision has no private or extra fields), read off the instance instead of through pydantic's
    ``__iter__`` generator (7x cheaper; ``dict(decision)`` would first probe a missing ``.keys`` through
    pydantic's ``__getattr__``, an AttributeError each time)."""
    return dict(decision.__dict__)


def _price_below(sku: str, ours: int, yours: int, lot_prices: Mapping[str, tuple[str, int]]):
    """Why an order at ``yours`` (paise per selling unit) is refused against ``ours``: per the trade unit the
    e-mail priced it in when it did (and that unit is the item's, ``market.trade_units``), else per selling unit."""
    unit = trade_unit(sku)
    if sku in lot_prices and unit is not None and lot_prices[sku][0] == unit.unit:
        return LotPriceBelowOurs(status=unit.unit, ours_paise=ours * unit.size, yours_paise=lot_prices[sku][1])
    return PriceBelowOurs(ours_paise=ours, yours_paise=yours)


def _order(shop: DeskShop, sup: Supplier, intents: list[Intent],
           lot_prices: Mapping[str, tuple[str, int]] | None = None) -> list[dict]:
    """One order (one van) for every order line of an e-mail that can be priced."""
    state = shop.state
    lines, refused = [], []
    for intent in intents:
        price = price_for_order(sup, intent.sku, _thread(shop, sup, intent.sku), state.day)
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
    return refused + [{"kind": "order_confirmed", "order_id": order.order_id, "day": state.day + sup.lead_days,
                       "amount_paise": amount, "lines": [{"sku": l.sku, "qty": l.qty, "unit_price_paise": l.unit_price_paise}
                                 for l in order.lines],
                       **({"named_order_id": named.pop()} if len(named) == 1 else {})}]


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


def _cancel_item(shop: DeskShop, sup: Supplier, sku: str, quantity: int | None, order_id: str | None = None) -> dict:
    """Cancel an item of the one open order that has it ("cancel the 50 packets of incense sticks"), or of the
    order named ("cancel 12 of the 48 Pepsi in O23": the named order's Pepsi line, never the whole order).

    Refused when no open order or several have the item (the shop must then
    name the order); a named order whose van has been is refused by the item's name (``cancel_item_refused``
    {sku, reason ``item_delivered`` {status, order_id}}: dispute the bill or return the goods); a named order
    that is not this supplier's or not open for another reason is refused as a cancel of it would be. The whole line goes when no quantity is
    named or it is at least the line's; else the line shrinks; an order left
    with no line is cancelled as a whole (``cancelled``). Otherwise the answer is
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


def _advance_line(bill: Bill) -> dict:
    """An open advance request as the ``advance_required`` line the order was first answered with."""
    return {"kind": "advance_required", "order_id": bill.order_id, "bill_id": bill.bill_id,
            "amount_paise": bill.amount_paise}


def _no_bill(shop: DeskShop, sup: Supplier, bill_id: str | None) -> list[dict]:
    """The answer to asking about a bill when no open goods bill matches: the open advance requests (an
    advance is asked for, not billed: ``advance_required``), else one ``bill_not_due`` {bill_id, reason} line
    saying why nothing is owed — ``no_such_bill``, ``bill_not_open`` {paid|cancelled}, or, when no bill
    was named, ``no_bill_open``."""
    if bill_id is None:
        advances = [_advance_line(b) for b in islice(shop.state.bills, open_bills_start(shop), None)
                    if b.supplier_id == sup.supplier_id and b.status == "open" and b.kind == "advance"]
        return advances or [{"kind": "bill_not_due", "bill_id": None, "reason": Plain(code="no_bill_open")}]
    bill = supplier_bill(shop, sup, bill_id)
    if bill is not None and bill.status == "open":  # an advance request (an open goods bill was answered)
        return [_advance_line(bill)]
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
        return _advance_line(advance)
    delivery = next((d for d in shop.state.deliveries if d.delivery_id == order.delivery_id), None)
    if order.status in ("confirmed", "awaiting_advance") and (delivery is None or delivery.status == "due"):
        return {"kind": "delivery_not_due", "order_id": order_id, "reason": Plain(code="no_delivery_due")}
    return {"kind": "delivery_not_due", "order_id": order_id,  # (came and billed: its day and bill, delivery_told)
            "reason": delivered_billed(shop, sup, order, delivery) or closed_reason(order, delivery)}
