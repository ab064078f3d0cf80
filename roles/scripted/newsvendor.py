"""``scripted:newsvendor`` — the manager orders by the newsvendor critical ratio (AutoVend's rule baseline).

AutoVend (seed paper) compares LLM inventory agents with a rule-based
newsvendor / order-up-to policy. Here the manager is the reference manager in
every respect (books, bills, prices, bargaining, fraud checks) except how much
it orders: for each item it sets the order-up-to level

    S = μ·T + z·σ·√T,   z = Φ⁻¹(Cu / (Cu + Co)),   T = lead days + 1 review day,

with μ, σ the rolling, stock-out–aware mean and spread of daily demand
(``restock.DemandTracker``), the underage cost Cu the unit margin (shelf
price less the last price paid, or 80% of MRP before any purchase) and the
overage cost Co the holding cost of a unit over T days (``HOLDING_PCT_PER_DAY``
of its cost: the bank's interest forgone) plus its expected spoilage loss (the
whole cost when T reaches the shelf life, else cost × T / shelf life). It
observes only what the books show; it never reads hidden state.
"""
from __future__ import annotations

from roles.scripted.manager import ReferenceManager
from roles.scripted.restock import critical_ratio, order_up_to, z_for

__all__ = ["NewsvendorManager", "HOLDING_PCT_PER_DAY", "COST_SHARE_PRIOR"]

HOLDING_PCT_PER_DAY = 0.05   # % of a unit's cost a day: ~18% a year, a kirana's working-capital rate (estimate)
COST_SHARE_PRIOR = 0.80      # cost as a share of MRP before any purchase is seen (catalogue wholesale ~0.8–0.9)


class NewsvendorManager(ReferenceManager):
    """The reference manager ordering by the newsvendor critical ratio (see the module docstring)."""

    def costs(self, sku: str, info: dict, days: float) -> tuple[float, float, float]:
        """(margin, holding, spoilage) in rupees a unit over a cover of ``days``."""
        cost = self.memory.last_price.get(sku, info["mrp_inr"] * COST_SHARE_PRIOR)
        margin = self.shelf_price(info, sku) - cost
        holding = cost * HOLDING_PCT_PER_DAY / 100 * days
        life = max(1, info["shelf_life_days"])
        spoilage = cost if days >= life else cost * days / life
        return margin, holding, spoilage

    def target_stock(self, sku: str, info: dict) -> float:
        d = self.memory.demand
        prior = float(info["shelf"])
        days = float(self.lead_days(sku) + 1)
        z = z_for(critical_ratio(*self.costs(sku, info, days)))
        return max(0.0, order_up_to(d.mean(sku, prior), d.sd(sku, prior), days, z))

    def ratio(self, sku: str, info: dict) -> float:
        """The item's critical ratio today (for reports and tests)."""
        return critical_ratio(*self.costs(sku, info, float(self.lead_days(sku) + 1)))
