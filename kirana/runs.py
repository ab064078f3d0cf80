"""Running one month into a run folder: record, resolved scenario, scores.

A run folder holds ``record.jsonl`` (the event record, the ground truth),
``scenario.resolved.yaml`` (every setting the run used), ``scores.json``
(computed from the record alone) and, for runs through the group chat,
``checkpoints/`` and ``usage.json``. A group-chat run that stops (a model server failed after its retries:
``RunStopped``) still writes ``scores.json``, for the days it closed, with ``run_stopped`` saying where and why
(``scoring.stopped``); resumed to its end, the run writes them again whole. ``finished(folder)`` tells the two
apart.

The folder's claim is ``kirana.folder_claim``, its scores ``kirana.run_scores``, who plays each role
``kirana.role_models``; their names are re-exported here.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Callable

from events import read_events
from scenarios import load_scenario, scenario_yaml
from agents.collector import collector_paused
from agents.stopped import record_ended
from kirana.folder_claim import FolderBusy, claim_folder, release_folder
from kirana.role_models import check_models, with_role_models, with_shop
from kirana.run_scores import (finished, scores_of_killed, scores_of_stopped, scores_of_user_stop, stopped_note,
                               write_scores)

__all__ = ["days_of", "run_to_folder", "resume_folder", "with_shop", "with_role_models", "write_scores", "check_models",
           "claim_folder", "release_folder", "FolderBusy", "collector_paused", "finished", "stopped_note",
           "scores_of_killed", "resume_label", "resume_note"]


def run_to_folder(scenario, folder: Path, on_day: Callable[[int], None] | None = None, *,
                  engine: str = "autogen", events_out: list | None = None, checked: bool = False,
                  keep_readings: bool = False) -> dict:
    """Play the scenario's month into ``folder`` and return its scores.

    Args:
        engine: ``autogen`` (the group chat; checkpointed, resumable) or ``direct``
            (scripted policies calling the tools directly; the same record).
        events_out: a list the run's events are added to, as their kinds' models (``events.read_events``: the
            direct engine's from memory, the group chat's read back), so a caller can report without re-reading.
        checked: the caller has run ``check_models`` on this scenario (``kirana run``: ``check_scenario``), so
            it is not run again (its world check builds the suppliers: 0.03-0.05 s).
        keep_readings: a direct month's readings are taken from and kept in ``$KIRANA_CACHE_DIR/readings/``
            (``kirana.readings``; ``kirana run``, not a study's cells nor a fork): the same record either way.
    Raises:
        FileExistsError: the folder already holds a record (nothing is overwritten).
        FolderBusy: another process is writing into the folder.
        ValueError: a role's model spec names no usable client (nothing is written).
        agents.stopped.RunStopped: a group-chat run stopped (a model failed after its retries); ``scores.json``
            is written first, for the days closed, with ``run_stopped`` saying why.
        KeyboardInterrupt: a group-chat run stopped by its user (Ctrl-C, SIGTERM); ``scores.json`` is written
            first, for the days closed, its ``run_stopped`` saying who stopped it (``stopped.json``).
    """
    if not checked:
        check_models(scenario)
    claim_folder(folder)
    try:
        record = folder / "record.jsonl"
        if record.exists():
            raise FileExistsError(f"{record} already exists; choose another --out folder, or --resume it")
        resolved = scenario_yaml(scenario)
        # written whole or not at all: a study killed (SIGKILL) mid-write had left a cut file, which its resume then
        # refused as "a run of a different scenario" (a fresh clone's .ci/run, session 56)
        tmp = folder / "scenario.resolved.yaml.tmp"
        tmp.write_text(resolved, encoding="utf-8")
        os.replace(tmp, folder / "scenario.resolved.yaml")
        if engine == "direct":
            from agents.direct import play_month
            from kirana import readings
            kept = readings.readings_file(resolved) if keep_readings else None  # from an earlier run (kirana.readings)
            if kept is not None:
                readings.load_kept(kept)  # or the default month's, shipped (kirana.shipped)
            shop = play_month(scenario, record_path=record, on_day=on_day)
            if kept is not None:
                readings.save(kept)
            with collector_paused():
                events = read_events(shop.record.events)
            usage = getattr(shop.renderer, "usage", None)
            if callable(usage):  # the renderer model's work, the one usage a scripted month has
                (folder / "usage.json").write_text(json.dumps({"renderer": usage()}, indent=1) + "\n",
                                                   encoding="utf-8")
        else:
            from agents.episode import RunStopped, run_episode
            try:
                run_episode(scenario, folder, on_day=on_day)
            except RunStopped as stop:
                scores_of_stopped(folder, stop)
                raise
            except KeyboardInterrupt:  # Ctrl-C, SIGTERM: the closed days' scores, saying who stopped it
                scores_of_user_stop(folder)
                raise
            events = read_events(record)
        if events_out is not None:
            events_out.extend(events)
        with collector_paused(engine == "direct"):
            return write_scores(folder, events)
    finally:
        release_folder(folder)


def resume_label(folder: Path) -> str:
    """The progress bar's words for ``kirana run --resume FOLDER``: "resuming FOLDER: day". A run whose record
    already ends with ``run_end`` gets no bar (it plays no day): ``resume_note`` says so, as a line of its own."""
    return f"resuming {folder}: day"


def resume_note(folder: Path) -> str:
    """The line printed before ``kirana run --resume FOLDER`` when its record already ends with ``run_end``: the run
    was complete and only its scores are shown again ("" when the run is not finished, or has no record). The new-user
    trial of the twenty-eighth session: a finished run "resumed" printed its scores as if it had played; of the
    fortieth: these words, in the progress bar's text, were cut off at 80 columns."""
    ended = record_ended(Path(folder) / "record.jsonl")
    return f"{folder} had run to its end: nothing left to play; its scores again" if ended else ""


def resume_folder(folder: Path, on_day: Callable[[int], None] | None = None):
    """Continue a group-chat run from its newest checkpoint; returns (scenario, scores). A run whose record already
    ends with ``run_end`` is not resumed: its record is left as it is (nothing is appended: a second study had
    added ``run_resumed`` after a finished month's ``run_end``, session 41) and only ``scores.json`` is written
    (again) from it — ``resume_note`` says so.

    Raises:
        FileNotFoundError: the folder has no ``scenario.resolved.yaml``.
        ScenarioError: that file is invalid, or names a model spec that cannot be used (``check_models``).
        FolderBusy: another process is writing into the folder.
        agents.stopped.RunStopped: the run stopped again (``scores.json`` written for the days closed, as in
            ``run_to_folder``), or its record or checkpoint cannot be resumed (nothing written).
    """
    from agents.episode import RunStopped, run_episode
    resolved = folder / "scenario.resolved.yaml"
    if not resolved.exists():
        raise FileNotFoundError(f"{folder} is not a run folder: no scenario.resolved.yaml")
    scenario = load_scenario(resolved)
    try:  # a model spec edited by hand before resuming (the trial: a URL without http:// gave a traceback)
        check_models(scenario)
    except ValueError as exc:
        from scenarios import ScenarioError
        raise ScenarioError(f"{resolved}: {exc}") from None
    claim_folder(folder)
    try:
        if record_ended(folder / "record.jsonl"):  # checked holding the folder: no other process can end it now
            return scenario, write_scores(folder)
        (folder / "scores.json").unlink(missing_ok=True)  # an earlier stop's: a resume killed later must not leave
        # it as if current (a new user's trial, session 53: days_closed 0 beside a record that had closed day 1)
        try:
            run_episode(scenario, folder, resume=True, on_day=on_day)
        except RunStopped as stop:
            scores_of_stopped(folder, stop)
            raise
        except KeyboardInterrupt:
            scores_of_user_stop(folder)
            raise
        return scenario, write_scores(folder)
    finally:
        release_folder(folder)


def days_of(folder: Path) -> int | None:
    """The month's length in a run folder's ``scenario.resolved.yaml`` (days), or None when it cannot be read."""
    try:
        import yaml
        days = yaml.safe_load((folder / "scenario.resolved.yaml").read_text(encoding="utf-8")).get("days")
    except (OSError, ValueError, AttributeError, yaml.YAMLError):
        return None
    return days if isinstance(days, int) else None
