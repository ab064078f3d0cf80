"""Instructions a simulated day costs, counted by valgrind's callgrind: what grows with the month, on a busy machine.

Usage: ``python benchmarks/day_instructions.py [--days 90] [--at 25 55 85] [--engine autogen|direct]``.
Plays the month once under ``valgrind --tool=callgrind`` with instrumentation off except on the days named, and
prints each of those days' instructions (Ir), data-cache misses (D1, and a simulated 8 MB last level) —
through AutoGen split at ``team.run``'s end into the day's play and its save (checkpoint, usage, pruning).
Instruction counts do not depend on what else the machine runs (CPU seconds on the shared 2-core machine
varied by up to 40 % between runs of the same code), so a cost that grows with the month shows as a count that
grows from day to day; compare the direct engine's days for what the day's own events cost (a direct day
is counted between two of ``play_month``'s ``on_day`` calls, each made at the next day's first turn). The
first counted day of a run also pays one-off work (lazy loading): count days well into the month. Needs valgrind,
its ``valgrind/callgrind.h`` and a C compiler (a three-line helper is built into a temporary folder and loaded
with ctypes); takes about 4 minutes for three days of a 90-day AutoGen month (the uncounted days run about
five times slower than without valgrind). Not a test.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

_HELPER = """#include <valgrind/callgrind.h>
void cg_start(void){ CALLGRIND_START_INSTRUMENTATION; CALLGRIND_ZERO_STATS; }
void cg_stop(void){ CALLGRIND_STOP_INSTRUMENTATION; }
void cg_dump(const char* s){ CALLGRIND_DUMP_STATS_AT(s); }
"""
_ENV = "KIRANA_DAY_INSTRUCTIONS"  # set for the child run under valgrind: the folder of the helper and the dumps


def _inside(days: int, at: list[int], engine: str, folder: Path) -> None:
    """The month under valgrind: count the days ``at``, dumping the counts at each one's end (and at the end of its
    play, through AutoGen)."""
    import ctypes
    cg = ctypes.CDLL(str(folder / "libcg.so"))
    from agents.direct import play_month
    from agents.episode import run_episode
    from scenarios import load_scenario
    counting = {"day": None}

    def on_day(d: int) -> None:
        if counting["day"] is not None:
            cg.cg_dump(f"{'save' if engine == 'autogen' else 'day'}{d}".encode())
            cg.cg_stop()
            counting["day"] = None
        if d + 1 in at:
            counting["day"] = d + 1
            cg.cg_start()

    warm = load_scenario(days=1, seed=0)
    scenario = load_scenario(days=days, seed=0)
    if engine == "direct":
        play_month(warm)
        play_month(scenario, on_day=on_day)
        return
    from agents.lean_chat import LeanSelectorGroupChat
    with tempfile.TemporaryDirectory() as run:
        run_episode(warm, Path(run))
    run_day = LeanSelectorGroupChat.run

    async def run_counted(self, *args, **kwargs):
        out = await run_day(self, *args, **kwargs)
        if counting["day"] is not None:
            cg.cg_dump(f"play{counting['day']}".encode())
        return out

    LeanSelectorGroupChat.run = run_counted
    if 1 in at:
        on_day(0)
    with tempfile.TemporaryDirectory() as run:
        run_episode(scenario, Path(run), on_day=on_day)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=90)
    parser.add_argument("--at", type=int, nargs="+", default=[25, 55, 85])
    parser.add_argument("--engine", choices=["autogen", "direct"], default="autogen")
    args = parser.parse_args()
    if os.environ.get(_ENV):
        _inside(args.days, args.at, args.engine, Path(os.environ[_ENV]))
        return
    if not shutil.which("valgrind") or not shutil.which("cc"):
        sys.exit("needs valgrind and a C compiler (cc) on the PATH")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "cg.c").write_text(_HELPER)
        built = subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", str(folder / "libcg.so"), str(folder / "cg.c")],
                               capture_output=True, text=True)
        if built.returncode:
            sys.exit(f"could not build the callgrind helper (valgrind/callgrind.h missing?):\n{built.stderr}")
        cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--cache-sim=yes", "--LL=8388608,16,64",
               f"--callgrind-out-file={folder}/cg.%p.out", sys.executable, __file__, "--days", str(args.days),
               "--engine", args.engine, "--at", *map(str, args.at)]
        done = subprocess.run(cmd, env={**os.environ, _ENV: str(folder)}, capture_output=True, text=True)
        if done.returncode:
            sys.exit(f"the month under valgrind failed:\n{done.stderr[-2000:]}")
        rows = {}
        for dump in folder.glob("cg.*.out.*"):
            text = dump.read_text(errors="replace")
            trigger = re.search(r"^desc: Trigger: Client Request: (\w+?)(\d+)$", text, re.M)
            events = re.search(r"^events: (.*)$", text, re.M).group(1).split()
            summary = [int(x) for x in re.search(r"^summary: (.*)$", text, re.M).group(1).split()]
            rows[(int(trigger.group(2)), trigger.group(1))] = dict(zip(events, summary))
    print(f"{args.engine} month of {args.days} days, seed 0: millions of instructions (Ir) and data-cache misses "
          f"(thousands: D1 read+write, LL read+write of a simulated 8 MB last level)")
    print(f"{'day':>4} {'part':>5} {'Ir M':>9} {'D1 miss k':>10} {'LL miss k':>10}")
    for (day, part), ev in sorted(rows.items()):
        print(f"{day:>4} {part:>5} {ev['Ir'] / 1e6:>9.1f} {(ev['D1mr'] + ev['D1mw']) / 1e3:>10.0f} "
              f"{(ev['DLmr'] + ev['DLmw']) / 1e3:>10.0f}")


if __name__ == "__main__":
    main()
