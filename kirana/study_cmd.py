"""``kirana study STUDY``: run a grid of months (see ``kirana.study``) with a progress bar."""
from __future__ import annotations

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
          days: Optional[int] = typer.Option(None, min=1, help="days per run (default: the study's)")) -> None:
    """Run a study: scenarios × languages × role-model assignments × seeds, in parallel; resumable.

    Writes results.csv, results.parquet and report.md into the study folder.
    """
    from kirana.cli import _progress, console, progress_console
    from kirana.study import StudyRunError, run_study
    from scenarios.study import StudyError
    started = time.perf_counter()
    bar = _progress()
    state: dict = {}

    def on_plan(runs, finished: int) -> None:
        state["task"] = bar.add_task("runs", total=len(runs), completed=finished)
        if finished:
            progress_console.print(f"{finished} of {len(runs)} runs already finished; skipping them",
                                   markup=False, highlight=False)

    try:
        with bar:
            result = run_study(spec, out, workers=workers, days=days, on_plan=on_plan,
                               on_done=lambda run_id, done: bar.advance(state["task"]))
    except (StudyError, StudyRunError) as exc:
        progress_console.print(f"error: {exc}", soft_wrap=True, markup=False, highlight=False)
        raise typer.Exit(2)
    except OSError as exc:
        from kirana.cli import _os_error
        progress_console.print(f"error: {_os_error('cannot write the study folder', exc)}", soft_wrap=True,
                               markup=False, highlight=False)
        raise typer.Exit(2)
    except KeyboardInterrupt:
        progress_console.print("stopped; run the same command again to resume", markup=False)
        raise typer.Exit(130)
    seconds = time.perf_counter() - started
    console.print(f"{len(result.runs)} runs: {len(result.skipped)} already finished, {len(result.resumed)} resumed, "
                  f"{len(result.started)} started, {len(result.stopped)} stopped; {seconds:.1f} s", highlight=False)
    for run_id, why in result.stopped.items():
        progress_console.print(f"stopped: {run_id}: {why}", soft_wrap=True, markup=False, highlight=False)
    console.print(f"study folder: {result.folder} (results.csv, results.parquet, report.md)", highlight=False)
    if result.stopped:
        raise typer.Exit(1)
