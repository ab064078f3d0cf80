"""Conservation over whole months: every paisa of net worth and every unit of stock is accounted for.

(a) each day's net-worth-moving events add up exactly to the change of net worth
between consecutive day closes; (b) stock per sku moves only by deliveries
taken, sales and spoilage; (c) the net worth of the final state, computed
afresh by ``market.accounts``, is the last close's figure.
"""
from __future__ import annotations

import pytest

from market.accounts import net_worth, net_worth_parts
from market.stock import on_hand
from record_checks import events_after_close, flows_by_day, net_worth_mismatches, stock_walk

MONTHS = [("reference", 0), ("reference", 1), ("no-manager", 0), ("no-manager", 1)]


@pytest.fixture(scope="module", params=MONTHS, ids=[f"{s}-seed{n}" for s, n in MONTHS])
def played(request, month):
    shop_name, seed = request.param
    return month(shop_name, seed)


def test_the_record_has_one_close_per_day_in_order(played):
    closes = [e for e in played.record.events if e["kind"] == "day_close"]
    assert [c["day"] for c in closes] == list(range(1, 31))
    kinds = [e["kind"] for e in played.record.events]
    assert kinds.count("net_worth_open") == 1 and kinds.count("stock_open") == 1
    assert kinds.index("stock_open") < kinds.index("net_worth_open") < kinds.index("day_start")


def test_every_flow_falls_before_its_days_close(played):
    """Grouping flows by their ``day`` field is the same as grouping them between closes."""
    close_seq = {e["day"]: e["seq"] for e in played.record.events if e["kind"] == "day_close"}
    late = [e for e in played.record.events if "net_worth_effect_paise" in e and e["seq"] > close_seq[e["day"]]]
    assert late == []
    assert all(isinstance(e["net_worth_effect_paise"], int)
               for e in played.record.events if "net_worth_effect_paise" in e)


def test_no_event_is_stamped_after_its_days_close(played):
    assert events_after_close(played.record.events) == []


def test_daily_flows_explain_the_change_of_net_worth_exactly(played):
    events = played.record.events
    assert net_worth_mismatches(events) == []
    # not vacuous: money moved every day, in both directions over the month
    flows = flows_by_day(events)
    assert all(flows.get(day, 0) != 0 for day in range(1, 31))
    effects = [e["net_worth_effect_paise"] for e in events if "net_worth_effect_paise" in e]
    assert min(effects) < 0 < max(effects)


def test_day_close_parts_add_up(played):
    for c in (e for e in played.record.events if e["kind"] == "day_close"):
        assert c["cash_paise"] == c["till_paise"] + c["bank_paise"]
        assert c["net_worth_paise"] == (c["cash_paise"] + c["stock_at_cost_paise"] + c["receivables_paise"]
                                        - c["payables_paise"] - c["gst_owed_paise"]), c["day"]


def test_stock_is_conserved_per_sku_every_day(played):
    walk = stock_walk(played.record.events)
    assert len(walk) == 30
    bad = [(day, {s: (mine[s], closed[s]) for s in closed if mine.get(s) != closed[s]})
           for day, mine, closed in walk if mine != closed]
    assert bad == [], f"stock not conserved (day, {{sku: (walked, closed)}}): {bad[:3]}"
    # not vacuous: stock moved
    opening = next(e for e in played.record.events if e["kind"] == "stock_open")["stock_units"]
    assert walk[-1][2] != opening
    assert any(l["sold"] for e in played.record.events if e["kind"] == "walk_in" for l in e["lines"])


def test_final_state_recomputes_to_the_last_close(played):
    last = [e for e in played.record.events if e["kind"] == "day_close"][-1]
    assert net_worth(played.state) == last["net_worth_paise"]
    parts = net_worth_parts(played.state)
    for k, v in parts.items():
        assert last[f"{k}_paise"] == v, k
    assert {sku: on_hand(played.state, sku) for sku in played.skus} == last["stock_units"]


def test_reference_shop_beats_the_unmanaged_one(month):
    """Sanity on the scale of the figures checked above: managing the shop is worth something."""
    for seed in (0, 1):
        ref = [e for e in month("reference", seed).record.events if e["kind"] == "day_close"][-1]
        absent = [e for e in month("no-manager", seed).record.events if e["kind"] == "day_close"][-1]
        assert ref["net_worth_paise"] > absent["net_worth_paise"]


@pytest.mark.parametrize("shop", ["reference", "no-manager"])
@pytest.mark.parametrize("seed", [0, 1])
def test_scripted_months_make_no_invalid_call_and_hit_no_internal_error(month, shop, seed):
    played = month(shop=shop, seed=seed)
    bad = [e for e in played.record.events if e["kind"] in ("invalid_action", "tool_error")]
    assert bad == [], bad[:3]
