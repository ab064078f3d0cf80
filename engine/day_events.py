"""What happens on the shop's clock without a staff decision: a day's start and close, walk-in slots, bills.

Each function takes the running ``engine.shop.Shop`` and the event's payload as
it was scheduled (``Shop.schedule``) and returns nothing: it changes the world,
records events and puts later events on the clock. Minutes are absolute
simulated minutes; money is paise.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from market.closing import close_day
from market.customers import todays_customers
from market.demand import festival_factors, serve_walk_ins
from market.rng import generator
from market.state import RoleDay
from market.stock import units_by_sku
from negotiation_kernel.fraud_costs import ghost_bill as fraud_ghost_bill, ghost_bills_today, lose_minutes
from scenarios import parse_clock
from scenarios.vocabulary import ROLES

if TYPE_CHECKING:  # engine.shop imports this module
    from engine.shop import Shop

__all__ = ["start_day", "end_day", "serve_walk_in_slot", "duplicate_bill", "ghost_bill"]


def start_day(shop: Shop, payload: dict) -> None:
    """Open day ``payload['day']``: every role's day, and the day's events put on the clock (the manager's wake, the
    helper's floor rounds, counter customers, ghost bills, walk-in slots, closing, books, the day's end)."""
    day = payload["day"]
    s = shop.scenario
    shop.state.day, shop.state.minute = day, (day - 1) * 1440
    base = shop.state.minute
    for role in ROLES:
        shop.state.roles[role] = RoleDay(busy_until=base + parse_clock(shop.role_settings[role].starts_at))
    shop.state.reports = {}
    shop.emit("day_start")
    shop.schedule(base + parse_clock(s.roles["manager"].starts_at), "wake", {})
    for t in s.helper_floor_turns:
        shop.schedule(base + parse_clock(t), "floor", {})
    weekday = s.walk_in.weekday_factors[(day - 1) % 7]
    weights = {sku: u * shop.catalogue.by_sku(sku).mrp_paise for sku, u in shop.units_per_day.items()}
    typical = {sku: shop.catalogue.by_sku(sku).typical_qty for sku in shop.skus}
    for visit in todays_customers(shop.seed, day, s.counter, shop.state.regulars, weights, typical, weekday,
                                  parse_clock(s.counter.open_at), parse_clock(s.counter.last_customer_at)):
        shop.visits[visit.visit_id] = visit
        shop.schedule(visit.arrives_minute, "customer", {"visit_id": visit.visit_id})
    for ghost in ghost_bills_today(shop.seed, shop.suppliers, day, s.negotiation, parse_clock(s.counter.open_at),
                                   parse_clock(s.counter.last_customer_at)):
        shop.schedule(ghost["minute"], "ghost_bill", ghost)
    for i, t in enumerate(shop.slot_minutes):
        shop.schedule(base + t, "walk_in", {"slot": i})
    shop.schedule(base + parse_clock(s.closing_at), "closing", {})
    shop.schedule(base + parse_clock(s.books_at), "books", {})
    shop.schedule(base + 1439, "day_end", {})


def end_day(shop: Shop, payload: dict) -> None:
    """Close the day (``market.closing.close_day``); after the scenario's last day the month ends (``run_end``),
    else the next day starts at midnight."""
    close_day(shop)
    if shop.state.day >= shop.scenario.days:
        shop.finished = True
        shop.emit("run_end")
    else:
        shop.schedule(shop.state.day * 1440, "day_start", {"day": shop.state.day + 1})


def serve_walk_in_slot(shop: Shop, payload: dict) -> None:
    """Serve the walk-in demand of slot ``payload['slot']`` (the preceding hours'), at the day's weekday and festival
    factors; one ``walk_in`` flow."""
    wi = shop.scenario.walk_in
    weekday = wi.weekday_factors[(shop.state.day - 1) % 7]
    per_slot = {s: u * weekday / len(shop.slot_minutes) for s, u in shop.units_per_day.items()}
    festival = festival_factors(wi.festival, shop.state.day)
    if festival:
        per_slot = {s: u * festival.get(shop.catalogue.by_sku(s).hces_group, 1.0) for s, u in per_slot.items()}
    rng = generator(shop.seed, f"walk_in:{payload['slot']}", shop.state.day)
    shelf = units_by_sku(shop.state, shop.skus, "shelf")  # before serving (empty-shelf scores)
    lines = serve_walk_ins(shop.state, shop.catalogue, shop.skus, per_slot,
                           wi.price_midpoint_of_mrp, wi.price_spread_of_mrp, rng, shelf)
    effect = sum(l["revenue_paise"] - l["gst_paise"] - l["cost_paise"] for l in lines)
    shop.flow("walk_in", effect, slot=payload["slot"], lines=lines, shelf_units=shelf)


def duplicate_bill(shop: Shop, payload: dict) -> None:
    """A duplicate-bill fraudster sends a copy of bill ``payload['bill_id']`` as a new bill: it joins the payables
    and the manager's inbox."""
    original = next(b for b in shop.state.bills if b.bill_id == payload["bill_id"])
    bill = original.model_copy(update={"bill_id": shop.state.next_id("B"), "issued_day": shop.state.day,
                                       "due_day": shop.state.day + original.due_day - original.issued_day,
                                       "status": "open", "paid_day": None, "penalty_paise": 0, "gst_paise": 0,
                                       "honest_amount_paise": 0, "fraud": "duplicate_bill"})
    shop.state.bills.append(bill)
    shop.flow("duplicate_bill", -bill.amount_paise, bill_id=bill.bill_id, copy_of=original.bill_id,
              supplier_id=bill.supplier_id, amount_paise=bill.amount_paise)
    sup = shop.suppliers[bill.supplier_id]
    text = shop.renderer.bill_email(bill, sup.language, sup.name, shop.pick(sup.supplier_id))
    shop.deliver_email({"sender": sup.supplier_id, "to": "manager", "text": text,
                    "fell_back": shop.renderer.last_fell_back})


def ghost_bill(shop: Shop, payload: dict) -> None:
    """A fraudster's collector presents a bill for goods never delivered (``negotiation_kernel.fraud_costs``):
    it joins the payables and the manager's inbox, and the cashier loses ``collector_minutes``."""
    state, neg = shop.state, shop.scenario.negotiation
    sup = shop.suppliers[payload["supplier_id"]]
    bill = fraud_ghost_bill(shop.seed, sup, payload["amount_paise"], state.day, state.next_id("B"),
                      state.next_id("O"), state.next_id("D"), sup.credit_days)
    state.bills.append(bill)
    shop.emit("fraud_attempt", scheme="ghost_bill", supplier_id=sup.supplier_id, order_id=bill.order_id,
              bill_id=bill.bill_id, due_day=bill.due_day, at_stake_paise=bill.amount_paise)
    shop.flow("ghost_bill", -bill.amount_paise, bill_id=bill.bill_id, supplier_id=sup.supplier_id,
              amount_paise=bill.amount_paise, hidden_fraud="ghost_bill")
    if state.minute < shop.end_of_day("cashier"):
        lose_minutes(shop, "cashier", neg.collector_minutes, "a collector pressed a bill at the counter",
                     supplier_id=sup.supplier_id, bill_id=bill.bill_id, hidden_fraud="ghost_bill")
    text = shop.renderer.bill_email(bill, sup.language, sup.name, shop.pick(sup.supplier_id))
    shop.deliver_email({"sender": sup.supplier_id, "to": "manager", "text": text,
                    "fell_back": shop.renderer.last_fell_back})
