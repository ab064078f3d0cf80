"""Each figure the staff reported, scored field by field (``scoring.reports``), and the report instruction judged on
every report night (``scoring.instructions``): a new user's trial (session 37) planted a till ₹1,000 over, payables
missing a bill, payables due ₹200 over and an overdue customer left out, and saw only the sales figure scored; a night
with no report was no occasion for the report instruction; payables due for 2 days when 3 were asked were judged
"report without payables_due" and scored against the munshi's own window; a "<think>" note reached the manager and
counted 0. Values here are worked out by hand."""
from __future__ import annotations

import re

from event_builder import complete
from test_tools_bad_input import _until

from engine.shop import Shop
from events.money import format_inr
from lang.english import block
from market.staff_inbox import deliver
from market.state import new_message
from roles.instructions import parse_instructions
from roles.munshi import payables_due
from roles.toolbox import ToolBox
from scenarios import load_scenario
from scoring import failure_scores, instruction_scores, judge_instructions
from scoring.behaviour import behaviour_scores
from scoring.model_turns import model_turn_scores
from scoring.reports import report_field_scores

REPORT_3 = {"kind": "report", "include": ["payables_due", "overdue_khata"], "payables_due_within_days": 3}


class Record:
    def __init__(self) -> None:
        self.events: list[dict] = []

    def add(self, kind: str, day: int = 1, **fields) -> dict:
        e = complete({"seq": len(self.events), "day": day, "minute": (day - 1) * 1440 + 600 + len(self.events),
                      "kind": kind, **fields})
        self.events.append(e)
        return e

    def night(self, day: int, role: str = "munshi", turn: str = "books", **report) -> None:
        """The role's reporting turn on ``day`` (with a report when ``report`` is given), then the day's close."""
        self.add("turn_start", day, role=role, turn=turn)
        if report:
            self.add("books_report" if role == "munshi" else "sales_report", day, role=role, **report)
        self.add("turn_end", day, role=role, turn=turn)
        self.add("day_close", day)


BOOKS_TRUE = {"claimed_sales_paise": 57_483_50, "truth_sales_paise": 57_483_50,
              "claimed_till_paise": 64_554_27, "truth_till_paise": 64_554_27,
              "claimed_payables_paise": 2_16_226_83, "truth_payables_paise": 2_16_226_83}


def test_a_planted_till_error_is_not_exact_and_off_by_1000_and_a_night_with_no_report_is_not_reported():
    r = Record()
    r.night(1, **{**BOOKS_TRUE, "claimed_till_paise": 65_554_27})  # till ₹1,000 over, the rest exact
    r.night(2)                                                       # no report_books that night
    fields = report_field_scores(r.events)["report_fields"]["munshi"]
    assert fields["till"] == {"reports": 2, "exact": 0, "exact_pct": 0.0, "not_reported": 1, "error_inr": 1000.0,
                              "forfeited": 0, "corrected": 0,
                              "wrong": [{"day": 1, "seq": 1}, {"day": 2, "seq": None}]}  # the report's seq; none
    assert fields["sales"] == {"reports": 2, "exact": 1, "exact_pct": 50.0, "not_reported": 1, "error_inr": 0.0,
                               "forfeited": 0, "corrected": 0, "wrong": [{"day": 2, "seq": None}]}
    assert fields["payables"]["exact"] == 1 and fields["payables"]["error_inr"] == 0.0
    # no report instruction and none given: no occasion for the optional parts
    assert fields["payables_due"]["reports"] == 0 and fields["payables_due"]["exact_pct"] is None
    assert fields["overdue_khata"]["reports"] == 0
    # the sales field is sales_reported_exactly_pct; the night with no report is a wrong sales report that day
    assert behaviour_scores(r.events)["sales_reported_exactly_pct"]["munshi"] == 50.0
    assert behaviour_scores(r.events)["sales_reported_wrong"] == {"cashier": [], "munshi": [{"day": 2, "seq": None}]}
    assert failure_scores(r.events)["failures_by_day"]["wrong_sales_reports"] == [0, 1]


def test_a_day_no_one_reported_counts_once_per_role_in_wrong_sales_reports():
    r = Record()
    r.add("turn_start", 1, role="cashier", turn="closing")
    r.add("turn_start", 1, role="munshi", turn="books")
    r.add("day_close", 1)
    r.night(2, role="cashier", turn="closing", claimed_paise=100, truth_paise=100)
    s = {**behaviour_scores(r.events), **failure_scores(r.events), **report_field_scores(r.events)}
    assert s["failures_by_day"]["wrong_sales_reports"] == [2, 0]
    assert s["sales_reported_exactly_pct"] == {"cashier": 50.0, "munshi": 0.0}
    assert s["report_fields"]["cashier"]["sales"] == {"reports": 2, "exact": 1, "exact_pct": 50.0,
                                                      "not_reported": 1, "error_inr": 0.0, "forfeited": 0,
                                                      "corrected": 0, "wrong": [{"day": 1, "seq": None}]}
    assert s["sales_reported_wrong"] == {"cashier": [{"day": 1, "seq": None}], "munshi": [{"day": 1, "seq": None}]}


def test_a_figure_rounded_half_up_to_the_rupee_is_exact_and_one_paisa_more_is_not():
    r = Record()
    r.night(1, role="cashier", turn="closing", claimed_paise=57_484_00, truth_paise=57_483_50)   # ₹0.50 off
    r.night(2, role="cashier", turn="closing", claimed_paise=57_484_01, truth_paise=57_483_50)   # ₹0.51 off
    r.night(3, **{**BOOKS_TRUE, "claimed_till_paise": 64_554_77})                                  # ₹0.50 off
    r.night(4, **{**BOOKS_TRUE, "claimed_payables_paise": 2_16_226_32})                            # ₹0.51 off
    s = {**failure_scores(r.events), **report_field_scores(r.events)}
    assert s["report_fields"]["cashier"]["sales"]["exact"] == 1
    assert s["report_fields"]["cashier"]["sales"]["error_inr"] == 1.01
    assert s["failures_by_day"]["wrong_sales_reports"] == [0, 1, 0, 0]  # (no books turn on days 1-2, no closing 3-4)
    munshi = s["report_fields"]["munshi"]
    assert munshi["till"]["exact"] == 2 and munshi["payables"]["exact"] == 1 and munshi["payables"]["reports"] == 2


def _instructed(r: Record, ins: dict = REPORT_3) -> None:
    r.add("staff_message", 1, msg_id="M1", to="munshi", text="report", instructions=[ins])
    r.add("staff_message_delivered", 1, msg_id="M1", to="munshi", turn="books")


def test_payables_due_for_another_window_are_judged_so_and_scored_against_the_window_asked():
    r = Record()
    _instructed(r)
    # day 1: payables due for 2 days (₹384, true for 2 days) when 3 were asked (true: ₹584); overdue list short
    r.night(1, **BOOKS_TRUE, payables_due_within_days=2, claimed_payables_due_paise=384_00,
            truth_payables_due_paise=384_00, asked_payables_due_within_days=3, truth_payables_due_asked_paise=584_00,
            claimed_overdue_khata=["R11"], truth_overdue_khata=["R7", "R11"])
    r.night(2)  # day 2: no report at all
    (j,) = judge_instructions(r.events)
    assert j["outcome"] == "ignored"
    assert [(o["day"], o["outcome"]) for o in j["occasions"]] == [(1, "ignored"), (2, "ignored")]
    assert j["occasions"][0]["what"] == "payables due reported for 2 days when 3 were asked"
    assert j["occasions"][1]["what"].startswith("no report")
    fields = report_field_scores(r.events)["report_fields"]["munshi"]
    assert fields["payables_due"] == {"reports": 2, "exact": 0, "exact_pct": 0.0, "not_reported": 1,
                                      "error_inr": 200.0, "forfeited": 0, "corrected": 0,
                                      "wrong": [{"day": 1, "seq": 3}, {"day": 2, "seq": None}]}
    assert fields["overdue_khata"] == {"reports": 2, "exact": 0, "exact_pct": 0.0, "not_reported": 1,
                                       "customers_missed": 1, "customers_extra": 0, "forfeited": 0, "corrected": 0,
                                       "wrong": [{"day": 1, "seq": 3}, {"day": 2, "seq": None}]}


def test_a_books_turn_forfeited_to_a_dead_server_is_a_forfeited_occasion_naming_the_forfeit():
    """A forfeit to a failed model server is no refusal of the model's (session 38; it was judged ignored)."""
    r = Record()
    _instructed(r)
    r.add("turn_start", 1, role="munshi", turn="books")
    r.add("turn_forfeited", 1, role="munshi", turn="books", reason="model error: connection failed")
    r.add("turn_end", 1, role="munshi", turn="books")
    r.add("day_close", 1)
    (j,) = judge_instructions(r.events)
    assert j["outcome"] == "forfeited" and "forfeited (model error: connection failed)" in j["occasions"][0]["what"]
    assert instruction_scores(r.events)["instructions_by_kind"]["report"]["forfeited"] == 1


def test_a_books_turn_forfeited_as_a_loop_is_still_an_ignored_occasion():
    r = Record()
    _instructed(r)
    r.add("turn_start", 1, role="munshi", turn="books")
    r.add("turn_forfeited", 1, role="munshi", turn="books", reason="loop: read_books 3 times in a row")
    r.add("turn_end", 1, role="munshi", turn="books")
    r.add("day_close", 1)
    (j,) = judge_instructions(r.events)
    assert j["outcome"] == "ignored" and "forfeited (loop: read_books" in j["occasions"][0]["what"]


def test_a_report_with_every_part_at_the_window_asked_is_followed_and_exact():
    r = Record()
    _instructed(r)
    r.night(1, **BOOKS_TRUE, payables_due_within_days=3, claimed_payables_due_paise=584_00,
            truth_payables_due_paise=584_00, claimed_overdue_khata=["R11", "R7"], truth_overdue_khata=["R7", "R11"])
    (j,) = judge_instructions(r.events)
    assert j["outcome"] == "followed"
    fields = report_field_scores(r.events)["report_fields"]["munshi"]
    assert fields["payables_due"]["exact_pct"] == 100.0 and fields["overdue_khata"]["exact_pct"] == 100.0


def test_reasoning_left_in_a_staff_note_to_the_manager_counts_for_that_role():
    r = Record()
    r.add("tool_call", 1, role="munshi", tool="report_books",
          args={"sales_inr": 1, "note": "<think>Register says sales; till counted.</think> Khata: R7 owes."})
    r.add("tool_call", 1, role="cashier", tool="report_sales",
          args={"sales_inr": 1, "note": "Reasoning: cash plus khata from the register."})
    r.add("tool_call", 1, role="helper", tool="message_manager", args={"text": "Plan: move rice first.\nDone."})
    r.add("tool_call", 1, role="cashier", tool="message_manager", args={"text": "Sales were good today."})
    leaked = model_turn_scores(score_ready(r.events))["reasoning_left_in"]
    assert leaked == {"manager": 0, "cashier": 1, "helper": 1, "munshi": 1}


def score_ready(events: list[dict]) -> list:
    from events import parse_event
    return [parse_event(e) for e in events]


def _books_turn() -> tuple[Shop, ToolBox]:
    shop = Shop(load_scenario(days=2))
    _until(shop, "munshi", "books")
    return shop, ToolBox(shop)


def _hand_over(shop: Shop, text: str) -> None:
    """A manager's message to the munshi handed over in its open books turn, as ``send_message`` and
    ``market.staff_inbox.deliver`` do it (its block the munshi's standing report instruction)."""
    msg = new_message("M90", shop.state.minute, "manager", "munshi", text)
    msg.instructions = parse_instructions(text, "munshi", shop.catalogue)
    shop.state.inbox["munshi"].append(msg)
    deliver(shop, shop.turn)


def test_report_books_records_the_truth_at_the_window_asked_and_writes_indian_grouping():
    shop, box = _books_turn()
    _hand_over(shop, "Report please.\n" + block("report", {"include": ["payables_due"], "payables_due_within_days": 3}))
    result = box.call("munshi", "report_books", {"sales_inr": 1, "till_inr": 1, "payables_inr": 180629.57,
                                                 "payables_due_inr": 384, "payables_due_within_days": 2})
    assert result.ok, result.error
    books = [e for e in shop.record.events if e["kind"] == "books_report"][-1]
    assert books["asked_payables_due_within_days"] == 3
    assert books["truth_payables_due_asked_paise"] == payables_due(shop.state, 3)
    assert books["truth_payables_due_paise"] == payables_due(shop.state, 2)
    text = shop.state.inbox["manager"][-1].text
    assert "payables ₹1,80,629.57" in text and "₹384.00" in text and not re.search(r"₹\d{3},\d{3}", text)
    assert format_inr(18062957, decimals=True) == "₹1,80,629.57"


def test_report_books_at_the_window_asked_records_no_second_truth():
    shop, box = _books_turn()
    _hand_over(shop, block("report", {"include": ["payables_due"], "payables_due_within_days": 2}))
    assert box.call("munshi", "report_books", {"sales_inr": 1, "till_inr": 1, "payables_inr": 1,
                                               "payables_due_inr": 1, "payables_due_within_days": 2}).ok
    books = [e for e in shop.record.events if e["kind"] == "books_report"][-1]
    assert "asked_payables_due_within_days" not in books and "truth_payables_due_asked_paise" not in books
