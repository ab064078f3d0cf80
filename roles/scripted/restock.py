"""Restocking rules for the scripted managers: demand from what the books show, order-up-to and newsvendor.

Everything here works from what a manager observes each morning through
``check_books`` (units sold yesterday, shelf, godown and on-order counts,
shelf life, the suppliers' stated lead days) and its own memory of what it
ordered — never from hidden state.

- ``DemandTracker`` keeps, per item, a rolling window of daily demand
  observations. Sales are *censored* by stock-outs: on a day the item ran out,
  "sold yesterday" is only a lower bound on what walk-ins wanted. The tracker
  infers yesterday's closing stock (this morning's stock less what arrived
  overnight, i.e. what was on order yesterday plus what was ordered after the
  books, less what is still on order) and, when it was nil, records
  ``sold × CENSORED_UPLIFT + 1`` instead of ``sold`` (a simple censored-demand
  correction, after the stock-out–aware estimators AutoVend discusses; the
  uplift is a calibrated constant, see ``benchmarks/calibrate.py``).
- ``cover_days(shelf_life, lead_days)``: the target cover by item — the lead
  time plus one review day, plus extra days for goods that keep (so a slow,
  long-life item is not reordered daily), never more than half the shelf life
  (so perishables are not bought to spoil).
- ``order_up_to(mean, sd, days, z)``: the base-stock level ``mean·days +
  z·sd·√days`` (units).
- ``critical_ratio(margin, holding, spoilage)``: the newsvendor fractile
  ``Cu / (Cu + Co)`` with underage cost the unit margin and overage cost the
  holding cost over the cover plus the expected spoilage loss (AutoVend's
  newsvendor baseline; Arrow, Harris & Marschak 1951). ``z_for(ratio)`` is the
  standard normal quantile.
"""
from __future__ import annotations

import math
from statistics import NormalDist

from pydantic import BaseModel, Field

__all__ = ["DemandTracker", "cover_days", "order_up_to", "critical_ratio", "z_for", "WINDOW_DAYS",
           "CENSORED_UPLIFT", "SAFETY_Z"]

WINDOW_DAYS = 7          # rolling window of demand observations (a week: covers the weekday cycle)
CENSORED_UPLIFT = 1.3    # a stocked-out day's sales × this + 1 stands in for its demand (calibrated)
SAFETY_Z = 1.0           # the reference shop's safety stock in standard deviations (~84% cycle service)
MIN_SD_SHARE = 0.3       # a demand spread never below 30% of the mean (few observations understate it)


class DemandTracker(BaseModel):
    """Per-item rolling demand observations (units a day), stock-out aware (see the module docstring)."""
    window: dict[str, list[float]] = Field(default_factory=dict)
    last_stock: dict[str, int] = Field(default_factory=dict, description="shelf + godown at yesterday's books")
    last_on_order: dict[str, int] = Field(default_factory=dict, description="on order at yesterday's books")
    ordered_after: dict[str, int] = Field(default_factory=dict, description="units ordered after yesterday's books")
    stockouts: dict[str, int] = Field(default_factory=dict, description="days seen stocked out, per item")

    def observe(self, books: dict) -> None:
        """Take this morning's ``check_books`` result: record yesterday's demand per item."""
        day = books["day"]
        for sku, info in books["items"].items():
            stock = info["shelf"] + info["godown"]
            if day > 1 and sku in self.last_stock:
                arrived = max(0, self.last_on_order.get(sku, 0) + self.ordered_after.get(sku, 0) - info["on_order"])
                closing = stock - arrived
                sold = info["sold_yesterday"]
                demand = float(sold)
                if closing <= 0:
                    demand = sold * CENSORED_UPLIFT + 1.0
                    self.stockouts[sku] = self.stockouts.get(sku, 0) + 1
                obs = self.window.setdefault(sku, [])
                obs.append(demand)
                del obs[:-WINDOW_DAYS]
            self.last_stock[sku] = stock
            self.last_on_order[sku] = info["on_order"]
        self.ordered_after = {}

    def ordered(self, sku: str, qty: int) -> None:
        """Note units ordered after this morning's books (they will arrive as on-order falls)."""
        self.ordered_after[sku] = self.ordered_after.get(sku, 0) + qty

    def mean(self, sku: str, prior: float = 0.0) -> float:
        """Mean daily demand (units); ``prior`` until the first observation."""
        obs = self.window.get(sku)
        return sum(obs) / len(obs) if obs else prior

    def sd(self, sku: str, prior: float = 0.0) -> float:
        """Standard deviation of daily demand (units), at least ``MIN_SD_SHARE`` of the mean and √mean
        (Poisson-like walk-in counts)."""
        obs = self.window.get(sku) or []
        m = self.mean(sku, prior)
        spread = math.sqrt(sum((x - m) ** 2 for x in obs) / (len(obs) - 1)) if len(obs) > 1 else 0.0
        return max(spread, MIN_SD_SHARE * m, math.sqrt(m))


def cover_days(shelf_life_days: int, lead_days: int = 1) -> float:
    """Days of demand to hold after ordering: lead time + one review day, more for goods that keep.

    Returns lead + 1 for goods lasting a week or less, lead + 2 up to three months, lead + 3 beyond;
    never more than half the shelf life (at least the lead time + 1).
    """
    extra = 0 if shelf_life_days <= 7 else 1 if shelf_life_days <= 90 else 2
    days = lead_days + 1 + extra
    return float(max(lead_days + 1, min(days, shelf_life_days / 2)))


def order_up_to(mean: float, sd: float, days: float, z: float) -> float:
    """The order-up-to level in units: ``mean·days + z·sd·√days``."""
    return mean * days + z * sd * math.sqrt(days)


def critical_ratio(margin: float, holding: float, spoilage: float) -> float:
    """Newsvendor fractile ``margin / (margin + holding + spoilage)`` (rupees a unit; margin ≤ 0 gives 0).

    Raises:
        ValueError: a negative holding or spoilage cost.
    """
    if holding < 0 or spoilage < 0:
        raise ValueError(f"holding ({holding}) and spoilage ({spoilage}) costs must be ≥ 0")
    if margin <= 0:
        return 0.0
    return margin / (margin + holding + spoilage)


def z_for(ratio: float) -> float:
    """Standard normal quantile of a service ratio, clipped to [0.5%, 99.5%]."""
    return NormalDist().inv_cdf(min(max(ratio, 0.005), 0.995))
