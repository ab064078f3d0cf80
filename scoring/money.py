"""Money scores from the event record alone.

- ``net_worth_open_inr``: net worth when the shop opens on day 1 (event ``net_worth_open``).
- ``net_worth_close_inr``: net worth at the close of the last day (the last ``day_close``).
- ``profit_inr``: closing less opening net worth (KiranaBench Tables 2–3).
- ``net_worth_by_day_inr``: net worth at each day's close, day 1 first.
- ``cash_by_day_inr`` / ``stock_at_cost_by_day_inr``: what the shop is made of (KiranaBench fig. 16);
  ``payables_by_day_inr``: what it owes its suppliers, at each day's close.
Net worth is cash (till and bank) + stock at cost + khata receivables less
expected bad debt − supplier payables − GST owed (market.accounts).
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.world import DayClose, NetWorthOpen
from scoring._common import typed

__all__ = ["money_scores", "ScoreError"]


class ScoreError(ValueError):
    """A record that cannot be scored (e.g. no opening, no closed day); says what is missing."""


def money_scores(events: Iterable[dict | Event], stopped: bool = False) -> dict:
    """Money scores in rupees (see the module docstring).

    Args:
        stopped: the record is a stopped run's (``scoring.stopped``): with no day closed, the scores at a close are
            None and the per-day lists empty, rather than an error.
    Raises:
        ScoreError: the record has no ``net_worth_open``, or no ``day_close`` event and ``stopped`` is false.
    """
    opening, closes = None, []
    for e in typed(events, only=(NetWorthOpen, DayClose)):
        if type(e) is NetWorthOpen:
            opening = e
        elif type(e) is DayClose:
            closes.append(e)
    if opening is None:
        raise ScoreError("the record has no net_worth_open event: was the run started?")
    if not closes and not stopped:
        raise ScoreError("the record has no day_close event: no simulated day finished")
    open_nw = opening.net_worth_paise
    if not closes:
        return {"days_closed": 0, "net_worth_open_inr": open_nw / 100, "net_worth_close_inr": None, "profit_inr": None,
                **{k: [] for k in ("net_worth_by_day_inr", "profit_by_day_inr", "cash_by_day_inr",
                                   "stock_at_cost_by_day_inr", "payables_by_day_inr")}}
    close_nw = closes[-1].net_worth_paise
    return {
        "days_closed": len(closes),
        "net_worth_open_inr": open_nw / 100,
        "net_worth_close_inr": close_nw / 100,
        "profit_inr": (close_nw - open_nw) / 100,
        "net_worth_by_day_inr": [c.net_worth_paise / 100 for c in closes],
        "profit_by_day_inr": [(c.net_worth_paise - open_nw) / 100 for c in closes],
        "cash_by_day_inr": [c.cash_paise / 100 for c in closes],
        "stock_at_cost_by_day_inr": [c.stock_at_cost_paise / 100 for c in closes],
        "payables_by_day_inr": [c.payables_paise / 100 for c in closes],
    }
