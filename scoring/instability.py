"""Strategy instability (RetailBench §6.3, Table 4): how much the manager's execution strategy moves day to day.

From the record's ``strategy_set`` events (one per role per day, the scaffold
``evolving_strategy``; typed by ``events.strategy.Strategy``):

- **Execution-strategy similarity** of adjacent days: for each field of
  ``events.strategy.EXECUTION_FIELDS`` the Jaccard similarity
  ``|A ∩ B| / |A ∪ B|`` of the two days' sets (a mapping field is the set of
  its (key, value) pairs; two empty sets are identical, similarity 1), then the
  mean over the fields — RetailBench's "set-based Jaccard similarity over key
  fields … averaging across fields".
- Over the month's series of similarities ``s_1 … s_n`` and its first
  differences ``d_i = s_{i+1} − s_i``: **Std_diff**, the (population) standard
  deviation of the differences (short-term volatility); **MAC**, their mean
  absolute value (typical day-to-day change); **TV**, their absolute sum (total
  variation, cumulative instability). All lower-is-better; None when there are
  too few days (Std_diff and MAC need two similarities, i.e. three days).

RetailBench also scores the macro strategy with an LLM judge; KiranaBench
scores without a model, so only the execution strategy is measured.
"""
from __future__ import annotations

import math
from typing import Iterable

from events.base import Event
from events.staff import StrategySet
from events.strategy import EXECUTION_FIELDS, Strategy
from scoring._common import typed

__all__ = ["jaccard", "execution_similarity", "instability", "strategy_scores"]


def _as_set(value) -> set:
    if isinstance(value, dict):
        return {(k, _exact(v)) for k, v in value.items()}
    return set(value)


def _exact(v):
    """A hashable, exact form of a mapping value (prices compared to the paisa)."""
    return round(v, 2) if isinstance(v, float) else v


def jaccard(a: Iterable, b: Iterable) -> float:
    """``|A ∩ B| / |A ∪ B|``; 1.0 when both are empty."""
    a, b = set(a), set(b)
    union = a | b
    return 1.0 if not union else len(a & b) / len(union)


def execution_similarity(a: Strategy, b: Strategy) -> dict:
    """Per-field Jaccard similarity of two strategies' execution fields and their mean (``"mean"``)."""
    out = {f: jaccard(_as_set(getattr(a.execution, f)), _as_set(getattr(b.execution, f))) for f in EXECUTION_FIELDS}
    out["mean"] = sum(out[f] for f in EXECUTION_FIELDS) / len(EXECUTION_FIELDS)
    return out


def instability(series: list[float]) -> dict:
    """Std_diff, MAC and TV of a similarity series (see the module docstring); None where undefined."""
    diffs = [b - a for a, b in zip(series, series[1:])]
    if not diffs:
        return {"std_diff": None, "mac": None, "tv": None}
    mean = sum(diffs) / len(diffs)
    return {"std_diff": math.sqrt(sum((d - mean) ** 2 for d in diffs) / len(diffs)),
            "mac": sum(abs(d) for d in diffs) / len(diffs),
            "tv": sum(abs(d) for d in diffs)}


def strategy_scores(events: Iterable[dict | Event]) -> dict:
    """Per role with recorded strategies: days, the adjacent-day similarity series, and its instability.

    Returns:
        {role: {"strategy_days": n, "similarity_by_day": [{"day", "mean", field: j}], "std_diff", "mac", "tv"}};
        ``{}`` when no strategy was recorded. Only valid strategies count (``strategy_set.valid``).
    """
    by_role: dict[str, list[tuple[int, Strategy]]] = {}
    for e in typed(events):
        if type(e) is StrategySet and e.valid:
            by_role.setdefault(e.role, []).append((e.day, Strategy.model_validate(e.strategy)))
    out = {}
    for role, days in by_role.items():
        sims = [{"day": d2, **{k: round(v, 4) for k, v in execution_similarity(s1, s2).items()}}
                for (_, s1), (d2, s2) in zip(days, days[1:])]
        scores = instability([s["mean"] for s in sims])
        out[role] = {"strategy_days": len(days), "similarity_by_day": sims,
                     **{k: (None if v is None else round(v, 4)) for k, v in scores.items()}}
    return out
