"""What fraud costs a shop even when it is caught, and the fraud that comes unasked.

Catching a fraud is not free (issue 16). Each mechanism below is deterministic,
every draw from a generator of (seed, entity, day), and each constant is a
scenario key under ``negotiation:`` (defaults in ``scenarios/default.yaml``,
listed with what they were fitted to in ``benchmarks/calibrate.py``):

- **Ghost bills** (``ghost_bills_per_day``, ``ghost_bill_inr``): on each day,
  each fraudulent supplier, whatever its scheme, presents with chance
  ``ghost_bills_per_day`` a bill for goods it never delivered — the fake-invoice
  scam that counts on a busy shop paying small bills without matching them to
  its orders. Its collector brings it to the counter at a drawn minute of the
  counter's hours, and it lands in the manager's inbox and the payables like
  any bill (net worth falls by its amount). Disputed, it is cancelled (it
  matches no delivery); paid, or still owed when the month ends, it is lost.
  A shop without a manager to dispute it carries it, and its overdue
  penalties, to the end.
- **The collector's time** (``collector_minutes``): the cashier loses these
  minutes to the collector, checking the khata and the bills and sending him
  away; counter customers who would wait longer than ``counter.max_wait_minutes``
  leave. Every shop pays this, the oracle too: knowing the bill is false does
  not make the man leave sooner.
- **A van sent back** (``door_dispute_minutes``): refusing a van whose goods
  differ from its note (short, substituted, expired) costs the helper these
  minutes beyond the refusal itself (the driver argues, the goods are
  recounted), and the goods it should have brought are missing until a new
  order comes — the stock-out a caught fraud causes.
- **A bill disputed** (``bill_dispute_minutes``): a dispute that corrects or
  cancels a bill costs the manager these minutes (the supplier calls to argue).

Lost minutes are charged to the role's day (its ``minutes_used`` and
``busy_until``) and recorded as a ``time_lost`` event (role, minutes, reason,
supplier, hidden fraud scheme).
"""
from __future__ import annotations

from events.suppliers import DOOR_SCHEMES
from market.rng import generator
from market.shop_api import ShopApi
from market.state import Bill, BillLine
from negotiation_kernel.suppliers import Supplier

__all__ = ["ghost_bills_today", "ghost_bill", "lose_minutes", "DOOR_SCHEMES"]

# DOOR_SCHEMES (events.suppliers): fraud the helper can see at the door; refusing its van costs door_dispute_minutes


def ghost_bills_today(seed: int, suppliers: dict, day: int, negotiation, open_minute: int,
                      last_minute: int) -> list[dict]:
    """The ghost bills presented on ``day``: [{"supplier_id", "minute" (absolute), "amount_paise"}].

    One draw per fraudulent supplier and day from ``(seed, "ghost_bill:<id>", day)``; the
    minute lies in the counter's hours (``open_minute``..``last_minute``, minutes of the day).
    """
    out = []
    lo, hi = negotiation.ghost_bill_inr
    for sup in suppliers.values():
        if sup.kind != "fraudulent" or negotiation.ghost_bills_per_day <= 0:
            continue
        rng = generator(seed, f"ghost_bill:{sup.supplier_id}", day)
        if rng.random() >= negotiation.ghost_bills_per_day:
            continue
        minute = (day - 1) * 1440 + int(rng.integers(open_minute, last_minute + 1))
        out.append({"supplier_id": sup.supplier_id, "minute": minute,
                    "amount_paise": int(round(rng.uniform(lo, hi) * 100))})
    return sorted(out, key=lambda g: (g["minute"], int(g["supplier_id"][1:])))


def ghost_bill(seed: int, supplier: Supplier, amount_paise: int, day: int, bill_id: str, order_id: str,
               delivery_id: str, due_days: int) -> Bill:
    """A bill for goods never delivered: one line of an item the supplier carries (drawn from
    ``(seed, "ghost_bill_item:<id>", day)``) at its list price, as many units as come nearest
    ``amount_paise`` (at least one); honest amount 0, hidden fraud ``ghost_bill``; due in
    ``due_days`` (the supplier's credit days, at least 1).
    """
    skus = sorted(supplier.terms)
    rng = generator(seed, f"ghost_bill_item:{supplier.supplier_id}", day)
    sku = skus[int(rng.integers(0, len(skus)))]
    price = supplier.terms[sku].list_paise
    qty = max(1, int(round(amount_paise / price)))
    return Bill(bill_id=bill_id, supplier_id=supplier.supplier_id, order_id=order_id, delivery_id=delivery_id,
                lines=[BillLine(sku=sku, qty=qty, unit_price_paise=price)], amount_paise=qty * price,
                issued_day=day, due_day=day + max(1, due_days), honest_amount_paise=0, fraud="ghost_bill")


def lose_minutes(shop: ShopApi, role: str, minutes: int, reason: str, **fields) -> None:
    """Charge ``minutes`` of ``role``'s day to a fraud (from now, or from when it is next free) and record
    a ``time_lost`` event. Nothing happens for 0 minutes."""
    if minutes <= 0:
        return
    rd = shop.role_day(role)
    rd.busy_until = max(rd.busy_until, shop.state.minute) + minutes
    rd.minutes_used += minutes
    shop.emit("time_lost", role=role, minutes=minutes, reason=reason, **fields)
