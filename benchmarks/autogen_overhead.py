"""The scripted reference month through the AutoGen group chat and directly, and AutoGen's cost per tool call.

Usage: ``python benchmarks/autogen_overhead.py [--days 10 30 90] [--seed 0]``. For
each length, prints the CPU time (this process, user + system) and wall time of
the month both ways, the tool calls made, the overhead per tool call
((AutoGen − direct) CPU / calls), CPU seconds per simulated day (flat when the
cost is linear in days), whether the records are identical, and the size of
the newest daily checkpoint and of the log of the settled past it reads (``checkpoints/settled.jsonl``,
``agents.checkpoints``). A 1-day month is played each way first, untimed, so one-off loading
(data files, lazy imports) is in no row. Not a test: figures depend on the machine (and on
what else it is running; CPU time is the steadier figure).

The process's reading caches (``lang.read_cache``, ``lang.replies``) are kept between months: each AutoGen
month reads its texts from the direct month of the same length played just before it (its CPU holds no reading,
the direct month's the reading of the texts no earlier month read), so the overhead per call is AutoGen's less
what that reading cost. ``--cold-readings`` empties those caches before every timed month: each month then reads
its own texts, as a process's own month does.
"""
from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from agents.direct import play_month
from agents.episode import latest_checkpoint, run_episode
from scenarios import load_scenario


def _timed(fn):
    c0, w0 = time.process_time(), time.perf_counter()
    out = fn()
    return out, time.process_time() - c0, time.perf_counter() - w0


def _forget_readings() -> None:
    """Empty the process's remembered readings: of whole texts (``lang.read_cache``) and of reply lines
    (``lang.replies``' tables, whose compiled phrasings stay)."""
    from lang import read_cache, replies
    read_cache._CACHE.clear()
    for _, tables in replies._CACHE.values():
        tables.read_line.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, nargs="+", default=[30])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cold-readings", action="store_true",
                        help="empty the reading caches before each timed month (each reads its own texts)")
    args = parser.parse_args()
    warm = load_scenario(days=1, seed=args.seed)  # one-off loading (data files, lazy imports) is not timed
    play_month(warm)
    with tempfile.TemporaryDirectory() as folder:
        run_episode(warm, Path(folder))
    print(f"scripted reference, seed {args.seed}; CPU and wall seconds (after a 1-day warm-up each way"
          f"{'; reading caches emptied before each month' if args.cold_readings else ''})")
    print(f"{'days':>5} {'direct CPU':>10} {'AutoGen CPU':>11} {'AutoGen wall':>12} {'CPU s/day':>9} "
          f"{'tool calls':>10} {'overhead ms/call':>16} {'identical':>9} {'checkpoint MB':>13} {'log MB':>6}")
    for days in args.days:
        scenario = load_scenario(days=days, seed=args.seed)
        args.cold_readings and _forget_readings()
        shop, direct_cpu, _ = _timed(lambda: play_month(scenario))
        calls = sum(1 for e in shop.record.events if e["kind"] in ("tool_call", "invalid_action"))
        with tempfile.TemporaryDirectory() as folder:
            args.cold_readings and _forget_readings()
            _, cpu, wall = _timed(lambda: run_episode(scenario, Path(folder)))
            same = (Path(folder) / "record.jsonl").read_text(encoding="utf-8") == "".join(
                line + "\n" for line in shop.record.lines())
            newest = latest_checkpoint(Path(folder))
            size_mb = newest.stat().st_size / 1e6 if newest else 0.0
            log = Path(folder) / "checkpoints" / "settled.jsonl"
            log_mb = log.stat().st_size / 1e6 if log.exists() else 0.0
        print(f"{days:>5} {direct_cpu:>10.2f} {cpu:>11.2f} {wall:>12.2f} {cpu / days:>9.3f} {calls:>10} "
              f"{(cpu - direct_cpu) / max(calls, 1) * 1000:>16.2f} {str(same):>9} {size_mb:>13.2f} {log_mb:>6.2f}")


if __name__ == "__main__":
    main()
