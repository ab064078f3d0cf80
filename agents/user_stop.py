"""A user's stop of a run (Ctrl-C, SIGTERM) as a stop: one line on the terminal, no traceback in ``error.log``, and
a note in the run folder that says it was a stop (``kirana report`` reads it: ``kirana.runs``).

A new user's trial (session 45) found three faults of the same stop:

- SIGTERM raised ``KeyboardInterrupt`` wherever the interpreter was — inside a task of AutoGen's runtime, or in the
  event loop's ``select`` — so asyncio printed "Task exception was never retrieved … KeyboardInterrupt" after the
  "interrupted:" line, and AutoGen logged the interrupted model request as an error. ``play`` stops a run on
  SIGTERM as on Ctrl-C: the month's task is cancelled at the await it is in.
- The day's group chat was abandoned while the runtime's message handlers (a model request in flight among them)
  still ran: AutoGen's ``stop_when_idle``, cancelled, gives the runtime a new message queue, and each orphaned
  handler, cancelled at ``asyncio.run``'s shutdown, then called ``task_done()`` on that new, empty queue —
  "ValueError: task_done() called too many times", the last line of ``error.log`` that ``run_stopped.reason`` quoted
  as the run's failure. ``end_handlers`` cancels the handlers and waits for them before the chat is abandoned, so
  each reports to the queue it came from.
- ``StopFilter`` keeps the cancellations of a stop (``CancelledError``, ``KeyboardInterrupt``) out of ``error.log``;
  any other exception — a real failure — is logged with its traceback as before.

A new user's trial (session 46) found the second fault again in a study's worker, which gets two stops: the
terminal's Ctrl-C and, a second later, the study's SIGINT (``kirana.study_pool``); asyncio raises
``KeyboardInterrupt`` for a second Ctrl-C wherever the interpreter is, inside ``end_handlers`` among others. ``play``
takes both signals itself: the first cancels the month's task, later ones are ignored for ``FORCE_AFTER_S``.

``note_stopped`` writes ``stopped.json`` (``{"how": "Ctrl-C" | "SIGTERM", "at": ISO time, "error_log_bytes": N}``)
when a run is stopped; a resume removes it and cuts ``error.log`` back to what it was when the stop came
(``clear_stopped``).
"""
from __future__ import annotations

import asyncio
import json
import logging
import re
import signal
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Awaitable, Callable, TypeVar

__all__ = ["STOPPED_NOTE", "STUDY_GONE", "stop_cause", "FORCE_AFTER_S", "StopFilter", "errors_logged", "play", "abandon_day", "end_handlers", "note_stopped",
           "clear_stopped", "stop_of", "log_size"]
#: The loggers whose errors go to the run's error.log, not the terminal.
LOGGERS = ("autogen_core", "autogen_agentchat", "autogen_ext", "openai", "httpx", "asyncio")

STOPPED_NOTE = "stopped.json"
#: ``stopped.json``'s ``how`` for a study's worker that stopped itself because its study process was gone (``kill -9``
#: of the study, a closed terminal: ``kirana.study_pool``); it had said "Ctrl-C" (a new user's trial, session 53).
STUDY_GONE = "its study process was gone"
_cause: list[str] = []  # set by ``stop_cause``: what the next stop's signal means, when not the user's own
FORCE_AFTER_S = 10.0  # seconds after a stop's first signal during which further signals are ignored (``play``)
T = TypeVar("T")


class StopFilter(logging.Filter):
    """Drops a log record whose exception is a stop's (``CancelledError``, ``KeyboardInterrupt``): AutoGen logs
    "Error processing publish message" with the traceback of every handler a stop cancels."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        return not isinstance(exc, (asyncio.CancelledError, KeyboardInterrupt))


def stop_cause(how: str) -> None:
    """Say what the signal about to stop this process means (``STUDY_GONE``), for its ``stopped.json``."""
    _cause[:] = [how]


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


def play(main: Callable[[], Awaitable[T]], on_stop: Callable[[], None] | None = None) -> T:
    """``asyncio.run(main())`` stopped by Ctrl-C or SIGTERM (in the main thread) the one way: the first signal cancels
    the task, and ``KeyboardInterrupt`` is raised here once it has ended, with ``how`` ("Ctrl-C" or "SIGTERM", the
    first signal's) on it. Later signals while the stop is under way are ignored, for ``FORCE_AFTER_S`` seconds
    (then one raises ``KeyboardInterrupt`` where the interpreter is: a forced quit): a study's worker gets the
    terminal's Ctrl-C and, a second later, the study's own SIGINT (``kirana.study_pool``), and asyncio's handler
    raised ``KeyboardInterrupt`` for that second one inside whatever handler ran, so the runtime's handlers were
    orphaned and ``error.log`` got "Task exception was never retrieved … task_done() called too many times" (a new
    user's trial, session 46). The handlers stay in place through ``asyncio.run``'s shutdown; those in place before
    are put back after. ``on_stop`` is called at the first signal (``run_episode`` notes where ``error.log`` was).

    Raises:
        KeyboardInterrupt: stopped by SIGTERM or Ctrl-C.
    """
    stops: list[tuple[str, float]] = []
    running: list[tuple[asyncio.Task, asyncio.AbstractEventLoop]] = []

    def on_signal(signum: int, frame: Any) -> None:
        if stops:
            if time.monotonic() - stops[0][1] > FORCE_AFTER_S:
                raise KeyboardInterrupt  # a stop that hangs: a further signal quits
            return  # the stop is under way
        stops.append((_cause[0] if _cause else "SIGTERM" if signum == signal.SIGTERM else "Ctrl-C",
                      time.monotonic()))
        if on_stop is not None:
            on_stop()
        for task, loop in running:
            if not task.done():
                task.cancel()
                loop.call_soon_threadsafe(lambda: None)  # wake the loop from its select

    async def stoppable() -> T:
        task = asyncio.current_task()
        if task is not None:
            running.append((task, asyncio.get_running_loop()))
            if stops:  # a signal came while the loop started
                task.cancel()
        return await main()

    before = {}
    if threading.current_thread() is threading.main_thread():
        for signum in (signal.SIGINT, signal.SIGTERM):
            held = signal.getsignal(signum)  # Ctrl-C as asyncio takes it: only from Python's default handler (a
            if held is (signal.default_int_handler if signum == signal.SIGINT else held) and held is not signal.SIG_IGN:
                before[signum] = signal.signal(signum, on_signal)  # study's worker ignores it until it can stop)
    try:
        return asyncio.run(stoppable())
    except (asyncio.CancelledError, KeyboardInterrupt) as exc:
        if not stops:
            if isinstance(exc, KeyboardInterrupt):  # (not ours: a Ctrl-C with no handler of ours in place; a
                exc.how = getattr(exc, "how", None) or (_cause[0] if _cause else "Ctrl-C")  # study worker's SIGTERM)
            raise
        stop = exc if isinstance(exc, KeyboardInterrupt) else KeyboardInterrupt()
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler if handler is not None else signal.SIG_DFL)
    stop.how = stops[0][0]
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


async def end_handlers(runtime: Any, timeout_s: float = 5.0) -> None:
    """End the runtime's message handling while its message queue is still theirs: first its loop that takes
    messages from the queue (AutoGen's ``RunContext._run_task``), so no new handler starts; then every running
    message handler (``_background_tasks``: a turn's model request in flight among them) is cancelled and waited for,
    again while any is left (within ``timeout_s`` seconds). Until session 46 the loop kept taking messages while the
    handlers ended and the day was abandoned: a stop just after a day began left handlers started meanwhile to end
    on the new queue at shutdown ("task_done() called too many times" in a study run's ``error.log``)."""
    loop_task = getattr(getattr(runtime, "_run_context", None), "_run_task", None)
    if isinstance(loop_task, asyncio.Task) and not loop_task.done():
        loop_task.cancel()
        await asyncio.wait([loop_task], timeout=timeout_s)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        tasks = [t for t in list(getattr(runtime, "_background_tasks", ()) or ()) if not t.done()]
        if not tasks:
            break
        for t in tasks:
            t.cancel()
        await asyncio.wait(tasks, timeout=max(0.01, deadline - time.monotonic()))


def note_stopped(run_dir: Path, how: str, log_bytes: int | None = None) -> None:
    """Write ``stopped.json`` in the run folder: the run was stopped by its user (``how``: "Ctrl-C" or "SIGTERM") or
    by its study's end (``STUDY_GONE``);
    ``log_bytes``: the size of the folder's ``error.log`` when the stop came (what a resume keeps of it,
    ``clear_stopped``). A folder that cannot be written is left as it is (the stop is what matters)."""
    note = {"how": how, "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    if log_bytes is not None:
        note["error_log_bytes"] = log_bytes
    try:
        (Path(run_dir) / STOPPED_NOTE).write_text(json.dumps(note) + "\n", encoding="utf-8")
    except OSError:
        pass


def log_size(log: Path) -> int:
    """The size of ``log`` in bytes (0 when there is none)."""
    try:
        return Path(log).stat().st_size
    except OSError:
        return 0


# the last line of a traceback a stop left in error.log before session 46 (``play``): the orphaned handlers' error,
# or the stop itself
_STOP_ENDS = ("ValueError: task_done() called too many times", "KeyboardInterrupt", "CancelledError",
              "asyncio.exceptions.CancelledError")
_ENTRY = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ ", re.M)


def _stop_only(text: str) -> bool:
    """Whether every entry of an ``error.log`` text ends in a stop's exception (``_STOP_ENDS``)."""
    starts = [m.start() for m in _ENTRY.finditer(text)]
    if not starts or starts[0] != 0:
        return False
    entries = [text[a:b] for a, b in zip(starts, starts[1:] + [len(text)])]
    return all(e.strip().splitlines()[-1].strip() in _STOP_ENDS for e in entries)


def clear_stopped(run_dir: Path) -> None:
    """A resume: the stop is over. What the stop wrote to the folder's ``error.log`` goes with its note: the log is
    cut back to its size when the stop came (``error_log_bytes``; removed when that was 0); a note without it (a
    stop before session 46) takes a log whose every entry ends in a stop's exception ("task_done() called too many
    times", ``KeyboardInterrupt``, ``CancelledError``: a new user's trial, session 46, found such a log left in a
    resumed study run); any other log stays."""
    note, log = Path(run_dir) / STOPPED_NOTE, Path(run_dir) / "error.log"
    try:
        said = json.loads(note.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        said = None
    if isinstance(said, dict) and log.is_file():
        keep = said.get("error_log_bytes")
        try:
            if isinstance(keep, int) and 0 < keep < log.stat().st_size:
                with open(log, "r+b") as fh:
                    fh.truncate(keep)
            elif keep == 0 or (keep is None and _stop_only(log.read_text(encoding="utf-8", errors="replace"))):
                log.unlink()
        except OSError:
            pass
    note.unlink(missing_ok=True)


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
