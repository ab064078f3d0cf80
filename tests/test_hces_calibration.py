"""Routine walk-in demand over a reference month follows the HCES 2022-23 urban shares.

The value of demand (units wanted × MRP, before any price response or empty
shelf) by HCES group, as shares, is compared with the group shares of the data
file renormalised over the groups the shop stocks. Run with ``-s`` to see the
figures.
"""
from __future__ import annotations

import csv
from collections import Counter
from importlib.resources import files

import pytest

from market.catalogue import load_hces_urban_shares
from scenarios import load_scenario

MAX_TVD = 0.05


def share_kinds() -> dict[str, str]:
    with (files("market") / "data" / "hces_2022_23_urban_shares.csv").open(encoding="utf-8", newline="") as fh:
        return {row["group"]: row["kind"] for row in csv.DictReader(fh)}


def tvd(observed: Counter, expected: dict[str, float], groups: list[str]) -> float:
    """Total variation distance between the two, each renormalised over ``groups``."""
    obs_total = sum(observed[g] for g in groups)
    exp_total = sum(expected[g] for g in groups)
    return 0.5 * sum(abs(observed[g] / obs_total - expected[g] / exp_total) for g in groups)


@pytest.fixture(scope="module")
def demand_value(month) -> tuple[Counter, list[str]]:
    """(paise of walk-in demand at MRP by HCES group, the stocked groups) for the seed-0 reference month."""
    shop = month("reference", 0)
    value: Counter = Counter()
    for e in shop.record.events:
        if e["kind"] == "walk_in":
            for line in e["lines"]:
                item = shop.catalogue.by_sku(line["sku"])
                value[item.hces_group] += line["wanted"] * item.mrp_paise
    groups = sorted({shop.catalogue.by_sku(s).hces_group for s in shop.skus})
    return value, groups


def _report(title: str, value: Counter, shares: dict[str, float], groups: list[str]) -> str:
    obs_total, exp_total = sum(value[g] for g in groups), sum(shares[g] for g in groups)
    rows = [f"{title}: TVD {tvd(value, shares, groups):.4f} over {len(groups)} groups (limit {MAX_TVD})"]
    rows += [f"  {g:40s} demand {value[g] / obs_total:6.2%}  HCES {shares[g] / exp_total:6.2%}" for g in groups]
    return "\n".join(rows)


def test_demand_value_by_group_matches_hces_over_stocked_groups(demand_value):
    value, groups = demand_value
    shares = load_hces_urban_shares()
    assert set(groups) <= set(shares)
    assert len(groups) >= 10 and all(value[g] > 0 for g in groups)
    # the month's demand is the scenario's scale: 30 days × its daily spend at MRP (weekday factors average ~1.04)
    daily = load_scenario().walk_in.daily_spend_at_mrp_inr * 100
    assert 30 * daily * 0.9 < sum(value.values()) < 30 * daily * 1.2
    distance = tvd(value, shares, groups)
    text = _report("all stocked groups", value, shares, groups)
    print("\n" + text)
    assert distance <= MAX_TVD, text


def test_demand_value_matches_hces_over_groups_with_hces_figures(demand_value):
    value, groups = demand_value
    shares, kinds = load_hces_urban_shares(), share_kinds()
    assert set(kinds) == set(shares)
    hces = [g for g in groups if kinds[g] == "hces"]
    assert 0 < len(hces) < len(groups)          # the estimate rows are left out here
    distance = tvd(value, shares, hces)
    text = _report("groups with HCES figures only", value, shares, hces)
    print("\n" + text)
    assert distance <= MAX_TVD, text


def test_tvd_would_catch_demand_spread_equally_over_groups(demand_value):
    """The check has teeth: equal shares per group sit far from HCES."""
    _, groups = demand_value
    shares = load_hces_urban_shares()
    equal = Counter({g: 1.0 for g in groups})
    assert tvd(equal, shares, groups) > 2 * MAX_TVD
