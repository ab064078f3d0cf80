"""A stopped run's "At a glance" and profit chart set its profit beside the anchors' profit to the same day (a new
user's trial, session 38: a run killed after 15 of 60 days showed +₹38,307 beside the reference shop's whole month,
+₹1,64,806, although it was the reference shop itself)."""
from __future__ import annotations

from report.document import _glance, anchor_profit_to

ANCHORS = {"shops": {"reference": {"profit_inr": 164806.0, "profit_by_day_inr": [1000.0, 2500.5, 38307.0, 90000.0]}}}


def _scores(closed: int, days: int, profit: float) -> dict:
    return {"profit_inr": profit, "net_worth_open_inr": 100000.0, "net_worth_close_inr": 100000.0 + profit,
            "days_closed": closed, "days": days}


def test_a_stopped_run_sees_the_anchor_to_its_last_closed_day_and_the_whole_month():
    rows = _glance(_scores(3, 4, 38307.0), ANCHORS).tables[0].rows
    assert ["scripted shop `reference` on the same month, to day 3", "+₹38,307"] in rows
    assert ["scripted shop `reference`, all 4 days", "+₹1,64,806"] in rows
    assert not any(r[0] == "scripted shop `reference` on the same month" for r in rows)


def test_a_finished_run_sees_the_whole_month_only():
    rows = _glance(_scores(4, 4, 150000.0), ANCHORS).tables[0].rows
    assert ["scripted shop `reference` on the same month", "+₹1,64,806"] in rows
    assert not any("to day" in r[0] for r in rows)


def test_anchor_profit_to_a_day():
    a = ANCHORS["shops"]["reference"]
    assert anchor_profit_to(a, 2) == 2500.5
    assert anchor_profit_to(a, 0) is None and anchor_profit_to(a, 5) is None
