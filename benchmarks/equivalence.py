"""Whole months through AutoGen and through direct tool calls: byte-identical records.

The long version of ``tests/test_agents_identical.py``: the four scripted shops (and the newsvendor and
the oracle) on seeds 0-2, 30 days each, in two worker processes. Prints one line per month with both
digests, the number of events and whether they agree; exits 1 if any month differs.

    python benchmarks/equivalence.py [--days 30] [--seeds 0 1 2] [--workers 2]
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_agents_identical import _both  # noqa: E402

SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor", "oracle")


def _job(args: tuple[str, int, str, int]) -> tuple[str, str, int]:
    shop, seed, folder, days = args
    return _both((shop, seed, folder), days)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--workers", type=int, default=2)
    a = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="kirana-equivalence-"))
    jobs = [(shop, seed, str(root / f"{shop}-{seed}"), a.days) for shop in SHOPS for seed in a.seeds]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=a.workers) as pool:
        results = list(pool.map(_job, jobs))
    bad = 0
    for (shop, seed, _, _), (autogen, direct, events) in zip(jobs, results):
        same = autogen == direct
        bad += not same
        print(f"{shop:<18} seed {seed}  {events:>6} events  autogen {autogen[:12]}  direct {direct[:12]}  "
              f"{'identical' if same else 'DIFFERENT'}")
    print(f"{len(jobs) - bad}/{len(jobs)} months identical, {a.days} days each, "
          f"{time.perf_counter() - start:.0f} s wall with {a.workers} workers")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
