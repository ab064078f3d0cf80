"""Restocking rules of the scripted managers, on hand-built books (values worked by hand)."""
from __future__ import annotations

import math

import pytest

from roles.scripted.newsvendor import NewsvendorManager
from roles.scripted.restock import (CENSORED_UPLIFT, DemandTracker, cover_days, critical_ratio, order_up_to,
                                    z_for)


def _books(day: int, shelf: int, godown: int, on_order: int, sold: int, life: int = 270) -> dict:
    return {"day": day, "items": {"rice-1kg": {"shelf": shelf, "godown": godown, "on_order": on_order,
                                               "sold_yesterday": sold, "shelf_life_days": life, "mrp_inr": 43.0,
                                               "price_inr": 41.0}}}


def test_cover_days_by_lead_and_shelf_life():
    assert cover_days(2, 1) == 2.0          # milk: half its shelf life is 1, but never under lead + 1
    assert cover_days(6, 1) == 2.0          # paneer: a week or less keeps lead + 1
    assert cover_days(28, 1) == 3.0         # onions: one extra day
    assert cover_days(365, 2) == 5.0        # rice from a two-day supplier: lead + 1 + 2


def test_order_up_to_and_critical_ratio():
    assert order_up_to(10, 4, 4, 1.0) == pytest.approx(10 * 4 + 4 * 2)
    assert critical_ratio(6, 1, 1) == pytest.approx(0.75)
    assert critical_ratio(-1, 1, 1) == 0.0
    with pytest.raises(ValueError, match="holding"):
        critical_ratio(1, -1, 0)
    assert z_for(0.5) == pytest.approx(0.0) and z_for(0.8413) == pytest.approx(1.0, abs=1e-3)


def test_demand_tracker_uncensors_a_stocked_out_day():
    t = DemandTracker()
    t.observe(_books(1, shelf=10, godown=5, on_order=0, sold=0))
    t.ordered("rice-1kg", 20)
    # day 2: 20 arrived overnight (0 on order now), 20 in stock -> closing yesterday was 0: stocked out
    t.observe(_books(2, shelf=12, godown=8, on_order=0, sold=15))
    assert t.window["rice-1kg"] == [15 * CENSORED_UPLIFT + 1]
    assert t.stockouts["rice-1kg"] == 1
    # day 3: nothing arrived, 12 left -> yesterday's 8 sold is uncensored
    t.observe(_books(3, shelf=12, godown=0, on_order=0, sold=8))
    assert t.window["rice-1kg"] == [20.5, 8.0]
    assert t.mean("rice-1kg") == pytest.approx(14.25)
    # spread: sample sd of (20.5, 8) = 8.8388, above 30% of the mean and √mean
    assert t.sd("rice-1kg") == pytest.approx(math.sqrt((6.25 ** 2 * 2) / 1))


def test_newsvendor_ratio_from_margin_holding_and_spoilage():
    m = NewsvendorManager()
    m.memory.last_price["rice-1kg"] = 36.0
    info = _books(2, 10, 0, 0, 5)["items"]["rice-1kg"]
    # shelf price: floor(43 × 0.95 × 2)/2 = 40.5 (above 36 × 1.03); margin 4.5; T = 2 days;
    # holding 36 × 0.05% × 2 = 0.036; spoilage 36 × 2/270 = 0.26667
    assert m.ratio("rice-1kg", info) == pytest.approx(4.5 / (4.5 + 0.036 + 36 * 2 / 270))
    milk = dict(info, shelf_life_days=2, mrp_inr=28.0)
    m.memory.last_price["milk-500ml"] = 25.0
    # a two-day cover reaches the shelf life: overage is the whole cost, ratio 1.5 / (1.5 + 0.025 + 25)
    assert m.ratio("milk-500ml", milk) == pytest.approx(1.5 / (1.5 + 25 * 0.0005 * 2 + 25))
