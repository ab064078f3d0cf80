"""Why a study's runs have not finished, for the report's per-condition section.

A run stopped by its model server (or killed) is left out of every table of the study report; until session 51 its
condition said only "No finished run yet." while the reason sat in ``runs/<id>/scores.json`` (``run_stopped``) and
``error.log`` (a new user's trial: a fake server's junk answers, a stalled one and a dead port, three conditions of
seven with nothing said). ``unfinished_runs(runs, folder)``: ``{run_id: why}`` for each run of ``runs`` that has not
finished (``kirana.runs.finished``), in grid order; ``why`` is one line of text. ``ended_runs(runs, runs_dir)``: the
runs that have played to their end, as every count a study prints counts them.
"""
from __future__ import annotations

import json
from pathlib import Path

__all__ = ["unfinished_runs", "ended_runs"]


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


def ended_runs(runs, runs_dir: Path, score: bool = False) -> set[str]:
    """The ids of the runs that have played to their end (``kirana.study``'s docstring says why each count a study prints uses this): ``scores.json`` without
    ``run_stopped``, or a record that ends with ``run_end``. ``score``: write the missing scores of such a record
    (holding its folder; a folder another process holds is left out, its worker will find it ended)."""
    from agents.stopped import record_ended
    from kirana.runs import FolderBusy, claim_folder, finished, release_folder, write_scores
    ended = set()
    for run in runs:
        folder = runs_dir / run.run_id
        if finished(folder):
            ended.add(run.run_id)
        elif record_ended(folder / "record.jsonl"):
            if not score:
                ended.add(run.run_id)
                continue
            try:
                claim_folder(folder)
            except FolderBusy:
                continue
            try:
                write_scores(folder)
                ended.add(run.run_id)
            finally:
                release_folder(folder)
    return ended


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
