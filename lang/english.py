"""The plain English template renderer: words for suppliers and customers.

Every text ends with a fenced block that restates the decision as JSON, so a
reader (or a scripted policy) gets back exactly the figures the kernel or the
market decided; wording never changes a figure. Amounts in the words are
rupees with Indian grouping; in the block they are ``*_inr`` numbers.
"""
from __future__ import annotations

import json
from typing import Any

from market.catalogue import Catalogue
from market.money import format_inr

__all__ = ["supplier_reply", "bill_email", "customer_request", "customer_answer", "block", "to_rupees"]


def block(tag: str, data: Any) -> str:
    """A fenced block: ```tag\\n{json}\\n```."""
    return f"```{tag}\n{json.dumps(data, ensure_ascii=False, sort_keys=True)}\n```"


def to_rupees(obj: Any) -> Any:
    """Turn every ``*_paise`` key (at any depth) into ``*_inr`` in rupees."""
    if isinstance(obj, dict):
        return {(k[:-6] + "_inr" if k.endswith("_paise") else k):
                (None if v is None else v / 100) if k.endswith("_paise") else to_rupees(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [to_rupees(v) for v in obj]
    return obj


_LINE = {
    "quote": "{item}: our price is {price} per {unit}.",
    "counter": "{item}: we can do {price} per {unit}, not lower today.",
    "accept": "{item}: agreed at {price} per {unit}.",
    "walk_away": "{item}: we cannot go on bargaining; no deal today.",
    "refuse_accept": "{item}: our last price was {price} per {unit}; we can only agree at that.",
    "rejected": "{item}: understood, we close this.",
    "closed": "{item}: this negotiation is closed ({reason}).",
    "order_confirmed": "Order {order_id} confirmed: {lines}. Delivery on day {day}.",
    "order_refused": "{item}: cannot take the order ({reason}).",
    "advance_required": "Order {order_id} is ready: please pay {amount} in advance against bill {bill_id}; we dispatch on receipt.",
    "paid": "Received {amount} against bill {bill_id}. Thank you.",
    "pay_refused": "Payment for bill {bill_id} failed: {reason}.",
    "dispute_corrected": "You are right about bill {bill_id}; corrected to {amount}.",
    "dispute_cancelled": "Bill {bill_id} was sent in error and is cancelled.",
    "dispute_stands": "Bill {bill_id} is correct as sent; {amount} stands.",
    "cancelled": "Order {order_id} cancelled.",
    "cancel_refused": "Order {order_id} cannot be cancelled ({reason}).",
    "unreadable": "Sorry, we could not read your message ({reason}). Please state item, quantity and price clearly.",
}


def supplier_reply(supplier_name: str, lines: list[dict], catalogue: Catalogue) -> str:
    """The supplier's e-mail answering one of the shop's e-mails.

    Args:
        lines: decision dicts with ``kind`` (a key of the phrase table) and the
            fields it names (sku, price_paise, order_id, bill_id, amount_paise, ...).
    """
    words = []
    for line in lines:
        item = catalogue.by_sku(line["sku"]) if line.get("sku") else None
        fields = {k: v for k, v in line.items()}
        fields.update(item=item.item if item else "", unit=item.unit if item else "",
                      price=format_inr(line.get("price_paise") or 0, decimals=True),
                      amount=format_inr(line.get("amount_paise") or 0, decimals=True),
                      lines=", ".join(f"{l['qty']} {catalogue.by_sku(l['sku']).unit} {catalogue.by_sku(l['sku']).item}"
                                      f" at {format_inr(l['unit_price_paise'], decimals=True)}"
                                      for l in line.get("lines", [])))
        words.append(_LINE[line["kind"]].format_map(_Default(fields)))
    return f"From {supplier_name}:\n" + "\n".join(words) + "\n" + block("reply", to_rupees(lines))


class _Default(dict):
    def __missing__(self, key: str) -> str:
        return ""


def bill_email(supplier_name: str, bill, catalogue: Catalogue) -> str:
    """A supplier's bill as an e-mail: lines, amount due and due day."""
    rows = "; ".join(f"{l.qty} {catalogue.by_sku(l.sku).item} at {format_inr(l.unit_price_paise, decimals=True)}"
                     for l in bill.lines)
    data = {"bill_id": bill.bill_id, "order_id": bill.order_id, "delivery_id": bill.delivery_id,
            "amount_inr": bill.amount_paise / 100, "due_day": bill.due_day,
            "lines": [{"sku": l.sku, "qty": l.qty, "unit_price_inr": l.unit_price_paise / 100} for l in bill.lines]}
    return (f"From {supplier_name}: bill {bill.bill_id} for delivery {bill.delivery_id}: {rows}. "
            f"Total {format_inr(bill.amount_paise, decimals=True)}, due on day {bill.due_day}.\n" + block("bill", data))


def customer_request(name: str, lines: list[dict], catalogue: Catalogue) -> str:
    """A counter customer asking for goods, with the price tags the cashier sees.

    Args:
        lines: dicts with sku, qty, price_inr (posted) and mrp_inr.
    """
    words = ", ".join(f"{l['qty']} {catalogue.by_sku(l['sku']).unit} {catalogue.by_sku(l['sku']).item}" for l in lines)
    return f"{name}: I need {words}, please.\n" + block("request", {"items": lines})


def customer_answer(name: str, answer: dict) -> str:
    """A counter customer's answer to a bill or a credit decision."""
    kind = answer["answer"]
    text = {
        "agree": "Fine, I'll take it." + (" Please write it in my khata." if answer.get("asks_credit") else ""),
        "counter": f"That is too much. I'll pay {format_inr(answer.get('offer_paise', 0))}.",
        "walk_out": "No, too expensive. I'll buy elsewhere.",
        "paid": "Here is the money.",
        "leaves": "Then I'll come back later.",
        "thanks_credit": "Thank you, write it in the khata.",
        "what_total": "How much is it in all?",
    }[kind]
    return f"{name}: {text}\n" + block("customer", to_rupees(answer))
