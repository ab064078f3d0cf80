"""Routine walk-in demand: value by HCES item group, a price response, and an empty-shelf loss.

Expected value of a day's routine demand at MRP is ``walk_in.daily_spend_at_mrp_inr``
× the weekday factor, split over the HCES 2022-23 urban item-group shares
(``market/data/hces_2022_23_urban_shares.csv``) renormalised over the groups
the shop stocks, and within a group equally over its items. Each slot of the
day, walk-ins for each item arrive as a Poisson count of visits, each wanting
the item's ``typical_qty`` units. A visit buys when the shelf price is within
what the walk-in will pay: the share buying is the logistic
``1 / (1 + exp((price/MRP − midpoint) / spread))`` — kirana customers expect a
little below MRP, and at MRP many buy elsewhere. A visit that would buy but
finds the shelf empty is lost to the empty shelf.

A festival (``walk_in.festival``: start day, number of days, a factor per HCES
group) multiplies the expected walk-in demand of the named groups on its days;
with no festival nothing changes (``festival_factors`` returns ``{}``).
"""
from __future__ import annotations

import math

import numpy as np

from market.catalogue import Catalogue, Item
from market.state import WorldState
from market.stock import on_hand
from market.sales import sell

__all__ = ["expected_units_per_day", "buy_share", "serve_walk_ins", "festival_factors"]


def festival_factors(festival, day: int) -> dict[str, float]:
    """HCES group → walk-in demand multiplier on ``day``; ``{}`` when there is no festival that day.

    Args:
        festival: the scenario's ``walk_in.festival`` (start_day, days, factor_by_group) or None.
    """
    if festival is None or not festival.start_day <= day < festival.start_day + festival.days:
        return {}
    return dict(festival.factor_by_group)


def expected_units_per_day(items: list[Item], shares: dict[str, float], daily_spend_paise: int) -> dict[str, float]:
    """Expected walk-in units a day per sku (before the weekday factor and price response).

    Args:
        items: the items the shop stocks.
        shares: HCES group → % of MPCE (urban); renormalised over the stocked groups.
        daily_spend_paise: value of a day's routine demand at MRP.
    Raises:
        KeyError: if a stocked item's group has no share.
    """
    groups: dict[str, list[Item]] = {}
    for item in items:
        groups.setdefault(item.hces_group, []).append(item)
    total = sum(shares[g] for g in groups)
    units = {}
    for group, members in groups.items():
        value_each = daily_spend_paise * shares[group] / total / len(members)
        for item in members:
            units[item.sku] = value_each / item.mrp_paise
    return units


def buy_share(price_paise: int, mrp_paise: int, midpoint: float, spread: float) -> float:
    """Share of walk-ins who buy at this shelf price (see the module docstring)."""
    x = (price_paise / mrp_paise - midpoint) / spread
    return 1.0 / (1.0 + math.exp(min(x, 700.0)))


def serve_walk_ins(state: WorldState, catalogue: Catalogue, skus: list[str], units_per_slot: dict[str, float],
                   midpoint: float, spread: float, rng: np.random.Generator,
                   shelf_units: dict[str, int] | None = None) -> list[dict]:
    """Serve one slot's walk-ins from the shelf, selling at the posted price for cash. ``shelf_units``: the
    sellable units on each item's shelf before serving, when the caller has counted them (``skus`` are distinct,
    so an item's count is not changed by the sales of the items before it).

    Returns one dict per item that had visits: sku, visits, wanted (units),
    lost_price (visits), lost_empty (visits), sold (units), revenue_paise,
    gst_paise, cost_paise, price_paise.
    """
    index, prices = catalogue.index(), state.prices  # read once: each field read of a model is pydantic's hook
    items = [index[s] for s in skus]
    lam = np.array([units_per_slot[s] / it.typical_qty for s, it in zip(skus, items)])
    visits = rng.poisson(lam)
    shares = np.array([buy_share(prices[s], it.mrp_paise, midpoint, spread) for s, it in zip(skus, items)])
    lost_price = rng.binomial(visits, 1.0 - shares)
    lines = []
    for sku, item, n, lp in zip(skus, items, visits.tolist(), lost_price.tolist()):
        if n == 0:
            continue
        buyers = n - lp
        shelf = on_hand(state, sku, "shelf") if shelf_units is None else shelf_units[sku]
        typical = item.typical_qty
        want = buyers * typical
        sold = min(want, shelf)
        served = -(-sold // typical) if sold else 0
        line = {"sku": sku, "price_paise": prices[sku], "visits": n, "wanted": n * typical,
                "lost_price": lp, "lost_empty": buyers - served, "sold": sold,
                "revenue_paise": 0, "gst_paise": 0, "cost_paise": 0}
        if sold:
            sale = sell(state, sku, sold, sold * prices[sku], item.gst_pct,
                        places=("shelf",), channel="walk_in", paid_by="cash")
            line.update(revenue_paise=sale.revenue_paise, gst_paise=sale.gst_paise, cost_paise=sale.cost_paise)
        lines.append(line)
    return lines
