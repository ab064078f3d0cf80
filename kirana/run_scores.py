"""A run folder's scores: ``scores.json`` written from the record, for a finished, stopped or killed run.

A stopped run's scores cover the days it closed, with ``run_stopped`` saying
where and why (``scoring.stopped``) and how to resume it; ``finished(folder)``
tells a run played to its end from one that stopped.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from events import read_events
from scoring import score_record
from scoring.kept_usage import kept_usage
from scoring.stopped import KILLED_OR_FAILED

__all__ = ["write_scores", "scores_of_killed", "scores_of_stopped", "stopped_note", "finished"]


def write_scores(folder: Path, events: list[dict] | None = None) -> dict:
    """Score the run's record (``events`` if given, else ``folder/record.jsonl``) and write
    ``folder/scores.json``; returns the scores. A stopped run's (``run_stopped``, ``scoring.stopped``) also say
    how to resume it: ``run_stopped.resume``, ``kirana run --resume FOLDER``; one that no model error stopped also
    whether it failed (the folder's ``error.log``, its last line quoted) or was killed (no ``error.log``: a new
    user's trial, session 43, was sent to an error.log a kill -9 never writes). ``usage`` is ``usage.json`` with a
    resumed run's figures those of its kept record (``scoring.kept_usage``: what the resumes threw away under
    ``discarded_on_resume``, not in them; ``usage.json`` itself keeps what the servers billed)."""
    usage_path = folder / "usage.json"
    usage = json.loads(usage_path.read_text(encoding="utf-8")) if usage_path.exists() else None
    scores = score_record(events if events is not None else read_events(folder / "record.jsonl"), usage=usage)
    stop = scores.get("run_stopped")
    if stop is not None:  # the folder to resume from: known here, not in the record
        stop["resume"] = f"kirana run --resume {folder}"
        if stop.get("model_error") is None:  # killed, or failed otherwise: the folder's error.log says which
            stop["reason"] = stop["reason"].replace(KILLED_OR_FAILED, _why_no_model_error(folder))
    if usage is not None:  # the kept record's figures (an uninterrupted run's): a resume's discards beside them
        scores["usage"] = kept_usage(usage)
    tmp = folder / "scores.json.tmp"  # whole or absent: a study counts a run with scores.json as finished, and a
    tmp.write_text(json.dumps(scores, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")  # kill mid-write
    os.replace(tmp, folder / "scores.json")  # must not leave it empty
    return scores


def _why_no_model_error(folder: Path) -> str:
    """What ends a stopped run's reason when no model error stopped it: that its user stopped it (Ctrl-C or
    SIGTERM: the folder's ``stopped.json``, ``agents.user_stop``, written at or after the record's last event);
    else the last line of the folder's ``error.log`` (the exception and its message) when one was written at or
    after the record's last event; else that it was killed — no error was caught (``kill -9``, a closed terminal,
    the machine stopped). A new user's trial, session 45: a SIGTERM had been told as "it failed, and the run
    folder's error.log ends: ValueError: task_done() called too many times"."""
    from agents.user_stop import stop_of
    stop = stop_of(folder)
    if stop is not None:
        from agents.user_stop import STUDY_GONE
        how = stop.get("how") if stop.get("how") in ("Ctrl-C", "SIGTERM") else "Ctrl-C or SIGTERM"
        when = f" at {stop['at']}" if stop.get("at") else ""
        if stop.get("how") == STUDY_GONE:  # a study's worker whose study was killed (kirana.study_pool)
            return f"the run was stopped{when}: {STUDY_GONE} (kill -9 of the study, a closed terminal); nothing failed"
        return f"the run was stopped by its user ({how}{when}); nothing failed"
    log, record = folder / "error.log", folder / "record.jsonl"
    if log.is_file() and (not record.is_file() or log.stat().st_mtime >= record.stat().st_mtime - 1):
        lines = [ln.strip() for ln in log.read_text(encoding="utf-8", errors="replace").splitlines() if ln.strip()]
        return f"it failed, and the run folder's error.log ends: {lines[-1][:300] if lines else '(empty)'}"
    older = "its error.log is of an earlier stop" if log.is_file() else "no error.log was written"
    return f"the run was killed ({older}: kill -9, a closed terminal, Ctrl-C or SIGTERM, or the machine stopped)"


def scores_of_killed(folder: Path, say=print) -> dict | None:
    """For ``kirana report``: a run folder with ``record.jsonl`` and no ``scores.json`` (killed: Ctrl-C, SIGTERM,
    SIGKILL) gets its scores written (``write_scores``: the days closed, ``run_stopped`` saying it was killed and the
    resume command; a new user's trial, session 38), told through ``say``; returns them, or None when the folder
    has its scores already or no record."""
    if not (folder / "record.jsonl").is_file() or (folder / "scores.json").exists():
        return None
    scores = write_scores(folder)
    say(f"wrote {folder / 'scores.json'} (the run wrote none: it was stopped before its end)")
    return scores


def scores_of_stopped(folder: Path, stop: Exception) -> None:
    """After a run stopped while playing (``RunStopped`` with its ``error.log``: a model server failed after its
    retries, or the play failed otherwise), write ``scores.json`` for the days it closed, saying why it stopped
    (``scoring.stopped``) and how to resume it. A stop before anything was played (a damaged record or checkpoint
    refused on resume: no log) writes nothing; nor does a record that cannot be scored — the stop is what the user
    is told, and it is raised on either way."""
    if getattr(stop, "log", None) is not None:
        _scores_of_closed_days(folder)


def scores_of_user_stop(folder: Path) -> None:
    """After a run stopped by its user (Ctrl-C, SIGTERM: ``stopped.json`` written), write ``scores.json`` for the
    days it closed, ``run_stopped`` saying who stopped it and the resume command — README promised it for the
    closed days of a stopped run, and a new user's trial (session 53) found none after Ctrl-C (``kirana run`` and a
    study's runs alike). A record that cannot be scored (or none) writes nothing: the stop is what the user is told."""
    _scores_of_closed_days(folder)


def _scores_of_closed_days(folder: Path) -> None:
    """``write_scores`` for a stopped run's record, if it has one; a record that cannot be scored leaves no half
    file and raises nothing (the stop is what the user is told)."""
    if not (folder / "record.jsonl").exists():
        return
    try:
        write_scores(folder)
    except Exception:  # noqa: BLE001 - never hide the stop behind a failure to score it
        (folder / "scores.json.tmp").unlink(missing_ok=True)


def stopped_note(folder: Path) -> str:
    """What ``kirana run`` adds to a stop's one line: ``"; its scores (of the N closed days) and why it stopped are
    in FOLDER/scores.json"`` when the stopped run wrote them (``scores_of_stopped``), else ``""``."""
    try:
        scores = json.loads((Path(folder) / "scores.json").read_text(encoding="utf-8"))
        stop = scores["run_stopped"]
        n = int(stop["days_closed"])
    except (OSError, ValueError, KeyError, TypeError):
        return ""
    days = "no day closed yet" if n == 0 else f"of the {n} closed day{'' if n == 1 else 's'}"
    return f"; its scores ({days}) and why it stopped are in {Path(folder) / 'scores.json'}"


def finished(folder: Path) -> bool:
    """Whether the run in ``folder`` played to its end: ``scores.json`` is there and says no ``run_stopped`` (a
    stopped run's scores, for the days it closed, say where and why it stopped). A ``scores.json`` that cannot be
    read counts as not finished."""
    path = Path(folder) / "scores.json"
    if not path.exists():
        return False
    try:
        scores = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(scores, dict) and scores.get("run_stopped") is None
