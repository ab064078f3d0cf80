"""No observable a role gets is a one-to-one copy of a hidden truth (the audit in ``tests/leak_audit.py``).

A few days per seed here; ``python benchmarks/leak_audit.py`` audits whole months.
"""
from __future__ import annotations

import json

import pytest

from leak_audit import leaks, observe
from market.customers import BasketLine, CounterVisit, answer_bill
from market.customers import opening_khata, make_regulars
from tests.conftest import scenario_for


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_no_observable_copies_a_hidden_value(seed):
    shop, seen = observe(scenario_for("reference", seed=seed, days=4))
    kinds = {o["what"] for o in seen}
    assert {"brief", "read_messages", "say", "check_khata", "check_books"} <= kinds, kinds
    assert sum(e["kind"] == "counter_bill" and e["answer"] == "counter" for e in shop.record.events) >= 5
    assert leaks(shop, seen) == []


def test_the_audit_catches_a_counter_at_the_reservation():
    """The audit is not blind: a customer who counters at the reservation (the old rule) is flagged."""
    shop, seen = observe(scenario_for("reference", seed=0, days=1))
    bill = next(e for e in shop.record.events if e["kind"] == "counter_bill" and e["answer"] == "counter")
    words = shop.renderer.customer_answer({"answer": "counter", "offer_paise": bill["hidden_reservation_paise"],
                                          "reason": "too expensive"}, "hi", None, 0)
    planted = {"role": "cashier", "what": "say", "subject": {"visit_id": bill["visit_id"]}, "day": 1,
               "text": json.dumps({"customer": words, "stage": "asking"}, ensure_ascii=False)}
    assert any("hidden reservation" in f for f in leaks(shop, [*seen, planted]))
    assert any("'hidden'" in f for f in leaks(shop, [{**planted, "text": '{"hidden_reliable": true}'}]))


def test_offers_rise_towards_but_never_reach_the_reservation():
    for k in range(200):
        v = CounterVisit(visit_id=f"V1-{k}", customer_id="W1-1", name="walk-up customer", language="en", regular=False,
                         arrives_minute=600, basket=[BasketLine(sku="rice-1kg", qty=1 + k % 9)],
                         reservation_of_mrp=0.85 + (k % 14) / 100, wants_credit=False, pays_cash_if_refused=False,
                         patience=5, opening_gap=0.03 + (k % 10) / 100, concession=0.35 + (k % 5) / 10,
                         noise=[(k % 7 - 3) / 10, 0.2, -0.2, 0.0, 0.1])
        mrp = 4300 * (1 + k % 9)
        offers = [answer_bill(v, mrp, mrp).get("offer_paise") for _ in range(4)]
        reservation = int(mrp * v.reservation_of_mrp) // 100 * 100
        assert all(o < reservation for o in offers if o is not None)
        assert offers == sorted(offers)


def test_overdue_opening_credits_are_evidence_not_a_label():
    from scenarios import load_scenario
    c = load_scenario().counter
    reliable_overdue = unreliable_clean = reliable = unreliable = 0
    for seed in range(20):
        regs = make_regulars(seed, 40, c.reliable_share, c.language_mix.model_dump(), c.repay_prob)
        _, credits = opening_khata(seed, regs, c.credit_due_days, c.opening_overdue_share)
        overdue = {x["customer_id"] for x in credits if x["due_day"] < 1}
        for cid, r in regs.items():
            reliable += r.reliable
            unreliable += not r.reliable
            reliable_overdue += r.reliable and cid in overdue
            unreliable_clean += (not r.reliable) and cid not in overdue
    # 15% and 70% in the default scenario, within sampling error over 800 regulars
    assert 0.10 < reliable_overdue / reliable < 0.20
    assert 0.60 < 1 - unreliable_clean / unreliable < 0.80
