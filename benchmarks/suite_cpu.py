"""CPU seconds of the test suite, file by file: what README's test command costs, measured so that a loaded
machine does not blur it (CPU, not wall, is what a file asks of the 2-core box).

    python benchmarks/suite_cpu.py [--top 40] [--tests 0] [--waits 0] [--timeline] [--json OUT] [-- PYTEST ARGS...]

runs ``python -m pytest -q -p benchmarks.suite_cpu`` (the suite's own options: ``-n auto --dist loadfile``) with this
module loaded as a plugin in every worker. Around each test's setup, call and teardown the plugin reads
``resource.getrusage`` of the worker and of its finished children (user + system seconds) and adds the difference to
the test's file; at the end it prints the suite's wall seconds, the CPU seconds of all the files together and of the
whole command (``RUSAGE_CHILDREN`` of this script: pytest, its workers and everything they started), and the
heaviest files with their CPU and the wall their worker spent on them. A session fixture's first setup is charged to
the file that asked for it first, as ``--durations`` does.

``--waits N`` separates a test's wall into its CPU, the time its worker's threads were queued for a core (a loaded
machine: README's 496 s of session 49 was mostly this) and the rest, what it *waited*: sleeps, timeouts, backoffs,
polls and a child's own queueing. Threads queued at once are each counted, so a busy test can show a waited below 0.
On an idle machine a worker's wall is about the sum of its tests' CPU and waited.
"""
from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

if str(Path(__file__).resolve().parent.parent) not in sys.path:  # run as a script: the repository's root
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cpu_clock import process_cpu as _cpu  # noqa: E402

_ENV = "SUITE_CPU_DIR"


def _queued() -> float:
    """Seconds this process's threads have spent runnable but waiting for a core (``/proc/PID/task/*/schedstat``,
    second field, ns): on a loaded machine that, not a sleep, is most of a test's wall beyond its CPU. 0 off Linux."""
    total = 0
    for stat in Path("/proc/self/task").glob("*/schedstat"):
        try:
            total += int(stat.read_text().split()[1])
        except (OSError, IndexError, ValueError):  # a thread that ended meanwhile
            pass
    return total / 1e9


# --- the plugin (loaded in every pytest process by ``-p benchmarks.suite_cpu``) -----------------------------------
_by_file: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
_by_test: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])  # CPU, wall, queued for a core
_span: dict[str, list[float]] = {}  # file -> [first start, last end] (epoch seconds) on this worker


def _charged():
    import pytest

    @pytest.hookimpl(hookwrapper=True)
    def wrap(item):
        c, w, q = _cpu(), time.perf_counter(), _queued()
        span = _span.setdefault(item.nodeid.split("::")[0], [time.time(), 0.0])
        yield
        cpu, wall, queued = _cpu() - c, time.perf_counter() - w, _queued() - q
        span[1] = time.time()
        for row in (_by_file[item.nodeid.split("::")[0]], _by_test[item.nodeid]):
            row[0] += cpu
            row[1] += wall
        _by_test[item.nodeid][2] += queued
    return wrap


pytest_runtest_setup = _charged()
pytest_runtest_call = _charged()
pytest_runtest_teardown = _charged()


def pytest_sessionfinish(session):
    folder = os.environ.get(_ENV)
    if folder and _by_file:
        name = os.environ.get("PYTEST_XDIST_WORKER", "main")
        Path(folder, f"{name}.json").write_text(json.dumps(dict(_by_file)))
        Path(folder, f"{name}.tests").write_text(json.dumps(dict(_by_test)))
        Path(folder, f"{name}.span").write_text(json.dumps(_span))


def _print_timeline(spans: dict, t0: float, files: dict) -> None:
    """Each worker's files in the order it ran them, with their start and end (s after the command's start) and CPU:
    with ``--dist loadfile`` the worker that finishes last sets the wall (the critical path), not the CPU sum."""
    for worker, by_file in sorted(spans.items()):
        rows = sorted(by_file.items(), key=lambda kv: kv[1][0])
        end = max(e for _, e in by_file.values()) - t0
        print(f"\n{worker}: {len(rows)} files, last ends at {end:.1f} s; files of 3 s or more of wall:")
        for name, (s, e) in rows:
            if e - s >= 3:
                print(f"  {s - t0:7.1f} {e - t0:7.1f}  {name:<52} CPU {files.get(name, [0.0])[0]:6.1f}")


# --- the script ---------------------------------------------------------------------------------------------------
def main(argv: list[str]) -> int:
    import argparse
    import tempfile

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--tests", type=int, default=0, help="also print the N heaviest tests")
    ap.add_argument("--timeline", action="store_true",
                    help="also print each worker's files in order (start and end, seconds from the start)")
    ap.add_argument("--waits", type=int, default=0,
                    help="also print the N tests that waited most (wall less CPU, children's included, less the "
                         "time the worker was queued for a core)")
    ap.add_argument("--json", help="write {file: [cpu s, wall s]} here, and each test's under the key 'tests'")
    ap.add_argument("pytest_args", nargs="*")
    args = ap.parse_args(argv)
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, **{_ENV: folder})
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), env.get("PYTHONPATH")]))
        start, start_epoch = time.perf_counter(), time.time()
        rc = subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", "benchmarks.suite_cpu", *args.pytest_args],
                             cwd=root, env=env)
        wall = time.perf_counter() - start
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)
        files: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for part in Path(folder).glob("*.json"):
            for name, (c, w) in json.loads(part.read_text()).items():
                files[name][0] += c
                files[name][1] += w
        tests = {name: cw for part in Path(folder).glob("*.tests") for name, cw in json.loads(part.read_text()).items()}
        spans = {part.stem: json.loads(part.read_text()) for part in Path(folder).glob("*.span")}
    total = sum(c for c, _ in files.values())
    print(f"\nwall {wall:.1f} s; CPU of the command {kids.ru_utime + kids.ru_stime:.1f} s; "
          f"CPU inside the tests {total:.1f} s over {len(files)} files; load {os.getloadavg()[0]:.1f}")
    print(f"{'file':<52} {'CPU s':>7} {'wall s':>7}")
    for name, (c, w) in sorted(files.items(), key=lambda kv: -kv[1][0])[:args.top]:
        print(f"{name:<52} {c:>7.1f} {w:>7.1f}")
    if args.tests:
        print(f"\n{'test':<100} {'CPU s':>7} {'wall s':>7}")
        for name, (c, w, _) in sorted(tests.items(), key=lambda kv: -kv[1][0])[:args.tests]:
            print(f"{name[:100]:<100} {c:>7.1f} {w:>7.1f}")
    if args.waits:
        # waited: wall less CPU (the worker's and its reaped children's) less the worker's time queued for a core —
        # sleeps, timeouts, polls, and a child's own queueing (not counted: only the worker's threads are read)
        print(f"\nwaited (wall - CPU - queued) {sum(w - c - q for c, w, q in tests.values()):.1f} s over all tests")
        print(f"{'test that waited':<92} {'CPU s':>7} {'queued':>7} {'waited':>7} {'wall s':>7}")
        for name, (c, w, q) in sorted(tests.items(), key=lambda kv: kv[1][0] + kv[1][2] - kv[1][1])[:args.waits]:
            print(f"{name[:92]:<92} {c:>7.1f} {q:>7.1f} {w - c - q:>7.1f} {w:>7.1f}")
    if args.timeline:
        _print_timeline(spans, start_epoch, files)
    if args.json:
        Path(args.json).write_text(json.dumps({**dict(sorted(files.items())), "tests": dict(sorted(tests.items()))},
                                              indent=1))
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
