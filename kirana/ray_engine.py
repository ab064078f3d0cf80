"""Running a study's runs as Ray tasks (``kirana study ... --engine ray [--address ADDR]``).

The process engine (``kirana.study``, a local process pool) is the default and
needs nothing more; this one spreads the same runs over a Ray cluster, or a
local Ray instance started for the study. It needs the ``ray`` extra
(``pip install -e ".[ray]"``); Ray is imported only here, only when asked for.

Each run is one task calling the process engine's own worker function
(``kirana.study.play_job``), so a run plays exactly as it would in a process and
the study's ``results.csv`` comes out byte for byte the same. Finished runs
are skipped before any task is sent (as for processes). A task whose worker
process is lost (killed, out of memory, its node gone) is retried by Ray up to
``RETRIES`` times; the retry finds the run folder as the lost worker left it and
resumes a group-chat run from its last daily checkpoint (a direct-engine run has
none and is replayed from day 1, which gives the same record).

Every worker reads and writes the study folder directly, so on a cluster that
folder must be on a filesystem every node mounts at the same path (NFS, a
shared volume), and every node needs this package and its dependencies
installed. A local instance (no ``--address``) needs neither.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

__all__ = ["play_on_ray", "RayMissing", "RETRIES"]

RETRIES = 3  # times Ray reruns a task whose worker was lost


class RayMissing(RuntimeError):
    """``--engine ray`` without Ray installed; the message gives the install command."""


def _play_task(job: tuple, die_after_day: int | None) -> tuple[str, str, float, str]:
    """One run in a Ray worker: ``kirana.study.play_job``. ``die_after_day`` (for tests of lost workers)
    makes the worker process exit once, right after that day closes, leaving a marker file in the run
    folder so the retry plays on."""
    from kirana.study import play_job
    on_day = None
    if die_after_day is not None:
        marker = Path(job[2]) / ".worker-lost-once"

        def on_day(day: int) -> None:
            if day == die_after_day and not marker.exists():
                marker.touch()
                os._exit(1)  # as if the machine went away: no cleanup, no exception
    return play_job(job, on_day=on_day)


def _start(address: str | None, workers: int):
    """Import Ray and connect (or start a local instance); returns (ray, whether we started it)."""
    try:
        import ray
    except ImportError:
        raise RayMissing('--engine ray needs Ray: pip install -e ".[ray]" (or pip install ray==2.60.0)') from None
    if ray.is_initialized():
        return ray, False
    here = str(Path(__file__).resolve().parents[1])
    path = os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH", "")) if p)
    kwargs = dict(include_dashboard=False, log_to_driver=False, configure_logging=False)
    if address:
        ray.init(address=address, **kwargs)
    else:  # a local instance: as many CPUs as workers, this checkout importable in every worker
        ray.init(num_cpus=workers, runtime_env={"env_vars": {"PYTHONPATH": path}}, **kwargs)
    return ray, True


def play_on_ray(todo: list[tuple], workers: int, address: str | None,
                record: Callable[[str, str, float, str], None], *, die_after_day: int | None = None) -> None:
    """Play every job of ``todo`` (``kirana.study`` job tuples) as a Ray task; ``record`` gets each
    (run id, what was done, seconds, error) as it finishes.

    Args:
        workers: CPUs of a local instance (a cluster's own size applies with ``address``).
        address: a Ray cluster (``auto``, ``HOST:6379``, ``ray://HOST:10001``); None: a local instance,
            started here and shut down at the end. An instance already initialised in this process is used.
        die_after_day: tests only — each worker exits once after that day (see ``_play_task``).
    Raises:
        RayMissing: Ray is not installed.
    A run whose worker is lost more than ``RETRIES`` times is recorded as stopped, with Ray's reason.
    """
    if not todo:
        return
    ray, started = _start(address, workers)
    task = ray.remote(num_cpus=1, max_retries=RETRIES, retry_exceptions=False)(_play_task)
    pending = {task.remote(job, die_after_day): job[0] for job in todo}
    try:
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            ref = done[0]
            run_id = pending.pop(ref)
            try:
                record(*ray.get(ref))
            except ray.exceptions.RayError as exc:
                record(run_id, "stopped", 0.0, f"Ray gave up on the run: {type(exc).__name__}: "
                                               f"{str(exc).splitlines()[0] if str(exc) else ''}")
    except BaseException:
        for ref in pending:
            ray.cancel(ref, force=True)
        raise
    finally:
        if started:
            ray.shutdown()
