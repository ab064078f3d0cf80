"""The scripted reference month through the AutoGen group chat and directly, and AutoGen's cost per tool call.

Usage: ``python benchmarks/autogen_overhead.py [--days 30] [--seed 0]``. Prints the
wall time of the month both ways, the tool calls made, the overhead per tool call
((AutoGen − direct) / calls), and the size of the newest daily checkpoint.
Not a test: figures depend on the machine.
"""
from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from agents.direct import play_month
from agents.episode import latest_checkpoint, run_episode
from scenarios import load_scenario


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    scenario = load_scenario(days=args.days, seed=args.seed)
    t0 = time.perf_counter()
    shop = play_month(scenario)
    direct = time.perf_counter() - t0
    calls = sum(1 for e in shop.record.events if e["kind"] in ("tool_call", "invalid_action"))
    with tempfile.TemporaryDirectory() as folder:
        t0 = time.perf_counter()
        run_episode(scenario, Path(folder))
        through = time.perf_counter() - t0
        same = (Path(folder) / "record.jsonl").read_text(encoding="utf-8") == "".join(
            line + "\n" for line in shop.record.lines())
        newest = latest_checkpoint(Path(folder))
        size_mb = newest.stat().st_size / 1e6 if newest else 0.0
    print(f"scripted reference, {args.days} days, seed {args.seed}")
    print(f"  direct tool calls : {direct:7.2f} s")
    print(f"  through AutoGen   : {through:7.2f} s   (identical record: {same})")
    print(f"  tool calls        : {calls}")
    print(f"  AutoGen overhead  : {(through - direct) / max(calls, 1) * 1000:7.2f} ms per tool call")
    print(f"  newest checkpoint : {size_mb:7.1f} MB")


if __name__ == "__main__":
    main()
