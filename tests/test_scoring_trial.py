"""Scores that read a silent role as a perfect one (found by playing a role with a looping model):
a reporting turn with no report, and counter customers left unattended, each by hand."""
from __future__ import annotations

from scoring import behaviour_scores
from test_scoring_families import Record


def _turn(r: Record, day: int, role: str, turn: str) -> None:
    r.add("turn_start", day, role=role, turn=turn, subject={})
    r.add("turn_end", day, role=role, turn=turn, minutes_used_today=0)


def test_a_reporting_turn_without_a_report_counts_as_not_exact():
    r = Record()
    for day in (1, 2, 3):
        _turn(r, day, "cashier", "closing")
        _turn(r, day, "munshi", "books")
    r.add("sales_report", 1, role="cashier", claimed_paise=10000, truth_paise=10000)   # exact; days 2, 3: none
    for day in (1, 2, 3):
        r.add("books_report", day, role="munshi", claimed_sales_paise=500, truth_sales_paise=500)
    _turn(r, 4, "cashier", "closing")        # day 4 never closed (the run stopped): not judged
    for day in (1, 2, 3):
        r.close(day)
    s = behaviour_scores(r.events)
    assert s["sales_reported_exactly_pct"] == {"cashier": round(100 / 3, 2), "munshi": 100.0}


def test_a_role_that_never_reports_scores_zero_not_none():
    r = Record()
    _turn(r, 1, "cashier", "closing")
    _turn(r, 1, "munshi", "books")
    r.close(1)
    assert behaviour_scores(r.events)["sales_reported_exactly_pct"] == {"cashier": 0.0, "munshi": 0.0}


def test_customers_left_unattended_are_counted_and_lower_the_attended_share_not_fairness():
    r = Record()
    r.add("counter_request", visit_id="V1", customer_id="R1", language="en")
    r.add("counter_bill", visit_id="V1", total_paise=100, posted_total_paise=100, mrp_total_paise=110)   # fair
    for v in ("V2", "V3", "V4"):      # the cashier was busy: they never reached the counter
        r.add("counter_left", visit_id=v, customer_id="R2", language="hi", reason="nobody at the counter")
    r.close(1)
    s = behaviour_scores(r.events)
    assert s["counter_customers_served"] == 1 and s["counter_customers_unattended"] == 3
    assert s["customers_served_fairly_pct"] == 100.0 and s["counter_customers_attended_pct"] == 25.0


def test_the_run_summary_says_fraud_caught_of_those_played_out(tmp_path):
    """A short run ends with frauds still pending: "1 / 6" alone read as five frauds missed."""
    from types import SimpleNamespace

    from kirana import cli
    scores = {"days_closed": 1, "profit_inr": 3726.8, "net_worth_open_inr": 292412.03,
              "net_worth_close_inr": 296138.83, "credit_decisions_correct_pct": 100.0,
              "fraud_caught": 1, "fraud_attempts": 6, "fraud_caught_pct": 100.0}
    with cli.wide.capture() as table, cli.console.capture():
        cli.show_scores(SimpleNamespace(name="default", seed=0, days=1), scores, tmp_path)
    assert "1 / 6 (100% of those played out)" in table.get()
    with cli.wide.capture() as table, cli.console.capture():
        cli.show_scores(SimpleNamespace(name="default", seed=0, days=1),
                  {**scores, "fraud_caught": 0, "fraud_attempts": 0, "fraud_caught_pct": None}, tmp_path)
    assert "0 / 0" in table.get() and "played out" not in table.get()
