"""Why a study's runs have not finished, for the report's per-condition section.

A run stopped by its model server (or killed) is left out of every table of the study report; until session 51 its
condition said only "No finished run yet." while the reason sat in ``runs/<id>/scores.json`` (``run_stopped``) and
``error.log`` (a new user's trial: a fake server's junk answers, a stalled one and a dead port, three conditions of
seven with nothing said). ``unfinished_runs(runs, folder)``: ``{run_id: why}`` for each run of ``runs`` that has not
finished (``kirana.runs.finished``), in grid order; ``why`` is one line of text.
"""
from __future__ import annotations

import json
from pathlib import Path

__all__ = ["unfinished_runs"]


def unfinished_runs(runs, folder: Path) -> dict[str, str]:
    """Each unfinished run of ``runs`` (objects with ``run_id``) under ``folder/runs`` and why, in grid order:
    ``scores.json``'s ``run_stopped`` reason (the day and what stopped it, as ``kirana run`` says it); with no
    ``scores.json``, the last line of its ``error.log``; else that it was stopped before it wrote any scores, or
    was never started."""
    from kirana.runs import finished
    out: dict[str, str] = {}
    for run in runs:
        path = Path(folder) / "runs" / run.run_id
        if finished(path):
            continue
        out[run.run_id] = _why(path)
    return out


def _why(path: Path) -> str:
    try:
        stop = json.loads((path / "scores.json").read_text(encoding="utf-8")).get("run_stopped") or {}
    except (OSError, ValueError, AttributeError):
        stop = {}
    if stop.get("reason"):
        return f"stopped: {stop['reason']}"
    log = path / "error.log"
    if log.is_file():
        lines = [ln.strip() for ln in log.read_text(encoding="utf-8", errors="replace").splitlines() if ln.strip()]
        return f"failed, and its error.log ends: {lines[-1][:300] if lines else '(empty)'}"
    if (path / "record.jsonl").exists():
        return "stopped before it wrote its scores (killed, or still playing)"
    return "not started yet"
