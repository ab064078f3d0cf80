"""Efficiency scores (after AutoVend): waste, empty shelves, capital efficiency, and what
the models cost.

From the record:

- ``waste_rate_pct``: stock thrown out (``spoiled``, at cost) over the cost of
  goods sold (every sale line's ``cost_paise``) plus that spoiled stock — the ordering's waste: goods of a
  fraudulent delivery of expired or substituted goods taken in are left out (``scoring.fraud_goods``) and listed in
- ``spoiled_from_fraud_deliveries``: per such delivery, its id, supplier, scheme, the days and ``spoiled`` seqs, and
  the cost thrown out (rupees at cost, GST excluded; ``fraud_lost_inr`` counts the same fraud as the bill, GST
  included).
- ``empty_shelf_item_days_pct``: of the (item, closed day) pairs, the share on
  which the item's shelf was empty when a walk-in slot opened (``walk_in``
  ``shelf_units`` of 0) or a walk-in was lost to its empty shelf (``lost_empty``).
  It counts the shelf, not the customers: an item-day whose walk-ins at the empty
  shelf all refused the price counts as empty here, while those visits are lost
  to price in ``demand_totals_inr`` (``scoring.demand``).
- ``gross_profit_by_day_inr``: per closed day, revenue net of GST less the
  cost of the goods sold, over all sale lines.
- ``capital_efficiency``: mean daily gross profit over the mean stock at cost
  (``day_close.stock_at_cost_paise``) — rupees of gross profit a day per rupee
  of stock held (a fraction).

From ``usage.json`` (the one input beside the record; None without it):

- ``tokens_by_role``: per role, model ``calls``, ``prompt_tokens``,
  ``completion_tokens``, ``cost_usd`` (None when the role has no price) and
  ``model_errors`` (requests that never got an answer after their retries) and
  ``retried`` (failed tries that were tried again: one ``model_retried`` event each, a backoff, a Retry-After
  waited out or a resend after the context was evicted); and, when there are any, ``timed_out_prompt_tokens``
  (the offline count of the prompts of requests that timed out: the server may have billed them),
  ``stopped_prompt_tokens`` (the same for requests in flight when a run was stopped by Ctrl-C or SIGTERM and not
  resumed; a resume moves them under ``discarded_on_resume``, with ``stopped_requests``) and
  ``discarded_on_resume`` (the requests of the partial days resumes threw away and asked again: the servers
  answered and billed them, but they are *not* in the figures beside it, which are the kept record's, as an
  uninterrupted run shows them — ``scoring.kept_usage``; until session 43 they were, and a study differenced a
  stop between languages as the language's effect; ``usage.json``'s totals include them).
- ``model_cost_usd``: the sum over priced roles (of the kept record's requests); None when no role is priced, or
  when a priced role had calls whose usage the server did not report (the cost
  is then unknown, not 0).
- ``model_cost_estimated_usd``: in that case, the cost with an offline token
  estimate for those calls (``estimated_cost_usd`` of ``usage.json``) — an
  estimate, labelled so wherever it is shown; otherwise None.
- ``calls_without_usage``: model calls (all roles) whose answer carried no usage.
- ``renderer_usage``: the renderer model's work (calls, prompts, tokens, seconds;
  ``usage.json``'s ``renderer``), or None for the template renderer.
- ``profit_inr_per_usd``: profit over model cost; None without a cost above 0.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from events.base import Event
from events.world import DayClose, RunStart, Spoiled
from scoring.fraud_goods import fraud_spoiled, spoiled_from_fraud_deliveries
from scoring.kept_usage import kept_usage
from scoring._common import (ROLES, closed_days, empty_shelf_item_days, gross_profit_paise, pct, per_day, rupees,
                             sale_lines, typed)

__all__ = ["efficiency_scores", "usage_scores"]


def efficiency_scores(events: Iterable[dict | Event]) -> dict:
    """Waste rate, empty-shelf item-days, gross profit by day, capital efficiency (see the module docstring)."""
    events = typed(events)
    days = closed_days(events)
    start = next((e for e in events if type(e) is RunStart), None)
    skus = start.skus if start is not None else []
    sold_cost = 0
    gross: dict[int, int] = defaultdict(int)
    for e, line in sale_lines(events):
        sold_cost += line.cost_paise
        gross[e.day] += gross_profit_paise(line)
    fraud_goods = fraud_spoiled(events)
    spoiled = sum(e.cost_paise for e in events if type(e) is Spoiled and e.seq not in fraud_goods)
    empty = empty_shelf_item_days(events)
    stock = [e.stock_at_cost_paise for e in events if type(e) is DayClose]
    gross_days = per_day(gross, days)
    mean_stock = sum(stock) / len(stock) if stock else 0
    return {
        "waste_rate_pct": pct(spoiled, sold_cost + spoiled, 3),
        "spoiled_from_fraud_deliveries": spoiled_from_fraud_deliveries(events),
        "empty_shelf_item_days_pct": pct(len({(s, d) for s, d in empty if d in set(days) and s in skus}),
                                         len(skus) * len(days)),
        "gross_profit_by_day_inr": [rupees(v) for v in gross_days],
        "capital_efficiency": round(sum(gross_days) / len(days) / mean_stock, 4) if days and mean_stock else None,
    }


def usage_scores(usage: dict | None, profit_inr: float | None) -> dict:
    """Tokens and model cost per role, and profit per US dollar of model cost (see the module docstring).

    Args:
        usage: ``usage.json`` as a dict {role: {calls, prompt_tokens, completion_tokens, cost_usd, ...}}, or None.
        profit_inr: the run's profit in rupees.
    """
    usage = kept_usage(usage)  # a resumed run's figures are its kept record's: what resumes threw away apart
    if not usage:
        return {"tokens_by_role": None, "model_cost_usd": None, "model_cost_estimated_usd": None,
                "calls_without_usage": None, "renderer_usage": None, "profit_inr_per_usd": None}
    tokens = {role: {**{k: usage[role].get(k) for k in ("calls", "prompt_tokens", "completion_tokens", "cost_usd",
                                                        "model_errors", "retried", "calls_without_usage")},
                     **{k: usage[role][k] for k in ("timed_out_prompt_tokens", "stopped_prompt_tokens",
                                                    "discarded_on_resume")
                        if usage[role].get(k)}}  # (only when there are: a scripted month's scores stay as they were)
              for role in ROLES if role in usage}
    costs = [t["cost_usd"] for t in tokens.values() if t["cost_usd"] is not None]
    estimates = [usage[r]["estimated_cost_usd"] for r in tokens if usage[r].get("estimated_cost_usd") is not None]
    cost = round(sum(costs), 6) if costs and not estimates else None
    estimated = round(sum(costs) + sum(estimates), 6) if estimates else None
    per_usd = round(profit_inr / cost, 2) if cost and profit_inr is not None else None
    return {"tokens_by_role": tokens, "model_cost_usd": cost, "model_cost_estimated_usd": estimated,
            "calls_without_usage": sum(int(usage[r].get("calls_without_usage", 0)) for r in tokens),
            "renderer_usage": usage.get("renderer"), "profit_inr_per_usd": per_usd}
