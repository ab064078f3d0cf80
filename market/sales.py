"""Selling goods: take stock, write the register, collect GST, put cash in the till.

One function serves both channels (walk-in and counter) so the register, GST
and cost of goods are computed the same way everywhere.
"""
from __future__ import annotations

from market.accounts import move_cash
from market.gst import gst_in_price
from market.hot_model import trusted_builder
from market.state import SaleLine, WorldState
from market.stock import take_at_cost

__all__ = ["sell"]

_SALE_LINE = trusted_builder(SaleLine)  # the shop's own values: built unvalidated


def sell(state: WorldState, sku: str, qty: int, revenue_paise: int, gst_pct: int, *,
         places: tuple[str, ...], channel: str, paid_by: str) -> SaleLine:
    """Sell ``qty`` units of ``sku`` for ``revenue_paise`` in all (GST included).

    Stock is taken from ``places`` in order (earliest expiry first). The caller
    must have checked that enough units are there.

    Returns:
        the register line, with ``cost_paise`` the cost of the units taken.
    Raises:
        ValueError: if fewer than ``qty`` units were available.
    """
    cost = 0
    left = qty
    for place in places:
        units, at_cost = take_at_cost(state, place, sku, left)
        cost += at_cost
        left -= units
        if left == 0:
            break
    if left:
        raise ValueError(f"sell: {qty} units of {sku} asked, {qty - left} in {places}")
    gst = gst_in_price(revenue_paise, gst_pct)
    fields = state.__dict__  # the state's fields read without pydantic's attribute hook (written as attributes)
    if gst:
        state.gst_output_paise = fields["gst_output_paise"] + gst
    line = _SALE_LINE(day=fields["day"], minute=fields["minute"], channel=channel, sku=sku, qty=qty,
                      revenue_paise=revenue_paise, gst_paise=gst, cost_paise=cost, paid_by=paid_by)
    fields["sales_register"].append(line)
    if paid_by == "cash":
        move_cash(state, "till", revenue_paise, f"{channel} sale {qty} x {sku}")
    return line

