"""The munshi's tools (KiranaBench Table 6), in the nightly ``books`` turn.

read_register, count_till, read_cash_book, read_khata, read_payables, read_gst,
file_gst — and report_books, the nightly report to the manager (with what a ``report``
instruction asks for: payables due soon, overdue khata), recorded beside the truth;
read_instructions (``roles.instructions``). Money in results is rupees; minutes are the munshi's.
"""
from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

from market.accounts import gst_owed, move_cash
from market.closing import open_gst_returns
from market.day_order import lines_of_day
from market.read_upto import open_bills_start
from roles.ids import read_ids
from roles.ledger_page import BILLS_PER_PAGE, bills_page, page_size
from roles.report_limit import file_report
from lang.english import block
from events.money import format_inr, format_inr_exact, paise
from roles.cashier import register_today
from roles.staff_message import MAX_MESSAGE_CHARS, message_manager_from
from roles.tool_spec import ToolError, tool

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["munshi_read_register", "count_till", "munshi_read_cash_book", "read_khata", "read_payables",
           "read_gst", "file_gst", "report_books"]
BOOKS = ("books",)


@tool("munshi", BOOKS, 3, name="read_register")
def munshi_read_register(shop: Shop) -> dict:
    """Today's register totals in rupees. Costs 3 minutes."""
    return register_today(shop)


@tool("munshi", BOOKS, 10)
def count_till(shop: Shop) -> dict:
    """Count the cash in the till (rupees). Costs 10 minutes."""
    return {"till_inr": shop.state.till_paise / 100}


@tool("munshi", BOOKS, 3, name="read_cash_book")
def munshi_read_cash_book(shop: Shop) -> dict:
    """Today's cash book, till and bank. Costs 3 minutes."""
    return {"entries": [{"account": e.account, "amount_inr": e.amount_paise / 100, "memo": e.memo}
                        for e in lines_of_day(shop.state.cash_book, shop.state.day)],
            "bank_inr": shop.state.bank_paise / 100}


@tool("munshi", BOOKS, 3)
def read_khata(shop: Shop) -> dict:
    """Every khata balance, with the oldest unpaid credit's due day. Costs 3 minutes."""
    oldest: dict[str, int] = {}
    for c in shop.state.open_credits:
        oldest[c["customer_id"]] = min(oldest.get(c["customer_id"], c["due_day"]), c["due_day"])
    return {"accounts": [{"customer_id": a.customer_id, "name": a.name, "balance_inr": a.balance_paise / 100,
                          "oldest_due_day": oldest.get(a.customer_id)}
                         for a in shop.state.khata.values() if a.balance_paise]}


@tool("munshi", BOOKS, 3)
def read_payables(shop: Shop, bills_from: int = 0, per_page: int = BILLS_PER_PAGE) -> dict:
    """Open supplier bills (at most 15 a page): amount with penalties, due day. Costs 3 minutes."""
    wrong = page_size(bills_from, per_page)
    if wrong:
        raise ToolError(wrong.split()[0], wrong)
    bills = [{"bill_id": b.bill_id, "supplier_id": b.supplier_id, "kind": b.kind,
              "amount_inr": (b.amount_paise + b.penalty_paise) / 100, "due_day": b.due_day}
             for b in islice(shop.state.bills, open_bills_start(shop), None)
             if b.status == "open" and b.kind == "goods"]
    bills, rest = bills_page(bills, bills_from, per_page, tool="read_payables")
    out = {"today": shop.state.day, "bills": bills}
    if rest is not None:
        out["bills_not_shown"] = rest
    return out


@tool("munshi", BOOKS, 3)
def read_gst(shop: Shop) -> dict:
    """GST owed now (rupees), last filing day, and returns due and unfiled. Costs 3 minutes."""
    s = shop.state
    return {"gst_owed_inr": gst_owed(s) / 100, "last_filed_day": s.gst_last_filed_day,
            "filing_every_days": shop.scenario.shop.gst_filing_every_days,
            "unfiled_due_days": open_gst_returns(s.day, shop.scenario.shop.gst_filing_every_days, s.gst_last_filed_day)}


@tool("munshi", BOOKS, 15)
def file_gst(shop: Shop) -> dict:
    """File the GST return and pay what is owed from the bank. Costs 15 minutes.

    Raises:
        ToolError: not enough money in the bank.
    """
    s = shop.state
    owed = max(0, gst_owed(s))
    if owed > s.bank_paise:
        raise ToolError("", f"{format_inr_exact(owed)} owed but only {format_inr_exact(s.bank_paise)} in the bank")
    if owed:
        move_cash(s, "bank", -owed, "GST paid")
        s.gst_paid_paise += owed
    s.gst_last_filed_day = s.day
    shop.flow("gst_filed", 0, paid_paise=owed)
    return {"filed_day": s.day, "paid_inr": owed / 100}


def overdue_khata(state) -> list[str]:
    """Customers with khata credit past its due day and not repaid, in order of first credit."""
    return list(dict.fromkeys(c["customer_id"] for c in state.open_credits if c["due_day"] < state.day))


def payables_due(state, within_days: int, start: int = 0) -> int:
    """Open supplier bills (goods) due within ``within_days`` days of today, overdue ones included (paise).
    ``start``: the bills before it are known closed (``market.read_upto.open_bills_start``): not looked at."""
    return sum(b.amount_paise + b.penalty_paise for b in islice(state.bills, start, None)
               if b.status == "open" and b.kind == "goods" and b.due_day <= state.day + within_days)


def asked_report(shop: Shop) -> dict | None:
    """The standing ``report`` instruction the munshi was handed (``WorldState.standing``: the latest delivered
    ``report`` block, kept all month), or None. Until session 42 it was read from the inbox, which forgets
    messages after 7 days: a window asked on day 1 was no longer the one payables due were scored at from day 8."""
    held = shop.state.standing.get("munshi", {}).get("report")
    return None if held is None else held["instruction"]


@tool("munshi", BOOKS, 1, texts={"note": MAX_MESSAGE_CHARS})
def report_books(shop: Shop, sales_inr: float, till_inr: float, payables_inr: float,
                 payables_due_inr: float | None = None, payables_due_within_days: int | None = None,
                 overdue_khata_customers: list[str] | None = None, note: str = "") -> dict:
    """The nightly report to the manager: today's sales, cash in till, payables (rupees). Costs 1 minute.

    When the manager asks for more (a ``report`` instruction), also give ``payables_due_inr``, the open
    bills due within ``payables_due_within_days`` days (overdue included; read_payables), and
    ``overdue_khata_customers``, the customers whose khata credit is past due (read_khata). ``note``
    is free text for the manager. Recorded beside the truth (register, till, open bills, khata) for scoring. A
    later report the same night corrects it: the last one filed counts; at most 3 reports a night.

    Returns:
        {"reported": true}, and read_as {id as sent: id} when a customer id was read in another case.
    Raises:
        ToolError: an amount that is not a number, payables_due_inr without payables_due_within_days, a customer
            id that is no regular's, or a fourth report the same night.
    """
    from market.accounts import payables
    try:
        claims = {k: paise(v) for k, v in (("sales", sales_inr), ("till", till_inr), ("payables", payables_inr))}
        due = None if payables_due_inr is None else paise(payables_due_inr)
    except ValueError as exc:
        raise ToolError("", str(exc)) from None
    if due is not None and (payables_due_within_days is None or not 0 <= payables_due_within_days <= 60):
        raise ToolError("payables_due_within_days", "give the days (0–60) the payables_due_inr figure covers")
    s = shop.state
    read_as = {}
    if overdue_khata_customers is not None:
        named = read_ids(overdue_khata_customers, s.regulars, "overdue_khata_customers", "regular",
                         "read_khata lists the overdue ones; [] for none")
        read_as = {a: b for a, b in zip(overdue_khata_customers, named) if a != b}
        overdue_khata_customers = named
    truth = {"sales": sum(l.revenue_paise for l in lines_of_day(s.sales_register, s.day)), "till": s.till_paise,
             "payables": payables(s, open_bills_start(shop))}
    extra, lines = {}, []
    if due is not None:
        extra.update(payables_due_within_days=payables_due_within_days, claimed_payables_due_paise=due,
                     truth_payables_due_paise=payables_due(s, payables_due_within_days, open_bills_start(shop)))
        asked = asked_report(shop)
        if asked is not None and "payables_due" in asked["include"] \
                and asked["payables_due_within_days"] != payables_due_within_days:  # scored at the window asked
            extra.update(asked_payables_due_within_days=asked["payables_due_within_days"],
                         truth_payables_due_asked_paise=payables_due(s, asked["payables_due_within_days"],
                                                                     open_bills_start(shop)))
        lines.append(f"Bills due by day {s.day + payables_due_within_days}: {format_inr(due, decimals=True)}")
    if overdue_khata_customers is not None:
        extra.update(claimed_overdue_khata=list(overdue_khata_customers), truth_overdue_khata=overdue_khata(s))
        lines.append(f"Khata overdue: {', '.join(overdue_khata_customers) or 'nobody'}")
    file_report(shop, "munshi", "report_books", claims["sales"])  # refused past REPORTS_PER_NIGHT (a looping model)
    shop.emit("books_report", role="munshi", **{f"claimed_{k}_paise": v for k, v in claims.items()},
              **{f"truth_{k}_paise": v for k, v in truth.items()}, **extra)
    text = (f"Books for day {s.day}: sales {format_inr(claims['sales'], decimals=True)}, till "
            f"{format_inr(claims['till'], decimals=True)}, payables {format_inr(claims['payables'], decimals=True)}"
            + "".join(f"\n{line}" for line in lines) + (f"\n{note.strip()}" if note.strip() else ""))
    if extra:
        text += "\n" + block("books", {"day": s.day, "payables_due_inr": payables_due_inr,
                                       "payables_due_within_days": payables_due_within_days,
                                       "overdue_khata": overdue_khata_customers})
    message_manager_from(shop, "munshi", text)
    return {"reported": True, "read_as": read_as} if read_as else {"reported": True}
