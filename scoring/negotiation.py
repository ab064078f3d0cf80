"""Negotiation scores (after E-Commerce Bench): how much of each deal's bargaining range
the shop captured, and whether repeated purchases got cheaper over the month.

A *deal* is one line of a confirmed order (``supplier_decision`` whose decision is
``order_confirmed``: sku, qty, unit_price_paise) that stood: a line of an order the
shop cancelled (``cancelled`` {order_id}), or an item cut from its order whole
(``item_cancelled`` with ``qty_left`` 0), is no deal and is counted in
``deals_cancelled`` instead (a new user's trial, session 39: an order bargained, cancelled
and placed again counted twice, and ordering and cancelling a well-bargained line would
have raised the mean at no cost). Its supplier's hidden terms for the item come from the
``supplier_terms`` event: the list price and the hidden floor.

- ``bargaining_range_captured_pct``: mean over deal lines of
  (list − price) / (list − lowest) × 100, where *lowest* is the lowest price the supplier
  ever takes (``events.price_steps.lowest_price``: the first trader's step above the hidden
  floor, the price a counter that reaches the floor shows; no bargain goes below it) —
  0 buys at the list price, 100 at the lowest price reachable. Until session 39 the range
  ran to the hidden floor itself, a step below anything reachable, so the best reachable
  score was below 100 and differed by item (87.5 for seed 0's sugar at S1: list ₹45, floor
  ₹41, lowest ₹41.50); now 100 is reachable on every item. Deal lines on items whose list
  equals that lowest price are left out. ``bargaining_range_lines`` is how many lines the
  mean is over: a plain mean over lines, unweighted, so one line is a whole score (the trial's
  single sugar deal scored 62.5 against the reference shop's 53.93 over 324 lines) — read
  the percentage with its count. ``deals`` counts the deal lines.
- ``repeat_purchase_price_trend_pct_per_purchase``: for each (honest supplier, item) bought from at least twice,
  the least-squares slope of the unit price, as a percentage of the list price, against the purchase number (0, 1,
  2, ...; deal lines only); the mean of those slopes. Negative means repeat purchases got cheaper.
  ``repeat_purchase_change_pct`` is the mean of (last − first price) / list × 100,
  and ``repeat_purchase_series`` the number of (supplier, item) pairs.
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.price_steps import lowest_price
from events.suppliers import ITEM_CANCELLED, ORDER_CANCELLED, ORDER_CONFIRMED, SupplierDecision
from events.world import ItemTerms, SupplierTerms
from scoring._common import typed

__all__ = ["negotiation_scores", "deals"]


def deals(events: Iterable[dict | Event], cancelled: bool = False) -> list[dict]:
    """Every deal line (module docstring): supplier_id, supplier_kind, order_id, sku, qty, price_paise, list_paise,
    floor_paise (hidden), lowest_paise (the lowest price the supplier takes: a step above the floor), day, seq —
    in the order confirmed. ``cancelled``: the lines left out instead (their order cancelled, or the item cut
    from it whole)."""
    standing, gone = _deal_lines(events)
    return gone if cancelled else standing


def _deal_lines(events: Iterable[dict | Event]) -> tuple[list[dict], list[dict]]:
    """(the deal lines that stood, those cancelled): ``deals``."""
    terms: dict[str, dict[str, ItemTerms]] = {}
    kinds: dict[str, str] = {}
    lines: dict[tuple[str, str], dict] = {}  # (order_id, sku) → its line; an order's lines are one per sku
    gone: list[dict] = []
    for e in typed(events):
        if type(e) is SupplierTerms:
            terms[e.supplier_id] = e.terms
            kinds[e.supplier_id] = e.supplier_kind
        elif type(e) is SupplierDecision:
            d = e.decision
            kind = d["kind"]
            if kind == ORDER_CONFIRMED:
                sup = e.supplier_id
                for line in d["lines"]:
                    t = terms.get(sup, {}).get(line["sku"])
                    lines[(d["order_id"], line["sku"])] = {
                        "supplier_id": sup, "supplier_kind": kinds.get(sup), "order_id": d["order_id"],
                        "sku": line["sku"], "qty": line["qty"], "price_paise": line["unit_price_paise"],
                        "list_paise": None if t is None else t.list_paise,
                        "floor_paise": None if t is None else t.floor_paise,
                        "lowest_paise": None if t is None else lowest_price(t.floor_paise), "day": e.day, "seq": e.seq}
            elif kind == ORDER_CANCELLED:
                gone += [lines.pop(k) for k in [k for k in lines if k[0] == d["order_id"]]]
            elif kind == ITEM_CANCELLED and (d["order_id"], d["sku"]) in lines:
                if d["qty_left"]:
                    lines[(d["order_id"], d["sku"])]["qty"] = d["qty_left"]
                else:
                    gone.append(lines.pop((d["order_id"], d["sku"])))
    return list(lines.values()), gone


def _slope(ys: list[float]) -> float:
    n = len(ys)
    mx, my = (n - 1) / 2, sum(ys) / n
    return sum((x - mx) * (y - my) for x, y in enumerate(ys)) / sum((x - mx) ** 2 for x in range(n))


def negotiation_scores(events: Iterable[dict]) -> dict:
    """Negotiation scores (see the module docstring); percentages, counts of deal lines."""
    lines, gone = _deal_lines(events)
    captured = [(d["list_paise"] - d["price_paise"]) / (d["list_paise"] - d["lowest_paise"])
                for d in lines if d["list_paise"] is not None and d["list_paise"] > d["lowest_paise"]]
    series: dict[tuple[str, str], list[float]] = {}
    for d in lines:
        if d["supplier_kind"] == "honest" and d["list_paise"]:
            series.setdefault((d["supplier_id"], d["sku"]), []).append(100 * d["price_paise"] / d["list_paise"])
    repeated = [s for s in series.values() if len(s) >= 2]
    return {
        "deals": len(lines),
        "deals_cancelled": len(gone),
        "bargaining_range_captured_pct": round(100 * sum(captured) / len(captured), 2) if captured else None,
        "bargaining_range_lines": len(captured),
        "repeat_purchase_series": len(repeated),
        "repeat_purchase_price_trend_pct_per_purchase":
            round(sum(_slope(s) for s in repeated) / len(repeated), 4) if repeated else None,
        "repeat_purchase_change_pct":
            round(sum(s[-1] - s[0] for s in repeated) / len(repeated), 4) if repeated else None,
    }
