"""The older held-out corpora read whole against their floors: what the suite checked of them until session 48.

    python benchmarks/reader_floors.py                  # every held-out corpus older than the suite's newest three
    python benchmarks/reader_floors.py --all            # and the suite's own (its newest three and probes) too
    python benchmarks/reader_floors.py --corpora corpus_holdout2 corpus_holdout78 [--jobs 1]

Each corpus is read as ``tests/test_reader_chat_corpus.score`` reads it (the suite's own measure: e-mails by
``lang.reader.read_message`` as the supplier's desk reads them, counter lines by the counter's reader), and each
(corpus, language) is held to its floor from ``tests/test_reader_holdouts_later.py`` (``floors()``: MEASURED, and
the first corpus's from ``tests/test_reader_holdout.py``): the same message count, at least the exact share (per
cent), at most the silent misreadings (a count) — exactly the check the suite's
``test_later_holdouts_read_no_worse_than_measured`` makes of the corpora it still reads. Which corpora are whose is
``in_suite()`` / ``in_benchmark()`` there; the suite's
``test_every_held_out_folder_is_read_by_the_suite_or_by_benchmarks_reader_floors`` checks that every held-out folder
is read by one of the two.

Prints one line per (corpus, language) below its floor, then every row of it not read exactly (silent misreadings
first) with its id, text, expected (gold) and got, then a summary with the wall and CPU seconds. Exit status 1 when
any floor is broken (or a named corpus has no floor), 0 otherwise. ``.ci/run`` runs it after README's test command,
so CI fails on a floor broken. The corpora are read by ``--jobs`` processes (default: the machine's cores).

Measured (7 Dec 2026, the 2-core machine, 2 jobs, commit dc0ef684): 160 corpora, 480 floors, 27,531 readings, none
broken, in 147.1 s of CPU (1,946.6 s of wall at load 14–24 with other helpers' work: 7 % of a core; unloaded, about
half the CPU in wall).
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for _p in (ROOT / "tests", ROOT):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from benchmarks import cpu_clock  # noqa: E402  (the repository's root on the path above)

import test_reader_holdouts_later as later  # noqa: E402  (tests/ on the path above)
from test_reader_chat_corpus import LANGS, score  # noqa: E402


def corpora() -> list[str]:
    """The held-out corpora this benchmark reads by default: every ``tests/corpus_holdout*`` folder older than the
    newest ``IN_SUITE`` (``test_reader_holdouts_later.in_benchmark``), oldest first."""
    return later.in_benchmark()


def read_corpus(name: str) -> tuple[str, dict[str, dict]]:
    """``(name, score(...))`` of ``tests/<name>``: per language n, exact, silent and the misses."""
    from lang import reader
    from market.catalogue import load_catalogue
    return name, score(reader.read_message, load_catalogue(), ROOT / "tests" / name)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpora", nargs="+", help="these corpus folders (names under tests/) instead")
    ap.add_argument("--all", action="store_true", help="also the corpora the suite reads itself")
    cores = cpu_clock.cores()
    ap.add_argument("--jobs", type=int, default=cores, help="processes reading the corpora (default: the cores)")
    args = ap.parse_args(argv)
    names = args.corpora or (corpora() + (later.in_suite() if args.all else []))
    floors = later.floors()
    start, cpu = time.perf_counter(), cpu_clock.process_cpu()
    failures = [f"{name}: no floor in tests/test_reader_holdouts_later.py" for name in names if name not in floors]
    names = [n for n in names if n in floors]
    if args.jobs > 1 and len(names) > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            scored = dict(pool.map(read_corpus, names))
    else:
        scored = dict(map(read_corpus, names))
    checked = readings = 0
    for name in names:
        for lang in LANGS:
            s = scored[name][lang]
            checked, readings = checked + 1, readings + s["n"]
            broken = later.below_floor(name, lang, s, floors[name])
            if broken:
                failures.append(broken)
                print("FLOOR BROKEN", broken)
                print("\n".join(later.missed_rows(s)))
    wall, cpu = time.perf_counter() - start, cpu_clock.process_cpu() - cpu
    print(f"reader floors: {len(names)} corpora, {checked} (corpus, language) floors, {readings:,} readings; "
          f"{len(failures)} broken; {wall:.1f} s wall, {cpu:.1f} s CPU, {args.jobs} jobs")
    for line in failures:
        print("  broken:", line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
