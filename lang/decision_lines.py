"""The shop's records as the renderer's decision lines: a bill, an overdue bill's reminder and a van's delivery
note, each a dict of the kind ``lang.render.TemplateRenderer.email`` words (money in paise, days as day numbers).
Split from ``lang.render`` (session 35), which re-exports them."""
from __future__ import annotations

__all__ = ["bill_line", "reminder_line", "delivery_line", "ITEM_LINE"]

#: The fields of a bill's (and an order confirmation's) item line.
ITEM_LINE = ("sku", "qty", "unit_price_paise")


def bill_line(bill) -> dict:
    """A ``Bill`` (model or dict) as a ``bill`` decision line."""
    if not isinstance(bill, dict):  # a ``Bill``: its fields read as they are, not its whole dump (252 a month, ~17 µs
        # each for ``model_dump``): the same values, the same dict
        return {"kind": "bill", "bill_id": bill.bill_id, "order_id": bill.order_id, "delivery_id": bill.delivery_id,
                "amount_paise": bill.amount_paise, "due_day": bill.due_day,
                "lines": [{"sku": line.sku, "qty": line.qty, "unit_price_paise": line.unit_price_paise}
                          for line in bill.lines]}
    b = bill
    return {"kind": "bill", **{k: b.get(k) for k in ("bill_id", "order_id", "delivery_id", "amount_paise", "due_day")},
            "lines": [{k: line[k] for k in ITEM_LINE} for line in b["lines"]]}


def reminder_line(bill, today: int) -> dict:
    """An overdue ``Bill`` as a ``reminder`` line; the amount includes penalties so far."""
    b = bill if isinstance(bill, dict) else bill.model_dump()
    return {"kind": "reminder", "bill_id": b["bill_id"], "amount_paise": b["amount_paise"] + b.get("penalty_paise", 0),
            "due_day": b["due_day"], "days_overdue": today - b["due_day"]}


def delivery_line(delivery, day: int) -> dict:
    """A ``Delivery`` (model or dict) as a ``delivery_notice`` line arriving on ``day``."""
    d = delivery if isinstance(delivery, dict) else delivery.model_dump()
    return {"kind": "delivery_notice", "delivery_id": d["delivery_id"], "order_id": d["order_id"], "day": day,
            "lines": [{"sku": line["sku"], "qty": line["qty"]} for line in d["lines"]]}
