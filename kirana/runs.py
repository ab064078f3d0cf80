"""Running one month into a run folder: record, resolved scenario, scores.

A run folder holds ``record.jsonl`` (the event record, the ground truth),
``scenario.resolved.yaml`` (every setting the run used) and ``scores.json``
(computed from the record alone).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from agents.direct import play_month
from market.record import read_record
from scenarios import scenario_yaml
from scoring import score_record

__all__ = ["run_to_folder", "with_shop", "write_scores"]


def with_shop(scenario, shop_name: str):
    """The scenario with every role played by the scripted shop ``shop_name``."""
    roles = {r: {**v.model_dump(), "model": f"scripted:{shop_name}"} for r, v in scenario.roles.items()}
    return scenario.model_validate({**scenario.model_dump(), "roles": roles})


def write_scores(folder: Path) -> dict:
    """Score ``folder/record.jsonl`` and write ``folder/scores.json``; returns the scores."""
    scores = score_record(read_record(folder / "record.jsonl"))
    (folder / "scores.json").write_text(json.dumps(scores, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return scores


def run_to_folder(scenario, folder: Path, on_day: Callable[[int], None] | None = None) -> dict:
    """Play the scenario's month into ``folder`` and return its scores.

    Raises:
        FileExistsError: the folder already holds a record (nothing is overwritten).
        ValueError: a role's model is not a known scripted shop (nothing is written).
    """
    from roles.scripted import shop_policies
    shop_policies(scenario)  # an unknown model fails here, before anything is written
    folder.mkdir(parents=True, exist_ok=True)
    record = folder / "record.jsonl"
    if record.exists():
        raise FileExistsError(f"{record} already exists; choose another --out folder")
    (folder / "scenario.resolved.yaml").write_text(scenario_yaml(scenario), encoding="utf-8")
    play_month(scenario, record_path=record, on_day=on_day)
    return write_scores(folder)
