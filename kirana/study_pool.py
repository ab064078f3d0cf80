"""A study's runs in local worker processes that stop with the study, however it is stopped.

``play_in_workers(jobs, n, record)`` starts ``n`` processes (``spawn``: a fresh interpreter each), hands each one
job at a time through its own pipe, and gives every result to ``record``. Each worker calls
``kirana.study.play_job``.

Stopping (the new user's trial of session 41): ``kill PID`` of ``kirana study`` had left its pool's workers running,
re-parented to init — they finished three more runs into the study folder and then idled forever — and ``kill -INT
PID`` hung in ``multiprocessing``'s exit join. Now the study's main process stops its workers before it ends:

* when it is interrupted (``KeyboardInterrupt``: Ctrl-C, or SIGTERM turned into it by ``kirana study``), it gives
  the workers ``ALONE_S`` to end by themselves (a terminal's Ctrl-C reaches them too), then sends each one left a
  SIGINT (SIGTERM when the study got SIGTERM, so that each stopped run's ``stopped.json`` says SIGTERM: a new
  user's trial, session 55, read "Ctrl-C" after ``kill -TERM``) — a group-chat run stops inside its turn as
  ``kirana run`` does, every event recorded so far stays —,
  waits up to ``STOP_GRACE_S`` for them to end, kills (SIGKILL) any left, and only then lets the interrupt go on;
  further signals meanwhile are ignored (a second Ctrl-C had given a traceback and orphaned the workers);
* a worker starts with Ctrl-C ignored until it can stop cleanly, then ends quietly when interrupted (the study says
  why, once);
* a worker whose study process is gone (``kill -9 PID``, a closed terminal) sees its parent change within
  ``WATCH_S`` and stops itself the same way. A ``kill -9`` of the process group ends them all at once.

What a stopped run recorded is kept; the next ``kirana study`` resumes a group-chat run from its last daily
checkpoint and replays a direct-engine run from day 1.
"""
from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from multiprocessing.connection import wait
from pathlib import Path
from typing import Callable

__all__ = ["play_in_workers", "StudyStopped", "ALONE_S", "STOP_GRACE_S", "WATCH_S"]

ALONE_S = 1.0  # seconds the workers have to end by themselves (the terminal's Ctrl-C) before they are sent one
STOP_GRACE_S = 8.0  # seconds a stopped worker has to end its run before it is killed (a turn stops in about 1 s)
WATCH_S = 0.5  # how often a worker looks whether its study process is still there (seconds)


class StudyStopped(KeyboardInterrupt):
    """The study playing into ``folder`` was interrupted (Ctrl-C, SIGTERM) and its workers have ended. ``finished``
    of the ``total`` runs had played to their end (counted on disk: those of earlier invocations too)."""

    def __init__(self, finished: int, total: int, folder: Path) -> None:
        super().__init__(f"stopped with {finished} of {total} runs finished")
        self.finished, self.total, self.folder = finished, total, folder


class _Worker:
    """One worker process, its end of the pipe, and the job it is playing (None: idle)."""

    def __init__(self, ctx) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child, os.getpid()), name="kirana-study-worker")
        with _ignored(signal.SIGINT):  # the worker inherits "ignore Ctrl-C" until it can stop cleanly (_serve)
            self.process.start()
        child.close()
        self.job: tuple | None = None


def play_in_workers(jobs: list[tuple], n: int, record: Callable[[str, str, float, str], None]) -> None:
    """Play ``jobs`` (``kirana.study.play_job``'s tuples) in ``n`` worker processes; ``record(run id, what was
    done, seconds, error)`` is called in this process with each result as it comes (``play_job``'s return). A
    worker that dies mid-run (killed from outside) has its run recorded as stopped, with its exit code, and is
    replaced.

    Raises:
        KeyboardInterrupt (or any exception of ``record``): after every worker has ended (see the module
            docstring); results that arrived while they stopped are recorded first.
    """
    ctx = multiprocessing.get_context("spawn")
    workers: list[_Worker] = []
    todo = deque(jobs)
    try:
        for _ in range(max(1, min(n, len(jobs)))):
            workers.append(_Worker(ctx))
        while True:
            for i, w in enumerate(workers):
                if w.job is None and todo:
                    if not w.process.is_alive():  # (ended between jobs: killed from outside)
                        w = workers[i] = _replaced(w, ctx)
                    w.job = todo.popleft()
                    w.conn.send(w.job)
            busy = [w for w in workers if w.job is not None]
            if not busy:
                break
            ready = wait([w.conn for w in busy] + [w.process.sentinel for w in busy])
            for w in busy:
                if w.conn in ready or w.process.sentinel in ready:
                    workers[workers.index(w)] = _collect(w, record, ctx)
        for w in workers:
            with contextlib.suppress(OSError):  # (one ended meanwhile: nothing to tell it)
                w.conn.send(None)
    except BaseException as exc:
        with _ignored(signal.SIGINT, signal.SIGTERM):
            _stop(workers, record, signal.SIGTERM if getattr(exc, "how", None) == "SIGTERM" else signal.SIGINT)
        raise
    finally:
        for w in workers:
            w.process.join(STOP_GRACE_S)
            if w.process.is_alive():  # pragma: no cover - a worker that did not take its last job's None
                w.process.kill()
                w.process.join()
            w.conn.close()


def _collect(w: _Worker, record, ctx) -> _Worker:
    """Take a busy worker's result, or, when it died mid-run, record its run as stopped; returns the worker to use
    in its place (itself, or a new one)."""
    try:
        if w.conn.poll():
            result = w.conn.recv()
            w.job = None
            record(*result)
            return w
    except (EOFError, OSError):  # its end of the pipe closed: it is ending
        w.process.join(STOP_GRACE_S)
    if w.process.is_alive():
        return w  # (nothing to take yet)
    record(w.job[0], "stopped", 0.0, f"its worker process ended (exit code {w.process.exitcode}) before the run "
                                     f"did; run the same kirana study command again to resume it")
    return _replaced(w, ctx)


def _replaced(w: _Worker, ctx) -> _Worker:
    """A new worker in place of ``w``, which has ended (it is killed first if not)."""
    if w.process.is_alive():
        w.process.kill()
    w.process.join()
    w.conn.close()
    return _Worker(ctx)


def _stop(workers: list[_Worker], record, signum: int = signal.SIGINT) -> None:
    """Let the workers end by themselves for ``ALONE_S``, signal those left once (``signum``: SIGINT, or SIGTERM
    when the study was stopped by SIGTERM, so that each stopped run's ``stopped.json`` and ``run_stopped`` say
    SIGTERM, not Ctrl-C), take what results still arrive, and kill those not ended ``STOP_GRACE_S`` seconds
    after."""
    _drain(workers, record, time.monotonic() + ALONE_S)
    for w in workers:
        if w.process.is_alive():
            with contextlib.suppress(OSError):
                os.kill(w.process.pid, signum)
    live = _drain(workers, record, time.monotonic() + STOP_GRACE_S)
    for w in live:
        w.process.kill()
    for w in workers:
        w.process.join()


def _drain(workers: list[_Worker], record, deadline: float) -> list[_Worker]:
    """Until ``deadline`` (``time.monotonic``) or every worker has ended, record each result that arrives (a run
    that finished as the stop came is counted); returns the workers still alive."""
    live = [w for w in workers if w.process.is_alive()]
    while live and time.monotonic() < deadline:
        wait([w.process.sentinel for w in live] + [w.conn for w in live], max(0.0, deadline - time.monotonic()))
        for w in live:
            with contextlib.suppress(EOFError, OSError):
                while w.conn.poll():
                    result = w.conn.recv()
                    with contextlib.suppress(Exception):
                        record(*result)
        live = [w for w in live if w.process.is_alive()]
    return live


@contextlib.contextmanager
def _ignored(*signums: int):
    """Ignore these signals in the block (the main thread only; elsewhere a no-op), then restore them."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {s: signal.signal(s, signal.SIG_IGN) for s in signums}
    try:
        yield
    finally:
        for s, handler in before.items():
            signal.signal(s, handler)


def _serve(conn, parent_pid: int) -> None:
    """A worker's life: take Ctrl-C as a stop from now on, watch the study process, and play jobs until told None,
    the pipe closes, or it is stopped (quietly: the study says why)."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _term_as_interrupt)  # the study's SIGTERM: a stop saying so (agents.user_stop)
    sys.unraisablehook = _quiet_stop  # a stop that lands in a finaliser prints no traceback into the study's log
    threading.Thread(target=_watch, args=(parent_pid,), daemon=True, name="study-watch").start()
    try:
        from kirana.study import play_job
        while True:
            job = conn.recv()
            if job is None:
                return
            conn.send(play_job(job))
    except (KeyboardInterrupt, EOFError, OSError):
        return


def _quiet_stop(unraisable) -> None:
    """In a worker: a ``KeyboardInterrupt`` raised inside a finaliser (the study's signal landing in an event loop's
    ``__del__`` as a run that played to its end writes its scores) is dropped without a word — Python cannot raise
    it there, and the run goes on to its end and is counted; any other unraisable exception is printed as
    Python prints it. Session 55: "Exception ignored in: <function BaseEventLoop.__del__ …> Traceback …
    KeyboardInterrupt" in a stopped study's log."""
    if isinstance(unraisable.exc_value, KeyboardInterrupt):
        return
    sys.__unraisablehook__(unraisable)


def _term_as_interrupt(signum, frame) -> None:
    """In a worker: SIGTERM (the study relays its own) stops the run as Ctrl-C does, its cause "SIGTERM". A group
    chat's ``agents.user_stop.play`` takes SIGTERM itself while the month plays; this handler covers the rest."""
    from agents.user_stop import stop_cause
    stop_cause("SIGTERM")
    raise KeyboardInterrupt


def _watch(parent_pid: int) -> None:
    """In a worker: stop it (SIGINT to itself) once its study process is gone."""
    from agents.user_stop import STUDY_GONE, stop_cause
    while os.getppid() == parent_pid:
        time.sleep(WATCH_S)
    stop_cause(STUDY_GONE)  # its stopped.json says so, not "Ctrl-C"
    os.kill(os.getpid(), signal.SIGINT)
