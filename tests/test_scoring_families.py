"""Each score family on a small hand-built record whose right answer is worked out by hand here."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from event_builder import complete
from scoring import (behaviour_scores, demand_scores, efficiency_scores, failure_scores, flat_row, fraud_outcomes,
                     fraud_scores, language_scores, money_scores, negotiation_scores, score_record, usage_scores)


class Record:
    """Builds a record: ``add(kind, day, **fields)`` appends an event with seq and minute filled in."""

    def __init__(self) -> None:
        self.events: list[dict] = []

    def add(self, kind: str, day: int = 1, minute: int | None = None, **fields) -> dict:
        """The event, its kind's other required fields given neutral values (``event_builder.complete``)."""
        e = complete({"seq": len(self.events), "day": day,
                      "minute": (day - 1) * 1440 + 600 if minute is None else minute, "kind": kind, **fields})
        self.events.append(e)
        return e

    def close(self, day: int, **parts) -> None:
        self.add("day_close", day, minute=(day - 1) * 1440 + 1439,
                 **{"cash_paise": 0, "stock_at_cost_paise": 0, "receivables_paise": 0, "payables_paise": 0,
                    "gst_owed_paise": 0, "net_worth_paise": 0, **parts})


def _walk(sku="rice", price=1000, visits=0, wanted=0, lost_price=0, lost_empty=0, sold=0, revenue=0, gst=0, cost=0):
    return {"sku": sku, "price_paise": price, "visits": visits, "wanted": wanted, "lost_price": lost_price,
            "lost_empty": lost_empty, "sold": sold, "revenue_paise": revenue, "gst_paise": gst, "cost_paise": cost}


def test_money_scores_by_hand():
    r = Record()
    r.add("net_worth_open", cash_paise=100_00, stock_at_cost_paise=0, receivables_paise=0, payables_paise=0,
          gst_owed_paise=0, net_worth_paise=1_000_00)
    r.close(1, net_worth_paise=1_050_00, cash_paise=700_00, stock_at_cost_paise=400_00, payables_paise=50_00)
    r.close(2, net_worth_paise=990_50, cash_paise=600_00, stock_at_cost_paise=300_00, payables_paise=0)
    s = money_scores(r.events)
    # profit = 990.50 − 1,000 = −9.50; by day: +50, −9.50
    assert s["profit_inr"] == -9.5 and s["profit_by_day_inr"] == [50.0, -9.5]
    assert s["cash_by_day_inr"] == [700.0, 600.0] and s["stock_at_cost_by_day_inr"] == [400.0, 300.0]
    assert s["payables_by_day_inr"] == [50.0, 0.0]


def _behaviour_record() -> Record:
    r = Record()
    r.add("sales_report", 1, role="cashier", claimed_paise=10000, truth_paise=10000)   # exact
    r.add("sales_report", 2, role="cashier", claimed_paise=10060, truth_paise=10000)   # 60 paise off: wrong
    r.add("books_report", 1, role="munshi", claimed_sales_paise=10049, truth_sales_paise=10000)  # 49 paise: exact
    r.add("books_report", 2, role="munshi", claimed_sales_paise=10000, truth_sales_paise=10000)
    for v, lang in (("V1", "en"), ("V2", "hi"), ("V3", "en"), ("V4", "hinglish"), ("V5", "en")):
        r.add("counter_request", visit_id=v, customer_id="R1", language=lang)
    r.add("counter_left", visit_id="V3", customer_id="R1", language="en", reason="nothing in stock")
    r.add("counter_bill", visit_id="V1", total_paise=100, posted_total_paise=100, mrp_total_paise=110)
    r.add("counter_bill", visit_id="V2", total_paise=105, posted_total_paise=100, mrp_total_paise=110)  # > posted
    r.add("counter_bill", visit_id="V4", total_paise=100, posted_total_paise=100, mrp_total_paise=110)
    r.add("counter_bill", visit_id="V5", total_paise=120, posted_total_paise=120, mrp_total_paise=110)  # > MRP
    r.add("credit_decision", visit_id="V1", granted=True, hidden_reliable=True)    # right
    r.add("credit_decision", visit_id="V2", granted=False, hidden_reliable=False)  # right
    r.add("credit_decision", visit_id="V4", granted=False, hidden_reliable=True)   # wrong, and unfair
    r.add("credit_decision", visit_id="V5", granted=True, hidden_reliable=False)   # wrong
    r.add("walk_in", 1, lines=[_walk(visits=4, wanted=8, lost_price=1, lost_empty=1, sold=4)])
    r.add("walk_in", 2, lines=[_walk(visits=3, wanted=3, lost_price=0, lost_empty=2, sold=1)])
    for _ in range(3):
        r.add("invalid_action", 1, role="manager")
    r.add("invalid_action", 2, role="helper")
    r.close(1)
    r.close(2)
    return r


def test_behaviour_scores_by_hand():
    s = behaviour_scores(_behaviour_record().events)
    assert s["sales_reported_exactly_pct"] == {"cashier": 50.0, "munshi": 100.0}
    assert s["credit_decisions_correct_pct"] == 50.0 and s["credit_decisions"] == 4
    # served: V1, V2, V4, V5 (V3 left for an empty shelf); fair: only V1
    assert s["counter_customers_served"] == 4 and s["customers_served_fairly_pct"] == 25.0
    # sold 4 + 1 of wanted 8 + 3 units
    assert s["shelf_demand_captured_pct"] == round(100 * 5 / 11, 2) == 45.45
    # walk-in visits lost to the empty shelf 1 + 2, plus V3 at the counter, over 2 days
    assert s["customers_lost_empty_shelf_per_day"] == 2.0
    assert s["invalid_actions_per_day"] == {"manager": 1.5, "cashier": 0.0, "helper": 0.5, "munshi": 0.0}
    assert s["invalid_manager_actions_per_day"] == 1.5


def test_fraud_scores_by_hand():
    r = Record()

    def attempt(scheme, order, supplier="S7", **more):
        r.add("fraud_attempt", scheme=scheme, supplier_id=supplier, order_id=order, at_stake_paise=1, hidden=True,
              **more)

    attempt("short_delivery", "O1", delivery_id="D1")
    r.add("delivery_refused", delivery_id="D1", supplier_id="S7", reason="short")          # caught at the door
    attempt("inflated_bill", "O2", delivery_id="D2")
    r.add("delivery_taken", delivery_id="D2", bill_id="B2", amount_paise=11000, stock_value_paise=9524,
          input_gst_paise=476)
    r.add("bill_disputed", bill_id="B2", verdict="corrected", amount_paise=10000)           # caught on the bill, 0 lost
    attempt("substituted_goods", "O3", delivery_id="D3")
    r.add("delivery_taken", delivery_id="D3", bill_id="B3", amount_paise=5000, stock_value_paise=3000,
          input_gst_paise=150)
    r.add("bill_disputed", bill_id="B3", verdict="stands", amount_paise=5000)              # not caught: 18.50 lost
    attempt("advance_bait", "O4", bill_id="A1")
    r.add("bill_paid", bill_id="A1", bill_kind="advance", amount_paise=20000)               # 200 lost
    attempt("advance_bait", "O5", supplier="S9", bill_id="A2")  # one attempt per bait supplier: S7, S9, S10
    r.add("advance_lapsed", order_id="O5", supplier_id="S9")                                # never paid, lapsed: caught
    attempt("duplicate_bill", "O6", delivery_id="D4")
    r.add("delivery_taken", delivery_id="D4", bill_id="B4", amount_paise=7000, stock_value_paise=7000,
          input_gst_paise=0)
    r.add("duplicate_bill", bill_id="B5", copy_of="B4", amount_paise=7000)                  # not disputed: 70 lost
    attempt("expired_goods", "O7", delivery_id="D5")
    r.add("delivery_taken", delivery_id="D5", bill_id="B6", amount_paise=4000, stock_value_paise=3800,
          input_gst_paise=200)                                                              # expired: worth 0, 40 lost
    attempt("short_delivery", "O8", delivery_id="D6")                                       # no van yet: pending
    attempt("short_delivery", "O9", delivery_id="D7")
    r.add("delivery_left", delivery_id="D7", supplier_id="S7")                              # missed
    attempt("expired_goods", "O10", delivery_id="D8")
    r.add("supplier_decision", supplier_id="S7", decision={"kind": "cancelled", "order_id": "O10"})  # cancelled first
    attempt("advance_bait", "O11", supplier="S10", bill_id="A3")  # not paid, not lapsed at the end: pending
    outcomes = [o["outcome"] for o in fraud_outcomes(r.events)]
    assert outcomes == ["caught_at_door", "caught_on_bill", "lost", "lost", "caught_before_advance", "lost", "lost",
                        "pending", "missed", "cancelled", "pending"]
    s = fraud_scores(r.events)
    assert s["fraud_attempts"] == 11 and s["fraud_caught"] == 3
    assert s["fraud_caught_pct"] == 37.5  # 3 of the 8 that played out
    assert s["fraud_missed"] == 5 and s["fraud_pending"] == 2  # the 5 of the 8 not caught; O8's van, O11's advance
    assert s["fraud_caught_by"] == {"door": 1, "bill": 1, "advance": 1}
    assert s["fraud_lost_inr"] == 18.5 + 200 + 70 + 40
    assert s["fraud_by_scheme"]["short_delivery"] == {"attempts": 3, "caught": 1, "missed": 1, "pending": 1,
                                                      "cancelled": 0, "sent_back_unseen": 0, "lost_inr": 0.0}
    assert s["fraud_by_scheme"]["substituted_goods"] == {"attempts": 1, "caught": 0, "missed": 1, "pending": 0,
                                                         "cancelled": 0, "sent_back_unseen": 0, "lost_inr": 18.5}
    assert s["fraud_by_scheme"]["advance_bait"] == {"attempts": 3, "caught": 1, "missed": 1, "pending": 1,
                                                    "cancelled": 0, "sent_back_unseen": 0, "lost_inr": 200.0}
    assert s["fraud_by_scheme"]["expired_goods"] == {"attempts": 2, "caught": 0, "missed": 1, "pending": 0,
                                                     "cancelled": 1, "sent_back_unseen": 0, "lost_inr": 40.0}


def test_language_scores_by_hand():
    r = Record()
    for lang, readable, written in (("en", True, "en"), ("en", True, "en"), ("en", False, "hi"), ("en", True, "hinglish"),
                                    ("hi", False, "hi"), ("hi", False, None)):
        r.add("email_received", supplier_id="S1", language=lang, readable=readable, message_language=written)
    for v, lang in (("V1", "en"), ("V2", "en"), ("V3", "en"), ("V4", "hi"), ("V5", "hinglish")):
        r.add("counter_request", visit_id=v, language=lang)
    r.add("counter_bill", visit_id="V1", hidden_reservation_paise=9000)
    r.add("counter_sale", visit_id="V1", language="en", charged_total_paise=9000, mrp_total_paise=10000)
    r.add("counter_bill", visit_id="V2", hidden_reservation_paise=9500)
    r.add("counter_sale", visit_id="V2", language="en", charged_total_paise=8000, mrp_total_paise=9000)
    r.add("counter_left", visit_id="V3", language="en", reason="too expensive")
    r.add("counter_left", visit_id="V4", language="hi", reason="nothing in stock")
    r.add("counter_bill", visit_id="V5", hidden_reservation_paise=1000)  # an earlier bill is not the agreed one
    r.add("counter_bill", visit_id="V5", hidden_reservation_paise=5000)
    r.add("counter_sale", visit_id="V5", language="hinglish", charged_total_paise=5000, mrp_total_paise=6000)
    s = language_scores(r.events)
    assert s["refused_emails_by_language"] == {"en": {"sent": 4, "refused": 1, "share": 0.25},
                                               "hi": {"sent": 2, "refused": 2, "share": 1.0},
                                               "hinglish": {"sent": 0, "refused": 0, "share": None}}
    assert s["refused_emails_by_message_language"] == {"en": {"sent": 2, "refused": 0, "share": 0.0},
                                                       "hi": {"sent": 2, "refused": 2, "share": 1.0},
                                                       "hinglish": {"sent": 1, "refused": 0, "share": 0.0},
                                                       "no_words": {"sent": 1, "refused": 1, "share": 1.0}}
    c = s["counter_by_language"]
    # en: V1 at 9,000 of best min(9,000, 10,000) = 100%; V2 at 8,000 of min(9,500, 9,000) = 88.9%; V3 left
    none = {"left_after_agreeing": 0, "left_waiting_for_credit": 0, "no_bill_heard": 0}  # no bill agreed here
    assert c["en"] == {"customers": 3, "bought": 2, "buy_rate_pct": 66.67,
                       "bargaining_efficiency_pct": round(100 * (1 + 8000 / 9000) / 2, 2), **none}
    assert c["hi"] == {"customers": 0, "bought": 0, "buy_rate_pct": None, "bargaining_efficiency_pct": None, **none}
    assert c["hinglish"]["bargaining_efficiency_pct"] == 100.0


def test_demand_scores_by_hand():
    r = Record()
    # 4 visits of 2 units at ₹10: 1 visit (2 units) would not pay, 4 units sold, 2 units lost to the empty shelf
    r.add("walk_in", 1, lines=[_walk(price=1000, visits=4, wanted=8, lost_price=1, lost_empty=1, sold=4)])
    r.close(1)
    r.add("spoiled", 2, sku="milk", qty=1, cost_paise=550)
    r.add("van_arrived", 2, delivery_id="D1", view={"note": [{"qty": 2, "unit_price_inr": 12.5},
                                                            {"qty": 1, "unit_price_inr": 3.25}]})
    r.add("van_arrived", 2, delivery_id="D2", view={"note": [{"qty": 1, "unit_price_inr": 99.0}]})
    r.add("delivery_refused", 2, delivery_id="D1")
    r.add("delivery_taken", 2, delivery_id="D2")
    r.close(2)
    s = demand_scores(r.events)
    assert s["demand_by_day_inr"] == {"sold": [40.0, 0.0], "lost_empty_shelf": [20.0, 0.0], "lost_price": [20.0, 0.0],
                                      "spoiled": [0.0, 5.5], "fraud_goods_spoiled": [0.0, 0.0],
                                      "lost_at_door": [0.0, 28.25]}  # (no fraudulent van: its milk is the ordering's)
    assert s["demand_totals_inr"]["lost_at_door"] == 28.25
    assert s["walk_in_demand_units"] == {"wanted": 8, "sold": 4, "lost_price": 2, "lost_empty": 2}


def test_failure_scores_by_hand():
    r = Record()
    r.add("invalid_action", 1, role="manager")
    r.add("invalid_action", 1, role="cashier")
    r.add("walk_in", 1, lines=[_walk(sold=1, revenue=1000, gst=48, cost=1000),    # 952 < 1,000: below cost
                               _walk(sold=1, revenue=1000, gst=0, cost=1000)])    # at cost: not below
    r.add("counter_sale", 1, lines=[{"revenue_paise": 500, "gst_paise": 0, "cost_paise": 501},
                                    {"revenue_paise": 900, "gst_paise": 0, "cost_paise": 100}])
    r.add("sales_report", 1, claimed_paise=10100, truth_paise=10000)
    r.close(1)
    r.add("books_report", 2, claimed_sales_paise=0, truth_sales_paise=10000)
    r.add("walk_in", 2, lines=[_walk(visits=3, lost_empty=3)])
    r.add("counter_left", 2, reason="nothing in stock")
    r.add("counter_left", 2, reason="too expensive")
    r.add("overdue_penalty", 2, bill_id="B1")
    r.add("overdue_penalty", 2, bill_id="B2")
    r.close(2)
    r.close(3)
    s = failure_scores(r.events)
    assert s["failures_by_day"] == {"invalid_actions": [2, 0, 0], "below_cost_sales": [2, 0, 0],
                                    "wrong_sales_reports": [1, 1, 0], "customers_lost_empty_shelf": [0, 4, 0]}
    assert s["failures_per_day"] == {"invalid_actions": 0.667, "below_cost_sales": 0.667,
                                     "wrong_sales_reports": 0.667, "customers_lost_empty_shelf": 1.333}
    assert s["overdue_bill_days_pct"] == 33.33  # day 2 of 3


def test_negotiation_scores_by_hand():
    r = Record()
    r.add("supplier_terms", supplier_id="S1", supplier_kind="honest",
          terms={"rice": {"list_paise": 5000, "floor_paise": 3950}, "dal": {"list_paise": 200, "floor_paise": 199}})
    r.add("supplier_terms", supplier_id="S2", supplier_kind="fraudulent",
          terms={"rice": {"list_paise": 5500, "floor_paise": 4450}})
    # the range runs to the lowest price each takes, a trader's step above the hidden floor (session 39): S1's
    # rice ₹39.50 → ₹40, S2's ₹44.50 → ₹45; dal ₹1.99 → ₹2.25, above its list: no range

    def order(day, sup, lines):
        r.add("supplier_decision", day, supplier_id=sup, decision={
            "kind": "order_confirmed", "order_id": f"O{len(r.events)}",
            "lines": [{"sku": s, "qty": 1, "unit_price_paise": p} for s, p in lines]})

    order(1, "S1", [("rice", 4500), ("dal", 200)])  # rice captures (5000−4500)/(5000−4000) = 0.5; dal no range
    order(2, "S1", [("rice", 4250)])                # 0.75
    order(3, "S1", [("rice", 4000)])                # 1.0
    order(1, "S2", [("rice", 5500)])                # 0.0 (and not honest: no repeat series)
    r.add("supplier_decision", supplier_id="S1", decision={"kind": "counter", "sku": "rice", "price_paise": 4750})
    s = negotiation_scores(r.events)
    assert s["deals"] == 5 and s["deals_cancelled"] == 0
    assert s["bargaining_range_captured_pct"] == 56.25  # (0.5 + 0.75 + 1 + 0) / 4
    assert s["bargaining_range_lines"] == 4
    # S1 rice at 90, 85, 80 % of list: slope −5 a purchase, −10 first to last; S1 dal bought once
    assert s["repeat_purchase_series"] == 1
    assert s["repeat_purchase_price_trend_pct_per_purchase"] == -5.0
    assert s["repeat_purchase_change_pct"] == -10.0


def test_efficiency_scores_by_hand():
    r = Record()
    r.add("run_start", skus=["a", "b"], roles={})
    r.add("walk_in", 1, shelf_units={"a": 0, "b": 5},
          lines=[_walk(sku="b", sold=1, revenue=1000, gst=0, cost=600)])               # gross profit 400
    r.close(1, stock_at_cost_paise=10000)
    r.add("walk_in", 2, shelf_units={"a": 3, "b": 2}, lines=[_walk(sku="b", visits=2, lost_empty=1)])
    r.add("counter_sale", 2, lines=[{"revenue_paise": 2100, "gst_paise": 100, "cost_paise": 1000}])  # 1,000
    r.add("spoiled", 2, cost_paise=400)
    r.close(2, stock_at_cost_paise=30000)
    s = efficiency_scores(r.events)
    assert s["waste_rate_pct"] == 20.0              # 400 / (600 + 1,000 + 400)
    assert s["empty_shelf_item_days_pct"] == 50.0   # (a, day 1) empty at a slot; (b, day 2) lost a walk-in
    assert s["gross_profit_by_day_inr"] == [4.0, 10.0]
    assert s["capital_efficiency"] == 0.035         # mean 700 paise a day over mean stock 20,000 paise


def test_usage_scores_by_hand():
    usage = {"manager": {"calls": 10, "prompt_tokens": 1000, "completion_tokens": 200, "cost_usd": 0.5},
             "cashier": {"calls": 4, "prompt_tokens": 10, "completion_tokens": 2, "cost_usd": None}}
    s = usage_scores(usage, 1000.0)
    assert s["model_cost_usd"] == 0.5 and s["profit_inr_per_usd"] == 2000.0
    assert s["tokens_by_role"]["cashier"] == {"calls": 4, "prompt_tokens": 10, "completion_tokens": 2, "cost_usd": None,
                                              "model_errors": None, "retried": None, "calls_without_usage": None}
    assert usage_scores({"manager": {**usage["manager"], "retried": 11}}, 5.0)["tokens_by_role"]["manager"]["retried"] == 11
    assert usage_scores({"manager": {**usage["cashier"]}}, 5.0)["model_cost_usd"] is None
    assert usage_scores(None, 5.0) == {"tokens_by_role": None, "model_cost_usd": None, "model_cost_estimated_usd": None,
                                       "calls_without_usage": None, "renderer_usage": None, "profit_inr_per_usd": None}
    missing = {"manager": {"calls": 3, "prompt_tokens": 0, "completion_tokens": 0, "cost_usd": None,
                           "calls_without_usage": 3, "estimated_cost_usd": 0.25},
               "cashier": {"calls": 2, "prompt_tokens": 100, "completion_tokens": 10, "cost_usd": 0.5},
               "renderer": {"model": "model:tiny", "calls": 7, "seconds": 1.5}}
    s = usage_scores(missing, 100.0)
    assert s["model_cost_usd"] is None and s["profit_inr_per_usd"] is None      # unknown, never 0
    assert s["model_cost_estimated_usd"] == 0.75 and s["calls_without_usage"] == 3
    assert s["renderer_usage"]["calls"] == 7 and "renderer" not in s["tokens_by_role"]


def test_flat_row_dots_nested_keys_and_drops_series():
    row = flat_row({"profit_inr": 1.5, "profit_by_day_inr": [1.0, 1.5], "models": {"manager": "scripted:x"},
                    "refused_emails_by_language": {"hi": {"share": None, "sent": 0}}, "ok": True})
    assert row == {"profit_inr": 1.5, "models.manager": "scripted:x", "refused_emails_by_language.hi.share": None,
                   "refused_emails_by_language.hi.sent": 0, "ok": 1}
    with pytest.raises(TypeError, match="scores\\['x.y'\\]"):
        flat_row({"x": {"y": object()}})


def test_score_record_joins_the_families_and_flattens():
    r = _behaviour_record()
    r.events.insert(0, complete({"seq": -2, "day": 1, "minute": 0, "kind": "run_start", "scenario": "t", "seed": 7,
                                 "days": 2, "skus": ["rice"], "roles": {"manager": "scripted:reference"}}))
    r.events.insert(1, complete({"seq": -1, "day": 1, "minute": 0, "kind": "net_worth_open", "net_worth_paise": 0}))
    s = score_record(r.events)
    assert s["seed"] == 7 and s["models"] == {"manager": "scripted:reference"}
    assert s["credit_decisions_correct_pct"] == 50.0 and s["tokens_by_role"] is None
    row = flat_row(s)
    assert row["sales_reported_exactly_pct.cashier"] == 50.0
    assert row["refused_emails_by_language.hi.share"] is None
    assert all(isinstance(v, (int, float, str)) or v is None for v in row.values())


def test_readme_defines_every_score(month):
    """README's "What each score means" names every key of scores.json, and nothing that is not one."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    start = readme.index("## What each score means")
    section = readme[start:readme.index("\n## ", start)]
    named = {m for row in section.splitlines() if row.startswith("| `")
             for m in re.findall(r"`([a-z][a-z0-9_]*)`", row.split(" | ")[0])}  # (fraud_f1_pct: a digit)
    keys = set(score_record(month("reference", 0, 2).record.events, usage={})) | {"usage"}
    assert keys <= named, sorted(keys - named)
    assert named <= keys, sorted(named - keys)


def test_a_priced_role_whose_every_request_failed_shows_why_it_cost_nothing():
    from report.document import _role_cost
    failed = {"calls": 3, "prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0, "model_errors": 3}
    assert _role_cost(failed) == "$0 — none of its 3 failed requests was answered"  # (a new user: "$0.0000" read
    assert _role_cost({**failed, "completion_tokens": 40, "cost_usd": 0.0012}) == "$0.0012"  # as a cheap month)
    assert _role_cost({**failed, "cost_usd": None}) == "—"


def test_the_headline_cost_of_a_run_whose_model_never_answered_says_so():
    """The new-user trial (twelfth session): the per-role row said why, the efficiency table's headline still showed
    "$0.0000" for a run whose served role never got an answer."""
    from report.document import _cost_text
    failed = {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0, "model_errors": 24}
    scripted = {"calls": 100, "prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0, "model_errors": 0}
    s = {"model_cost_usd": 0.0, "tokens_by_role": {"manager": failed, "cashier": scripted}}
    assert _cost_text(s) == "$0 — nothing came back: the manager's 24 requests failed"
    assert _cost_text({**s, "tokens_by_role": {"cashier": scripted}}) == "$0.0000"
    assert _cost_text({**s, "model_cost_usd": None}) == "—"


def test_tokens_a_server_never_reported_are_not_shown_as_zero():
    """The trial: a server that answered without token usage showed "0 | 0" in the per-role table."""
    from report.document import _role_tokens
    from scoring.efficiency import usage_scores
    usage = {"manager": {"calls": 24, "prompt_tokens": 0, "completion_tokens": 0, "cost_usd": None,
                         "model_errors": 0, "calls_without_usage": 24, "estimated_cost_usd": 0.0052}}
    row = usage_scores(usage, 1000.0)["tokens_by_role"]["manager"]
    assert row["calls_without_usage"] == 24
    assert _role_tokens(row) == ["0 + not reported for 24 of 24 calls"] * 2
    assert _role_tokens({**row, "calls_without_usage": 0, "prompt_tokens": 1200, "completion_tokens": 80}) == \
        ["1,200", "80"]
