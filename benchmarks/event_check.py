"""What the record's write-time check costs: ``events.check_event`` over every event of a month.

Usage: ``python benchmarks/event_check.py [--days 30] [--seed 0] [--shop reference]``. Plays the month (direct
tool calls, record in memory), then runs the check alone over its events (best of 7) and prints it beside the
month's own CPU time. Not a test: figures depend on the machine.
"""
from __future__ import annotations

import argparse
import time

from agents.direct import play_month
from events import check_event, hidden_kinds
from kirana.runs import with_shop
from scenarios import load_scenario


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shop", default="reference")
    args = parser.parse_args()
    c0 = time.process_time()
    shop = play_month(with_shop(load_scenario(seed=args.seed, days=args.days), args.shop))
    month = time.process_time() - c0
    hidden = set(hidden_kinds())
    calls = [(e["kind"], {k: v for k, v in e.items() if k not in ("seq", "day", "minute", "kind")
                          and not (k == "hidden" and e["kind"] in hidden)})  # as the shop hands them to the record
             for e in shop.record.events]
    best = float("inf")
    for _ in range(7):
        c0 = time.process_time()
        for kind, fields in calls:
            check_event(kind, fields)
        best = min(best, time.process_time() - c0)
    print(f"{args.shop}, {args.days} days, seed {args.seed}: {len(calls)} events; the month {month:.3f} s CPU; "
          f"check_event over them {best * 1000:.1f} ms CPU (best of 7) = {100 * best / month:.2f}% of the month")


if __name__ == "__main__":
    main()
