"""The hidden-leak audit over whole months: prints, per seed, observables checked and leaks found.

    python benchmarks/leak_audit.py [--seeds 0-4] [--days 30]

The same audit as ``tests/test_hidden_leaks.py`` (``tests/leak_audit.py``), which runs 4 days per seed.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from leak_audit import leaks, observe  # noqa: E402
from tests.conftest import scenario_for  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="0-4")
    ap.add_argument("--days", type=int, default=30)
    args = ap.parse_args()
    lo, _, hi = args.seeds.partition("-")
    for seed in range(int(lo), int(hi or lo) + 1):
        start = time.perf_counter()
        shop, seen = observe(scenario_for("reference", seed=seed, days=args.days))
        found = leaks(shop, seen)
        counters = sum(e["kind"] == "counter_bill" and e["answer"] == "counter" for e in shop.record.events)
        print(f"seed {seed}: {args.days} days, {len(seen)} observables, {counters} counter-offers, "
              f"{len(found)} leaks ({time.perf_counter() - start:.1f} s)")
        for f in found[:10]:
            print("   ", f)


if __name__ == "__main__":
    main()
