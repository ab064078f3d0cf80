"""``kirana study STUDY``: a grid of runs in parallel worker processes, resumable, with a table and report.

The study folder (``runs/<study name>/`` unless ``--out``) holds::

    .lock                       held by the study playing into the folder (a second one is refused); gone after
    study.resolved.yaml         the study as run (bases merged, defaults filled in)
    runs/<run id>/              one run folder per grid cell (record.jsonl, scores.json, ...)
    results.csv, results.parquet  one row per finished run: its condition and every score
    report.md                   per condition mean and spread across seeds; the language ablation
    timings.json                wall-clock seconds per run, summed over the invocations that played it
                                (``kirana.study_timings``; not part of the results)

A run id is ``<scenario>-<language or 'as-written'>-<models>-seed<N>``. Started
again on the same folder (once the first has ended: a study holds its folder's ``.lock``), a study skips runs that
finished. A run counts as finished once it has played to its end: ``scores.json`` without ``run_stopped`` (a stopped
run's scores cover the days it closed, ``kirana.runs.finished``), or a record ending with ``run_end`` whose scores
were not yet written (a stop between the two: its scores are written from the record before the plan is counted).
Every count a study prints — "N of M runs already finished; skipping them", "stopped: N of M runs finished", "M runs:
N already finished, …" — counts that way (``kirana.study_unfinished.ended_runs``); a new user's walk, session 55, was told 3 finished at the
stop, 2 at the resume's plan and 3 at its end, of one run stopped between its ``run_end`` and its scores.
A study
resumes group-chat runs from their newest daily checkpoint
(``kirana.runs.resume_folder``) — or, stopped before their first one with a served role's
requests logged, from day 1 as ``kirana run --resume`` does, those requests kept as discarded —,
and starts the others afresh (a direct-engine
run has no checkpoints; it is replayed from day 1, which gives the same record).
A run folder whose ``scenario.resolved.yaml`` differs from what the study now
asks for is an error: nothing is overwritten.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import yaml

__all__ = ["PlannedRun", "StudyResult", "plan_study", "run_study", "StudyRunError", "model_spec_problems",
           "problems_as_written"]


class StudyRunError(ValueError):
    """A study that cannot start: a bad scenario or model spec, or a run folder from another study."""


@dataclass(frozen=True)
class PlannedRun:
    """One grid cell: its id, its condition, the scenario it plays and the engine."""
    run_id: str
    scenario_name: str
    language: str  # en | hi | hinglish | as-written
    models: str
    seed: int
    scenario: Any  # scenarios.Scenario
    engine: str  # autogen | direct


@dataclass
class StudyResult:
    """What an invocation did: run ids skipped (already finished), resumed, started, and stopped (with why).

    ``resumed`` and ``started`` say how each run this invocation played began; ``stopped`` holds those of them
    that did not reach their end (a run started and then stopped by a dead model server is in both: the summary
    once said "0 started, 1 stopped" of a run that had started, the new user's trial, session 33). A run whose
    worker was lost before it could say (Ray) is only in ``stopped``."""
    folder: Path
    runs: list[PlannedRun]
    skipped: list[str] = field(default_factory=list)
    resumed: list[str] = field(default_factory=list)
    started: list[str] = field(default_factory=list)
    stopped: dict[str, str] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)


def _scenario_path(entry: str, base: Path | None) -> str | Path:
    if base is None or not (entry.endswith((".yaml", ".yml")) or "/" in entry):
        return entry
    path = Path(entry)
    return path if path.is_absolute() else base / path


def plan_study(study, located, base: Path | None) -> list[PlannedRun]:
    """Every run of the grid, in order: scenario, language, models, seed.

    Raises:
        StudyRunError: a scenario file fails its checks, two scenarios share a name, or a model
            assignment names no usable client (the message points at the study file's line).
    """
    from scenarios import with_language
    problems = model_spec_problems(study.models, located)
    checked = _checked_scenarios(study.scenarios, located, base, problems,  # every unusable one in one answer
                                 chat=lambda scenario: plays_chat(study, scenario))
    if problems:
        raise StudyRunError("\n".join(problems))
    runs, names = [], {}
    for i, entry in enumerate(study.scenarios):
        scenario = checked[i]
        if scenario.name in names:
            raise StudyRunError(f"{located.where(('scenarios', i))}: scenarios.{i}: {entry!r} is named "
                                f"{scenario.name!r}, like {names[scenario.name]!r}; give each scenario its own name")
        names[scenario.name] = entry
        if study.days is not None:
            scenario = scenario.model_validate({**scenario.model_dump(), "days": study.days})
        for language in study.languages or ["as-written"]:
            spoken = scenario if language == "as-written" else with_language(scenario, language)
            for models_name, assignment in study.models.items():
                played = spoken
                if assignment:
                    roles = {r: {**v.model_dump(), **({"model": assignment[r]} if r in assignment else {})}
                             for r, v in spoken.roles.items()}
                    played = spoken.model_validate({**spoken.model_dump(), "roles": roles})
                scripted = all(isinstance(r.model, str) and r.model.startswith("scripted:")
                               for r in played.roles.values())
                engine = study.engine if study.engine != "auto" else ("direct" if scripted else "autogen")
                if engine == "direct" and not scripted:
                    raise StudyRunError(f"{located.where(('engine',))}: engine: direct plays scripted roles only; "
                                        f"models.{models_name} puts a model in a role (use auto or autogen)")
                for seed in study.seeds if study.seeds is not None else [scenario.seed]:
                    one = played.model_validate({**played.model_dump(), "seed": seed})
                    run_id = f"{scenario.name}-{language}-{models_name}-seed{seed}"
                    runs.append(PlannedRun(run_id, scenario.name, language, models_name, seed, one, engine))
    return runs


def plays_chat(study, scenario) -> bool:
    """Whether any run of ``scenario`` in ``study`` plays through the AutoGen group chat (``engine: autogen``, or
    ``auto`` with a role some ``models`` entry leaves unscripted); when none does, its roles' context budgets are
    not checked, as ``kirana run --engine direct`` does not check them (a direct month builds no context, and the
    check imports AutoGen's tools into the study's process)."""
    if study.engine != "auto":
        return study.engine == "autogen"
    for assignment in study.models.values():
        for role, settings in scenario.roles.items():
            model = (assignment or {}).get(role, settings.model)
            if not (isinstance(model, str) and model.startswith("scripted:")):
                return True
    return False


def model_spec_problems(models: Any, located) -> list[str]:
    """Every unusable model spec of a study's ``models`` (as validated, or as written when the file fails its
    checks: entries that are not a mapping of a role to text or a mapping are the schema's to report), one line
    each: ``FILE:LINE: models.NAME.ROLE: what is wrong; what to write``."""
    from agents.specs import check_model_spec
    from engine.shop import ROLES
    problems: list[str] = []
    for models_name, assignment in (models.items() if isinstance(models, dict) else ()):
        for role, spec in (assignment.items() if isinstance(assignment, dict) else ()):
            if role not in ROLES or not isinstance(spec, (str, dict)):
                continue
            field = f"{located.where(('models', models_name, role))}: models.{models_name}.{role}"
            if spec == "human":
                problems.append(f"{field}: a person cannot play in a study (its runs have no terminal); use "
                                f"kirana run --role {role}=human")
                continue
            try:
                check_model_spec(spec, role)
            except ValueError as exc:
                said = str(exc).removeprefix(f'roles.{role}.model: ')  # the fix in this file's key, not a scenario's
                said = said.replace(' model: "', f' {role}: "')  # (the final trial, session 41)
                problems.append(f"{field}: {said}")
    return problems


def problems_as_written(models: Any, located) -> list[str]:
    """When a study file fails its schema, what the later checks would say of it as written, in the same answer (the
    new user's trial found a missing scenario file only after fixing a seed): ``model_spec_problems`` of its
    ``models``, and ``FILE:LINE: scenarios.I: 'ENTRY' is not usable:`` with the scenario's own problems for each
    entry (text) of ``scenarios`` that fails ``check_scenario``. Entries of another shape are the schema's."""
    problems = model_spec_problems(models, located)
    base = None if located.builtin or not located.chain else Path(located.chain[0]).parent
    entries = located.data.get("scenarios")
    _checked_scenarios([e if isinstance(e, str) else None for e in (entries if isinstance(entries, list) else ())],
                       located, base, problems)
    return problems


def _checked_scenarios(entries: list, located, base: Path | None, problems: list[str],
                       chat: Callable[[Any], bool] | None = None) -> dict:
    """{index: Scenario} of the study's ``scenarios`` entries that pass ``check_scenario``; for each that fails,
    ``FILE:LINE: scenarios.I: 'ENTRY' is not usable:`` and the scenario's own problems are added to ``problems``.
    Entries given as None (not text, as written: the schema's to report) are skipped. ``chat``: whether the study
    plays a scenario through the group chat (``plays_chat``); when it does not, the context budgets are not
    checked. None: they are checked."""
    from kirana.scenario_cmd import check_scenario
    from scenarios import ScenarioError
    checked = {}
    for i, entry in enumerate(entries):
        if entry is None:
            continue
        try:
            path = _scenario_path(entry, base)
            checked[i] = check_scenario(path, context_budgets=chat is None)
            if chat is not None and chat(checked[i]):
                checked[i] = check_scenario(path)  # (the budgets' check too: a run of it builds contexts)
        except ScenarioError as exc:
            checked.pop(i, None)
            problems.append(f"{located.where(('scenarios', i))}: scenarios.{i}: {entry!r} is not usable:\n{exc}")
    return checked


def play_job(job: tuple[str, dict, str, str], on_day: Callable[[int], None] | None = None) -> tuple[str, str, float, str]:
    """Worker: play (or resume) one run into its folder. Returns (run id, what was done, seconds, error); what was
    done is "started" or "resumed", with " stopped" after it when the run stopped before its end ("stopped" alone
    when it stopped before it began: a busy folder), or "skipped" when the run was found finished once its folder
    was held (its record ends with ``run_end``: never resumed nor appended to; its scores are written if missing).

    ``on_day`` is called with each day as it closes (after its checkpoint, for group-chat runs)."""
    from agents.checkpoints import RunStopped, latest_checkpoint
    from agents.stopped import record_ended
    from kirana.runs import (FolderBusy, claim_folder, finished, release_folder, resume_folder, run_to_folder,
                             write_scores)
    from scenarios import Scenario
    run_id, scenario_data, folder_text, engine = job
    folder, start = Path(folder_text), time.perf_counter()
    scenario = Scenario.model_validate(scenario_data)
    done = ""  # how the run began ("started" / "resumed"); a stop adds " stopped" (``StudyResult``)
    try:
        claim_folder(folder)
        scored = finished(folder)
        if scored or record_ended(folder / "record.jsonl"):  # ended since the study was planned
            if not scored:  # (by a process stopped before it wrote its scores)
                write_scores(folder)
            return run_id, "skipped", time.perf_counter() - start, ""
        if engine == "autogen" and (latest_checkpoint(folder) is not None or _asked_a_server(folder)):
            done = "resumed"  # with no checkpoint the month starts again, its billed requests kept as discarded
            resume_folder(folder, on_day=on_day)
        else:
            for name in ("record.jsonl", "scores.json", "usage.json", "error.log", "stopped.json"):
                (folder / name).unlink(missing_ok=True)  # (an earlier play's, thrown away: its stop's log too)
            done = "started"
            run_to_folder(scenario, folder, on_day=on_day, engine=engine)
    except RunStopped as exc:  # one line; a study resumes by being run again, not with kirana run --resume
        from agents.failures import EDIT_RUN, EDIT_STUDY
        why = str(exc).replace(f"kirana run --resume {folder}", "the same kirana study command").replace(EDIT_RUN,
                                                                                                          EDIT_STUDY)
        return run_id, f"{done} stopped".strip(), time.perf_counter() - start, why
    except FolderBusy as exc:
        return run_id, "stopped", time.perf_counter() - start, str(exc)
    except OSError as exc:
        return run_id, f"{done} stopped".strip(), time.perf_counter() - start, \
            f"cannot write {folder}: {exc.strerror or exc}"
    finally:
        release_folder(folder)
    return run_id, done, time.perf_counter() - start, ""


def _asked_a_server(folder: Path) -> bool:
    """Whether an earlier play of the run in ``folder`` logged a served role's requests (``calls.jsonl`` or
    ``calls.discarded.jsonl``, ``agents.call_log``). Such a run stopped before its first checkpoint is resumed
    like ``kirana run --resume`` does (``run_resumed`` with ``checkpoint: null``; its requests moved to
    ``calls.discarded.jsonl`` and counted in ``usage.json``), not started afresh: that deleted both logs, and the
    requests the server had answered and billed were in no file and no count (a new user's trial, session 44: a
    study stopped by SIGTERM 22 s in lost 2 requests and 3,183 prompt tokens of 1,997 answered)."""
    from agents.call_log import CALL_LOG, DISCARDED_LOG
    return (folder / CALL_LOG).exists() or (folder / DISCARDED_LOG).exists()


def _check_folders(runs: list[PlannedRun], runs_dir: Path) -> None:
    from scenarios import scenario_yaml
    for run in runs:
        resolved = runs_dir / run.run_id / "scenario.resolved.yaml"
        if resolved.exists() and resolved.read_text(encoding="utf-8") != scenario_yaml(run.scenario):
            raise StudyRunError(f"{resolved.parent} holds a run of a different scenario than this study now asks "
                                f"for (was the study, a scenario file or --days changed?); remove that folder or "
                                f"give another --out")


def run_study(name_or_path: str | Path, out: Path | None = None, *, workers: int | None = None,
              days: int | None = None, on_done: Callable[[str, str], None] | None = None,
              on_plan: Callable[[list[PlannedRun], int], None] | None = None, engine: str = "process",
              address: str | None = None, die_after_day: int | None = None,
              server_check: bool = True, on_run: Callable[[str, str, float, str], None] | None = None) -> StudyResult:
    """Run (or continue) a study and write its table and report (see the module docstring).

    Args:
        out: the study folder (default ``runs/<study name>``).
        workers: processes at once (default: the study's ``workers``, else the CPU count).
        days: override the study's days (e.g. a quick trial).
        on_done: called with (run id, what was done) as each run finishes.
        on_plan: called with (the runs, how many are already finished) before any starts.
        on_run: called as each run ends with (run id, what was done, seconds it played, why it stopped: "" when it
            finished), after ``on_done``; ``kirana study`` prints one line from it when its output is no terminal.
        engine: where the runs execute: ``process`` (a local process pool, the default) or ``ray``
            (Ray tasks, ``kirana.ray_engine``; the same results). Not the study file's ``engine``,
            which says how each run plays (direct or group chat).
        address: with ``ray``, the cluster to use (default: a local Ray instance).
        die_after_day: with ``ray``, tests only: each worker process exits once after that day.
        server_check: check each distinct model server of the runs not yet finished once, before anything is
            written (``agents.server_check``; also skipped by ``KIRANA_NO_SERVER_CHECK=1``).
    Raises:
        StudyError, StudyRunError: an unusable study, scenario, model spec or folder, a study folder another
            study holds (its ``.lock``), or a model server that refused the check (wrong model, key or URL);
            nothing runs.
        kirana.ray_engine.RayMissing: ``ray`` without Ray installed (nothing runs).
        kirana.study_pool.StudyStopped (a KeyboardInterrupt): interrupted (Ctrl-C; SIGTERM in ``kirana study``);
            every worker has ended, and it says how many runs are finished; no table is written.

    With more than one worker, runs go to worker processes started with ``spawn`` (a fresh
    interpreter each, so nothing of this process is inherited; ``kirana.study_pool``, which stops them with
    the study); a script calling ``run_study`` must then guard its entry point with
    ``if __name__ == "__main__":``.
    """
    from kirana.runs import FolderBusy, claim_folder, release_folder
    from scenarios.study import load_study
    if engine not in ("process", "ray"):
        raise StudyRunError(f"--engine: {engine!r}; use process (the default) or ray")
    if address is not None and engine != "ray":
        raise StudyRunError("--address names a Ray cluster; give it with --engine ray")
    overrides = {"days": days} if days is not None else {}
    study, located, base = load_study(name_or_path, problems_as_written, **overrides)
    runs = plan_study(study, located, base)
    folder = out or Path("runs") / study.name
    runs_dir = folder / "runs"
    _check_folders(runs, runs_dir)
    if server_check:
        _check_servers(runs, runs_dir)
    try:  # before anything is written into it: two studies on one folder had raced over its runs (session 41)
        claim_folder(folder, busy=f"{folder} is in use by another kirana study; wait for it to end, or give this "
                                  f"one another --out")
    except FolderBusy as exc:
        raise StudyRunError(str(exc)) from None
    try:
        return _play_claimed(study, runs, folder, workers, engine, address, die_after_day, on_plan, on_done, on_run)
    finally:
        release_folder(folder)


def _check_servers(runs: list[PlannedRun], runs_dir: Path) -> None:
    """Each distinct model server of the runs not yet finished, checked once (``agents.server_check``).

    Raises StudyRunError naming the role, its server and the setting when one refuses (nothing is written)."""
    from agents.server_check import ServerCheckFailed, check_servers, skipped_by_env
    from kirana.study_unfinished import ended_runs
    if skipped_by_env():
        return
    ended = ended_runs(runs, runs_dir)
    try:
        check_servers((role, settings) for run in runs if run.engine == "autogen"
                      and run.run_id not in ended for role, settings in run.scenario.roles.items())
    except ServerCheckFailed as exc:
        raise StudyRunError(str(exc)) from None


def _play_claimed(study, runs: list[PlannedRun], folder: Path, workers: int | None, engine: str,
                  address: str | None, die_after_day: int | None, on_plan, on_done, on_run=None) -> StudyResult:
    """``run_study`` once it holds the study folder: play what is not finished, write the table and report."""
    from kirana.study_pool import StudyStopped, play_in_workers
    from kirana.study_report import write_outputs
    from kirana.study_timings import write_timings
    from kirana.study_unfinished import ended_runs
    runs_dir = folder / "runs"
    runs_dir.mkdir(parents=True, exist_ok=True)
    (folder / "study.resolved.yaml").write_text(
        yaml.safe_dump(study.model_dump(mode="json"), sort_keys=False, allow_unicode=True), encoding="utf-8")
    result = StudyResult(folder, runs)
    todo, ended = [], ended_runs(runs, runs_dir, score=True)
    for run in runs:
        if run.run_id in ended:
            result.skipped.append(run.run_id)
        else:
            todo.append((run.run_id, run.scenario.model_dump(mode="json"), str(runs_dir / run.run_id), run.engine))
    on_plan and on_plan(runs, len(result.skipped))
    n = max(1, min(workers or study.workers or os.cpu_count() or 1, len(todo) or 1))

    def record(run_id: str, done: str, seconds: float, error: str) -> None:
        words = done.split()  # "started", "resumed", "started stopped", "resumed stopped", "stopped" or "skipped"
        if "skipped" in words:  # finished by another process since the plan: timings are of runs played here
            result.skipped.append(run_id)
        else:
            result.seconds[run_id] = round(seconds, 3)
        if "stopped" in words:
            result.stopped[run_id] = error
        if "resumed" in words:
            result.resumed.append(run_id)
        elif "started" in words:
            result.started.append(run_id)
        on_done and on_done(run_id, done)
        on_run and on_run(run_id, done, seconds, error)

    try:
        if engine == "ray":
            from kirana.ray_engine import play_on_ray
            play_on_ray(todo, n, address, record, die_after_day=die_after_day)
        elif n == 1:
            for job in todo:
                record(*play_job(job))
        elif todo:
            play_in_workers(todo, n, record)  # every worker ended before an interrupt goes on (kirana.study_pool)
    except KeyboardInterrupt:
        try:  # the runs that ended before the stop keep their seconds (a full disk must not hide the stop)
            write_timings(folder, engine, n, result.seconds)
        except OSError:
            pass
        raise StudyStopped(len(ended_runs(runs, runs_dir)), len(runs), folder) from None
    write_timings(folder, engine, n, result.seconds)
    write_outputs(study, runs, folder)
    return result
