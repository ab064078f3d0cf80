"""Counter customers' answers, the reference cashier's credit rule, and credit over a month."""
from __future__ import annotations

from dataclasses import replace

import pytest

from market.customers import BasketLine, CounterVisit, answer_bill
from roles.scripted.staff import CREDIT_LIMIT_INR, ReferenceCashier


def visit(reservation: float = 0.93, wants_credit: bool = False, patience: int = 3) -> CounterVisit:
    return CounterVisit(visit_id="V1-1", customer_id="R1", name="Sunita Sharma", language="hi", regular=True,
                        arrives_minute=600, basket=[BasketLine(sku="rice-1kg", qty=2), BasketLine(sku="eggs-1pc", qty=6)],
                        reservation_of_mrp=reservation, wants_credit=wants_credit, pays_cash_if_refused=False,
                        patience=patience)


MRP_TOTAL = 2 * 4300 + 6 * 750          # 13100 paise
# reservation at 93%: 13100 × 0.93 = 12183 paise, rounded down to whole rupees = 12100
RESERVATION = 12100


@pytest.mark.parametrize("total", [RESERVATION, RESERVATION - 1, 9000])
def test_agrees_at_or_under_reservation(total):
    v = visit()
    answer = answer_bill(v, total, MRP_TOTAL)
    assert answer == {"answer": "agree", "asks_credit": False, "reason": "price acceptable"}
    assert v.stage == "done" and v.agreed_total_paise == total and v.bills_heard == 0


def test_agreeing_customer_who_wants_credit_asks_for_it():
    v = visit(wants_credit=True)
    answer = answer_bill(v, RESERVATION, MRP_TOTAL)
    assert answer["answer"] == "agree" and answer["asks_credit"] is True
    assert v.stage == "wants_credit" and v.agreed_total_paise == RESERVATION


def test_counters_open_below_the_reservation_and_concede_towards_it():
    # gap 8%, concession 50%, no noise: 12100 × 0.92 = 11132 → 11100; then 12100 × 0.96 = 11616 → 11600;
    # then 12100 × 0.98 = 11858 → 11800 — each a whole rupee, rising, never the reservation itself
    v = replace(visit(patience=5), opening_gap=0.08, concession=0.5, noise=[0.0])
    offers = [answer_bill(v, RESERVATION + 1, MRP_TOTAL) for _ in range(3)]
    assert [a["offer_paise"] for a in offers] == [11100, 11600, 11800]
    assert all(a == {"answer": "counter", "offer_paise": a["offer_paise"], "reason": "too expensive"} for a in offers)
    assert v.stage == "waiting" and v.bills_heard == 3 and v.last_counter_paise == 11800
    assert v.agreed_total_paise is None
    # hearing its own offer back, it agrees
    assert answer_bill(v, 11800, MRP_TOTAL)["answer"] == "agree"


def test_counter_noise_and_the_one_step_margin():
    # noise −30% on a 1% gap: 12100 × (1 − 0.007) = 12015 → 12000, and never above reservation − ₹1
    v = replace(visit(), opening_gap=0.01, concession=0.5, noise=[-0.3])
    assert answer_bill(v, RESERVATION + 1, MRP_TOTAL)["offer_paise"] == 12000
    v = replace(visit(), opening_gap=0.0, concession=0.5, noise=[0.0])
    assert answer_bill(v, RESERVATION + 1, MRP_TOTAL)["offer_paise"] == RESERVATION - 100
    # under ₹10 the step is 50 paise: MRP ₹7.50 at 93% → reservation ₹6 (600), gap 0 → 550
    v = replace(visit(), opening_gap=0.0, concession=0.5, noise=[0.0])
    assert answer_bill(v, 750, 750)["offer_paise"] == 550


@pytest.mark.parametrize("reservation, mrp_total, expected", [
    (0.9, 10_000, 9_000),          # exact rupees stay
    (0.9, 10_099, 9_000),          # 9089.1 → 9000
    (0.999, 10_000, 9_900),        # 9990 → 9900
    (1.0, 2_250, 2_200),           # MRP itself is not whole rupees: 2250 → 2200
])
def test_reservation_rounding(reservation, mrp_total, expected):
    from market.customers import reservation_paise
    assert reservation_paise(visit(reservation), mrp_total) == expected
    v = visit(reservation)
    assert answer_bill(v, expected, mrp_total)["answer"] == "agree"
    assert answer_bill(visit(reservation), expected + 1, mrp_total)["offer_paise"] < expected


@pytest.mark.parametrize("patience", [1, 2, 3, 5])
def test_walks_out_after_patience_bills(patience):
    v = visit(patience=patience)
    answers = [answer_bill(v, MRP_TOTAL, MRP_TOTAL)["answer"] for _ in range(patience)]
    assert answers == ["counter"] * (patience - 1) + ["walk_out"]
    assert v.stage == "left" and v.bills_heard == patience


def test_patience_counts_only_bills_over_reservation():
    v = visit(patience=2)
    assert answer_bill(v, MRP_TOTAL, MRP_TOTAL)["answer"] == "counter"
    assert answer_bill(v, RESERVATION, MRP_TOTAL)["answer"] == "agree"
    assert v.bills_heard == 1 and v.stage == "done"


@pytest.mark.parametrize("reservation", [0.95, 1.0, 1.05, 2.0])
def test_always_refuses_above_mrp_total(reservation):
    v = visit(reservation=reservation)
    answer = answer_bill(v, MRP_TOTAL + 1, MRP_TOTAL)
    assert answer["answer"] == "counter" and answer["reason"] == "above MRP"
    assert v.agreed_total_paise is None
    v = visit(reservation=reservation, patience=1)
    assert answer_bill(v, MRP_TOTAL + 100, MRP_TOTAL) == {"answer": "walk_out", "reason": "above MRP"}


def test_at_mrp_agrees_only_when_reservation_reaches_it():
    assert answer_bill(visit(reservation=1.0), 13_100, 13_100)["answer"] == "agree"
    assert answer_bill(visit(reservation=0.99), 13_100, 13_100)["answer"] == "counter"


# --- the reference cashier's credit rule ---------------------------------------------

def page(entries, balance, today=10):
    return {"customer_id": "R1", "name": "Sunita Sharma", "balance_inr": balance, "today": today,
            "entries": [dict(zip(("day", "kind", "amount_inr", "due_day"), e)) for e in entries]}


CASHIER = ReferenceCashier()


def test_refuses_a_page_with_an_unpaid_credit_past_its_due_day():
    khata = page([(-30, "credit", 500.0, -15)], balance=500.0)
    assert CASHIER.grant_credit(khata, 100.0) is False


def test_refuses_when_a_later_credit_is_overdue_even_if_older_ones_were_repaid():
    khata = page([(-40, "credit", 500.0, -25), (-35, "repayment", 500.0, None), (-20, "credit", 400.0, -5)],
                 balance=400.0)
    assert CASHIER.grant_credit(khata, 100.0) is False


def test_refuses_a_partly_repaid_overdue_credit():
    khata = page([(-30, "credit", 500.0, -15), (-25, "repayment", 300.0, None)], balance=200.0)
    assert CASHIER.grant_credit(khata, 100.0) is False


def test_grants_a_clean_page():
    khata = page([(-50, "credit", 800.0, -35), (-45, "repayment", 800.0, None),
                  (-30, "credit", 500.0, -15), (-22, "repayment", 500.0, None)], balance=0.0)
    assert CASHIER.grant_credit(khata, 450.0) is True
    assert CASHIER.grant_credit(page([], balance=0.0), 450.0) is True


def test_grants_with_an_open_credit_not_yet_due():
    khata = page([(-30, "credit", 500.0, -15), (-25, "repayment", 500.0, None), (5, "credit", 300.0, 20)],
                 balance=300.0, today=10)
    assert CASHIER.grant_credit(khata, 200.0) is True
    # the same credit one day past due blocks it
    khata["today"] = 21
    assert CASHIER.grant_credit(khata, 200.0) is False


def test_refuses_when_the_balance_after_the_bill_exceeds_the_limit():
    assert CREDIT_LIMIT_INR == 3000
    khata = page([(5, "credit", 2900.0, 20)], balance=2900.0)
    assert CASHIER.grant_credit(khata, 100.0) is True       # exactly ₹3,000 after the bill
    assert CASHIER.grant_credit(khata, 100.01) is False
    assert CASHIER.grant_credit(page([], balance=0.0), 3000.5) is False


# --- over a month ------------------------------------------------------------------

def _credit_decisions(shop):
    return [e for e in shop.record.events if e["kind"] == "credit_decision"]


@pytest.mark.parametrize("seed", [0, 1])
def test_reference_credit_decisions_track_hidden_reliability(month, seed):
    decisions = _credit_decisions(month("reference", seed))
    assert len(decisions) >= 100
    matched = sum(e["granted"] == e["hidden_reliable"] for e in decisions)
    share = matched / len(decisions)
    print(f"\nreference seed {seed}: {matched}/{len(decisions)} credit decisions match reliability ({share:.1%})")
    assert share >= 0.80, f"only {share:.1%} of {len(decisions)} credit decisions match hidden reliability"
    # both kinds of decision happen: it is not granting (or refusing) everyone
    assert any(e["granted"] for e in decisions) and not all(e["granted"] for e in decisions)


def test_reference_credit_is_written_in_the_khata(month):
    shop = month("reference", 0)
    granted = [e for e in _credit_decisions(shop) if e["granted"]]
    on_khata = [e for e in shop.record.events if e["kind"] == "counter_sale" and e["paid_by"] == "khata"]
    assert [e["visit_id"] for e in granted] == [e["visit_id"] for e in on_khata]
    assert all(e["charged_total_paise"] == g["amount_paise"] for e, g in zip(on_khata, granted))


def test_unfair_counter_grants_no_credit(month):
    shop = month("unfair-counter", 0)
    decisions = _credit_decisions(shop)
    assert len(decisions) >= 20
    assert not any(e["granted"] for e in decisions)
    assert not [e for e in shop.record.events if e["kind"] == "counter_sale" and e["paid_by"] == "khata"]
    # and it charges MRP: every counter sale's charged total is its MRP total
    sales = [e for e in shop.record.events if e["kind"] == "counter_sale"]
    assert sales and all(e["charged_total_paise"] == e["mrp_total_paise"] for e in sales)
