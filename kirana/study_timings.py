"""A study folder's ``timings.json``: the wall-clock seconds each run was played, kept across invocations.

Shape::

    {"engine": "process", "workers": 2,          # of the last invocation that played a run
     "seconds": {"<run id>": 41.2, ...}}         # per run, summed over every invocation that played it

A run played in two invocations (stopped, then resumed) has the seconds of both; a run skipped (already finished) keeps
what an earlier invocation timed. A play cut short by Ctrl-C or SIGTERM before its worker reported is not timed.
Until session 55 each invocation wrote only its own runs' seconds, and a stopped one wrote nothing: a study stopped
with 3 of 4 runs finished and then resumed kept only the resumed run's seconds (a new user's walk). Not part of the
results (``results.csv``); the record of each run has no time in it.
"""
from __future__ import annotations

import json
from pathlib import Path

__all__ = ["TIMINGS", "merged_timings", "write_timings"]

TIMINGS = "timings.json"


def merged_timings(folder: Path, engine: str, workers: int, seconds: dict[str, float]) -> dict:
    """The folder's timings with this invocation's ``seconds`` (run id → seconds) added to each run's earlier ones;
    an unreadable or missing ``timings.json`` counts as none."""
    try:
        earlier = json.loads((folder / TIMINGS).read_text(encoding="utf-8")).get("seconds") or {}
    except (OSError, ValueError, AttributeError):
        earlier = {}
    total = {k: float(v) for k, v in earlier.items() if isinstance(v, (int, float))}
    for run_id, s in seconds.items():
        total[run_id] = round(total.get(run_id, 0.0) + s, 3)
    return {"engine": engine, "workers": workers, "seconds": dict(sorted(total.items()))}


def write_timings(folder: Path, engine: str, workers: int, seconds: dict[str, float]) -> None:
    """Write ``merged_timings`` into ``folder/timings.json``; nothing when this invocation timed no run and the file
    exists (a study run again with every run finished leaves the timings as they were).

    Raises OSError when the file cannot be written."""
    if not seconds and (folder / TIMINGS).exists():
        return
    data = merged_timings(folder, engine, workers, seconds)
    (folder / TIMINGS).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
