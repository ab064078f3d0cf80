"""The human baseline: runs in which a person played a role (``--role ROLE=human``) on the same month.

A report's anchors are the scripted shops on the run's own scenario and seed
(``kirana.anchors``). When a person has played the same month — a run folder
beside this one (the same parent folder, e.g. ``runs/``) whose resolved
scenario equals this run's in everything but the roles' models and the
checkpoints kept, and in whose record some role was played by ``human`` — its
profit joins the anchors as the human baseline: a row in "At a glance" and a
line on the profit chart. Read from those folders' records each time (never
cached: a person may finish another month at any time).
"""
from __future__ import annotations

from pathlib import Path

import yaml

__all__ = ["human_baselines", "same_month"]

_SET_ASIDE = ("roles", "keep_checkpoints")


def same_month(a: dict, b: dict) -> bool:
    """Whether two resolved scenarios (as YAML data) are the same month, roles' models and kept checkpoints aside."""
    return {k: v for k, v in a.items() if k not in _SET_ASIDE} == {k: v for k, v in b.items() if k not in _SET_ASIDE}


def human_baselines(folder: Path) -> dict[str, dict]:
    """{label: {"folder", "roles" (played by a person), "profit_inr", "profit_by_day_inr"}} for each run
    with a person on this run's month (see the module docstring), this run included; {} when there is none.
    A label reads ``a person as cashier (runs/NAME)``, or ``a person as cashier from day 10 (runs/NAME)`` for a
    fork (``kirana fork``) that seated the person on day 10: its profit is the month's, the days before the
    fork played by the parent's model."""
    from events import read_events
    from scoring import money_scores
    folder = Path(folder)
    mine_path = folder / "scenario.resolved.yaml"
    if not mine_path.exists():
        return {}
    mine = None  # parsed only once a run with a person turns up (most folders have none: ~0.04 s saved)
    out = {}
    for other in sorted(p for p in folder.parent.iterdir() if p.is_dir()):
        resolved, record = other / "scenario.resolved.yaml", other / "record.jsonl"
        if not resolved.exists() or not record.exists():
            continue
        text = resolved.read_text(encoding="utf-8")
        if "human" not in text:  # cheap test before parsing
            continue
        data = yaml.safe_load(text)
        people = [r for r, v in (data.get("roles") or {}).items() if v.get("model") == "human"]
        if people and mine is None:
            mine = yaml.safe_load(mine_path.read_text(encoding="utf-8"))
        if not people or not same_month(mine, data):
            continue
        try:
            money = money_scores(read_events(record))
        except Exception:  # a run that has not closed a day yet
            continue
        since = _fork_day(other, people)
        label = (f"a person as {', '.join(people)}{f' from day {since}' if since else ''} "
                 f"({folder.parent.name}/{other.name})")
        out[label] = {"folder": str(other), "roles": people, "profit_inr": money["profit_inr"],
                      "profit_by_day_inr": money["profit_by_day_inr"]}
    return out


def _fork_day(folder: Path, people: list[str]) -> int | None:
    """The day a fork in ``folder`` handed one of ``people``'s roles to the person (its ``fork.json``);
    None for a run that is no fork, or a fork in which the person played from the parent's first day."""
    import json
    info_path = folder / "fork.json"
    if not info_path.exists():
        return None
    info = json.loads(info_path.read_text(encoding="utf-8"))
    swapped = info.get("roles_swapped") or {}
    at_day = info.get("at_day")
    if at_day and at_day > 1 and any(swapped.get(r, {}).get("to") == "human" for r in people):
        return at_day
    return None
