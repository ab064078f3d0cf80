"""The day's close, at 23:59: bank the till, throw out spoiled stock, pay running costs,
charge overdue penalties (and suppliers send reminders) and GST late fees, lapse unpaid advance requests, and
record the day's net worth. The live books then forget detail older than a
week (``KEEP_DAYS``); the event record keeps everything.

Each step that moves net worth is a flow event with ``net_worth_effect_paise``.
"""
from __future__ import annotations

from itertools import islice

from market.accounts import move_cash, net_worth_parts
from market.day_order import since_day
from market.read_upto import open_bills_start
from events.money import paise
from market.shop_api import ShopApi
from market.staff_inbox import forget_old
from market.stock import spoil, units_by_sku

__all__ = ["close_day", "open_gst_returns"]


def open_gst_returns(day: int, every: int, last_filed_day: int) -> list[int]:
    """Due days (on or before ``day``) of GST returns not yet filed.

    A return falls due every ``every`` days (days every, 2·every, ...); a return
    due on D is filed by any filing after day D − every (on time if by D).
    """
    return [d for d in range(every, day + 1, every) if last_filed_day <= d - every]


KEEP_DAYS = 7  # days of register and cash-book lines the live books keep; the record keeps all


def _forget_old_detail(shop: ShopApi, day: int) -> None:
    """Drop detail no tool reads any more (the event record holds it all): register and cash-book
    lines older than KEEP_DAYS, finished counter visits, and vans dealt with before yesterday."""
    state = shop.state
    state.sales_register = since_day(state.sales_register, day - KEEP_DAYS + 1)  # both in day order
    state.cash_book = since_day(state.cash_book, day - KEEP_DAYS + 1)
    state.deliveries = [d for d in state.deliveries if d.status == "due" or d.arrives_minute >= (day - 2) * 1440]
    shop.visits = {k: v for k, v in shop.visits.items() if v.stage == "waiting"}
    forget_old(state, day, KEEP_DAYS)


def close_day(shop: ShopApi) -> None:
    """Run the day's close on ``shop`` (see the module docstring)."""
    state, s = shop.state, shop.scenario
    day = state.day
    float_paise = paise(s.shop.till_float_inr)
    if state.till_paise > float_paise:
        amount = state.till_paise - float_paise
        move_cash(state, "till", -amount, "takings banked")
        move_cash(state, "bank", amount, "takings banked")
        shop.emit("till_banked", amount_paise=amount)
    for place, batch in spoil(state, day):
        shop.flow("spoiled", -batch.qty * batch.unit_cost_paise, place=place, sku=batch.sku, qty=batch.qty,
                  batch_id=batch.batch_id, cost_paise=batch.qty * batch.unit_cost_paise)
    costs = s.shop.running_costs
    for what, rupees_amount in [("rent", costs.rent_inr_per_day), ("electricity", costs.electricity_inr_per_day),
                                *[(f"wages:{r}", w) for r, w in sorted(costs.wages_inr_per_day.items())]]:
        amount = paise(rupees_amount)
        move_cash(state, "bank", -amount, what)
        shop.flow("running_cost", -amount, what=what, amount_paise=amount)
    for bill in islice(state.bills, open_bills_start(shop), None):  # the bills before it are all closed
        if bill.status == "open" and bill.kind == "goods" and bill.due_day < day:
            penalty = int(round(bill.amount_paise * s.shop.overdue_penalty_pct_per_day / 100))
            bill.penalty_paise += penalty
            overdue = day - bill.due_day
            shop.flow("overdue_penalty", -penalty, bill_id=bill.bill_id, supplier_id=bill.supplier_id,
                      days_overdue=overdue, penalty_paise=penalty)
            if (overdue - 1) % s.negotiation.remind_overdue_every_days == 0:  # first overdue day, then every N
                sup = shop.suppliers[bill.supplier_id]
                text = shop.renderer.reminder_email(bill, day, sup.language, sup.name, shop.pick(sup.supplier_id))
                shop.deliver_email({"sender": sup.supplier_id, "to": "manager", "text": text,
                                "fell_back": shop.renderer.last_fell_back})
    for due_day in open_gst_returns(day, s.shop.gst_filing_every_days, state.gst_last_filed_day):
        fee = paise(s.shop.gst_late_fee_inr_per_day)
        state.gst_late_fees_paise += fee
        shop.flow("gst_late_fee", -fee, return_due_day=due_day, fee_paise=fee)
    for order in shop.kernel.orders.values():
        if order.status == "awaiting_advance" and day - order.day >= s.negotiation.advance_lapse_days:
            order.status = "lapsed"
            for bill in islice(state.bills, open_bills_start(shop), None):
                if bill.bill_id == order.advance_bill_id and bill.status == "open":
                    bill.status = "cancelled"
            shop.emit("advance_lapsed", order_id=order.order_id, supplier_id=order.supplier_id,
                      hidden_fraud=order.fraud)
    _forget_old_detail(shop, day)
    parts = net_worth_parts(state, open_bills_start(shop))
    shop.emit("day_close", **{f"{k}_paise": v for k, v in parts.items()},
              till_paise=state.till_paise, bank_paise=state.bank_paise,
              stock_units=units_by_sku(state, shop.skus, sellable=False))
