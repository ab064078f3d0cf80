"""What every ``kirana`` command prints through: its consoles, the progress bar, the one-line error and exit.

``console`` is stdout (a path or a line of figures never broken), ``progress_console``
stderr (progress and errors never mix with ``--json`` output), ``wide`` at least 120
columns (tables of rupees never cut to 80). ``fail`` prints ``error: …`` and exits 2.
"""
from __future__ import annotations

import typer
from rich.console import Console

__all__ = ["console", "progress_console", "wide", "progress_bar", "fail", "term_as_interrupt", "os_error_line"]

console = Console(soft_wrap=True, emoji=False)  # a path or a line of figures is never broken by an inserted newline
progress_console = Console(stderr=True, emoji=False)  # progress and errors never mix with --json output on stdout
wide = Console(width=max(120, console.width), emoji=False)  # tables of rupees are never cut to fit 80 columns


def progress_bar(disable: bool = False):
    """The progress bar, a ``rich.progress.Progress`` (``disable``: none, e.g. while a person types at the
    console)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=progress_console, disable=disable)


def fail(message: str) -> None:
    """Print ``error: MESSAGE`` (one line, on stderr) and exit with status 2."""
    progress_console.print("[red]error:[/red] ", end="", soft_wrap=True)
    progress_console.print(message, soft_wrap=True, markup=False, highlight=False)
    raise typer.Exit(2)


def term_as_interrupt() -> None:
    """SIGTERM (a scheduler, a container stopping) stops a run as Ctrl-C does; only in the main thread. The
    ``KeyboardInterrupt`` raised carries ``how = "SIGTERM"``, so that a study stops its workers with SIGTERM and
    their ``stopped.json`` says so (``kirana.study_pool``; a new user's trial, session 55, read "Ctrl-C" there)."""
    import os
    import signal
    import threading

    run_pid = os.getpid()

    def stop(signum, frame):
        if os.getpid() != run_pid:  # a worker forked by the run (the report's chart painters), stopped by its pool
            signal.signal(signum, signal.SIG_DFL)  # at exit: end quietly, with no traceback after the run's
            os.kill(os.getpid(), signum)  # resume line
            return
        stopped = KeyboardInterrupt()
        stopped.how = "SIGTERM"
        raise stopped

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, stop)


def os_error_line(what: str, exc: OSError) -> str:
    """One line for a destination that cannot be written (read-only, full, missing)."""
    where = f" ({exc.filename})" if getattr(exc, "filename", None) else ""
    return f"{what}: {exc.strerror or exc}{where}"
