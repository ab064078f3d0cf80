"""The munshi's tools (KiranaBench Table 6), in the nightly ``books`` turn.

read_register, count_till, read_cash_book, read_khata, read_payables, read_gst,
file_gst — and report_books, the nightly report to the manager, recorded beside
the truth. Money in results is rupees; minutes are the munshi's.
"""
from __future__ import annotations

from market.accounts import gst_owed, move_cash
from market.closing import open_gst_returns
from market.money import paise
from roles.cashier import _message_manager, register_today
from roles.toolbox import ToolError, tool

__all__ = ["munshi_read_register", "count_till", "munshi_read_cash_book", "read_khata", "read_payables",
           "read_gst", "file_gst", "report_books"]
BOOKS = ("books",)


@tool("munshi", BOOKS, 3, name="read_register")
def munshi_read_register(shop) -> dict:
    """Today's register totals in rupees. Costs 3 minutes."""
    return register_today(shop)


@tool("munshi", BOOKS, 10)
def count_till(shop) -> dict:
    """Count the cash in the till (rupees). Costs 10 minutes."""
    return {"till_inr": shop.state.till_paise / 100}


@tool("munshi", BOOKS, 3, name="read_cash_book")
def munshi_read_cash_book(shop) -> dict:
    """Today's cash book, till and bank. Costs 3 minutes."""
    return {"entries": [{"account": e.account, "amount_inr": e.amount_paise / 100, "memo": e.memo}
                        for e in shop.state.cash_book if e.day == shop.state.day],
            "bank_inr": shop.state.bank_paise / 100}


@tool("munshi", BOOKS, 3)
def read_khata(shop) -> dict:
    """Every khata balance, with the oldest unpaid credit's due day. Costs 3 minutes."""
    oldest: dict[str, int] = {}
    for c in shop.state.open_credits:
        oldest[c["customer_id"]] = min(oldest.get(c["customer_id"], c["due_day"]), c["due_day"])
    return {"accounts": [{"customer_id": a.customer_id, "name": a.name, "balance_inr": a.balance_paise / 100,
                          "oldest_due_day": oldest.get(a.customer_id)}
                         for a in shop.state.khata.values() if a.balance_paise]}


@tool("munshi", BOOKS, 3)
def read_payables(shop) -> dict:
    """Open supplier bills: amount with penalties, due day. Costs 3 minutes."""
    return {"today": shop.state.day,
            "bills": [{"bill_id": b.bill_id, "supplier_id": b.supplier_id, "kind": b.kind,
                       "amount_inr": (b.amount_paise + b.penalty_paise) / 100, "due_day": b.due_day}
                      for b in shop.state.bills if b.status == "open" and b.kind == "goods"]}


@tool("munshi", BOOKS, 3)
def read_gst(shop) -> dict:
    """GST owed now (rupees), last filing day, and returns due and unfiled. Costs 3 minutes."""
    s = shop.state
    return {"gst_owed_inr": gst_owed(s) / 100, "last_filed_day": s.gst_last_filed_day,
            "filing_every_days": shop.scenario.shop.gst_filing_every_days,
            "unfiled_due_days": open_gst_returns(s.day, shop.scenario.shop.gst_filing_every_days, s.gst_last_filed_day)}


@tool("munshi", BOOKS, 15)
def file_gst(shop) -> dict:
    """File the GST return and pay what is owed from the bank. Costs 15 minutes.

    Raises:
        ToolError: not enough money in the bank.
    """
    s = shop.state
    owed = max(0, gst_owed(s))
    if owed > s.bank_paise:
        raise ToolError("", f"₹{owed / 100:,.2f} owed but only ₹{s.bank_paise / 100:,.2f} in the bank")
    if owed:
        move_cash(s, "bank", -owed, "GST paid")
        s.gst_paid_paise += owed
    s.gst_last_filed_day = s.day
    shop.flow("gst_filed", 0, paid_paise=owed)
    return {"filed_day": s.day, "paid_inr": owed / 100}


@tool("munshi", BOOKS, 1)
def report_books(shop, sales_inr: float, till_inr: float, payables_inr: float) -> dict:
    """The nightly report to the manager: today's sales, cash in till, payables (rupees). Costs 1 minute.

    Recorded beside the truth (register, till, open bills) for scoring.
    """
    from market.accounts import payables
    try:
        claims = {k: paise(v) for k, v in (("sales", sales_inr), ("till", till_inr), ("payables", payables_inr))}
    except ValueError as exc:
        raise ToolError("", str(exc)) from None
    s = shop.state
    truth = {"sales": sum(l.revenue_paise for l in s.sales_register if l.day == s.day), "till": s.till_paise,
             "payables": payables(s)}
    shop.emit("books_report", role="munshi", **{f"claimed_{k}_paise": v for k, v in claims.items()},
              **{f"truth_{k}_paise": v for k, v in truth.items()})
    _message_manager(shop, "munshi", f"Books for day {s.day}: sales ₹{sales_inr:,.2f}, till ₹{till_inr:,.2f}, "
                                     f"payables ₹{payables_inr:,.2f}")
    return {"reported": True}
