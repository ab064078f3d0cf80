"""Negotiation scores (after E-Commerce Bench): how much of each deal's bargaining range
the shop captured, and whether repeated purchases got cheaper over the month.

A *deal* is one line of a confirmed order (``supplier_decision`` whose decision is
``order_confirmed``: sku, qty, unit_price_paise). Its supplier's hidden terms for
the item come from the ``supplier_terms`` event: the list price and the floor.

- ``bargaining_range_captured_pct``: mean over deals of
  (list − price) / (list − floor) × 100 — 0 buys at the list price, 100 at the
  floor, the lowest the supplier would ever take. Deals on items whose list
  equals the floor are left out. ``deals`` counts the deals.
- ``repeat_purchase_price_trend_pct_per_purchase``: for each (honest supplier,
  item) bought from at least twice, the least-squares slope of the unit price,
  as a percentage of the list price, against the purchase number (0, 1, 2, ...);
  the mean of those slopes. Negative means repeat purchases got cheaper.
  ``repeat_purchase_change_pct`` is the mean of (last − first price) / list × 100,
  and ``repeat_purchase_series`` the number of (supplier, item) pairs.
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.suppliers import ORDER_CONFIRMED, SupplierDecision
from events.world import ItemTerms, SupplierTerms
from scoring._common import typed

__all__ = ["negotiation_scores", "deals"]


def deals(events: Iterable[dict | Event]) -> list[dict]:
    """Every ordered line: supplier_id, supplier_kind, sku, qty, price_paise, list_paise, floor_paise, day, seq."""
    terms: dict[str, dict[str, ItemTerms]] = {}
    kinds: dict[str, str] = {}
    out = []
    for e in typed(events):
        if type(e) is SupplierTerms:
            terms[e.supplier_id] = e.terms
            kinds[e.supplier_id] = e.supplier_kind
        elif type(e) is SupplierDecision and e.decision_kind == ORDER_CONFIRMED:
            sup = e.supplier_id
            for line in e.decision["lines"]:
                t = terms.get(sup, {}).get(line["sku"])
                out.append({"supplier_id": sup, "supplier_kind": kinds.get(sup), "sku": line["sku"],
                            "qty": line["qty"], "price_paise": line["unit_price_paise"],
                            "list_paise": None if t is None else t.list_paise,
                            "floor_paise": None if t is None else t.floor_paise,
                            "day": e.day, "seq": e.seq})
    return out


def _slope(ys: list[float]) -> float:
    n = len(ys)
    mx, my = (n - 1) / 2, sum(ys) / n
    return sum((x - mx) * (y - my) for x, y in enumerate(ys)) / sum((x - mx) ** 2 for x in range(n))


def negotiation_scores(events: Iterable[dict]) -> dict:
    """Negotiation scores (see the module docstring); percentages."""
    lines = deals(events)
    captured = [(d["list_paise"] - d["price_paise"]) / (d["list_paise"] - d["floor_paise"])
                for d in lines if d["list_paise"] is not None and d["list_paise"] > d["floor_paise"]]
    series: dict[tuple[str, str], list[float]] = {}
    for d in lines:
        if d["supplier_kind"] == "honest" and d["list_paise"]:
            series.setdefault((d["supplier_id"], d["sku"]), []).append(100 * d["price_paise"] / d["list_paise"])
    repeated = [s for s in series.values() if len(s) >= 2]
    return {
        "deals": len(lines),
        "bargaining_range_captured_pct": round(100 * sum(captured) / len(captured), 2) if captured else None,
        "repeat_purchase_series": len(repeated),
        "repeat_purchase_price_trend_pct_per_purchase":
            round(sum(_slope(s) for s in repeated) / len(repeated), 4) if repeated else None,
        "repeat_purchase_change_pct":
            round(sum(s[-1] - s[0] for s in repeated) / len(repeated), 4) if repeated else None,
    }
