"""Checks over an event record shared by several test files (not a test module itself)."""
from __future__ import annotations

from collections import defaultdict


def flows_by_day(events: list[dict]) -> dict[int, int]:
    """Sum of ``net_worth_effect_paise`` per simulated day."""
    out: dict[int, int] = defaultdict(int)
    for e in events:
        if "net_worth_effect_paise" in e:
            out[e["day"]] += e["net_worth_effect_paise"]
    return out


def net_worth_mismatches(events: list[dict]) -> list[tuple[int, int, int]]:
    """(day, change of net worth at the close, sum of the day's flows) for every day they differ."""
    opening = next(e for e in events if e["kind"] == "net_worth_open")["net_worth_paise"]
    flows = flows_by_day(events)
    bad, prev = [], opening
    for close in (e for e in events if e["kind"] == "day_close"):
        change = close["net_worth_paise"] - prev
        if change != flows.get(close["day"], 0):
            bad.append((close["day"], change, flows.get(close["day"], 0)))
        prev = close["net_worth_paise"]
    return bad


def stock_walk(events: list[dict]) -> list[tuple[int, dict[str, int], dict[str, int]]]:
    """Per day: (day, units by sku from opening + received − sold − spoiled, the day_close's units).

    Each day starts from the previous day_close's count (the stock_open event on day 1),
    so one bad day does not hide or smear into the others.
    """
    units = dict(next(e for e in events if e["kind"] == "stock_open")["stock_units"])
    out = []
    for e in events:
        kind = e["kind"]
        if kind == "delivery_taken":
            for line in e["received"]:
                units[line["sku"]] += line["qty"]
        elif kind == "walk_in":
            for line in e["lines"]:
                units[line["sku"]] -= line["sold"]
        elif kind == "counter_sale":
            for line in e["lines"]:
                units[line["sku"]] -= line["qty"]
        elif kind == "spoiled":
            units[e["sku"]] -= e["qty"]
        elif kind == "day_close":
            out.append((e["day"], dict(units), dict(e["stock_units"])))
            units = dict(e["stock_units"])
    return out


def events_after_close(events: list[dict]) -> list[dict]:
    """Every event stamped after its day's close: ``minute`` (absolute, from 00:00 of day 1) past 23:59 of its
    ``day``, ``(day - 1) * 1440 + 1439`` (the ``day_close`` event's own minute). The shop ends a turn rather than
    let a call run past the close (``roles.day_close``), so every record has none; a new user's trial (session 42)
    found 16 such events of a served helper, stamped day 1 at up to 00:47 of day 2."""
    return [e for e in events if e["minute"] > (e["day"] - 1) * 1440 + 1439]
