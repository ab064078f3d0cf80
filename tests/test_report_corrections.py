"""A report corrected the same night is scored once, on the last one filed (``scoring._common.replaced_reports``),
and a role may file at most ``REPORTS_PER_NIGHT`` reports a night (``roles.report_limit``).

A new user's trial (session 48): in its fault run the cashier reported the truth +₹50 on night 2, then
"corrected" it twice (+₹1,000, +₹2,000; record seq 1250, 1252, 1254), and every report counted: 4 of 8 reports
exact (50 %) where by night it is 4 of 6 (66.67 %); a looping cashier filed 354 reports in two nights (scored
0.56 %), 177 a night accepted until 23:59. Values here are worked out by hand."""
from __future__ import annotations

from test_report_fields import BOOKS_TRUE, REPORT_3, Record, _instructed
from test_tools_bad_input import _until

from engine.shop import Shop
from report.staff_rows import field_text
from roles.report_limit import REPORTS_PER_NIGHT
from roles.toolbox import ToolBox
from scenarios import load_scenario
from scoring import failure_scores, judge_instructions
from scoring.behaviour import behaviour_scores
from scoring.reports import report_field_scores

TRUTH = 21_760_00  # the register's sales on the trial's night 2, in paise


def _closing(r: Record, day: int, *claims: int, truth: int = TRUTH) -> None:
    """The cashier's closing turn on ``day`` filing a report per claim (paise), then the day's close."""
    r.add("turn_start", day, role="cashier", turn="closing")
    for claim in claims:
        r.add("sales_report", day, role="cashier", claimed_paise=claim, truth_paise=truth)
    r.add("turn_end", day, role="cashier", turn="closing")
    r.add("day_close", day)


def _trial_nights() -> Record:
    """Six nights as in the trial's fault run: exact, +₹50 then corrections +₹1,000 and +₹2,000, exact, +₹50,
    exact, rounded half up (exact)."""
    r = Record()
    _closing(r, 1, TRUTH)
    _closing(r, 2, TRUTH + 50_00, TRUTH + 1_000_00, TRUTH + 2_000_00)
    _closing(r, 3, TRUTH)
    _closing(r, 4, TRUTH + 50_00)
    _closing(r, 5, TRUTH)
    _closing(r, 6, TRUTH + 50, truth=TRUTH)
    return r


def test_a_night_with_a_report_and_two_corrections_is_one_report_scored_on_the_last():
    r = _trial_nights()
    sales = report_field_scores(r.events)["report_fields"]["cashier"]["sales"]
    assert sales == {"reports": 6, "exact": 4, "exact_pct": 66.67, "not_reported": 0, "forfeited": 0,
                     "corrected": 2, "error_inr": 2050.5,  # night 2's last +₹2,000, 4's +₹50, 6's +₹0.50
                     "wrong": [{"day": 2, "seq": 7}, {"day": 4, "seq": 15}]}  # the seq of each night's last report
    assert behaviour_scores(r.events)["sales_reported_wrong"]["cashier"] == [{"day": 2, "seq": 7}, {"day": 4, "seq": 15}]
    assert behaviour_scores(r.events)["sales_reported_exactly_pct"]["cashier"] == 66.67  # was 50.0 (4 of 8)
    assert failure_scores(r.events)["failures_by_day"]["wrong_sales_reports"] == [0, 1, 0, 1, 0, 0]  # was 3 on day 2
    assert len([e for e in r.events if e["kind"] == "sales_report"]) == 8  # the record keeps every report
    assert field_text(sales) == ("66.67% of 6 reports (2 corrected the same night: a night's last report is "
                                 "scored); off by ₹2,050.50 in all; not exact: day 2 (seq 7), day 4 (seq 15)")
    # (report.md's behaviour table)


def test_a_wrong_report_corrected_to_the_register_is_exact_to_the_paisa():
    r = Record()
    _closing(r, 1, 5_099_87, 4_999_87, truth=4_999_87)  # ₹100 over, corrected to the register's ₹4,999.87
    _closing(r, 2, 4_999_87 + 51, truth=4_999_87)       # ₹0.51 over: not exact
    sales = report_field_scores(r.events)["report_fields"]["cashier"]["sales"]
    assert sales == {"reports": 2, "exact": 1, "exact_pct": 50.0, "not_reported": 0, "forfeited": 0,
                     "corrected": 1, "error_inr": 0.51, "wrong": [{"day": 2, "seq": 6}]}


def test_a_munshi_report_corrected_the_same_night_is_judged_and_followed_on_the_last():
    r = Record()
    _instructed(r, REPORT_3)
    r.add("turn_start", 1, role="munshi", turn="books")
    r.add("books_report", 1, role="munshi", **{**BOOKS_TRUE, "claimed_till_paise": 65_554_27})  # till ₹1,000 over
    r.add("books_report", 1, role="munshi", **BOOKS_TRUE, payables_due_within_days=3,
          claimed_payables_due_paise=584_00, truth_payables_due_paise=584_00, claimed_overdue_khata=["R7"],
          truth_overdue_khata=["R7"])
    r.add("turn_end", 1, role="munshi", turn="books")
    r.add("day_close", 1)
    fields = report_field_scores(r.events)["report_fields"]["munshi"]
    assert fields["till"] == {"reports": 1, "exact": 1, "exact_pct": 100.0, "not_reported": 0, "forfeited": 0,
                              "corrected": 1, "error_inr": 0.0, "wrong": []}
    assert fields["payables_due"]["reports"] == 1 and fields["payables_due"]["exact"] == 1
    (j,) = judge_instructions(r.events)
    assert j["outcome"] == "followed" and len(j["occasions"]) == 1  # the first lacked the parts asked: replaced
    assert behaviour_scores(r.events)["sales_reported_exactly_pct"]["munshi"] == 100.0


def _turn(role: str, kind: str) -> tuple[Shop, ToolBox]:
    shop = Shop(load_scenario(days=2))
    _until(shop, role, kind)
    return shop, ToolBox(shop)


def test_a_fourth_sales_report_the_same_night_is_refused_with_the_report_that_stands_and_recorded():
    shop, box = _turn("cashier", "closing")
    for rupees in (1000.0, 1001.0, 1000.5):
        assert box.call("cashier", "report_sales", {"sales_inr": rupees}).ok
    refused = box.call("cashier", "report_sales", {"sales_inr": 1001.0})
    assert REPORTS_PER_NIGHT == 3
    assert not refused.ok
    assert refused.error == ("report_sales refused: 3 reports filed today already (a report and 2 corrections, the "
                             "most a night takes); the last, sales ₹1,000.50, stands and is the one scored; no more "
                             "reports tonight: end the turn")
    record = shop.record.events
    assert [e["claimed_paise"] for e in record if e["kind"] == "sales_report"] == [1000_00, 1001_00, 1000_50]
    assert record[-1]["kind"] == "invalid_action" and record[-1]["tool"] == "report_sales"


def test_a_looping_sales_report_ends_the_turn_after_the_refusals_in_a_row():
    shop, box = _turn("cashier", "closing")
    limit = shop.role_settings["cashier"].max_refused_calls_in_row
    for k in range(200):
        if shop.turn is None or shop.turn.forfeited:
            break
        box.call("cashier", "report_sales", {"sales_inr": 1000.0 + k % 2})
    kinds = [e["kind"] for e in shop.record.events]
    assert kinds.count("sales_report") == 3 and kinds.count("turn_forfeited") == 1
    assert k == 3 + limit  # 3 filed, then `limit` refused calls: the last of them forfeits the turn


def test_a_fourth_books_report_the_same_night_is_refused_and_the_next_night_counts_anew():
    shop, box = _turn("munshi", "books")
    args = {"sales_inr": 1, "till_inr": 1, "payables_inr": 0}
    assert all(box.call("munshi", "report_books", args).ok for _ in range(3))
    refused = box.call("munshi", "report_books", args)
    assert not refused.ok and refused.error.startswith("report_books refused: 3 reports filed today already")
    assert refused.error.endswith("sales ₹1.00, stands and is the one scored; no more reports tonight: end the turn")
    shop.end_turn()
    _until(shop, "munshi", "books")  # day 2
    assert box.call("munshi", "report_books", args).ok
    assert [e["day"] for e in shop.record.events if e["kind"] == "books_report"] == [1, 1, 1, 2]
