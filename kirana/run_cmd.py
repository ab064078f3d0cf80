"""``kirana run``: play one month into a run folder (or resume one), with a progress bar, then its scores and report.

Flags are read here (``kirana.flags``, ``kirana.set_flags``) so a bad value is one
line naming it; the folder is claimed before any bar is drawn (``kirana.folder_claim``).
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Optional

import typer

from kirana.after_run import report_after_run, show_scores
from kirana.set_flags import SET_HELP, parse_sets
from kirana.terminal import fail, os_error_line, progress_bar, progress_console, term_as_interrupt

__all__ = ["run"]


def run(scenario_file: Optional[str] = typer.Argument(None, metavar="SCENARIO", show_default=False,
                                                     help="the same as --scenario: a built-in name or a YAML file"),
        scenario: str = typer.Option("default", help="built-in scenario name or path to a YAML file"),
        seed: Optional[str] = typer.Option(None, metavar="SEED", help="seed, 0 or more (default: the scenario's)"),
        days: Optional[str] = typer.Option(None, metavar="DAYS", help="days, 1 to 366 (default: the scenario's)"),
        shop: Optional[str] = typer.Option(None, help="play every role with this scripted shop"),
        role: list[str] = typer.Option([], "--role", metavar="ROLE=MODEL", help="swap one role's model: ROLE=MODEL, e.g. "
                                       "manager=openai:qwen3-8b@http://127.0.0.1:8000/v1, or cashier=human "
                                       "to play it yourself at the terminal (repeatable)"),
        engine: str = typer.Option("autogen", help="autogen (the group chat) or direct (scripted only)"),
        resume: Optional[Path] = typer.Option(None, help="continue the run in this folder from its last checkpoint"),
        keep_checkpoints: Optional[str] = typer.Option(None, metavar="N", help="daily checkpoints to keep, the newest "
                                                       "(default: the scenario's, 3); 0 keeps every day's, so "
                                                       "kirana fork can start from any day"),
        out: Optional[Path] = typer.Option(None, help="run folder (default: in runs/, named by scenario, seed, "
                                           "models and time: default-seed0-scripted-…)"),
        set_: list[str] = typer.Option([], "--set", metavar="KEY=VALUE", help=SET_HELP),
        no_server_check: bool = typer.Option(False, "--no-server-check", help="start without first checking each "
                                             "model server (GET /models) for the role's model name, key and URL; "
                                             "also KIRANA_NO_SERVER_CHECK=1")) -> None:
    """Run one month of the shop and write its run folder (record.jsonl, scenario.resolved.yaml, scores.json)."""
    term_as_interrupt()
    from agents.collector import collector_paused
    with collector_paused():  # the event models, the shops and the reader's tables live to the end: no walks
        from agents.stopped import RunStopped
        from kirana.runs import (FolderBusy, check_models, days_of, resume_folder, resume_label, resume_note,
                                 run_to_folder, with_role_models, with_shop)
        from kirana.scenario_cmd import check_scenario
        from roles.scripted import SHOPS
        from scenarios import ScenarioError
    from kirana.flags import FlagError, run_flags
    try:  # read here, not by typer: its message named no value ("Input should be a valid integer")
        seed_n, days_n, keep_n = run_flags(seed, days, keep_checkpoints)
        sets = parse_sets(set_, tuple(k for k, v in (("seed", seed), ("days", days), ("keep_checkpoints",
                                                                                       keep_checkpoints)) if v))
    except FlagError as exc:
        fail(str(exc))
    if engine not in ("autogen", "direct"):
        fail(f"--engine: {engine!r}; use autogen or direct")
    if scenario_file is not None:
        if scenario != "default" and scenario != scenario_file:
            fail(f"two scenarios: {scenario_file!r} and --scenario {scenario!r}; give one")
        scenario = scenario_file
    if resume is not None:
        flags = (("--days", days), ("--seed", seed), ("--shop", shop), ("--role", role), ("--out", out),
                 ("--set", set_), ("a scenario", scenario_file or scenario != "default"))
        given = [name for name, value in flags if value]
        if given:  # they were ignored before: a resumed run plays the scenario its folder holds
            fail(f"--resume plays the scenario in {resume / 'scenario.resolved.yaml'}; {', '.join(given)} cannot "
                 f"change it — edit that file (e.g. a role's model URL) and resume, or start a new run")
        from agents.server_check import skipped_by_env
        if not (no_server_check or skipped_by_env()):  # as before a new run: a wrong model, key or URL told at once
            _check_servers_of(resume)
        _claim_or_fail(resume, resuming=True)
        if note := resume_note(resume):  # a line of its own: in the bar's text it was cut off at 80 columns (the trial)
            progress_console.print(note, soft_wrap=True, markup=False, highlight=False)
        sc, scores = _played(resume, resume_label(resume), days_of(resume),  # (no bar when finished: "day 0/3",
                             lambda on_day: resume_folder(resume, on_day=on_day),  # trial 43)
                             (FileNotFoundError, ScenarioError, FolderBusy, RunStopped),
                             disable=bool(note) or _person_plays(resume / "scenario.resolved.yaml"))
        show_scores(sc, scores, resume)
        report_after_run(resume)
        return
    overrides = sets | {k: v for k, v in (("seed", seed_n), ("days", days_n)) if v is not None}
    if keep_n is not None:
        overrides["keep_checkpoints"] = keep_n or None
    try:
        sc = check_scenario(scenario, context_budgets=engine != "direct", **overrides)  # (direct: no context)
        if shop is not None:
            if shop not in SHOPS:
                from scenarios.errors import nearest
                near = nearest(shop, list(SHOPS))
                raise ValueError(f"--shop: no scripted shop {shop!r}; choose one of {', '.join(SHOPS)}"
                                 + (f" — did you mean --shop {near}?" if near else ""))  # (the trial: "refrence")
            sc = with_shop(sc, shop)
        if role:
            sc = with_role_models(sc, role)
        if shop is not None or role:  # check_scenario checked the world and the models as loaded
            check_models(sc)
        if engine == "direct" and any(not str(r.model).startswith("scripted:") for r in sc.roles.values()):
            raise ValueError("--engine direct plays scripted roles only; use --engine autogen for models")
        if engine == "direct" and keep_checkpoints is not None:
            raise ValueError("--keep-checkpoints: --engine direct writes no checkpoints (a direct run is replayed, "
                             "never resumed or forked); drop --engine direct to keep them")
        from agents.server_check import check_servers, skipped_by_env
        if not (no_server_check or skipped_by_env()):  # before the folder: a wrong model, key or URL told at once
            check_servers(sc.roles.items())
    except (ScenarioError, ValueError) as exc:
        fail(str(exc))
    from kirana.scenario_cmd import festival_note
    if festival_note(sc):  # (the trial: only `scenario validate` said so)
        progress_console.print(f"note: {festival_note(sc)}", soft_wrap=True, markup=False, highlight=False)
    label = shop or ("-".join(sorted({str(r.model).split(":")[0] for r in sc.roles.values()})))
    folder = out or Path("runs") / f"{sc.name}-seed{sc.seed}-{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    if folder.exists() and not folder.is_dir():
        fail(f"--out: {folder} is a file; give a folder for the run")
    if out is None and folder.exists():
        fail(f"{folder} already exists (two runs started in the same second?); give --out")
    _claim_or_fail(folder, resuming=False)
    from report.drawing import ChartWorkers
    with ChartWorkers() as workers:  # import matplotlib while the month plays (report.drawing); before any thread
        events: list = []
        scores = _played(folder, f"{sc.name} seed {sc.seed}: day", sc.days,
                         lambda on_day: run_to_folder(sc, folder, on_day=on_day, engine=engine, events_out=events,
                                                      checked=True, keep_readings=True),
                         (FileExistsError, RunStopped, FolderBusy), disable=_person_plays(sc))
        show_scores(sc, scores, folder)
        with collector_paused(engine == "direct"):
            report_after_run(folder, scores, events, draw=workers.draw, scenario=sc)


def _played(folder: Path, label: str, days: int, play, stops: tuple, *, disable: bool):
    """``play(on_day)`` (a new run or a resumed one) under a progress bar counting ``days`` (when the output is no
    terminal, also one plain line a day closed: "default seed 0: day 3/30 closed, 12.4 s"); its result. A stop it
    raises (one of ``stops``, or an OSError writing the folder) is one line after the bar, exit 2 (``fail``); Ctrl-C
    is ``_interrupted``, exit 130."""
    from agents.stopped import RunStopped
    from kirana.runs import stopped_note
    plain = not disable and not progress_console.is_terminal  # nohup, a batch log: the bar draws its last state only
    started = time.perf_counter()

    def on_day(day: int) -> None:
        bar.update(task, completed=day)
        if plain:  # a line a day to tail (a new user's trial, session 55: a study's log had none)
            progress_console.print(f"{label} {day}/{days} closed, {time.perf_counter() - started:.1f} s",
                                   soft_wrap=True, markup=False, highlight=False)

    with progress_bar(disable=disable) as bar:
        task = bar.add_task(label, total=days)
        try:
            return play(on_day)
        except stops as exc:
            stop = str(exc) + (stopped_note(folder) if isinstance(exc, RunStopped) else "")
        except OSError as exc:
            stop = os_error_line(f"cannot write the run folder {folder}", exc)
        except KeyboardInterrupt:
            _interrupted(bar, folder)
    fail(stop)  # one line, after the progress bar


def _interrupted(bar, folder: Path) -> None:
    """Ctrl-C during a run: one line saying nothing recorded is lost, where the closed days' scores are, and how to
    go on; exit 130."""
    bar.stop()
    from kirana.runs import stopped_note  # the closed days' scores (kirana.runs: written at the stop)
    progress_console.print(f"interrupted: every event recorded so far is in {folder}/record.jsonl"
                           f"{stopped_note(folder)}. Resume it with: kirana run --resume {folder}", soft_wrap=True,
                           markup=False, highlight=False)
    raise typer.Exit(130)


def _claim_or_fail(folder: Path, *, resuming: bool) -> None:
    """Claim the run folder before any progress bar is drawn: a busy or used folder is one line, exit 2."""
    from kirana.runs import FolderBusy, claim_folder
    if resuming and not (folder / "scenario.resolved.yaml").exists():
        fail(f"{folder} is not a run folder: no scenario.resolved.yaml")  # before any progress bar is drawn
    if resuming and not (folder / "record.jsonl").exists():
        return  # resume_folder says what is missing, in its own words
    try:
        claim_folder(folder)
    except FolderBusy as exc:
        fail(str(exc))
    except OSError as exc:
        fail(os_error_line(f"cannot write the run folder {folder}", exc))
    if not resuming and (folder / "record.jsonl").exists():
        fail(f"{folder / 'record.jsonl'} already exists; choose another --out folder, or --resume it")


def _check_servers_of(folder: Path) -> None:
    """The server check (``agents.server_check``) of the models a run folder's scenario names, before resuming it;
    a refusal is one line, exit 2, saying to edit the folder's scenario.resolved.yaml. A folder whose scenario
    cannot be read is left to the resume, which says what is wrong in its own words."""
    from agents.server_check import ServerCheckFailed, check_servers
    from scenarios import ScenarioError, load_scenario
    try:
        sc = load_scenario(folder / "scenario.resolved.yaml")
    except (ScenarioError, OSError, ValueError):
        return
    try:
        check_servers(sc.roles.items(), edit=f"edit it in {folder / 'scenario.resolved.yaml'} and resume")
    except ServerCheckFailed as exc:
        fail(str(exc))


def _person_plays(scenario_or_path) -> bool:
    """Whether a person (model ``human``) plays a role: then no progress bar redraws over their console."""
    if isinstance(scenario_or_path, Path):
        from scenarios import load_scenario
        try:
            scenario_or_path = load_scenario(scenario_or_path)
        except Exception:  # not a run folder: resuming reports that itself
            return False
    return any(r.model == "human" for r in scenario_or_path.roles.values())
