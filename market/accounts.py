"""Money in the shop: till and bank, the cash book, the register, payables, GST and net worth.

All amounts are integer paise. Net worth (after AutoVend's net
assets) is: cash in till and bank + stock at cost + khata receivables less
expected bad debt − payables (open supplier bills with penalties) − net GST
owed (output tax on sales less input tax on purchases less tax paid, plus late
fees). Profit is closing net worth less opening net worth.
"""
from __future__ import annotations

from itertools import islice

from market.hot_model import trusted_builder
from market.state import CashBookEntry, WorldState
from market.stock import stock_at_cost

__all__ = [
    "move_cash", "payables", "gst_owed", "receivables_expected", "net_worth", "net_worth_parts",
]

_ENTRY = trusted_builder(CashBookEntry)  # the shop's own values: built unvalidated


def move_cash(state: WorldState, account: str, amount_paise: int, memo: str) -> None:
    """Add ``amount_paise`` (negative to take out) to the till or the bank and write the cash book."""
    fields = state.__dict__  # the state's fields read without pydantic's attribute hook (written as attributes)
    if account == "till":
        state.till_paise = fields["till_paise"] + amount_paise
    elif account == "bank":
        state.bank_paise = fields["bank_paise"] + amount_paise
    else:
        raise ValueError(f"account must be 'till' or 'bank', got {account!r}")
    fields["cash_book"].append(_ENTRY(day=fields["day"], minute=fields["minute"], account=account,
                                      amount_paise=amount_paise, memo=memo))


def payables(state: WorldState, start: int = 0) -> int:
    """Open goods bills, amount plus overdue penalties (paise). Advance requests are not payables. ``start``: the
    bills before it are known closed (``market.read_upto.open_bills_start``), so they are not looked at."""
    return sum(b.amount_paise + b.penalty_paise for b in islice(state.bills, start, None)
               if b.status == "open" and b.kind == "goods")


def gst_owed(state: WorldState) -> int:
    """Net GST owed: output − input − paid + late fees (paise; negative is a credit)."""
    return state.gst_output_paise - state.gst_input_paise - state.gst_paid_paise + state.gst_late_fees_paise


def receivables_expected(state: WorldState) -> int:
    """Khata receivables less expected bad debt (paise).

    Each open credit is carried at ``expected_paise`` = its amount × the
    customer's hidden repay probability, rounded once when the credit is given.
    """
    return sum(credit["expected_paise"] for credit in state.open_credits)


def net_worth_parts(state: WorldState, bills_start: int = 0) -> dict[str, int]:
    """The parts of net worth, in paise: cash, stock_at_cost, receivables, payables, gst_owed, net_worth.
    ``bills_start``: as ``payables``' ``start`` (the day's close passes it: not a walk of the month's bills)."""
    parts = {
        "cash": state.till_paise + state.bank_paise,
        "stock_at_cost": stock_at_cost(state),
        "receivables": receivables_expected(state),
        "payables": payables(state, bills_start),
        "gst_owed": gst_owed(state),
    }
    parts["net_worth"] = (parts["cash"] + parts["stock_at_cost"] + parts["receivables"]
                          - parts["payables"] - parts["gst_owed"])
    return parts


def net_worth(state: WorldState) -> int:
    """Net worth in paise (see the module docstring)."""
    return net_worth_parts(state)["net_worth"]
