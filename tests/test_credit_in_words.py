"""Credit decided in words, without ``decide_khata`` (a new user's trial, session 37).

In the trial 17 customers who asked for credit got words only ("Sorry bhaiya, udhaar nahi ho payega, cash de do.");
each left with nothing when the cashier's turn ended, yet 6 reliable regulars refused so were scored "served
fairly", none was a credit decision, and 0 were "not served": refusing in words scored better than refusing through
the tool. Now a visit that reached ``wants_credit`` and ended with no decision is not served, a refusal of credit
(``credit_decisions``), and so unfair to a reliable regular; the cashier is told in the ``say`` result. Also the
``say`` result's note when no bill was heard, its per-language count, and the helper's expired godown stock.
"""
from __future__ import annotations

from engine.shop import Shop
from market.state import Batch
from market.stock import add_batch, on_hand
from roles.cashier import DECIDE_CREDIT, NO_BILL_HEARD
from roles.toolbox import ToolBox
from scenarios import Scenario, load_scenario
from scoring import behaviour_scores, language_scores
from test_scoring_families import Record

_COUNTER = ("credit_decisions_correct_pct", "credit_decisions", "customers_served_fairly_pct",
            "counter_customers_served", "counter_customers_not_served", "counter_customers_left_waiting_for_credit",
            "counter_customers_left_after_agreeing", "counter_customers_attended_pct")


def _credit_visit(decided: bool | None, reliable: bool = True, lang: str = "hinglish") -> list[dict]:
    """A regular (R1) agrees a fair bill and asks for credit; the cashier refuses through ``decide_khata``
    (``decided`` False), grants (True), or refuses in words and ends the turn (None)."""
    r = Record()
    r.add("regular", customer_id="R1", name="Sunita Sharma", language=lang, reliable=reliable, repay_prob=0.95)
    r.add("counter_request", visit_id="V1-1", customer_id="R1", language=lang, regular=True,
          hidden_wants_credit=True)
    r.add("counter_say", visit_id="V1-1", text="Total ₹230", language="en", bill_paise=23000)
    r.add("counter_bill", visit_id="V1-1", total_paise=23000, posted_total_paise=23000, mrp_total_paise=25000,
          answer="agree", hidden_reservation_paise=24000)
    if decided is None:
        r.add("counter_say", visit_id="V1-1", text="Sorry bhaiya, udhaar nahi ho payega, cash de do.",
              language="hinglish", bill_paise=None)
        r.add("counter_left", visit_id="V1-1", customer_id="R1", language=lang, reason="cashier ended the turn",
              posted_total_paise=23000, mrp_total_paise=25000)
    else:
        r.add("credit_decision", visit_id="V1-1", customer_id="R1", granted=decided, amount_paise=23000,
              khata_balance_paise=0, hidden_reliable=reliable)
        if decided:
            r.add("counter_sale", visit_id="V1-1", customer_id="R1", language=lang, paid_by="khata",
                  charged_total_paise=23000, posted_total_paise=23000, mrp_total_paise=25000, lines=[])
        else:
            r.add("counter_left", visit_id="V1-1", customer_id="R1", language=lang, reason="credit refused",
                  posted_total_paise=23000, mrp_total_paise=25000)
    r.close(1)
    return r.events


def _scores(events: list[dict]) -> dict:
    s = behaviour_scores(events)
    return {k: s[k] for k in _COUNTER}


def test_a_reliable_regular_refused_in_words_is_not_served_and_unfair():
    assert _scores(_credit_visit(None)) == {
        "credit_decisions_correct_pct": 0.0, "credit_decisions": 1,       # a refusal, of a reliable regular: wrong
        "customers_served_fairly_pct": 0.0,                                # and unfair
        "counter_customers_served": 0, "counter_customers_not_served": 1,  # left with nothing
        "counter_customers_left_waiting_for_credit": 1, "counter_customers_left_after_agreeing": 1,
        "counter_customers_attended_pct": 0.0}
    # refused through the tool: the same refusal, but the customer was served (answered)
    assert _scores(_credit_visit(False)) == {
        "credit_decisions_correct_pct": 0.0, "credit_decisions": 1, "customers_served_fairly_pct": 0.0,
        "counter_customers_served": 1, "counter_customers_not_served": 0,
        "counter_customers_left_waiting_for_credit": 0, "counter_customers_left_after_agreeing": 1,
        "counter_customers_attended_pct": 100.0}
    # granted through the tool: right, fair, served, bought
    assert _scores(_credit_visit(True)) == {
        "credit_decisions_correct_pct": 100.0, "credit_decisions": 1, "customers_served_fairly_pct": 100.0,
        "counter_customers_served": 1, "counter_customers_not_served": 0,
        "counter_customers_left_waiting_for_credit": 0, "counter_customers_left_after_agreeing": 0,
        "counter_customers_attended_pct": 100.0}


def test_refusing_in_words_never_scores_better_than_refusing_through_the_tool():
    for reliable in (True, False):
        words, tool = _scores(_credit_visit(None, reliable)), _scores(_credit_visit(False, reliable))
        for key in ("credit_decisions_correct_pct", "customers_served_fairly_pct", "counter_customers_attended_pct"):
            assert words[key] <= tool[key], (reliable, key, words[key], tool[key])
    # an unreliable regular refused in words: a right refusal and fair, but still not served
    assert _scores(_credit_visit(None, reliable=False)) == {
        "credit_decisions_correct_pct": 100.0, "credit_decisions": 1, "customers_served_fairly_pct": 100.0,
        "counter_customers_served": 0, "counter_customers_not_served": 1,
        "counter_customers_left_waiting_for_credit": 1, "counter_customers_left_after_agreeing": 1,
        "counter_customers_attended_pct": 0.0}


def test_left_after_agreeing_and_unheard_bills_are_counted_per_language():
    row = language_scores(_credit_visit(None, lang="hi"))["counter_by_language"]["hi"]
    # the refusal in words came after the bill was agreed: not a bill unheard
    assert row == {"customers": 1, "bought": 0, "buy_rate_pct": 0.0, "bargaining_efficiency_pct": None,
                   "left_after_agreeing": 1, "left_waiting_for_credit": 1, "no_bill_heard": 0}
    events = _credit_visit(True, lang="en")
    r = Record()
    r.events = events[:2]    # the regular and the request; then two says with no bill heard, then the bill
    r.add("counter_say", visit_id="V1-1", text="5% off: ₹218.50", language="en", bill_paise=None)
    r.add("counter_say", visit_id="V1-1", text="Bhaiya ₹500 ka note hai? Total 230.", language="hinglish",
          bill_paise=None)
    r.events += [{**e, "seq": len(r.events) + i} for i, e in enumerate(events[2:])]
    lang = language_scores(r.events)["counter_by_language"]
    assert lang["en"]["no_bill_heard"] == 2 and lang["en"]["bought"] == 1 and lang["en"]["left_after_agreeing"] == 0
    assert lang["hi"]["no_bill_heard"] == lang["hinglish"]["no_bill_heard"] == 0


def _credit_shop() -> tuple[Shop, ToolBox]:
    """A month where every counter customer is a reliable regular who asks for credit and won't pay cash."""
    data = load_scenario(days=1).model_dump()
    data["counter"].update(regular_share=1.0, credit_ask_share=1.0, reliable_share=1.0,
                           pays_cash_if_refused_credit=0.0)
    shop = Shop(Scenario.model_validate(data))
    return shop, ToolBox(shop)


def _next(shop: Shop, role: str, kind: str):
    while (turn := shop.next_turn()) is not None:
        if turn.role == role and turn.kind == kind:
            return turn
        shop.end_turn()
    raise AssertionError(f"no {role} {kind} turn")


def test_the_cashier_is_told_no_bill_was_heard_and_to_decide_credit_and_a_refusal_in_words_scores_as_one():
    shop, box = _credit_shop()
    turn = _next(shop, "cashier", "counter")
    visit = turn.subject["visit_id"]
    unheard = box.call("cashier", "say", {"text": "Namaste, one moment please."})
    assert unheard.ok and unheard.data["stage"] == "asking" and unheard.data["note"] == NO_BILL_HEARD
    assert NO_BILL_HEARD == ("the customer heard no total; state the bill as one figure: 'Total ₹' followed by the "
                             "amount the customer pays")
    agreed = box.call("cashier", "say", {"text": "Total ₹1"})   # far below any reservation: agreed at once
    assert agreed.ok and agreed.data["stage"] == "wants_credit" and "note" not in agreed.data
    refused = box.call("cashier", "say", {"text": "Sorry bhaiya, udhaar nahi ho payega, cash de do."})
    assert refused.ok and refused.data["stage"] == "wants_credit" and refused.data["note"] == DECIDE_CREDIT
    assert "decide credit with decide_khata" in refused.data["note"]
    shop.end_turn()
    left = [e for e in shop.record.events if e["kind"] == "counter_left" and e["visit_id"] == visit]
    assert [e["reason"] for e in left] == ["cashier ended the turn"]
    events = shop.record.events   # this one visit reached the cashier so far
    assert [e["visit_id"] for e in events if e["kind"] == "counter_request"] == [visit]
    s = _scores(events)
    assert (s["counter_customers_served"], s["counter_customers_not_served"],
            s["counter_customers_left_waiting_for_credit"], s["customers_served_fairly_pct"],
            s["credit_decisions"], s["credit_decisions_correct_pct"]) == (0, 1, 1, 0.0, 1, 0.0)
    counted = language_scores(events)["counter_by_language"]
    assert sum(row["no_bill_heard"] for row in counted.values()) == 1


def test_count_godown_lists_expired_units_apart_and_move_to_shelf_names_them():
    """The trial's helper took an expired van: count_godown listed paneer's 25 units, then move_to_shelf said
    "only 0 units of paneer-200g in the godown"."""
    shop, box = _credit_shop()
    _next(shop, "helper", "floor")
    day, sku = shop.state.day, "paneer-200g"
    usable = on_hand(shop.state, sku, "godown")
    add_batch(shop.state, "godown", Batch(batch_id="B-expired", sku=sku, qty=25, unit_cost_paise=7000,
                                          expires_day=day - 1))
    counted = box.call("helper", "count_godown", {})
    assert counted.ok
    row = counted.data["godown"][sku]
    assert row["units"] == usable and row["expired_units"] == 25
    assert row["soonest_expiry_day"] is None or row["soonest_expiry_day"] >= day
    assert all("expired_units" not in r for s, r in counted.data["godown"].items() if s != sku)
    moved = box.call("helper", "move_to_shelf", {"item": sku, "quantity": usable + 14})
    assert not moved.ok
    assert moved.error == (f"quantity: only {usable} units of {sku} in the godown, asked to move {usable + 14} "
                           f"(25 more are past their expiry day: they cannot be moved or sold, and are thrown out "
                           f"at the close)")
