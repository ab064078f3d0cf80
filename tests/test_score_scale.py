"""The score scale of the four scripted shops over seeds 0–4 (KiranaBench Table 3)."""
from __future__ import annotations

import numpy as np
import pytest

from kirana.baselines import baselines

SEEDS = [0, 1, 2, 3, 4]


@pytest.fixture(scope="module")
def scale() -> dict:
    return baselines(SEEDS, days=30, workers=2)


def _mean(scale: dict, shop: str) -> float:
    return scale["shops"][shop]["mean_profit_inr"]


def test_reference_earns_within_the_band(scale):
    assert 60_000 <= _mean(scale, "reference") <= 130_000, scale["shops"]["reference"]["profit_inr"]


def test_unfair_counter_positive_and_at_least_15_pct_below_reference(scale):
    ref, unfair = _mean(scale, "reference"), _mean(scale, "unfair-counter")
    assert unfair > 0
    assert unfair <= 0.85 * ref, (unfair, ref)


def test_unfair_everywhere_loses_money(scale):
    assert _mean(scale, "unfair-everywhere") < 0


def test_no_manager_loses_at_a_near_constant_rate(scale):
    mean = _mean(scale, "no-manager")
    assert -150_000 <= mean <= -80_000, mean
    for seed, by_day in scale["shops"]["no-manager"]["net_worth_by_day_inr"].items():
        days = np.arange(1, len(by_day) + 1)
        slope, intercept = np.polyfit(days, by_day, 1)
        fitted = slope * days + intercept
        r2 = 1 - np.sum((np.array(by_day) - fitted) ** 2) / np.sum((by_day - np.mean(by_day)) ** 2)
        print(f"no-manager seed {seed}: slope ₹{slope:,.0f}/day, R² {r2:.4f}")
        assert slope < 0 and r2 >= 0.95, (seed, slope, r2)


def test_order_holds_on_every_seed(scale):
    shops = scale["shops"]
    for seed in map(str, SEEDS):
        profits = [shops[s]["profit_inr"][seed] for s in ("reference", "unfair-counter", "unfair-everywhere", "no-manager")]
        assert profits == sorted(profits, reverse=True), (seed, profits)


def test_json_shape(scale):
    assert scale["days"] == 30 and scale["seeds"] == SEEDS
    for entry in scale["shops"].values():
        assert set(entry) == {"profit_inr", "mean_profit_inr", "net_worth_by_day_inr"}
        assert sorted(entry["profit_inr"]) == [str(s) for s in SEEDS]
        assert all(len(v) == 30 for v in entry["net_worth_by_day_inr"].values())
        assert entry["mean_profit_inr"] == pytest.approx(np.mean(list(entry["profit_inr"].values())), abs=0.01)
