"""Strategy instability (RetailBench §6.3) on hand-built strategies, values worked by hand."""
from __future__ import annotations

import math

import pytest

from events.strategy import Strategy, parse_strategy
from event_builder import complete
from scoring.instability import execution_similarity, instability, jaccard, strategy_scores


def _s(focus=(), supplier=None, reorder=(), prices=None, monitor=()) -> Strategy:
    return Strategy.model_validate({"macro": "m", "execution": {
        "focus_items": list(focus), "supplier_for": supplier or {}, "reorder": list(reorder),
        "price_changes": prices or {}, "monitor": list(monitor)}})


A = _s(focus=["a", "b"], supplier={"a": "S1"}, reorder=["a"])
B = _s(focus=["a", "c"], supplier={"a": "S1"}, reorder=["a", "b"], prices={"a": 40.0})


def test_jaccard_by_hand():
    assert jaccard({"a", "b"}, {"a", "c"}) == pytest.approx(1 / 3)
    assert jaccard(set(), set()) == 1.0
    assert jaccard({"a"}, set()) == 0.0


def test_execution_similarity_by_hand():
    sim = execution_similarity(A, B)
    # focus 1/3, supplier_for {(a,S1)} both: 1, reorder {a} vs {a,b}: 1/2, price_changes {} vs {(a,40)}: 0, monitor: 1
    assert sim["focus_items"] == pytest.approx(1 / 3)
    assert sim["supplier_for"] == 1.0 and sim["reorder"] == 0.5 and sim["price_changes"] == 0.0
    assert sim["monitor"] == 1.0
    assert sim["mean"] == pytest.approx((1 / 3 + 1 + 0.5 + 0 + 1) / 5)
    # a mapping compares values too: the same item from another supplier is a different pair
    assert execution_similarity(A, _s(focus=["a", "b"], supplier={"a": "S2"}, reorder=["a"]))["supplier_for"] == 0.0


def test_std_diff_mac_tv_by_hand():
    # s = 1, .5, .75, .75 -> d = -.5, .25, 0; mean d = -1/12
    got = instability([1.0, 0.5, 0.75, 0.75])
    dev = [-0.5 + 1 / 12, 0.25 + 1 / 12, 1 / 12]
    assert got["std_diff"] == pytest.approx(math.sqrt(sum(x * x for x in dev) / 3))
    assert got["std_diff"] == pytest.approx(0.311805, abs=1e-6)
    assert got["mac"] == pytest.approx(0.25) and got["tv"] == pytest.approx(0.75)
    assert instability([1.0]) == {"std_diff": None, "mac": None, "tv": None}
    assert instability([0.6, 0.6, 0.6]) == {"std_diff": 0.0, "mac": 0.0, "tv": 0.0}


def test_strategy_scores_from_a_hand_built_record():
    days = [A, B, A, A]
    events = [complete({"kind": "strategy_set", "day": d, "role": "manager", "valid": True,
                        "strategy": s.model_dump()}) for d, s in enumerate(days, start=1)]
    events.insert(2, complete({"kind": "strategy_set", "day": 2, "role": "manager", "valid": False,
                               "strategy": None}))
    got = strategy_scores(events)["manager"]
    m = (1 / 3 + 1 + 0.5 + 0 + 1) / 5  # A~B = B~A; A~A = 1
    assert got["strategy_days"] == 4
    assert [s["mean"] for s in got["similarity_by_day"]] == [round(m, 4), round(m, 4), 1.0]
    assert got["mac"] == pytest.approx((0 + (1 - m)) / 2, abs=1e-4)
    assert got["tv"] == pytest.approx(1 - m, abs=1e-4)
    assert strategy_scores([]) == {}


def test_parse_strategy_names_what_is_wrong():
    ok, err = parse_strategy('x\n```strategy\n{"macro": "keep", "execution": {"reorder": ["rice-1kg"]}}\n```')
    assert ok is not None and ok.execution.reorder == ["rice-1kg"] and err == ""
    assert parse_strategy("no block")[1].startswith("no ```strategy block")
    assert "not JSON" in parse_strategy("```strategy\n{oops}\n```")[1]
    bad, err = parse_strategy('```strategy\n{"execution": {"reorder": "rice"}}\n```')
    assert bad is None and err.startswith("strategy.execution.reorder")
