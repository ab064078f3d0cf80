"""Wall and CPU of ``kirana run --engine direct`` as a user runs it: the run's own process and its children.

Usage: ``python benchmarks/run_wall.py [--runs 3] [--seed 0] [--fresh-cache] [-- extra kirana run options]``. Each
run is a new process (``python -m kirana run --engine direct --out TMP``, the anchors from the cache after the
first run on a machine; ``--fresh-cache``: each run with a new, empty ``KIRANA_CACHE_DIR``, as a user's first run
on a machine or after the simulation's code changed) and prints its wall seconds until its last exit handler, the
CPU seconds (user + system) of the run's process and of its children (the report's chart painters,
``report/drawing.py``; the anchors' helpers, ``kirana.anchors``), the wall seconds of the whole process as the user
waits for it (from starting the interpreter to its end: exit and teardown included), and the load average
when it ended; then the best and median of each wall, and the median CPU (the run's and its children's together).
Not a test: figures depend on the machine and on what else it runs.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_CHILD = """
import atexit, resource, runpy, sys, time
start = time.perf_counter()
def done():
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    sys.stderr.write(f"@@ {time.perf_counter() - start:.2f} {me.ru_utime + me.ru_stime:.2f} "
                     f"{kids.ru_utime + kids.ru_stime:.2f}\\n")
atexit.register(done)
sys.argv = ["kirana", *sys.argv[1:]]
runpy.run_module("kirana", run_name="__main__")
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--fresh-cache", action="store_true", help="each run with a new, empty KIRANA_CACHE_DIR "
                        "(no anchors, readings or transliterations cached: a user's first run)")
    parser.add_argument("extra", nargs="*", help="further kirana run options (after --)")
    args = parser.parse_args()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    walls, whole, cpus = [], [], []
    print(f"{'a new, empty' if args.fresh_cache else 'the machine' + chr(39) + 's'} KIRANA_CACHE_DIR; bytecode cache "
          f"{'off' if os.environ.get('PYTHONDONTWRITEBYTECODE') else 'on'}")
    print(f"{'run':>3} {'wall s':>7} {'run CPU s':>9} {'children CPU s':>14} {'process wall s':>14} "
          f"{'load (1 min)':>12}")
    for i in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            if args.fresh_cache:
                env["KIRANA_CACHE_DIR"] = str(Path(tmp) / "cache")
            command = [sys.executable, "-c", _CHILD, "run", "--engine", "direct", "--seed", str(args.seed),
                       "--out", str(Path(tmp) / "run"), *args.extra]
            began = time.perf_counter()
            done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
            process_wall = time.perf_counter() - began
        line = next((l for l in done.stderr.splitlines() if l.startswith("@@ ")), None)
        if done.returncode or line is None:
            sys.exit(f"kirana run failed (exit {done.returncode}):\n{done.stderr[-2000:]}")
        wall, own, children = map(float, line.split()[1:])
        walls.append(wall)
        cpus.append(own + children)
        whole.append(process_wall)
        print(f"{i + 1:>3} {wall:>7.2f} {own:>9.2f} {children:>14.2f} {process_wall:>14.2f} "
              f"{os.getloadavg()[0]:>12.2f}")
    print(f"best wall: {min(walls):.2f} s (median {statistics.median(walls):.2f}); process wall: best "
          f"{min(whole):.2f} s (median {statistics.median(whole):.2f}); CPU: median {statistics.median(cpus):.2f} s")


if __name__ == "__main__":
    main()
