"""Two trees' readers timed side by side: messages read per second per language and the slowest hostile texts,
the two processes taking turns in the same minutes (a shared machine's speed swings by half within minutes, so two
runs an hour apart compare the machine, not the change).

Usage: ``python benchmarks/reader_side_by_side.py BEFORE_TREE AFTER_TREE [--rounds 6] [--hostile]``, e.g.
``python benchmarks/reader_side_by_side.py /work/main . --rounds 6 --hostile``. Each tree runs one worker process
(this file with ``--worker``, started in the tree) that reads every corpus text once untimed, then per request reads
one language's corpus (``tests/corpus/<language>.jsonl``, ``lang.reader.read_message`` as the desk reads an e-mail)
or the hostile texts of ``benchmarks/lang_speed.py`` cut to 4,000 characters (best of three each), timed in its own
CPU seconds. Rounds alternate which tree goes first. Prints, per language, each tree's best and median rate and the
change; with ``--hostile``, the five slowest hostile texts of the first tree, in milliseconds, best over the rounds.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

LANGUAGES = ("en", "hi", "hinglish")


def _worker() -> None:
    """Serve requests on stdin ("en", "hi", "hinglish" or "hostile"), one JSON answer a line on stdout."""
    sys.path.insert(0, str(Path.cwd()))
    sys.path.insert(0, str(Path.cwd() / "benchmarks"))
    from lang.reader import read_message
    from lang_speed import HOSTILE
    from market.catalogue import load_catalogue
    cat = load_catalogue()
    texts = {lg: [json.loads(line)["text"] for line in Path(f"tests/corpus/{lg}.jsonl").read_text().splitlines()
                  if line] for lg in LANGUAGES}
    hostile = [(unit, (unit * (4000 // len(unit) + 1))[:4000]) for unit in HOSTILE]
    for lg in LANGUAGES:
        for text in texts[lg]:
            read_message(text, cat, True)
    print("ready", flush=True)
    for line in sys.stdin:
        what = line.strip()
        if what == "hostile":
            out = {}
            for unit, text in hostile:
                best = float("inf")
                for _ in range(3):
                    t0 = time.process_time()
                    read_message(text, cat, True)
                    best = min(best, time.process_time() - t0)
                out[unit] = best
            print(json.dumps(out), flush=True)
        else:
            t0 = time.process_time()
            for text in texts[what]:
                read_message(text, cat, True)
            print(json.dumps(len(texts[what]) / (time.process_time() - t0)), flush=True)


def main() -> None:
    if "--worker" in sys.argv:
        _worker()
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--hostile", action="store_true")
    args = parser.parse_args()
    trees = {"before": args.before, "after": args.after}
    procs = {k: subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--worker"], cwd=v,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for k, v in trees.items()}
    for p in procs.values():
        if p.stdout.readline().strip() != "ready":
            raise SystemExit("a worker did not start")

    def ask(k: str, what: str):
        procs[k].stdin.write(what + "\n")
        procs[k].stdin.flush()
        return json.loads(procs[k].stdout.readline())

    rates = {k: {lg: [] for lg in LANGUAGES} for k in procs}
    worst: dict[str, dict[str, float]] = {k: {} for k in procs}
    for r in range(args.rounds):
        order = ("before", "after") if r % 2 == 0 else ("after", "before")
        for lg in LANGUAGES:
            for k in order:
                rates[k][lg].append(ask(k, lg))
        for k in order if args.hostile else ():
            for unit, s in ask(k, "hostile").items():
                worst[k][unit] = min(worst[k].get(unit, s), s)
    for lg in LANGUAGES:
        b, a = rates["before"][lg], rates["after"][lg]
        print(f"{lg:9} before best {max(b):6.0f}/s median {statistics.median(b):6.0f}/s | after best {max(a):6.0f}/s "
              f"median {statistics.median(a):6.0f}/s ({statistics.median(a) / statistics.median(b) - 1:+.0%} median)")
    for unit in sorted(worst["before"], key=lambda u: -worst["before"][u])[:5]:
        print(f"hostile 4,000 {unit.strip()[:30]!r:32} before {1000 * worst['before'][unit]:6.1f} ms  "
              f"after {1000 * worst['after'][unit]:6.1f} ms")
    for p in procs.values():
        p.stdin.close()
        p.wait()


if __name__ == "__main__":
    main()
