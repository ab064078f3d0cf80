"""The report's seven charts as jobs, drawn in the calling process or by ``ChartWorkers`` started before a month.

A report spends most of its time in matplotlib: importing it (0.5–0.8 s of CPU) and painting seven figures
(0.14–0.43 s each, 1.6–1.9 s in all, on this project's 2-core machine). None of that needs the month, only
its scores, so ``kirana run`` starts ``ChartWorkers`` before the month: processes that import matplotlib and
paint a small figure (font lookup) while the month plays on another core, then paint the charts side by side
once the scores are known. The PNGs are the same bytes wherever they are painted (``report.charts`` is
deterministic: same figure, same pixels, same PNG); a job a worker cannot finish is painted here instead.

``chart_jobs`` names each chart's ``report.charts`` function and arguments; the lanes chart gets only the
events it reads (its day's, and the supplier terms naming who is a supplier), so a job is cheap to send.
"""
from __future__ import annotations

import os

__all__ = ["chart_jobs", "draw_here", "ChartWorkers", "WORKERS_ENV"]

#: Environment variable: how many chart workers ``kirana run`` starts (default 2; 0 draws in the run's process).
WORKERS_ENV = "KIRANA_REPORT_WORKERS"

#: The charts, costliest first (CPU s measured on the reference month), so two workers finish together.
_ORDER = ("where_demand_went", "failures_per_day", "day_lanes", "profit_by_day", "cash_and_stock",
          "counter_by_language", "refused_emails")


def chart_jobs(scores: dict, anchor_data: dict | None, label: str, events: list, day: int) -> dict[str, tuple]:
    """``{chart name: (report.charts function name, its arguments)}`` for the report's seven charts."""
    from events.world import SupplierTerms
    lanes = [e for e in events if e.day == day or type(e) is SupplierTerms]  # all day_lanes reads
    return {"profit_by_day": ("profit_by_day", (scores, anchor_data, label)),
            "cash_and_stock": ("cash_and_stock", (scores,)),
            "where_demand_went": ("where_demand_went", (scores,)),
            "failures_per_day": ("failures_per_day", (scores,)),
            "refused_emails": ("refused_emails", (scores,)),
            "counter_by_language": ("counter_by_language", (scores,)),
            "day_lanes": ("day_lanes", (lanes, day))}


def _draw(function: str, args: tuple) -> bytes:
    from report import charts
    return getattr(charts, function)(*args)


def draw_here(jobs: dict[str, tuple]) -> dict[str, bytes]:
    """Each job's PNG, painted in this process, in the jobs' order."""
    return {name: _draw(*job) for name, job in jobs.items()}


def _warm_up() -> None:
    """A worker's start: ignore Ctrl-C (the run's process handles it), import matplotlib, paint a small figure."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from report import charts
    fig, ax = charts.subplots((2, 1))
    ax.set_title("warm-up ₹")
    ax.plot([1, 2], [1, 2], label="x")
    ax.legend()
    charts.chart_png(fig)


def _started() -> bool:
    return True


class ChartWorkers:
    """Chart-drawing processes, started now (``kirana run``: before the month), used once by ``draw``.

    Args:
        workers: how many processes; None: ``$KIRANA_REPORT_WORKERS`` (default 2), at most the machine's CPUs.
            None start on a single-CPU machine, with 0, where processes cannot be forked, or while this process
            runs other threads (a fork copies their locks as they are): ``draw`` then paints in this process.
            The workers are forked from this process (``kirana run``: before the month, so they copy little).
    """

    def __init__(self, workers: int | None = None) -> None:
        if workers is None:
            cpus = os.cpu_count() or 1
            workers = min(int(os.environ.get(WORKERS_ENV) or 2), cpus) if cpus > 1 else 0
        self._pool = None
        import multiprocessing
        import threading
        # forked only: a spawned worker would run ``python -m kirana`` again; and not beside other threads
        if workers > 0 and "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1:
            from concurrent.futures import ProcessPoolExecutor
            context = multiprocessing.get_context("fork")
            self._pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_warm_up)
            self._pool.submit(_started)  # a pool forks its processes at the first job: now, not after the month

    def draw(self, jobs: dict[str, tuple]) -> dict[str, bytes]:
        """Each job's PNG (the jobs' order), painted by the workers, or here for any they could not paint;
        the workers are then shut down."""
        if self._pool is None:
            return draw_here(jobs)
        pngs: dict[str, bytes] = {}
        try:
            order = sorted(jobs, key=lambda n: _ORDER.index(n) if n in _ORDER else len(_ORDER))
            futures = {name: self._pool.submit(_draw, *jobs[name]) for name in order}
            for name, future in futures.items():
                try:
                    pngs[name] = future.result()
                except Exception:  # a worker died or failed: painted here below
                    pass
        finally:
            self.close()
        return {name: pngs[name] if name in pngs else _draw(*jobs[name]) for name in jobs}

    def close(self) -> None:
        """Stop the workers (idempotent); a job not yet started is dropped."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
