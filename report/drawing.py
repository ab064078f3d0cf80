"""The report's eight charts as jobs, painted in the calling process or by ``ChartWorkers`` started before a month.

A report spends most of its time in matplotlib: importing it (0.5–0.8 s of CPU) and drawing eight figures as
SVG (``report.figure_svg``; 0.06–0.16 s each, 0.86 s in all once warm, against 1.12 s as PNGs, at a load of 25 on
this project's 2-core machine, 6 Dec 2026). None of that needs the month, only its
scores, so ``kirana run`` starts ``ChartWorkers`` before the month: one forked process that imports matplotlib
and paints a small figure (the font lookup) while the month plays on another core (only when a core is free:
``default_workers``), then waits. Given the
charts, it forks its helpers from itself, matplotlib already loaded (so the import is paid once), and they
paint the charts side by side, each its share of the measured costs. The SVGs are the same bytes wherever they
are painted (``report.charts`` is deterministic: same figure, same SVG, ``chart_svg``); a chart the workers did
not paint (one failed, or they died) is painted in the calling process, which then raises the chart's own error.

``chart_jobs`` names each chart's ``report.charts`` function (or ``module.function`` of another ``report`` module:
``money_chart.where_money_went``) and arguments; the lanes chart gets only the
events it reads (its day's, and the supplier terms naming who is a supplier), so a job is cheap to send.
"""
from __future__ import annotations

import os
import pickle

__all__ = ["chart_jobs", "draw_here", "ChartWorkers", "default_workers", "split_by_cost", "WORKERS_ENV"]

#: Environment variable: how many processes paint the charts in ``kirana run`` (0: the run's own; unset: 2 when a
#: CPU is free, ``default_workers``), and play the anchors' months the cache lacks (``kirana.anchors._play_shops``).
WORKERS_ENV = "KIRANA_REPORT_WORKERS"

#: CPU seconds each chart's SVG took on the reference month (the best of four, warm, at a load of 25 on the
#: 2-core machine, 6 Dec 2026), for sharing them out.
_COST = {"where_money_went": 0.115, "where_demand_went": 0.124, "failures_per_day": 0.161, "day_lanes": 0.113,
         "profit_by_day": 0.107, "cash_and_stock": 0.104, "counter_by_language": 0.073, "refused_emails": 0.062}
_WAIT_S = 600  # the longest the run waits for its charts before painting them itself


def chart_jobs(scores: dict, anchor_data: dict | None, label: str, events: list, day: int) -> dict[str, tuple]:
    """``{chart name: (report.charts function name, its arguments)}`` for the report's eight charts."""
    from events.world import SupplierTerms
    lanes = [e for e in events if e.day == day or type(e) is SupplierTerms]  # all day_lanes reads
    return {"profit_by_day": ("profit_by_day", (scores, anchor_data, label)),
            "where_money_went": ("money_chart.where_money_went", (scores,)),
            "cash_and_stock": ("cash_and_stock", (scores,)),
            "where_demand_went": ("where_demand_went", (scores,)),
            "failures_per_day": ("failures_per_day", (scores,)),
            "refused_emails": ("refused_emails", (scores,)),
            "counter_by_language": ("counter_by_language", (scores,)),
            "day_lanes": ("day_lanes", (lanes, day))}


def _draw(function: str, args: tuple) -> bytes:
    """Paint one chart: ``function`` of ``report.charts``, or ``module.function`` of another ``report`` module."""
    import importlib
    module, _, name = function.rpartition(".")
    return getattr(importlib.import_module(f"report.{module or 'charts'}"), name)(*args)


def draw_here(jobs: dict[str, tuple]) -> dict[str, bytes]:
    """Each job's SVG, painted in this process, in the jobs' order."""
    return {name: _draw(*job) for name, job in jobs.items()}


def shares(names, painters: int) -> list[list[str]]:
    """The charts split among ``painters`` by their measured CPU seconds (``_COST``; ``split_by_cost``)."""
    return split_by_cost(names, painters, _COST, 0.3)


def split_by_cost(names, processes: int, cost: dict[str, float], default: float) -> list[list[str]]:
    """``names`` split among ``processes`` (a list each, some maybe empty): costliest first, each to the least
    loaded so far, by ``cost`` (CPU seconds a name; ``default`` for one it lacks). Shares the report's charts and
    the anchors' months (``kirana.anchors``)."""
    out: list[list[str]] = [[] for _ in range(processes)]
    load = [0.0] * processes
    for name in sorted(names, key=lambda n: -cost.get(n, default)):
        i = load.index(min(load))
        out[i].append(name)
        load[i] += cost.get(name, default)
    return out


def _paint_share(jobs: dict, names: list[str]) -> dict[str, bytes]:
    out = {}
    for name in names:
        try:
            out[name] = _draw(*jobs[name])
        except Exception:  # left to the run's process, which raises the chart's own error
            pass
    return out


def _painter(conn, painters: int) -> None:
    """The worker: ignore Ctrl-C (the run's process handles it), load matplotlib and its font, wait for the
    charts, fork ``painters - 1`` helpers, paint a share, send back every SVG painted."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from report import charts
    fig, ax = charts.subplots((2, 1))
    ax.set_title("warm-up ₹")
    ax.plot([1, 2], [1, 2], label="x")
    ax.legend()
    charts.chart_svg(fig)
    try:
        jobs = conn.recv()
    except (EOFError, OSError):
        return  # the run ended without a report
    mine, *theirs = shares(jobs, painters)
    helpers = []
    for share in theirs:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # a helper: matplotlib already loaded
            os.close(read)
            try:
                with os.fdopen(write, "wb") as out:
                    pickle.dump(_paint_share(jobs, share), out)
            finally:
                os._exit(0)
        os.close(write)
        helpers.append((pid, read))
    images = _paint_share(jobs, mine)
    for pid, read in helpers:
        try:
            with os.fdopen(read, "rb") as got:
                images.update(pickle.load(got))
        except Exception:  # a helper died: its charts are painted by the run's process
            pass
        os.waitpid(pid, 0)
    conn.send(images)


def default_workers(cpus: int | None = None, load: float | None = None) -> int:
    """``$KIRANA_REPORT_WORKERS`` if set; else 2 when a CPU is free for the painter beside the run (the
    1-minute load average below the CPUs less a half: painting beside a busy machine's other jobs only slows
    the month, measured 10.1–12.4 s of wall against 8.1–9.1 s painting in the run's process at load 1.8 on
    2 CPUs; at load 1.0 — mostly the previous run's own minute — painting beside wins, 2.8–3.1 s against
    3.5–4.0 s, ``benchmarks/run_wall.py`` on 5 Dec 2026), else 0; never more than the CPUs, and 0 on one CPU."""
    cpus = cpus or os.cpu_count() or 1
    if os.environ.get(WORKERS_ENV):
        return min(int(os.environ[WORKERS_ENV]), cpus) if cpus > 1 else 0
    load = os.getloadavg()[0] if load is None and hasattr(os, "getloadavg") else (load or 0.0)
    return min(2, cpus) if cpus > 1 and load < cpus - 0.5 else 0


class ChartWorkers:
    """The chart painter, started now (``kirana run``: before the month), used once by ``draw``.

    Args:
        workers: how many processes paint; None: ``default_workers()``. None start with 0, where processes cannot be forked
            (a spawned one would run ``python -m kirana`` again), or while this process runs other threads
            (a fork copies their locks as they are): ``draw`` then paints in this process.
    """

    def __init__(self, workers: int | None = None) -> None:
        import multiprocessing
        import threading
        if workers is None:
            workers = default_workers()
        self._conn = self._process = None
        if workers > 0 and "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1:
            context = multiprocessing.get_context("fork")
            self._conn, theirs = context.Pipe()
            self._process = context.Process(target=_painter, args=(theirs, workers), daemon=True)
            self._process.start()
            theirs.close()

    def draw(self, jobs: dict[str, tuple]) -> dict[str, bytes]:
        """Each job's SVG (the jobs' order), painted by the workers, or here for any they did not paint;
        the workers then stop."""
        images: dict[str, bytes] = {}
        if self._process is not None:
            try:
                self._conn.send(jobs)
                if self._conn.poll(_WAIT_S):
                    images = self._conn.recv()
            except (EOFError, OSError, pickle.PickleError):
                pass  # the painter is gone: painted here
            finally:
                self.close()
        return {name: images[name] if name in images else _draw(*jobs[name]) for name in jobs}

    def __enter__(self) -> "ChartWorkers":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """Stop the painter (idempotent): a painter still waiting for charts ends, one painting is stopped."""
        if self._process is not None:
            self._conn.close()  # a painter waiting in recv() sees the end of the pipe and returns
            self._process.join(timeout=1)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join()
            self._process = self._conn = None
