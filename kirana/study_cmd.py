"""``kirana study STUDY``: run a grid of months (see ``kirana.study``) with a progress bar."""
from __future__ import annotations

import shlex
import time
from pathlib import Path
from typing import Optional

import typer

__all__ = ["study"]


def study(spec: str = typer.Argument(..., help="a study YAML file, or a built-in study (language_ablation)"),
          out: Optional[Path] = typer.Option(None, help="study folder (default: runs/<study name>); "
                                                        "run again on it to resume"),
          workers: Optional[int] = typer.Option(None, min=1, help="runs at once (default: the study's, "
                                                                  "else the CPU count)"),
          days: Optional[int] = typer.Option(None, min=1, max=366, help="days per run (default: the study's)"),
          engine: str = typer.Option("process", help="where runs execute: process (local worker processes) "
                                                     "or ray (Ray tasks; needs the ray extra)"),
          address: Optional[str] = typer.Option(None, help="with --engine ray: the Ray cluster (auto, HOST:6379, "
                                                           "ray://HOST:10001); default: a local Ray instance"),
          no_server_check: bool = typer.Option(False, "--no-server-check", help="start without first checking each "
                                               "model server (GET /models) for the model name, key and URL; also "
                                               "KIRANA_NO_SERVER_CHECK=1")) -> None:
    """Run a study: scenarios × languages × role-model assignments × seeds, in parallel; resumable.

    --engine ray runs them as Ray tasks (a local Ray instance, or the cluster at --address).

    Writes results.csv, results.parquet and report.md into the study folder.
    """
    from kirana.terminal import term_as_interrupt, progress_bar, console, progress_console
    from kirana.ray_engine import RayMissing
    from kirana.study import StudyRunError, run_study
    from kirana.study_pool import StudyStopped
    from scenarios.study import StudyError
    term_as_interrupt()  # kill PID stops a study as Ctrl-C does: its workers first (kirana.study_pool)
    started = time.perf_counter()
    bar = progress_bar()
    state: dict = {}
    plain = not progress_console.is_terminal  # nohup, a batch log: the bar draws only its last state there

    def on_plan(runs, finished: int) -> None:
        bar.start()  # only once the study is read: an unknown study is one line, no empty bar before it (the trial)
        state["task"] = bar.add_task("runs", total=len(runs), completed=finished)
        state["total"], state["finished"] = len(runs), finished
        if finished:
            progress_console.print(f"{finished} of {len(runs)} runs already finished; skipping them",
                                   markup=False, highlight=False)

    try:
        try:
            result = run_study(spec, out, workers=workers, days=days, on_plan=on_plan, engine=engine,
                               address=address, on_done=lambda run_id, done: _advance(bar, state, done),
                               server_check=not no_server_check,
                               on_run=(lambda *ended: _run_line(state, *ended)) if plain else None)
        except StudyStopped as stop:
            if state:  # the runs finished, earlier ones included, as counted on disk once the workers ended
                bar.update(state["task"], completed=stop.finished)
            raise
        finally:
            if state:  # (rich's stop prints an empty line, started or not)
                bar.stop()
    except (StudyError, StudyRunError, RayMissing) as exc:
        progress_console.print(f"error: {exc}", soft_wrap=True, markup=False, highlight=False)
        raise typer.Exit(2)
    except OSError as exc:
        from kirana.terminal import os_error_line
        progress_console.print(f"error: {os_error_line('cannot write the study folder', exc)}", soft_wrap=True,
                               markup=False, highlight=False)
        raise typer.Exit(2)
    except KeyboardInterrupt as stop:  # StudyStopped once the runs had begun; before, nothing was playing
        if isinstance(stop, StudyStopped):
            again = _again(spec, stop.folder, workers, days, engine, address)
            line = f"stopped: {stop.finished} of {stop.total} runs finished; resume with: {again}"
        else:
            line = "stopped; run the same command again to resume"
        progress_console.print(line, soft_wrap=True, markup=False, highlight=False)
        raise typer.Exit(130)
    seconds = time.perf_counter() - started
    console.print(f"{len(result.runs)} runs: {len(result.skipped)} already finished, {len(result.resumed)} resumed, "
                  f"{len(result.started)} started; {len(result.stopped)} stopped before the end; {seconds:.1f} s",
                  highlight=False)
    again = _again(spec, result.folder, workers, days, engine, address)
    for run_id, why in result.stopped.items():
        why = why.replace("the same kirana study command", again)
        progress_console.print(f"stopped: {run_id}: {why}", soft_wrap=True, markup=False, highlight=False)
    console.print(f"study folder: {result.folder} (results.csv, results.parquet, report.md)", highlight=False)
    if result.stopped:
        raise typer.Exit(1)


def _advance(bar, state: dict, done: str) -> None:
    """Count a run on the bar once it finished: not one that stopped before its end (``done`` "started stopped",
    "resumed stopped"…, ``kirana.study``): the bar counts the runs finished, as the line under it does (a new
    user's trial, session 43: "runs 2/2" above "1 stopped before the end")."""
    if "stopped" not in done.split():
        bar.advance(state["task"])


def run_line(run_id: str, done: str, seconds: float, error: str, finished: int, total: int) -> str:
    """One plain line for a run that ended, for a log with no terminal (``nohup kirana study … > study.log``): "run
    4/18 finished: default-hi-fakepay-seed0, 52.3 s (resumed)"; a run that stopped before its end: "run
    default-hi-fakepay-seed1 stopped after 12.0 s: <why>"; one finished by another process meanwhile: "run
    X finished by another process". ``finished``: the runs finished so far, this one included; ``total``: the
    study's runs. A new user's trial (session 55): a 173-byte log after 18 runs, the bar's last state only."""
    words = done.split()
    if "skipped" in words:
        return f"run {run_id} finished by another process"
    if "stopped" in words:
        return f"run {run_id} stopped after {seconds:.1f} s: {error or 'stopped before its end'}"
    return f"run {finished}/{total} finished: {run_id}, {seconds:.1f} s" + (" (resumed)" if "resumed" in words else "")


def _run_line(state: dict, run_id: str, done: str, seconds: float, error: str) -> None:
    from kirana.terminal import progress_console
    if "stopped" not in done.split():  # as the bar counts (_advance): a run finished by another process too
        state["finished"] = state.get("finished", 0) + 1
    progress_console.print(run_line(run_id, done, seconds, error, state.get("finished", 0), state.get("total", 0)),
                           soft_wrap=True, markup=False, highlight=False)


def _again(spec: str, folder: Path, workers: int | None, days: int | None, engine: str, address: str | None) -> str:
    """The exact command that continues this study, from any directory: the same study (a study file by its
    absolute path; a built-in study by its name), its folder's absolute path, the same options. A new user's trial
    (session 55): "kirana study ablation.yaml --out …" worked only where the study had been started."""
    path = Path(spec)
    words = ["kirana", "study", str(path.resolve()) if path.is_file() else spec, "--out", str(Path(folder).resolve())]
    for option, value in (("--workers", workers), ("--days", days), ("--address", address)):
        if value is not None:
            words += [option, str(value)]
    if engine != "process":
        words += ["--engine", engine]
    return " ".join(shlex.quote(w) for w in words)
