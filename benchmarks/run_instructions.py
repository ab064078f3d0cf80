"""Where the instructions of ``kirana run --engine direct`` go, phase by phase, counted by valgrind's callgrind.

Usage: ``python benchmarks/run_instructions.py [--seed 0] [--tree DIR] [--bytecode] [--no-total] [--keep DIR]``.

Plays the run once as a user runs it (``python -m kirana run --engine direct --out TMP``, the anchors and readings
from the machine's ``KIRANA_CACHE_DIR`` as a later run finds them, the charts painted in the run's process:
``KIRANA_REPORT_WORKERS=0``, ``PYTHONHASHSEED=0``) under ``valgrind --tool=callgrind`` with a harness that asks
callgrind for its count (``CALLGRIND_DUMP_STATS_AT``, a three-line helper built with the C compiler and loaded
with ctypes) at each change of phase, so each instruction is counted in the phase that ran it, the phases inside
it apart (as ``benchmarks/run_phases.py`` counts CPU seconds):

- start-up: the interpreter and ``site``, and the harness loading its helper;
- imports: every ``import`` statement that loads a module, wherever it runs (one that finds its modules loaded is
  counted where it runs), by the group of the module's top package (``GROUPS``): the project's own (with their
  compiling when no bytecode is cached), matplotlib (and what only the charts use: PIL, pyparsing, ...),
  pydantic, the CLI's (typer, rich), numpy, the rest (the standard library, yaml, orjson, babel, ...);
- scenario (``check_scenario``, ``check_models``, the resolved YAML), the direct month (``agents.direct.play_month``,
  the record written), typing the record (``events.read_events``), scoring (``scoring.score_record``), the
  score table, anchors (``kirana.anchors.anchor_profits``), painting the charts (``report.drawing._draw``), the
  rest of the report (``report.write_report`` less the charts), the CLI and the rest (typer, rich, the harness);
- exit: after the last exit handler, the interpreter's teardown.

Then (unless ``--no-total``) the same run without the harness, its total alone: the harness's own cost is the
difference, printed (it checks each import statement in Python; compare two trees by their harnessed figures).
Instruction counts do not depend on what else the machine runs (CPU seconds on the shared 2-core machine vary by
tens of per cent between runs of the same code), so two trees compare by their counts (``--tree DIR`` runs another
checkout's code, e.g. main's). ``--bytecode``: with a bytecode cache (a new ``PYTHONPYCACHEPREFIX``, filled by a
first uncounted run, ``PYTHONDONTWRITEBYTECODE`` unset for the child) — what the imports cost where Python keeps
its compiled modules, against this machine's setting, where every run compiles every module. Takes 15-40 minutes
on the shared machine (callgrind runs Python some 50 times slower; ``--no-total`` about half). Needs valgrind, its
``valgrind/callgrind.h`` and a C compiler. Not a test.

Measured on 6 Dec 2026 (forty-fourth session, load 10-20, G instructions, harnessed): at 79613002 19.33 in all —
imports 4.92 (the project's 2.26, matplotlib 1.62, pydantic 0.27, typer and rich 0.17, numpy 0.27, the rest
0.33), the month 5.49, scoring 2.80 (typing the record 0.68), report and charts 5.40 (the charts 4.80; 7.02 with
matplotlib's import), start-up, CLI and exit 0.73; with a bytecode cache the project's imports 1.11 (compiling
them: 1.15 G, 6 % of the run). Tried on a branch (433f2c7, not taken): the charts' PNGs written by our own zlib
code instead of PIL's encoder, 18.39 in all, the charts 3.88 (-0.92 G; without the harness 18.955 → 17.982, -5.1 %)
— left out because encoding PNG is a well-kept library's job (PIL's), not this project's, for ~0.1 s a run.
Forty-fifth session (6 Dec 2026, load 13-27, harnessed): at 11a5a64 19.25 in all, the charts 4.80; with the charts
as SVG drawn once (c0f217f, ``report.figure_svg``) 17.28, the charts 2.74 (-2.07 G, -43 %), matplotlib's import
the same (1.62 / 1.61).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = ["agents", "engine", "events", "kirana", "lang", "market", "negotiation_kernel", "report", "roles",
           "scenarios", "scoring"]
#: each module's imports are counted under its top package's group (a module of another group that it imports,
#: under that one's): the project's own code, what the report's charts use, and what the rest of the run uses
GROUPS = {**{p: "the project's" for p in PROJECT},
          **{p: "matplotlib" for p in ["matplotlib", "mpl_toolkits", "PIL", "pyparsing", "dateutil", "kiwisolver",
                                       "cycler", "fontTools", "contourpy"]},
          **{p: "pydantic" for p in ["pydantic", "pydantic_core", "annotated_types", "typing_inspection",
                                     "typing_extensions"]},
          **{p: "CLI (typer, rich)" for p in ["typer", "rich", "click", "shellingham", "markdown_it", "mdurl",
                                             "pygments"]},
          "numpy": "numpy"}
IMPORTS = [f"imports: {g}" for g in dict.fromkeys([*GROUPS.values(), "the rest"])]
PHASES = ["start-up", *IMPORTS, "scenario", "direct month", "typing the record", "scoring", "score table", "anchors",
          "charts (paint)", "report (rest)", "CLI and the rest", "exit"]
SPLIT = {"imports": IMPORTS, "month": ["scenario", "direct month"],
         "scoring": ["typing the record", "scoring", "score table"],
         "report and charts": ["anchors", "charts (paint)", "report (rest)"]}

_HELPER = """#include <valgrind/callgrind.h>
void cg_dump(const char* s){ CALLGRIND_DUMP_STATS_AT(s); }
"""

_CHILD = r"""
import ctypes, os, sys
_cg = ctypes.CDLL(os.environ["KIRANA_CG_HELPER"])
_cg.cg_dump(b"start-up")
import builtins, gc, json, runpy
GROUPS = json.loads(os.environ["KIRANA_CG_GROUPS"])
stack = []

def here():
    return stack[-1] if stack else "CLI and the rest"

def enter(phase):
    _cg.cg_dump(here().encode())
    stack.append(phase)

def leave():
    _cg.cg_dump(stack.pop().encode())

def timed(phase, f):
    def run(*a, **k):
        enter(phase)
        try:
            return f(*a, **k)
        finally:
            leave()
    return run

_import = builtins.__import__

def _full(name, g, level):
    if not level:
        return name
    package = (g or {}).get("__package__") or ""
    base = package.rsplit(".", level - 1)[0] if level > 1 else package
    return f"{base}.{name}" if name else base

def _loads(full, fromlist):
    module = sys.modules.get(full)
    if module is None:
        return True
    return any(x != "*" and f"{full}.{x}" not in sys.modules and not hasattr(module, x) for x in fromlist or ())

def counted_import(name, g=None, l=None, fromlist=(), level=0):
    full = _full(name, g, level)
    phase = "imports: " + GROUPS.get(full.split(".")[0], "the rest")
    if (stack and stack[-1] == phase) or not _loads(full, fromlist):
        return _import(name, g, l, fromlist, level)
    enter(phase)
    try:
        return _import(name, g, l, fromlist, level)
    finally:
        leave()

builtins.__import__ = counted_import
gc.disable()  # as kirana/__main__.py imports the CLI
import kirana.cli, kirana.runs, kirana.scenario_cmd, kirana.anchors, agents.direct, report, report.drawing, scoring
gc.freeze(); gc.unfreeze(); gc.enable()
for module, name, phase in [(kirana.scenario_cmd, "check_scenario", "scenario"), (kirana.runs, "check_models", "scenario"),
                            (kirana.runs, "scenario_yaml", "scenario"), (agents.direct, "play_month", "direct month"),
                            (kirana.runs, "read_events", "typing the record"), (kirana.runs, "score_record", "scoring"),
                            (kirana.cli, "show_scores", "score table"), (kirana.anchors, "anchor_profits", "anchors"),
                            (report.drawing, "_draw", "charts (paint)"), (report, "write_report", "report (rest)")]:
    setattr(module, name, timed(phase, getattr(module, name)))
import atexit
atexit.register(lambda: _cg.cg_dump(b"CLI and the rest"))  # registered first: runs after every other exit handler
sys.argv = ["kirana", *sys.argv[1:]]
runpy.run_module("kirana", run_name="__main__")
"""


def _valgrind(tree: Path, work: Path, args: list[str], env: dict, name: str) -> list[tuple[str, int]]:
    """Run ``python args`` in ``tree`` under callgrind; (trigger, instructions) of each dump, in order."""
    out = work / name
    out.mkdir()
    done = subprocess.run(["valgrind", "--tool=callgrind", "--dump-line=no", f"--callgrind-out-file={out}/cg.out",
                           sys.executable, *args], capture_output=True, text=True, env=env, cwd=tree)
    if done.returncode:
        sys.exit(f"kirana run under valgrind failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
    dumps = []
    for path in sorted(out.glob("cg.out*"), key=lambda p: int(p.suffix[1:]) if p.suffix[1:].isdigit() else 1 << 30):
        text = path.read_text(encoding="utf-8", errors="replace")
        trigger = re.search(r"^desc: Trigger: (.*)$", text, re.M)
        total = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
        label = trigger.group(1).removeprefix("Client Request: ") if trigger else "?"
        dumps.append(("exit" if label.startswith("Program termination") else label, int(total.group(1)) if total else 0))
    return dumps


def measure(tree: Path, seed: int, bytecode: bool, total: bool, keep: Path | None) -> tuple[dict, int | None]:
    """Instructions by phase (``PHASES``) of one harnessed run, and the unharnessed run's total (None: not run)."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", str(work / "libcg.so"), "-x", "c", "-"],
                       input=_HELPER, text=True, check=True)
        env = dict(os.environ, PYTHONPATH=str(tree), KIRANA_REPORT_WORKERS="0", PYTHONHASHSEED="0",
                   KIRANA_CG_HELPER=str(work / "libcg.so"), KIRANA_CG_GROUPS=json.dumps(GROUPS))
        if bytecode:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
            subprocess.run([sys.executable, "-m", "kirana", "run", "--engine", "direct", "--seed", str(seed), "--out",
                            str(work / "warm")], capture_output=True, env=env, cwd=tree, check=True)
        run = ["run", "--engine", "direct", "--seed", str(seed), "--out"]
        phases: dict[str, int] = {}
        for label, count in _valgrind(tree, work, ["-c", _CHILD, *run, str(work / "run")], env, "split"):
            phases[label] = phases.get(label, 0) + count
        whole = None
        if total:
            whole = sum(c for _, c in _valgrind(tree, work, ["-m", "kirana", *run, str(work / "plain")], env, "total"))
        if keep is not None:
            import shutil
            shutil.copytree(work / "run", keep, dirs_exist_ok=True)
    return phases, whole


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout whose code runs (default: this one)")
    parser.add_argument("--bytecode", action="store_true", help="with a bytecode cache (see the docstring)")
    parser.add_argument("--no-total", action="store_true", help="skip the run without the harness")
    parser.add_argument("--keep", type=Path, help="copy the harnessed run's folder here (to compare its files)")
    args = parser.parse_args()
    tree = args.tree.resolve()
    phases, whole = measure(tree, args.seed, args.bytecode, not args.no_total, args.keep)
    counted = sum(phases.values())
    cache = "on (a new PYTHONPYCACHEPREFIX)" if args.bytecode else (
        "off" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "on")
    print(f"{tree}: kirana run --engine direct --seed {args.seed}; bytecode cache {cache}; "
          f"instructions (G = 10^9), callgrind")
    for phase in PHASES + sorted(set(phases) - set(PHASES)):
        print(f"  {phase:<26}{phases.get(phase, 0) / 1e9:>8.3f}")
    print(f"  {'total (harnessed)':<26}{counted / 1e9:>8.3f}")
    if whole is not None:
        print(f"  {'total (plain run)':<26}{whole / 1e9:>8.3f}   (the harness: {(counted - whole) / 1e9:+.3f})")
    print("split:")
    rest = counted - sum(phases.get(p, 0) for group in SPLIT.values() for p in group)
    for group, members in SPLIT.items():
        print(f"  {group:<26}{sum(phases.get(p, 0) for p in members) / 1e9:>8.3f}")
    print(f"  {'start-up, CLI, exit':<26}{rest / 1e9:>8.3f}")
    charts = sum(phases.get(p, 0) for p in [*SPLIT["report and charts"], "imports: matplotlib"])
    print(f"  (report and charts with matplotlib's import: {charts / 1e9:.3f}; the project's imports less their "
          f"compiling: run again with --bytecode)")


if __name__ == "__main__":
    main()
