"""A user's stop of a run (Ctrl-C, SIGTERM) as a stop: one line on the terminal, no traceback in ``error.log``, and
a note in the run folder that says it was a stop (``kirana report`` reads it: ``kirana.runs``).

A new user's trial (session 45) found three faults of the same stop:

- SIGTERM raised ``KeyboardInterrupt`` wherever the interpreter was — inside a task of AutoGen's runtime, or in the
  event loop's ``select`` — so asyncio printed "Task exception was never retrieved … KeyboardInterrupt" after the
  "interrupted:" line, and AutoGen logged the interrupted model request as an error. ``play`` stops a run on
  SIGTERM as asyncio stops one on Ctrl-C: the month's task is cancelled at the await it is in.
- The day's group chat was abandoned while the runtime's message handlers (a model request in flight among them)
  still ran: AutoGen's ``stop_when_idle``, cancelled, gives the runtime a new message queue, and each orphaned
  handler, cancelled at ``asyncio.run``'s shutdown, then called ``task_done()`` on that new, empty queue —
  "ValueError: task_done() called too many times", the last line of ``error.log`` that ``run_stopped.reason`` quoted
  as the run's failure. ``end_handlers`` cancels the handlers and waits for them before the chat is abandoned, so
  each reports to the queue it came from.
- ``StopFilter`` keeps the cancellations of a stop (``CancelledError``, ``KeyboardInterrupt``) out of ``error.log``;
  any other exception — a real failure — is logged with its traceback as before.

``note_stopped`` writes ``stopped.json`` (``{"how": "Ctrl-C" | "SIGTERM", "at": ISO time}``) when a run
is stopped; a resume removes it (``clear_stopped``).
"""
from __future__ import annotations

import asyncio
import json
import logging
import signal
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Awaitable, Callable, TypeVar

__all__ = ["STOPPED_NOTE", "StopFilter", "errors_logged", "play", "abandon_day", "end_handlers", "note_stopped",
           "clear_stopped", "stop_of"]
#: The loggers whose errors go to the run's error.log, not the terminal.
LOGGERS = ("autogen_core", "autogen_agentchat", "autogen_ext", "openai", "httpx", "asyncio")

STOPPED_NOTE = "stopped.json"
T = TypeVar("T")


class StopFilter(logging.Filter):
    """Drops a log record whose exception is a stop's (``CancelledError``, ``KeyboardInterrupt``): AutoGen logs
    "Error processing publish message" with the traceback of every handler a stop cancels."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        return not isinstance(exc, (asyncio.CancelledError, KeyboardInterrupt))


@contextmanager
def errors_logged(log: Path):
    """While inside: the warnings and errors AutoGen, the HTTP clients and asyncio log (an agent's failure with its
    traceback) go to ``log`` (``error.log``, made at the first one), not the terminal, and a stop's cancellations
    nowhere (``StopFilter``); the loggers are put back after."""
    handler = logging.FileHandler(log, encoding="utf-8", delay=True, errors="backslashreplace")
    handler.setLevel(logging.WARNING)
    handler.addFilter(StopFilter())
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s: %(message)s"))
    loggers = [logging.getLogger(n) for n in LOGGERS]
    saved = [lg.propagate for lg in loggers]
    for lg in loggers:
        lg.addHandler(handler)
        lg.propagate = False
    try:
        yield
    finally:
        for lg, propagate in zip(loggers, saved):
            lg.removeHandler(handler)
            lg.propagate = propagate
        handler.close()


def play(main: Callable[[], Awaitable[T]]) -> T:
    """``asyncio.run(main())`` with SIGTERM stopping it as Ctrl-C does (in the main thread): the task is cancelled,
    and ``KeyboardInterrupt`` is raised here once it has ended, with ``how`` = "SIGTERM" on it (Ctrl-C: asyncio's
    own, ``how`` = "Ctrl-C"). The SIGTERM handler in place before is put back.

    Raises:
        KeyboardInterrupt: stopped by SIGTERM or Ctrl-C.
    """
    termed: list[int] = []
    in_main = threading.current_thread() is threading.main_thread()
    before = signal.getsignal(signal.SIGTERM) if in_main else None

    async def stoppable() -> T:
        task, loop = asyncio.current_task(), asyncio.get_running_loop()
        installed = False
        if in_main and task is not None:
            try:
                loop.add_signal_handler(signal.SIGTERM, lambda: (termed.append(1), task.cancel()))
                installed = True
            except (ValueError, RuntimeError, NotImplementedError):  # no signals here (not the main thread's loop)
                pass
        try:
            return await main()
        finally:
            if installed:
                loop.remove_signal_handler(signal.SIGTERM)
                signal.signal(signal.SIGTERM, before if before is not None else signal.SIG_DFL)

    try:
        return asyncio.run(stoppable())
    except asyncio.CancelledError:
        if not termed:
            raise
        stop = KeyboardInterrupt()
    except KeyboardInterrupt as exc:
        exc.how = "SIGTERM" if termed else "Ctrl-C"
        raise
    stop.how = "SIGTERM"
    raise stop


async def abandon_day(day_run: asyncio.Future, team: Any) -> None:
    """Cancel a day's group chat (``team.run``) now. Its runtime's message handlers (a model request in flight
    among them) are ended first, while the runtime's queue is theirs (``end_handlers``). AutoGen's ``run`` answers a
    cancel by waiting for its runtime to go idle — the rest of the day, every model call included — so it is
    cancelled again until it ends (at most a second); what was recorded stays, and ``--resume`` replays from the
    last daily checkpoint."""
    await end_handlers(getattr(team, "_runtime", None))
    for _ in range(100):
        if day_run.done():
            break
        day_run.cancel()
        await asyncio.sleep(0.01)
    if day_run.done() and not day_run.cancelled():
        day_run.exception()  # retrieved, so asyncio does not log it as never retrieved


async def end_handlers(runtime: Any) -> None:
    """Cancel the runtime's running message handlers (AutoGen's ``_background_tasks``: a turn's model request in
    flight among them) and wait until they have ended, while the runtime's message queue is still theirs."""
    tasks = [t for t in list(getattr(runtime, "_background_tasks", ()) or ()) if not t.done()]
    for t in tasks:
        t.cancel()
    if tasks:
        await asyncio.wait(tasks, timeout=5)


def note_stopped(run_dir: Path, how: str) -> None:
    """Write ``stopped.json`` in the run folder: the run was stopped by its user (``how``: "Ctrl-C" or "SIGTERM").
    A folder that cannot be written is left as it is (the stop is what matters)."""
    try:
        (Path(run_dir) / STOPPED_NOTE).write_text(json.dumps(
            {"how": how, "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}) + "\n",
            encoding="utf-8")
    except OSError:
        pass


def clear_stopped(run_dir: Path) -> None:
    """A resume: the stop is over."""
    (Path(run_dir) / STOPPED_NOTE).unlink(missing_ok=True)


def stop_of(run_dir: Path) -> dict | None:
    """The folder's ``stopped.json`` when it was written at or after the record's last event (a stop of this
    play, not of an earlier one), else None."""
    note, record = Path(run_dir) / STOPPED_NOTE, Path(run_dir) / "record.jsonl"
    try:
        if record.is_file() and note.stat().st_mtime < record.stat().st_mtime - 1:
            return None
        value = json.loads(note.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None
