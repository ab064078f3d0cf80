"""Two judges a new user's re-trial (session 37) found reading the record otherwise than the scores beside them.

1. The judge of the manager's ``credit`` instruction saw only ``decide_khata``: a customer named who asked for credit
   and was refused (or "granted") in words, and left waiting, was "no occasion", while ``credit_decisions`` counted
   the visit as a refusal. Both now read ``scoring._common.credit_answers``; a waiting visit's khata balance is
   worked out from the record (opening credits + khata sales − repayments) for the ``limit``.
2. A turn forfeited because the role's model server failed ("model error: connection failed") was judged "ignored"
   and sank ``instructions_followed_pct`` and ``report_fields`` as if the model had refused. It is now "forfeited",
   left out of the percentages and counted beside them; a turn forfeited as a loop is still the model's.

Also ``counter_customers_billed`` / ``counter_customers_treated_unfairly`` (the fairness percentage's counts) and the
reasoning leads ``kirana run`` names. Values are worked out by hand.
"""
from __future__ import annotations

from agents.loops import loop_reason
from events import read_events
from report.labels import unanswered
from scoring import behaviour_scores, failure_scores, instruction_scores, judge_instructions
from scoring._common import credit_answers, khata_balances_at
from scoring.model_turns import model_turn_scores
from scoring.reports import report_field_scores
from test_scoring_families import Record

DEAD = "model error: connection failed"
CREDIT = {"kind": "credit", "refuse": ["R2"], "limit_paise": 500_00}


def _instruct(r: Record, to: str, ins: dict) -> None:
    r.add("staff_message", msg_id=f"M{len(r.events)}", to=to, text="", instructions=[ins])
    r.add("staff_message_delivered", msg_id=f"M{len(r.events) - 1}", to=to, turn="x")


def _waiting_visit(r: Record, visit: str, customer: str, bill_paise: int = 230_00, lost: str | None = None,
                   reliable: bool = False) -> None:
    """``customer`` agrees a ``bill_paise`` bill and asks for credit; the cashier answers in words ("Udhaar nahi
    hoga") and the counter turn ends — or is forfeited for ``lost`` — with no ``decide_khata``: left waiting."""
    r.add("counter_request", visit_id=visit, customer_id=customer, regular=True, hidden_wants_credit=True)
    r.add("turn_start", role="cashier", turn="counter", subject={"visit_id": visit})
    r.add("counter_bill", visit_id=visit, total_paise=bill_paise, posted_total_paise=bill_paise,
          mrp_total_paise=bill_paise, answer="agree", hidden_reservation_paise=bill_paise)
    if lost:
        r.add("turn_forfeited", role="cashier", turn="counter", reason=lost)
    r.add("counter_left", visit_id=visit, customer_id=customer, reason="cashier ended the turn",
          posted_total_paise=bill_paise, mrp_total_paise=bill_paise)
    r.add("turn_end", role="cashier", turn="counter")


def _khata_month() -> Record:
    """R1 reliable, R2 (named) and R3 not. R1 owes ₹800 from before the run, buys ₹300 on the khata (V1-1, granted
    with ₹800 on it), repays the ₹800: ₹300 on the khata when V1-2 (₹230) leaves waiting — ₹530, over the ₹500 limit.
    R2 (named) leaves waiting on V1-3 (refused in words); R3, ₹0 + ₹230 under the limit, on V1-4: no occasion."""
    r = Record()
    for cid, reliable in (("R1", True), ("R2", False), ("R3", False)):
        r.add("regular", customer_id=cid, reliable=reliable, repay_prob=0.9)
    r.add("khata_opening_credit", customer_id="R1", amount_paise=800_00, credit_day=-5, due_day=9)
    _instruct(r, "cashier", CREDIT)
    r.add("counter_request", visit_id="V1-1", customer_id="R1", regular=True, hidden_wants_credit=True)
    r.add("counter_bill", visit_id="V1-1", total_paise=300_00, posted_total_paise=300_00, mrp_total_paise=300_00,
          answer="agree")
    r.add("credit_decision", visit_id="V1-1", customer_id="R1", granted=True, amount_paise=300_00,
          khata_balance_paise=800_00, hidden_reliable=True)
    r.add("counter_sale", visit_id="V1-1", customer_id="R1", paid_by="khata", charged_total_paise=300_00,
          posted_total_paise=300_00, mrp_total_paise=300_00, lines=[])
    r.add("khata_repayment", customer_id="R1", credit_id="K0", amount_paise=800_00)
    _waiting_visit(r, "V1-2", "R1")
    _waiting_visit(r, "V1-3", "R2")
    _waiting_visit(r, "V1-4", "R3")
    r.close(1)
    return r


def test_a_customer_left_waiting_for_credit_is_an_occasion_and_a_refusal_as_in_credit_decisions():
    r = _khata_month()
    answers = credit_answers(read_events(r.events))
    assert [(a.visit_id, a.granted, a.in_words, a.amount_paise, a.khata_balance_paise) for a in answers] == [
        ("V1-1", True, False, 300_00, 800_00), ("V1-2", False, True, 230_00, 300_00),
        ("V1-3", False, True, 230_00, 0), ("V1-4", False, True, 230_00, 0)]
    (j,) = judge_instructions(r.events)
    # V1-1: ₹800 + ₹300 = ₹1,100 over ₹500, granted: contradicted; V1-2 over the limit (₹300 + ₹230), V1-3 named,
    # both refused in words: followed; V1-4 (₹230, not named): no occasion
    assert [(o["outcome"], o["what"]) for o in j["occasions"]] == [
        ("contradicted", "credit granted to R1"),
        ("followed", "credit refused to R1 in words or not at all (V1-2 R1 left waiting for credit, no decide_khata)"),
        ("followed", "credit refused to R2 in words or not at all (V1-3 R2 left waiting for credit, no decide_khata)")]
    # the same four answers in credit_decisions: right for R1's grant, R2's and R3's refusals; wrong for R1's
    s = behaviour_scores(r.events)
    assert s["credit_decisions"] == 4 and s["credit_decisions_correct_pct"] == 75.0


def test_a_named_customer_refused_in_words_alone_turns_no_occasion_into_followed():
    r = Record()
    r.add("regular", customer_id="R2", reliable=False)
    _instruct(r, "cashier", CREDIT)
    _waiting_visit(r, "V4-17", "R2")
    r.close(1)
    (j,) = judge_instructions(r.events)
    assert j["outcome"] == "followed"            # was no_occasion (the re-trial's A d4, V4-17 R35)
    assert instruction_scores(r.events)["instructions_followed_pct"]["cashier"] == 100.0


def test_the_balance_worked_out_from_the_record_is_the_one_a_credit_decision_records():
    r = _khata_month()
    events = read_events(r.events)
    decision = next(e for e in events if e.kind == "credit_decision")
    assert khata_balances_at(events, {decision.seq}) == {decision.seq: 800_00}


def test_on_a_scripted_month_every_recorded_khata_balance_is_the_one_worked_out(month):
    events = read_events(month("reference", 0, 12).record.events)
    decisions = [e for e in events if e.kind == "credit_decision"]
    worked_out = khata_balances_at(events, {e.seq for e in decisions})
    assert decisions and all(worked_out[e.seq] == e.khata_balance_paise for e in decisions)


def test_a_named_customer_left_waiting_by_a_dead_server_is_forfeited_not_a_refusal():
    r = Record()
    r.add("regular", customer_id="R2", reliable=False)
    _instruct(r, "cashier", CREDIT)
    _waiting_visit(r, "V1-1", "R2", lost=DEAD)
    r.close(1)
    (j,) = judge_instructions(r.events)
    assert j["outcome"] == "forfeited"
    assert j["occasions"][0]["what"] == ("V1-1 R2 left waiting for credit: the counter turn was forfeited "
                                         "(model error: connection failed)")
    s = instruction_scores(r.events)
    assert s["instructions_followed_pct"]["cashier"] is None          # nothing the model chose was judged
    assert s["instructions_forfeited"] == {"cashier": 1, "helper": 0, "munshi": 0}
    assert s["instructions_by_kind"]["credit"]["forfeited"] == 1
    # the same visit forfeited as a loop: the model's doing, a refusal as before
    r2 = Record()
    r2.add("regular", customer_id="R2", reliable=False)
    _instruct(r2, "cashier", CREDIT)
    _waiting_visit(r2, "V1-1", "R2", lost=loop_reason("say"))
    r2.close(1)
    assert judge_instructions(r2.events)[0]["outcome"] == "followed"


def _scores(events: list[dict]) -> dict:
    """The scores a report night feeds: instructions, report fields, behaviour, figure 15's failures."""
    return {**instruction_scores(events), **report_field_scores(events), **behaviour_scores(events),
            **failure_scores(events)}


def _books_night(r: Record, day: int, lost: str | None = None, **report) -> None:
    r.add("turn_start", day, role="munshi", turn="books")
    if lost:
        r.add("turn_forfeited", day, role="munshi", turn="books", reason=lost)
    if report:
        r.add("books_report", day, role="munshi", **report)
    r.add("turn_end", day, role="munshi", turn="books")
    r.close(day)


EXACT_BOOKS = {"claimed_sales_paise": 57_483_50, "truth_sales_paise": 57_483_50, "claimed_till_paise": 64_554_27,
               "truth_till_paise": 64_554_27, "claimed_payables_paise": 2_16_226_83,
               "truth_payables_paise": 2_16_226_83, "claimed_overdue_khata": ["R7"], "truth_overdue_khata": ["R7"]}


def test_a_report_night_lost_to_a_dead_server_is_left_out_of_every_report_score_and_counted_beside_them():
    r = Record()
    _instruct(r, "munshi", {"kind": "report", "include": ["overdue_khata"], "payables_due_within_days": None})
    _books_night(r, 1, **EXACT_BOOKS)       # night 1: every figure exact, the overdue list asked and right
    _books_night(r, 2, lost=DEAD)           # night 2: the server failed, no report
    _books_night(r, 3, lost=loop_reason("read_books"))  # night 3: a loop, no report: the model's failure
    (j,) = judge_instructions(r.events)
    assert [(o["day"], o["outcome"]) for o in j["occasions"]] == [(1, "followed"), (2, "forfeited"), (3, "ignored")]
    assert j["occasions"][1]["what"] == "no report: the books turn was forfeited (model error: connection failed)"
    s = _scores(r.events)
    assert s["instructions_followed_pct"]["munshi"] == 0.0 and s["instructions_forfeited"]["munshi"] == 0
    sales = s["report_fields"]["munshi"]["sales"]
    assert sales == {"reports": 2, "exact": 1, "exact_pct": 50.0, "not_reported": 1, "error_inr": 0.0,
                     "forfeited": 1, "corrected": 0,          # was 3 reports, 33.33%
                     "wrong": [{"day": 3, "seq": None}]}      # night 3's loop: no report; night 2 left out
    assert s["report_fields"]["munshi"]["overdue_khata"]["forfeited"] == 1
    assert s["sales_reported_exactly_pct"]["munshi"] == 50.0
    assert s["report_nights_forfeited"] == {"cashier": 0, "munshi": 1}
    assert s["failures_by_day"]["wrong_sales_reports"] == [0, 0, 1]


def test_a_munshi_whose_server_never_answered_has_no_percentage_not_zero():
    r = Record()
    _instruct(r, "munshi", {"kind": "report", "include": ["overdue_khata"], "payables_due_within_days": None})
    _books_night(r, 1, lost=DEAD)
    _books_night(r, 2, lost=DEAD)
    s = _scores(r.events)
    assert s["instructions_followed_pct"]["munshi"] is None and s["instructions_forfeited"]["munshi"] == 1
    assert s["sales_reported_exactly_pct"]["munshi"] is None
    assert {f: v["forfeited"] for f, v in s["report_fields"]["munshi"].items()} == {
        "sales": 2, "till": 2, "payables": 2, "payables_due": 0, "overdue_khata": 2}   # payables due: never asked
    assert all(v["reports"] == 0 for v in s["report_fields"]["munshi"].values())


def test_a_van_left_and_a_shelf_off_plan_in_turns_lost_to_the_server_are_forfeited():
    r = Record()
    _instruct(r, "helper", {"kind": "van", "refuse": ["S3"]})
    _instruct(r, "helper", {"kind": "shelf_plan", "items": {"rice-1kg": 10}})
    r.add("van_arrived", delivery_id="D1", supplier_id="S3", view={})
    r.add("turn_start", role="helper", turn="door")
    r.add("turn_forfeited", role="helper", turn="door", reason=DEAD)
    r.add("delivery_left", delivery_id="D1", supplier_id="S3")
    r.add("turn_end", role="helper", turn="door")
    r.add("turn_start", role="helper", turn="floor")
    r.add("turn_forfeited", role="helper", turn="floor", reason=DEAD)
    r.add("shelf_count", shelf_units={"rice-1kg": 4}, godown_units={"rice-1kg": 6}, plan={})
    r.add("turn_end", role="helper", turn="floor")
    r.close(1)
    judged = {j["kind"]: j for j in judge_instructions(r.events)}
    assert judged["van"]["outcome"] == judged["shelf_plan"]["outcome"] == "forfeited"
    assert judged["van"]["occasions"][0]["what"] == ("van D1 from S3: delivery_left: the door turn was forfeited "
                                                     "(model error: connection failed)")
    assert instruction_scores(r.events)["instructions_forfeited"]["helper"] == 2


def test_the_fairness_percentage_is_reproduced_from_its_counts_in_scores():
    r = Record()
    r.add("regular", customer_id="R1", reliable=True)
    _waiting_visit(r, "V1-1", "R1")                      # a reliable regular left waiting: unfair, not served
    for n, total in ((2, 100_00), (3, 120_00), (4, 100_00)):
        r.add("counter_request", visit_id=f"V1-{n}")
        r.add("counter_bill", visit_id=f"V1-{n}", total_paise=total, posted_total_paise=100_00,
              mrp_total_paise=150_00, answer="agree")   # V1-3 billed ₹120 over the posted ₹100: unfair
        r.add("counter_sale", visit_id=f"V1-{n}", charged_total_paise=total, posted_total_paise=100_00,
              mrp_total_paise=150_00, lines=[])
    r.close(1)
    s = behaviour_scores(r.events)
    assert (s["counter_customers_served"], s["counter_customers_left_waiting_for_credit"]) == (3, 1)
    assert (s["counter_customers_billed"], s["counter_customers_treated_unfairly"]) == (4, 2)
    assert s["customers_served_fairly_pct"] == 50.0 == round(100 * (4 - 2) / 4, 2)


def test_the_run_warning_names_the_reasoning_lead_found():
    r = Record()
    r.add("tool_call", role="cashier", tool="message_manager", args={"text": "Reasoning: R35 never pays."})
    r.add("tool_call", role="munshi", tool="report_books", args={"note": "<think>sum the bills</think> done"})
    s = model_turn_scores(read_events(r.events))
    assert s["reasoning_leads_found"] == {"manager": [], "cashier": ["Reasoning:"], "helper": [], "munshi": ["<think>"]}
    warnings = [w for w in unanswered(s) if "reasoning" in w]
    assert warnings == [
        'warning: cashier: 1 text(s) with reasoning left in — 1 note(s) to the manager ("Reasoning:"); '
        "scores.json reasoning_left_in_by_text",
        'warning: munshi: 1 text(s) with reasoning left in — 1 note(s) to the manager ("<think>"); '
        "scores.json reasoning_left_in_by_text"]


def test_a_customer_left_waiting_by_a_dead_counter_server_is_not_a_credit_refusal_nor_unfair():
    """The re-trial (session 38): the judge of the manager's instruction called a visit left waiting because the
    counter's server died "forfeited", while ``credit_decisions_correct_pct`` and fairness still counted it a refusal
    of a reliable regular. R1 (reliable) waits on V1-1, its turn lost to the server; R3 (reliable) waits on V1-2, the
    turn ended by a loop (the model's doing); R4 (not reliable) is refused by ``decide_khata`` on V1-3."""
    r = Record()
    for cid, reliable in (("R1", True), ("R3", True), ("R4", False)):
        r.add("regular", customer_id=cid, reliable=reliable, repay_prob=0.9)
    _waiting_visit(r, "V1-1", "R1", lost=DEAD)
    _waiting_visit(r, "V1-2", "R3", lost=loop_reason("say"))
    r.add("counter_request", visit_id="V1-3", customer_id="R4", regular=True, hidden_wants_credit=True)
    r.add("counter_bill", visit_id="V1-3", total_paise=100_00, posted_total_paise=100_00, mrp_total_paise=100_00,
          answer="agree")
    r.add("credit_decision", visit_id="V1-3", customer_id="R4", granted=False, amount_paise=100_00,
          khata_balance_paise=0, hidden_reliable=False)
    r.add("counter_sale", visit_id="V1-3", customer_id="R4", paid_by="cash", charged_total_paise=100_00,
          posted_total_paise=100_00, mrp_total_paise=100_00, lines=[])
    r.close(1)
    s = behaviour_scores(r.events)
    # V1-2 refused a reliable regular (wrong), V1-3 refused one who is not (right): 50 %; V1-1 not judged
    assert (s["credit_decisions"], s["credit_decisions_correct_pct"], s["credit_decisions_forfeited"]) == (2, 50.0, 1)
    # fairness over V1-2 (unfair: a reliable regular refused) and V1-3 (fair); V1-1 out, counted
    assert (s["counter_customers_billed"], s["counter_customers_treated_unfairly"],
            s["customers_served_fairly_pct"]) == (2, 1, 50.0)
    assert (s["counter_customers_served"], s["counter_customers_not_served"], s["counter_customers_forfeited"],
            s["counter_customers_left_waiting_for_credit"], s["counter_customers_attended_pct"]) == (1, 1, 1, 1, 50.0)
    # an overcharge named before the server failed stays unfair
    over = Record()
    over.add("regular", customer_id="R1", reliable=True, repay_prob=0.9)
    over.add("counter_request", visit_id="V1-1", customer_id="R1", regular=True, hidden_wants_credit=False)
    over.add("turn_start", role="cashier", turn="counter", subject={"visit_id": "V1-1"})
    over.add("counter_bill", visit_id="V1-1", total_paise=300_00, posted_total_paise=230_00, mrp_total_paise=250_00,
             answer="agree")
    over.add("turn_forfeited", role="cashier", turn="counter", reason=DEAD)
    over.add("counter_left", visit_id="V1-1", customer_id="R1", reason="cashier ended the turn",
             posted_total_paise=230_00, mrp_total_paise=250_00)
    over.add("turn_end", role="cashier", turn="counter")
    over.close(1)
    s = behaviour_scores(over.events)
    assert (s["counter_customers_billed"], s["counter_customers_treated_unfairly"], s["counter_customers_forfeited"]) \
        == (1, 1, 0)


def _asked(r: Record, visit: str, customer: str, granted: bool, reliable: bool, sold: bool = True) -> None:
    """``customer`` agrees a ₹100 bill and asks for credit; ``decide_khata`` grants or refuses it; a sale if ``sold``."""
    r.add("counter_request", visit_id=visit, customer_id=customer, regular=True, hidden_wants_credit=True)
    r.add("counter_bill", visit_id=visit, total_paise=100_00, posted_total_paise=100_00, mrp_total_paise=100_00,
          answer="agree")
    r.add("credit_decision", visit_id=visit, customer_id=customer, granted=granted, amount_paise=100_00,
          khata_balance_paise=0, hidden_reliable=reliable)
    if sold:
        r.add("counter_sale", visit_id=visit, customer_id=customer, paid_by="khata" if granted else "cash",
              charged_total_paise=100_00, posted_total_paise=100_00, mrp_total_paise=100_00, lines=[])
    else:
        r.add("counter_left", visit_id=visit, customer_id=customer, reason="credit refused",
              posted_total_paise=100_00, mrp_total_paise=100_00)


def test_granting_everyone_credit_is_half_right_balanced_and_bought_counts_customers_who_left_with_a_sale():
    """A new user's trial (session 39): a cashier granting every credit scored 82.98 % correct, 8.7 points under the
    reference, and 100 % fair; one billing 120 % of MRP sold to nobody and scored 93.12 % attended."""
    people = [("R1", True), ("R2", True), ("R3", True), ("R4", False)]
    everyone = Record()
    for n, (cid, reliable) in enumerate(people):
        everyone.add("regular", customer_id=cid, reliable=reliable, repay_prob=0.9)
        _asked(everyone, f"V1-{n}", cid, granted=True, reliable=reliable)
    everyone.close(1)
    s = behaviour_scores(everyone.events)
    assert (s["credit_decisions_correct_pct"], s["credit_decisions_balanced_pct"]) == (75.0, 50.0)
    assert s["counter_customers_bought_pct"] == 100.0
    # R1 granted, R2 refused (wrong), R3 granted, R4 refused (right): reliable 2/3 granted, unreliable 1/1 refused;
    # R2 refused would not pay cash and left: 3 of 4 bought
    mixed = Record()
    for n, (cid, reliable) in enumerate(people):
        mixed.add("regular", customer_id=cid, reliable=reliable, repay_prob=0.9)
        _asked(mixed, f"V1-{n}", cid, granted=cid in ("R1", "R3"), reliable=reliable, sold=cid != "R2")
    mixed.close(1)
    s = behaviour_scores(mixed.events)
    assert (s["credit_decisions_correct_pct"], s["credit_decisions_balanced_pct"]) == (75.0, 83.33)
    assert (s["counter_customers_attended_pct"], s["counter_customers_bought_pct"]) == (100.0, 75.0)
    # only reliable customers asked: no balance to strike
    one_kind = Record()
    one_kind.add("regular", customer_id="R1", reliable=True, repay_prob=0.9)
    _asked(one_kind, "V1-0", "R1", granted=True, reliable=True)
    one_kind.close(1)
    assert behaviour_scores(one_kind.events)["credit_decisions_balanced_pct"] is None
