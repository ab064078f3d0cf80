"""What ``kirana run`` and ``kirana fork`` show when a month ends: the scores table, then the report written.

Money is printed in rupees with Indian grouping (``events.money.format_inr``).
"""
from __future__ import annotations

from pathlib import Path

import typer

from kirana.terminal import console, progress_console, wide

__all__ = ["report_after_run", "show_scores"]


def report_after_run(folder: Path, scores: dict | None = None, events: list | None = None, *, draw=None,
                     scenario=None) -> None:
    """Write the run's report at the end of ``kirana run``, first saying so on stderr ("writing the report into
    FOLDER: …"; in a terminal a status line that goes when it is written), then "report: PATH" on stdout; a failure
    is reported, the run folder stays. ``draw``
    paints the charts (None: here); ``scenario``, the run's, spares the anchors reading it back, and the months
    the anchors cache lacks are shared with a helper process when a CPU is free (``kirana.anchors``)."""
    from kirana.anchors import anchor_profits
    from report import write_report
    from report.drawing import default_workers
    anchors = (anchor_profits if scenario is None
               else lambda f, s: anchor_profits(f, s, scenario=scenario, workers=default_workers()))
    writing = f"writing the report into {folder}: report.html, report.md, charts/ …"
    try:  # said first: at load the charts take half a minute, and a new user's walk (session 56) took the folder
        # without them, "run folder:" the last line, for a resume that wrote no report
        if progress_console.is_terminal:
            with progress_console.status(writing):
                paths = write_report(folder, scores=scores, events=events, anchors=anchors, draw=draw)
        else:
            progress_console.print(writing, soft_wrap=True, markup=False, highlight=False)
            paths = write_report(folder, scores=scores, events=events, anchors=anchors, draw=draw)
    except (Exception, KeyboardInterrupt) as exc:  # the month is safely recorded; kirana report writes it again
        why = "interrupted" if isinstance(exc, KeyboardInterrupt) else f"{type(exc).__name__}: {exc}"
        progress_console.print(f"[yellow]warning:[/yellow] the report was not written ({why}); the run is complete"
                               f" — write it with: kirana report {folder}", soft_wrap=True)
        if isinstance(exc, KeyboardInterrupt):  # Ctrl-C or SIGTERM while the report was drawn
            raise typer.Exit(130)
        return
    console.print(f"report: {paths['html']}")


def show_scores(sc, scores: dict, folder: Path) -> None:
    """Print the run's scores as a table (money in rupees) and where its folder is."""
    from rich.table import Table

    from events.money import format_inr, paise
    table = Table(title=f"{sc.name}, seed {sc.seed}, {scores['days_closed']} of {sc.days} days")
    table.add_column("score")
    table.add_column("value", justify="right")
    table.add_row("profit", format_inr(paise(scores["profit_inr"]), sign=True))
    table.add_row("net worth at open", format_inr(paise(scores["net_worth_open_inr"])))
    table.add_row("net worth at close", format_inr(paise(scores["net_worth_close_inr"])))
    credit = scores["credit_decisions_correct_pct"]
    table.add_row("credit decisions correct", "—" if credit is None else f"{credit}%")
    from report.fraud_rows import terminal_rows
    for label, value in terminal_rows(scores):  # caught, missed and pending, false alarms beside them
        table.add_row(label, value)
    wide.print(table)
    from report.labels import unanswered
    for line in unanswered(scores):  # a model that never answered is no cheap run
        console.print(line, soft_wrap=True, markup=False, highlight=False)
    console.print(f"run folder: {folder}")
