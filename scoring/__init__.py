"""Scores computed from a run's event record alone (never from live objects)."""
from __future__ import annotations

from typing import Iterable

from scoring.behaviour import behaviour_scores
from scoring.money import ScoreError, money_scores

__all__ = ["score_record", "money_scores", "behaviour_scores", "ScoreError"]


def score_record(events: Iterable[dict]) -> dict:
    """Every score of a record: money scores, then behaviour scores (rupees, percent)."""
    events = list(events)
    start = next((e for e in events if e["kind"] == "run_start"), {})
    return {"scenario": start.get("scenario"), "seed": start.get("seed"), "days": start.get("days"),
            **money_scores(events), **behaviour_scores(events)}
