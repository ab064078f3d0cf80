"""What fraud costs even when caught (negotiation_kernel/fraud_costs.py), on short hand-built months.

- Ghost bills: with ``ghost_bills_per_day`` 1.0 every fraudulent supplier presents one a day; each
  costs the cashier ``collector_minutes``; the reference manager disputes each (cancelled, net worth
  restored), the unmanaged shop carries every one to the end (lost).
- A van sent back for fraud costs the helper ``door_dispute_minutes`` beyond the refusal's own 2.
"""
from __future__ import annotations

import pytest

from agents.direct import play_month
from kirana.runs import with_shop
from lang.english import block
from engine.shop import Shop
from roles.supplier_mail import answer_email
from negotiation_kernel.fraud_costs import ghost_bill, ghost_bills_today
from record_checks import net_worth_mismatches
from roles.toolbox import ToolBox
from scenarios import load_scenario
from scoring.fraud import fraud_scores


def _scenario(days: int, **neg_changes):
    base = load_scenario(seed=0)
    return load_scenario(seed=0, days=days, negotiation={**base.negotiation.model_dump(), **neg_changes})


def _of(events, kind):
    return [e for e in events if e["kind"] == kind]


@pytest.fixture(scope="module")
def months():
    scenario = _scenario(3, ghost_bills_per_day=1.0)
    return {shop: play_month(with_shop(scenario, shop)).record.events for shop in ("reference", "no-manager")}


def test_every_fraudster_presents_a_ghost_bill_a_day_and_the_cashier_loses_the_collector_minutes(months):
    events = months["no-manager"]
    ghosts = [a for a in _of(events, "fraud_attempt") if a["scheme"] == "ghost_bill"]
    assert sorted((a["day"], a["supplier_id"]) for a in ghosts) == [
        (d, s) for d in (1, 2, 3) for s in ("S10", "S7", "S8", "S9")]  # the four fraudsters of the default month
    lost = [t for t in _of(events, "time_lost") if t["role"] == "cashier"]
    assert len(lost) == len(ghosts) and {t["minutes"] for t in lost} == {75}
    assert {t["bill_id"] for t in lost} == {a["bill_id"] for a in ghosts}
    flows = {e["bill_id"]: e["net_worth_effect_paise"] for e in _of(events, "ghost_bill")}
    assert all(flows[a["bill_id"]] == -a["at_stake_paise"] for a in ghosts)
    assert all(a["at_stake_paise"] > 0 for a in ghosts)
    assert net_worth_mismatches(events) == []


def test_the_unmanaged_shop_carries_every_ghost_bill_and_the_reference_disputes_them(months):
    nobody, ref = fraud_scores(months["no-manager"]), fraud_scores(months["reference"])
    nobody_ghosts = [a for a in _of(months["no-manager"], "fraud_attempt") if a["scheme"] == "ghost_bill"]
    assert nobody["fraud_by_scheme"]["ghost_bill"]["caught"] == 0
    # lost once past its due day and still owed; not yet due at the end (day 3): pending, it may still be disputed
    overdue = [a for a in nobody_ghosts if a["due_day"] < 3]
    assert {(a["supplier_id"], a["day"]) for a in overdue} == {("S9", 1)}  # S9 gives no credit: due the next day
    assert nobody["fraud_by_scheme"]["ghost_bill"]["lost_inr"] == overdue[0]["at_stake_paise"] / 100
    assert nobody["fraud_caught_pct"] == 0.0
    # the reference manager reads each ghost bill, finds no order of its own, and disputes it next morning:
    # cancelled, and the money comes back into net worth; each dispute costs it bill_dispute_minutes
    ghosts = {a["bill_id"] for a in _of(months["reference"], "fraud_attempt") if a["scheme"] == "ghost_bill"}
    disputed = {e["bill_id"]: e for e in _of(months["reference"], "bill_disputed") if e["bill_id"] in ghosts}
    early = {a["bill_id"] for a in _of(months["reference"], "fraud_attempt")
             if a["scheme"] == "ghost_bill" and a["day"] < 3}
    assert early and early <= set(disputed) and {e["verdict"] for e in disputed.values()} == {"cancelled"}
    assert all(e["net_worth_effect_paise"] > 0 for e in disputed.values())
    manager_lost = [t for t in _of(months["reference"], "time_lost") if t["role"] == "manager"]
    assert len(manager_lost) >= len(disputed) and {t["minutes"] for t in manager_lost} == {20}
    assert ref["fraud_by_scheme"]["ghost_bill"]["lost_inr"] == 0 and ref["fraud_caught_pct"] == 100.0
    assert not any(e["bill_id"] in ghosts for e in _of(months["reference"], "bill_paid"))
    assert net_worth_mismatches(months["reference"]) == []


def test_ghost_bills_are_drawn_per_seed_supplier_and_day():
    scenario = _scenario(30)
    shop = Shop(scenario)
    neg = scenario.negotiation
    a = ghost_bills_today(0, shop.suppliers, 5, neg, 540, 1245)
    assert a == ghost_bills_today(0, shop.suppliers, 5, neg, 540, 1245)
    assert all(4 * 1440 + 540 <= g["minute"] <= 4 * 1440 + 1245 for g in a)
    month = [g for d in range(1, 31) for g in ghost_bills_today(0, shop.suppliers, d, neg, 540, 1245)]
    assert {g["supplier_id"] for g in month} <= {"S7", "S8", "S9", "S10"} and 6 <= len(month) <= 36
    bill = ghost_bill(0, shop.suppliers["S7"], 80_000, 5, "B1", "O1", "D1", 7)
    (line,) = bill.lines
    assert bill.amount_paise == line.qty * line.unit_price_paise and bill.honest_amount_paise == 0
    assert abs(bill.amount_paise - 80_000) <= line.unit_price_paise / 2 and bill.due_day == 12
    assert bill.fraud == "ghost_bill" and line.unit_price_paise == shop.suppliers["S7"].terms[line.sku].list_paise


def test_a_van_sent_back_for_fraud_costs_the_helper_the_door_dispute_minutes():
    shop = Shop(_scenario(2, fraud_rate=1.0, ghost_bills_per_day=0.0))
    box = ToolBox(shop)
    refused = None
    while (turn := shop.next_turn()) is not None:
        if turn.role == "manager" and turn.day == 1 and not shop.kernel.orders:
            answer_email(shop, "S7", block("order", {"items": [{"sku": "rice-1kg", "quantity": 40}]}))
            answer_email(shop, "S1", block("order", {"items": [{"sku": "atta-5kg", "quantity": 10}]}))
        elif turn.kind == "door":
            rd = shop.role_day("helper")
            start = shop.role_now("helper")
            assert box.call("helper", "refuse_delivery", {"delivery_id": turn.subject["delivery_id"]}).ok
            fraud = next(d for d in shop.state.deliveries if d.delivery_id == turn.subject["delivery_id"]).fraud
            extra = 30 if fraud else 0  # an honest van sent back: no argument at the door
            assert rd.busy_until == start + 2 + extra
            refused = refused or {}
            refused[fraud or "honest"] = extra
        shop.end_turn()
    assert refused == {"short_delivery": 30, "honest": 0}
    (lost,) = [e for e in shop.record.events if e["kind"] == "time_lost"]
    assert (lost["role"], lost["minutes"], lost["hidden_fraud"]) == ("helper", 30, "short_delivery")
    assert fraud_scores(shop.record.events)["fraud_time_lost_minutes"] == {"helper": 30}
