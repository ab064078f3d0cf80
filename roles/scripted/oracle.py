"""``scripted:oracle`` — a privileged upper bound that READS HIDDEN STATE (RetailBench's oracle baseline).

RetailBench (seed paper) reads agents against a privileged oracle that sees
what no agent can. This shop is labelled "oracle" wherever it appears
(``kirana baselines``, the report's anchors); its profit is a ceiling to read
scores against, never a result an agent could reach. It is told the scenario
(``Policy.bind``) and rebuilds the hidden truth from it, exactly as the shop
does (same seeded generators), without touching the live shop:

- **true demand**: each item's expected walk-in units for each coming day
  (HCES shares × weekday × festival factor × the share who buy at its price,
  ``market.demand``); it orders up to ``μ·T + z·√(μ·T)`` (Poisson spread) with
  z from the true newsvendor ratio;
- **supplier floors and fraud kinds**: it deals only with suppliers that are
  not fraudulent, asks the one with the lowest floor, opens its bid at the
  floor and accepts a counter within 1% of the floor or one round before the
  supplier's hidden last round;
- **prices**: the shelf price maximising (net price − true cost) × share who buy,
  from the scenario's hidden walk-in price response;
- **customer reliability** (the oracle cashier): credit only to regulars who
  will repay (``Regular.reliable``), within the reference credit limit.

The helper and munshi are the reference staff.
"""
from __future__ import annotations

import math

from market.catalogue import load_catalogue, load_hces_urban_shares
from market.customers import make_regulars
from market.demand import buy_share, expected_units_per_day, festival_factors
from events.money import paise
from negotiation_kernel.suppliers import build_suppliers, floor_price
from roles.scripted.manager import Haggle, ReferenceManager
from roles.scripted.restock import cover_days, critical_ratio, z_for
from roles.scripted.staff import ReferenceCashier

__all__ = ["OracleManager", "OracleCashier", "HiddenWorld"]


class HiddenWorld:
    """The scenario's hidden truth, rebuilt from its seed (see the module docstring)."""

    def __init__(self, scenario) -> None:
        self.scenario = scenario
        self.catalogue = load_catalogue()
        self.skus = list(scenario.shop.items or self.catalogue.skus())
        self.units_per_day = expected_units_per_day([self.catalogue.by_sku(s) for s in self.skus],
                                                    load_hces_urban_shares(),
                                                    paise(scenario.walk_in.daily_spend_at_mrp_inr))
        self.suppliers = build_suppliers(scenario, self.catalogue, self.skus)
        c = scenario.counter
        self.regulars = make_regulars(scenario.seed, c.regulars, c.reliable_share, c.language_mix.model_dump(),
                                      c.repay_prob)

    def demand(self, sku: str, day: int, price_inr: float) -> float:
        """Expected walk-in units of ``sku`` on ``day`` at a shelf price (units)."""
        w = self.scenario.walk_in
        item = self.catalogue.by_sku(sku)
        factor = w.weekday_factors[(day - 1) % 7] * festival_factors(w.festival, day).get(item.hces_group, 1.0)
        share = buy_share(paise(price_inr), item.mrp_paise, w.price_midpoint_of_mrp, w.price_spread_of_mrp)
        return self.units_per_day[sku] * factor * share

    def best_supplier(self, sku: str) -> tuple[str, int] | None:
        """(supplier id, floor in paise) of the cheapest non-fraudulent supplier of ``sku``, or None."""
        options = [(floor_price(s.terms[sku]), int(s.supplier_id[1:]), s.supplier_id)
                   for s in self.suppliers.values() if s.kind != "fraudulent" and sku in s.terms]
        if not options:
            return None
        floor, _, sid = min(options)
        return sid, floor

    def best_price(self, sku: str, cost_inr: float) -> float:
        """The shelf price (half-rupee steps, 80%–100% of MRP) maximising expected margin × share who buy."""
        item = self.catalogue.by_sku(sku)
        w = self.scenario.walk_in
        mrp = item.mrp_paise / 100
        best, best_value = mrp, -math.inf
        p = math.ceil(mrp * 0.80 * 2) / 2
        while p <= mrp + 1e-9:
            share = buy_share(paise(p), item.mrp_paise, w.price_midpoint_of_mrp, w.price_spread_of_mrp)
            value = (p / (1 + item.gst_pct / 100) - cost_inr) * share
            if value > best_value + 1e-9:
                best, best_value = p, value
            p += 0.5
        return best


class OracleManager(ReferenceManager):
    """The reference manager with the hidden truth in hand (see the module docstring). Labelled oracle."""
    oracle = True

    def __init__(self) -> None:
        super().__init__()
        self.world: HiddenWorld | None = None

    def bind(self, scenario) -> None:
        self.world = HiddenWorld(scenario)

    def _world(self) -> HiddenWorld:
        if self.world is None:
            raise RuntimeError("scripted:oracle reads hidden state: the engine must call bind(scenario) first")
        return self.world

    def _cost(self, sku: str) -> float:
        best = self._world().best_supplier(sku)
        return best[1] / 100 if best else self._world().catalogue.by_sku(sku).mrp_paise / 100

    def candidates(self, sku: str) -> list[str]:
        best = self._world().best_supplier(sku)
        return [best[0]] if best else []

    def update_estimates(self, books: dict) -> None:
        return None  # it knows demand

    def shelf_price(self, info: dict, sku: str) -> float:
        return self._world().best_price(sku, self._cost(sku))

    def target_stock(self, sku: str, info: dict) -> float:
        world = self._world()
        lead = world.suppliers[self.candidates(sku)[0]].lead_days if self.candidates(sku) else 1
        days = cover_days(info["shelf_life_days"], lead)
        price = self.shelf_price(info, sku)
        day = self.memory.day
        # demand from tomorrow (today's is met from stock) through the cover
        mean = sum(world.demand(sku, d, price) for d in range(day + 1, day + 1 + math.ceil(days)))
        cost = self._cost(sku)
        margin = price / (1 + world.catalogue.by_sku(sku).gst_pct / 100) - cost
        spoil = cost if days >= info["shelf_life_days"] else cost * days / max(1, info["shelf_life_days"])
        z = z_for(critical_ratio(margin, 0.0, spoil))
        today = world.demand(sku, day, price)
        return today + mean + z * math.sqrt(max(mean + today, 0.0))

    def opening_bid(self, sku: str, h: Haggle) -> float:
        return math.ceil(self._floor(h.supplier_id, sku)) / 100

    def next_bid(self, sku: str, h: Haggle) -> float:
        return math.ceil(self._floor(h.supplier_id, sku)) / 100

    def accept_now(self, sku: str, h: Haggle) -> bool:
        terms = self._world().suppliers[h.supplier_id].terms[sku]
        return h.counter <= self._floor(h.supplier_id, sku) / 100 * 1.01 or h.rounds >= terms.max_rounds - 1

    def _floor(self, supplier_id: str, sku: str) -> float:
        return float(floor_price(self._world().suppliers[supplier_id].terms[sku]))


class OracleCashier(ReferenceCashier):
    """The reference cashier who knows which regulars repay: credit only to them. Labelled oracle."""
    oracle = True

    def __init__(self) -> None:
        super().__init__()
        self.reliable: dict[str, bool] = {}
        self._customer: str | None = None

    def bind(self, scenario) -> None:
        self.reliable = {k: r.reliable for k, r in HiddenWorld(scenario).regulars.items()}

    def play(self, turn):
        self._customer = turn.subject.get("customer_id")
        return super().play(turn)

    def grant_credit(self, khata: dict, amount: float) -> bool:
        return bool(self.reliable.get(self._customer or "", False)) and super().grant_credit(khata, amount)
