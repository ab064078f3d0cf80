"""Where the CPU of ``kirana run --engine direct`` goes, phase by phase, in a new process as a user runs it.

Usage: ``python benchmarks/run_phases.py [--runs 3] [--seed 0] [--tree DIR] [--cold]``. Each run is a new process
(``python -m kirana run --engine direct --out TMP``, anchors from the cache after the first run on a machine,
the charts painted in the run's process: ``KIRANA_REPORT_WORKERS=0``) in which the phases' functions are wrapped
to count their CPU seconds (user + system, ``resource.getrusage``), each phase without the phases inside it:

- start-up: the interpreter and ``site``, before the harness's first line;
- imports: every ``import`` statement's CPU wherever it runs (the outermost one; lazy imports inside a phase
  count here, not in the phase);
- scenario (``check_scenario``, ``check_models``, the resolved YAML), the direct month (``agents.direct.play_month``,
  the record written), typing the record (``events.read_events``), scoring (``scoring.score_record``), the
  score table, anchors (``kirana.anchors.anchor_profits``; the scripted shops' months it plays when the anchors
  cache holds none for the scenario, seed and code are apart, as "anchors: months played", with every import and
  phase inside them: before this split they were counted as "direct month"), painting the charts (``report.drawing._draw``), the rest
  of the report (``report.write_report`` less the charts), the CLI (typer, rich, what is left);
- exit: after the last exit handler, the interpreter's teardown (the parent's ``RUSAGE_CHILDREN`` less the rest).

``--tree DIR`` runs another checkout (e.g. main's, to compare). Prints one column per run, the median, and the
1-minute load average after each run. Whether Python caches bytecode matters: with ``PYTHONDONTWRITEBYTECODE``
set and no ``__pycache__``, every run compiles the project's modules (counted in imports). Not a test: figures
depend on the machine and on what else it runs.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PHASES = ["start-up", "imports", "scenario", "direct month", "typing the record", "scoring", "score table", "anchors",
          "anchors: months played", "charts (paint)", "report (rest)", "CLI and the rest", "exit"]

_CHILD = r"""
import builtins, gc, json, resource, runpy, sys
def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime
START = cpu()
acc, stack = {"start-up": START}, []

absorbing = []  # inside a phase that absorbs (the anchors' own months): no nested phase is counted apart

def timed(phase, f, absorb=False):
    def run(*a, **k):
        if absorbing:
            return f(*a, **k)
        if absorb:
            absorbing.append(phase)
        began = cpu()
        stack.append(0.0)
        try:
            return f(*a, **k)
        finally:
            if absorb:
                absorbing.pop()
            inner, spent = stack.pop(), cpu() - began
            acc[phase] = acc.get(phase, 0.0) + spent - inner
            if stack:
                stack[-1] += spent
    return run

builtins.__import__ = timed("imports", builtins.__import__)
gc.disable()  # as kirana/__main__.py imports the CLI
import kirana.cli, kirana.runs, kirana.scenario_cmd, kirana.anchors, agents.direct, report, report.drawing, scoring
gc.freeze(); gc.unfreeze(); gc.enable()
for module, name, phase in [(kirana.scenario_cmd, "check_scenario", "scenario"), (kirana.runs, "check_models", "scenario"),
                            (kirana.runs, "scenario_yaml", "scenario"), (agents.direct, "play_month", "direct month"),
                            (kirana.runs, "read_events", "typing the record"), (kirana.runs, "score_record", "scoring"),
                            (kirana.cli, "show_scores", "score table"), (kirana.anchors, "anchor_profits", "anchors"),
                            (report.drawing, "_draw", "charts (paint)"), (report, "write_report", "report (rest)")]:
    setattr(module, name, timed(phase, getattr(module, name)))
kirana.anchors._play = timed("anchors: months played", kirana.anchors._play, absorb=True)  # a cache miss

def done():
    acc["CLI and the rest"] = cpu() - sum(acc.values())
    sys.stderr.write("@@ " + json.dumps(acc) + "\n")
import atexit
atexit.register(done)
sys.argv = ["kirana", *sys.argv[1:]]
runpy.run_module("kirana", run_name="__main__")
"""


def one_run(tree: Path, seed: int, cold: bool = False) -> dict[str, float]:
    """CPU seconds by phase of one ``kirana run --engine direct`` of ``tree``'s code (``cold``: with an empty
    ``KIRANA_CACHE_DIR``, as the first run on a machine or of a new seed or simulation code)."""
    env = dict(os.environ, PYTHONPATH=str(tree), KIRANA_REPORT_WORKERS="0")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory() as tmp:
        if cold:
            env["KIRANA_CACHE_DIR"] = str(Path(tmp) / "cache")
        done = subprocess.run([sys.executable, "-c", _CHILD, "run", "--engine", "direct", "--seed", str(seed),
                               "--out", str(Path(tmp) / "run")], capture_output=True, text=True, env=env, cwd=tree)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    line = next((l for l in done.stderr.splitlines() if l.startswith("@@ ")), None)
    if done.returncode or line is None:
        sys.exit(f"kirana run failed (exit {done.returncode}):\n{done.stderr[-2000:]}")
    phases = json.loads(line[3:])
    total = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    phases["exit"] = total - sum(phases.values())
    phases["total"] = total
    return phases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout whose code runs (default: this one)")
    parser.add_argument("--cold", action="store_true", help="each run with an empty KIRANA_CACHE_DIR (anchors and "
                        "transliterations not cached: what the first run on a machine pays)")
    args = parser.parse_args()
    runs, loads = [], []
    for _ in range(args.runs):
        runs.append(one_run(args.tree.resolve(), args.seed, args.cold))
        loads.append(os.getloadavg()[0])
    print(f"{args.tree}: bytecode cache {'off' if sys.flags.dont_write_bytecode else 'on'}; "
          f"{'an empty' if args.cold else 'the machine' + chr(39) + 's'} KIRANA_CACHE_DIR; CPU s (user + system)")
    print(f"{'phase':<24}" + "".join(f"{f'run {i + 1}':>8}" for i in range(args.runs)) + f"{'median':>8}")
    for phase in [*PHASES, "total"]:
        values = [r.get(phase, 0.0) for r in runs]
        print(f"{phase:<24}" + "".join(f"{v:>8.2f}" for v in values) + f"{statistics.median(values):>8.2f}")
    print(f"{'load (1 min)':<24}" + "".join(f"{v:>8.2f}" for v in loads))


if __name__ == "__main__":
    main()
