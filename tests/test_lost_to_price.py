"""Which wins when the price and an empty shelf both lost a walk-in: the price (``scoring.demand``).

A new user's trial (session 40) found 157 ``walk_in`` lines of a bad manager's month with the item's
``shelf_units`` at 0 and visits lost to price, counted as price in figure 6 and left out of
``customers_lost_empty_shelf_per_day``, while ``empty_shelf_item_days_pct`` counted those item-days as empty. The
rule is kept and now said: the kernel draws a visit's price refusal before, and apart from, the shelf, so the same
visits refuse on a full shelf as on an empty one (checked here on the kernel), and the scores split a hand-built
record that way (worked out by hand below)."""
from __future__ import annotations

import copy

import numpy as np

from engine.shop import Shop
from market.demand import serve_walk_ins
from scenarios import load_scenario
from scoring import behaviour_scores, demand_scores, efficiency_scores, failure_scores
from test_scoring_families import Record, _walk


def test_the_same_walk_ins_refuse_the_price_on_a_full_shelf_and_on_an_empty_one():
    shop = Shop(load_scenario(days=2))
    wi = shop.scenario.walk_in
    per_slot = {s: 40 * u for s, u in shop.units_per_day.items()}  # many visits, so many refuse
    for sku, item in shop.catalogue.index().items():
        shop.state.prices[sku] = item.mrp_paise  # at MRP many buy elsewhere
    runs = {}
    for name, shelf in (("stocked", None), ("empty", {s: 0 for s in shop.skus})):
        state = copy.deepcopy(shop.state)
        runs[name] = {line["sku"]: line for line in serve_walk_ins(
            state, shop.catalogue, shop.skus, per_slot, wi.price_midpoint_of_mrp, wi.price_spread_of_mrp,
            np.random.default_rng(7), shelf)}
    stocked, empty = runs["stocked"], runs["empty"]
    assert stocked.keys() == empty.keys() and len(empty) > 20
    assert sum(line["sold"] for line in stocked.values()) > 0                       # the stocked shelf sold
    for sku, line in empty.items():
        assert line["lost_price"] == stocked[sku]["lost_price"]                   # the same refusals
        assert line["sold"] == 0 and line["lost_empty"] == line["visits"] - line["lost_price"]
    assert sum(line["lost_price"] for line in empty.values()) > 100


def test_an_empty_shelf_whose_walk_ins_refused_the_price_is_lost_to_price_and_an_empty_item_day():
    r = Record()
    r.add("run_start", skus=["rice", "dal"], roles={})
    # day 1, rice: shelf empty; 5 visits of 2 units, 3 refused the price, 2 would have paid -> 6 units to price,
    # 4 to the empty shelf. dal: stocked, 2 visits of 1 unit, both bought.
    r.add("walk_in", 1, shelf_units={"rice": 0, "dal": 9},
          lines=[_walk(sku="rice", price=5000, visits=5, wanted=10, lost_price=3, lost_empty=2),
                 _walk(sku="dal", price=10000, visits=2, wanted=2, sold=2, revenue=20000)])
    r.close(1)
    # day 2, rice: shelf empty, its 2 visits both refused the price -> nothing to the empty shelf, still empty
    r.add("walk_in", 2, shelf_units={"rice": 0, "dal": 7},
          lines=[_walk(sku="rice", price=5000, visits=2, wanted=4, lost_price=2)])
    r.close(2)
    d = demand_scores(r.events)
    assert d["walk_in_demand_units"] == {"wanted": 16, "sold": 2, "lost_price": 10, "lost_empty": 4}
    assert d["demand_totals_inr"]["lost_price"] == 500.0       # 10 units at ₹50
    assert d["demand_totals_inr"]["lost_empty_shelf"] == 200.0  # 4 units at ₹50
    assert d["demand_by_day_inr"]["lost_empty_shelf"] == [200.0, 0.0]
    assert behaviour_scores(r.events)["customers_lost_empty_shelf_per_day"] == 1.0  # 2 visits over 2 days
    assert failure_scores(r.events)["failures_by_day"]["customers_lost_empty_shelf"] == [2, 0]
    assert efficiency_scores(r.events)["empty_shelf_item_days_pct"] == 50.0  # rice both days, dal neither
