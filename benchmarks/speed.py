"""Speed and memory of the simulation: simulated days per second for each scripted shop.

Usage: ``python benchmarks/speed.py [--repeats 3] [--seed 0]``. Prints, per
scripted shop, the best wall and CPU time of a 30-day month (direct tool calls, event
record in memory), the CPU time of its first repeat, simulated days per second, events
and tool calls per month, and the process's peak resident memory. Not a test: figures
depend on the machine.

A repeat reuses what the process has worked out already (the phrasings' regular
expressions, readings of texts read before), as a study's or the report's anchors'
later months do; the first repeat of the first shop is what one ``kirana run`` pays.

Session 34 (2026-12-05, 2 CPUs at load 8-19): the reference month repeated in one process (a loop of
``play_month(with_shop(load_scenario(seed=0, days=30), "reference"))`` timing ``time.process_time()``), the
thirtieth session's 685bc6b against cd24661, alternating, best of repeats 2-6: 1.10-1.34 s against 1.10-1.49 s;
the same calls within 0.7 % (cProfile), no function's share of py-spy's samples moved by more than the noise:
the 0.80-0.88 s → 1.02-1.04 s seen that morning was the machine's load, not the code. Main against the speed
branch s34-AY, run side by side (the same minutes, load 16-20): best 1.70-1.93 s against 1.58-1.88 s.

Session 35 (2026-12-05, load 15-27 from other helpers): the reference month's second in-process repeat counted
by callgrind (``valgrind --tool=callgrind --instr-atstart=no``, instrumentation switched on with
``callgrind_control -i on`` for the second ``play_month`` only, a first month played before it uncounted):
main 4c09138 5,164,731,135 instructions, branch s35-CA 4bfda01 4,877,825,878 (-5.6 %): an e-mail's record
fields worked out once per text and reading (``roles.supplier_mail._written``), the renderer's phrasing choice
in one call and a speaker's words once per table (``lang.render``), the scripted manager's suppliers of an item
indexed once per morning (``roles.scripted.manager._carriers``). CPU (``time.process_time``, best of repeats 2-6,
main and branch alternating, three runs each, load 15-22): main 1.26 / 1.33 / 1.49 s, branch 1.25 / 1.37 /
1.21 s, within the load's noise. py-spy (400 Hz, 9 repeats) of main: the record's writing 13 % (orjson 3 %, its
float checks 3.4 %), the renderer 15 % (BLAKE2b of the phrasing choices 2-3 %, not cheaper without other
choices, so other records), the e-mail desk 7 %, the gate's own lines 4 %: no part left above a few per cent.
"""
from __future__ import annotations

import argparse
import resource
import time

from agents.direct import play_month
from kirana.runs import with_shop
from scenarios import load_scenario


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--days", type=int, default=30)
    args = parser.parse_args()
    print(f"{'shop':<18} {'best s/month':>12} {'best CPU s':>10} {'first CPU s':>11} {'days/s':>8} {'events':>8} "
          f"{'tool calls':>10}")
    for name in ("reference", "unfair-counter", "unfair-everywhere", "no-manager"):
        scenario = with_shop(load_scenario(seed=args.seed, days=args.days), name)
        best, best_cpu, first_cpu, shop = float("inf"), float("inf"), None, None
        for _ in range(args.repeats):
            t0, c0 = time.perf_counter(), time.process_time()
            shop = play_month(scenario)
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
            best, best_cpu = min(best, wall), min(best_cpu, cpu)
            first_cpu = cpu if first_cpu is None else first_cpu
        events = shop.record.events
        calls = sum(1 for e in events if e["kind"] in ("tool_call", "invalid_action"))
        print(f"{name:<18} {best:>12.3f} {best_cpu:>10.3f} {first_cpu:>11.3f} {args.days / best:>8.1f} {len(events):>8} "
              f"{calls:>10}")
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory: {peak_mib:.0f} MiB")


if __name__ == "__main__":
    main()
