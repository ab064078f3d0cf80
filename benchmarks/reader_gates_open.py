"""Every labelled corpus read with the reader's skipped work on and off: what the suite checked whole until session 50.

    python benchmarks/reader_gates_open.py                       # every row, both ways (what .ci/run runs)
    python benchmarks/reader_gates_open.py --corpora corpus_probes49_tr [--jobs 1]

The reader skips a pass when no word it needs is in the message (``lang.gates``; ``lang.told_figures``) and that
skipping must never change a reading. Two suite tests read their texts once with the skipping on and once with every
gate open (``lang.gates.ALL_OPEN``): ``tests/test_reader_gating_exact.py`` (every row of the hand-labelled corpora
and of every probes corpus as the supplier's desk reads it, ``email=True``, a counter row at the counter) and
``tests/test_reader_gates.py`` (the hand-labelled corpora's texts by ``read_message`` and by the counter's reader).
Both ways over every row was about 23 s of the suite's CPU (2 x ~2,900 + 2 x 2 x ~1,250 readings, 7 Dec 2026); the
suite now reads every ``SAMPLE``-th row of each (and the hostile and firing texts whole), and this benchmark reads
every row of both, the same way: ``gating_rows()`` and ``gates_rows()`` here are the tests' own lists.

Prints each row that reads differently (its corpus, how it was read, the text, the reading with the skipping on and
with it off), then a summary with the wall and CPU seconds. Exit status 1 when any row differs, 0 otherwise.
``.ci/run`` runs it after README's test command, so CI fails on a reading the skipping changes; the suite's
``test_benchmark_reads_every_row_of_every_labelled_corpus`` checks that it reads every row the two tests sample.
The rows are read by ``--jobs`` processes (default: the machine's cores).
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

#: How a row is read: the supplier's desk (``read_message(text, catalogue, True)``), ``read_message`` as a plain
#: e-mail (``email`` left False), or the counter's reader (``read_at_counter``).
DESK, PLAIN, COUNTER = "desk", "plain", "counter"


def gating_rows(folders: list[str] | None = None) -> list[tuple[str, str, str]]:
    """``(corpus, how, text)`` of every row ``tests/test_reader_gating_exact.py`` samples: the hand-labelled corpora
    and every probes corpus (or only ``folders``), a counter row (``style: counter``) at the counter, any other at
    the desk."""
    import test_reader_gating_exact as exact
    return [(corpus, COUNTER if counter else DESK, text) for corpus, text, counter in exact.corpus_rows(folders)]


def gates_rows(folders: list[str] | None = None) -> list[tuple[str, str, str]]:
    """``(corpus, how, text)`` of every row ``tests/test_reader_gates.py`` samples: each text of the hand-labelled
    corpora (or of ``folders``) as a plain e-mail and at the counter."""
    import test_reader_gates as gates_test
    texts = gates_test.corpus_texts(folders)
    return [(corpus, PLAIN, text) for corpus, text in texts] + [(corpus, COUNTER, text) for corpus, text in texts]


def read(rows: list[tuple[str, str, str]], every_gate_open: bool) -> list[dict]:
    """Each row's reading (``Reading.model_dump()``), in order, with every gate open or as the reader runs."""
    import lang.gates as gates
    from lang.counter_words import read_at_counter
    from lang.reader import read_message
    from market.catalogue import load_catalogue
    cat, was = load_catalogue(), gates.ALL_OPEN
    gates.ALL_OPEN = every_gate_open
    try:
        return [(read_at_counter(text, cat) if how == COUNTER else read_message(text, cat, how == DESK)).model_dump()
                for _, how, text in rows]
    finally:
        gates.ALL_OPEN = was


def _read_chunk(job: tuple[list[tuple[str, str, str]], bool]) -> list[dict]:
    return read(*job)


def differing(rows: list[tuple[str, str, str]], jobs: int = 1) -> list[tuple[tuple[str, str, str], dict, dict]]:
    """``(row, reading with the skipping on, reading with every gate open)`` of each row that reads differently."""
    if jobs > 1 and len(rows) > 1:
        size = -(-len(rows) // jobs)
        chunks = [rows[k:k + size] for k in range(0, len(rows), size)]
        with ProcessPoolExecutor(jobs) as pool:
            skipped = [r for part in pool.map(_read_chunk, [(c, False) for c in chunks]) for r in part]
            every = [r for part in pool.map(_read_chunk, [(c, True) for c in chunks]) for r in part]
    else:
        skipped, every = read(rows, False), read(rows, True)
    return [(row, a, b) for row, a, b in zip(rows, skipped, every) if a != b]


def _brief(reading: dict) -> str:
    if not reading.get("readable", True):
        return f"refused {reading.get('reason_key') or reading.get('reason')}"
    return str([(i.get("kind"), i.get("sku"), i.get("quantity"), i.get("unit_price_paise"))
                for i in reading.get("intents", [])])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpora", nargs="+", help="only these corpus folders (names under tests/)")
    cores = cpu_clock.cores()
    ap.add_argument("--jobs", type=int, default=cores, help="processes reading the rows (default: the cores)")
    args = ap.parse_args(argv)
    rows = gating_rows(args.corpora) + gates_rows(args.corpora)
    start, cpu = time.perf_counter(), cpu_clock.process_cpu()
    found = differing(rows, args.jobs)
    for (corpus, how, text), skipped, every in found:
        print(f"DIFFERS {corpus} ({how}): {text!r}\n    skipping on:  {_brief(skipped)}\n    every gate open: "
              f"{_brief(every)}")
    wall, cpu = time.perf_counter() - start, cpu_clock.process_cpu() - cpu
    corpora = len({corpus for corpus, _, _ in rows})
    print(f"reader gates open: {corpora} corpora, {len(rows):,} rows read both ways; {len(found)} differ; "
          f"{wall:.1f} s wall, {cpu:.1f} s CPU, {args.jobs} jobs")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
