"""``kirana fork RUN_DIR --at-day N [--role ROLE=MODEL ...] [--out DIR]``: a counterfactual run (``kirana.fork``)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

__all__ = ["fork"]


def fork(run_dir: Path = typer.Argument(..., help="the run to fork (a group-chat run folder with checkpoints)"),
         at_day: int = typer.Option(..., "--at-day", min=1, help="the first day the fork plays itself; days "
                                    "before it are the parent's, byte for byte"),
         role: list[str] = typer.Option([], "--role", metavar="ROLE=MODEL", help="swap a role's model from that day: ROLE=MODEL "
                                        "(repeatable; none: the fork replays the parent)"),
         out: Optional[Path] = typer.Option(None, help="the fork's folder (default: beside the parent, "
                                            "<parent>-fork-d<N>[-<role>-<model>])")) -> None:
    """Start a new run from the start of day N of an existing run, with the same world and the given role
    swaps; play it to the month's end, score it and write its report (both runs' profit from day N)."""
    from agents.episode import RunStopped
    from kirana.after_run import report_after_run, show_scores
    from kirana.terminal import progress_bar, progress_console
    from kirana.fork import ForkError, fork_run
    bar = progress_bar(disable=any(r.endswith("=human") for r in role))
    tasks: list = []

    def on_day(day: int) -> None:  # the bar's line appears with the first day played, not before the fork is
        if not tasks and not role:  # checked (a refused --at-day had printed an empty bar above its error); with no
            progress_console.print(  # --role it says so (a new user's trial: it played on, calling servers, unsaid)
                f"no --role given: the fork replays {run_dir.name}'s own roles from day {at_day} (a model-served "
                "role's server is called again); --role ROLE=MODEL swaps one", soft_wrap=True, markup=False,
                highlight=False)
        if not tasks:
            tasks.append(bar.add_task(f"fork of {run_dir.name} from day {at_day}: day", total=None))
        bar.update(tasks[0], completed=day)
    try:
        with bar:
            scenario, scores, folder = fork_run(run_dir, at_day, role, out, on_day=on_day)
    except (ForkError, RunStopped, FileNotFoundError) as exc:
        progress_console.print(f"error: {exc}", soft_wrap=True, markup=False, highlight=False)
        raise typer.Exit(2)
    show_scores(scenario, scores, folder)
    report_after_run(folder)
