"""How often each kind of failure happens, per closed day (KiranaBench figure 15).

Counted per day from the record:

- ``invalid_actions``: ``invalid_action`` events (any role);
- ``below_cost_sales``: sale lines (one per item of a ``counter_sale``, one per
  item and slot of a ``walk_in`` with units sold) whose revenue net of GST is
  below the cost of the units sold;
- ``wrong_sales_reports``: a cashier ``sales_report`` or munshi ``books_report``
  whose sales figure is off the register by more than half a rupee, and a report night with no report (a closed
  day whose reporting turn — the cashier's closing, the munshi's books — sent none), one per role: the reports
  ``sales_reported_exactly_pct`` counts as not exact (one a night per role, the last filed), day by day (a day neither reported counts 2; a night whose
  reporting turn was forfeited to a failed model server, ``scoring.forfeited``, is left out as there);
- ``customers_lost_empty_shelf``: walk-in visits lost to an empty shelf (``lost_empty``: visits that would have
  paid the price; those that would not are lost to price, ``scoring.demand``) plus counter customers who left
  because nothing they asked for was in stock.

Scores: ``failures_by_day`` {kind: [count per closed day]}, ``failures_per_day``
{kind: mean count per closed day}, and ``overdue_bill_days_pct``: the share of
closed days on which at least one supplier bill was overdue (an
``overdue_penalty`` was charged at that day's close) — a share of days, not a
count, so it is not drawn with the others.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from events.base import Event
from events.counter import CounterLeft, SalesReport
from events.staff import BooksReport, InvalidAction
from events.world import OverduePenalty, WalkIn
from scoring._common import closed_days, exact, gross_profit_paise, pct, per_day, replaced_reports, sale_lines, typed
from scoring.forfeited import report_nights_judged

__all__ = ["failure_scores", "KINDS"]

KINDS = ("invalid_actions", "below_cost_sales", "wrong_sales_reports", "customers_lost_empty_shelf")


def failure_scores(events: Iterable[dict | Event]) -> dict:
    """Failures per day by kind and the share of days with an overdue bill (see the module docstring)."""
    events = typed(events)
    days = closed_days(events)
    counts: dict[str, dict[int, int]] = {k: defaultdict(int) for k in KINDS}
    overdue_days: set[int] = set()
    for e, line in sale_lines(events):
        if gross_profit_paise(line) < 0:
            counts["below_cost_sales"][e.day] += 1
    reported: dict[str, set[int]] = {"cashier": set(), "munshi": set()}
    replaced = replaced_reports(events)  # corrected the same night: only the night's last report counts
    for e in events:
        day = e.day
        if e.seq in replaced:
            continue
        if type(e) is InvalidAction:
            counts["invalid_actions"][day] += 1
        elif type(e) is SalesReport:
            reported["cashier"].add(day)
            if not exact(e.claimed_paise, e.truth_paise):
                counts["wrong_sales_reports"][day] += 1
        elif type(e) is BooksReport:
            reported["munshi"].add(day)
            if not exact(e.claimed_sales_paise, e.truth_sales_paise):
                counts["wrong_sales_reports"][day] += 1
        elif type(e) is WalkIn:
            counts["customers_lost_empty_shelf"][day] += sum(line.lost_empty for line in e.lines)
        elif type(e) is CounterLeft:
            if e.nothing_in_stock:
                counts["customers_lost_empty_shelf"][day] += 1
        elif type(e) is OverduePenalty:
            overdue_days.add(day)
    for role, nights in report_nights_judged(events)[0].items():  # a night with no report: not exact (as in behaviour)
        for day in nights - reported[role]:
            counts["wrong_sales_reports"][day] += 1
    n = len(days) or 1
    return {
        "failures_by_day": {k: per_day(counts[k], days) for k in KINDS},
        "failures_per_day": {k: round(sum(per_day(counts[k], days)) / n, 3) for k in KINDS},
        "overdue_bill_days_pct": pct(len(overdue_days & set(days)), len(days)),
    }
