"""SHA-256 of what scoring and the report make of the scripted shops' months, to show a change to the
record's readers (scoring, report, transcripts) changed no byte of their output.

Plays, with ``python -m kirana run --engine direct`` into ``--out`` (one folder each): the six scripted shops
on the default scenario (seed 0, its 30 days) and the reference shop on every library scenario
(``scenarios/*.yaml`` but the default, seed 0, ``--library-days`` days). ``kirana run`` scores the month from its in-memory
events and writes ``scores.json`` and the report (anchors cached in ``OUT/cache``, not the user's cache).
Then, in this process, each saved record is read back and scored, its report written again from the file
(``report.write_report``, no anchors) and its transcripts made (text and JSON). Prints one line per run and
the CPU seconds of reading and scoring the default month's record (the best of ``--repeat``).

    python benchmarks/score_digests.py --out /tmp/before --save /tmp/before.json
    python benchmarks/score_digests.py --out /tmp/after --check /tmp/before.json   # exit 1 naming what differs
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor", "oracle")


def _sha(data: bytes | str) -> str:
    return hashlib.sha256(data.encode("utf-8") if isinstance(data, str) else data).hexdigest()


def runs(library_days: int) -> list[tuple[str, list[str]]]:
    """(name, ``kirana run`` arguments) for every month played."""
    out = [(f"default-{shop}", ["--shop", shop, "--seed", "0"]) for shop in SHOPS]
    for path in sorted((ROOT / "scenarios").glob("*.yaml")):
        if path.stem == "default":  # the default scenario: played above, by every shop
            continue
        out.append((f"{path.stem}-reference", [str(path), "--shop", "reference", "--seed", "0",
                                                "--days", str(library_days)]))
    return out


def play(out: Path, library_days: int) -> None:
    """Play every month not yet in ``out`` with ``python -m kirana run --engine direct``."""
    env = {**os.environ, "KIRANA_CACHE_DIR": str(out / "cache"), "PYTHONPATH": str(ROOT)}
    for name, args in runs(library_days):
        folder = out / "runs" / name
        if (folder / "report.md").exists():
            continue
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "kirana", "run", "--engine", "direct", *args, "--out", str(folder)],
                       check=True, env=env, cwd=ROOT, stdout=subprocess.DEVNULL)
        print(f"played {name} in {time.perf_counter() - start:.1f} s", flush=True)


def digests(out: Path, library_days: int) -> dict[str, str]:
    """``{"run/what": sha256}`` of each run's record, its ``kirana run`` outputs and this process's re-scoring,
    report and transcripts from the saved record."""
    from events.record import read_record
    from report import write_report
    from report.transcripts import conversations, format_text
    from scoring import score_record
    found: dict[str, str] = {}
    for name, _ in runs(library_days):
        folder = out / "runs" / name
        for what in ("record.jsonl", "scores.json", "report.md", "report.html"):
            found[f"{name}/run/{what}"] = _sha((folder / what).read_bytes())
        for svg in sorted((folder / "charts").glob("*.svg")):
            found[f"{name}/run/charts/{svg.name}"] = _sha(svg.read_bytes())
        events = read_record(folder / "record.jsonl")
        scores = score_record(events)
        found[f"{name}/saved/scores.json"] = _sha(json.dumps(scores, indent=2, ensure_ascii=False) + "\n")
        again = out / "again" / name
        again.mkdir(parents=True, exist_ok=True)
        (again / "record.jsonl").write_bytes((folder / "record.jsonl").read_bytes())
        paths = write_report(again)
        found[f"{name}/saved/report.md"] = _sha(paths["markdown"].read_bytes())
        found[f"{name}/saved/report.html"] = _sha(paths["html"].read_bytes())
        items = conversations(events)
        found[f"{name}/saved/transcript.txt"] = _sha(format_text(items))
        found[f"{name}/saved/transcript.json"] = _sha(json.dumps(items, ensure_ascii=False, indent=1))
        cashier = conversations(events, role="cashier", day=2)
        found[f"{name}/saved/transcript-cashier-d2.txt"] = _sha(format_text(cashier))
        print(f"{name:<32} {len(events):>6} events  scores {found[f'{name}/saved/scores.json'][:12]}  "
              f"report {found[f'{name}/saved/report.md'][:12]}", flush=True)
    return found


def timing(record: Path, repeat: int) -> dict[str, float]:
    """Best CPU seconds, over ``repeat`` tries, of ``read_record`` and ``score_record`` on the dicts it read, and
    (where ``events.read_events`` exists) of reading the record typed and scoring the typed events."""
    from events.record import read_record
    from scoring import score_record
    try:
        from events import read_events
    except ImportError:  # the code before the record was read typed
        read_events = None
    rows: dict[str, list[float]] = {}

    def timed(name: str, work):
        start = time.process_time()
        out = work()
        rows.setdefault(name, []).append(time.process_time() - start)
        return out

    for _ in range(repeat):
        events = timed("read_record_s", lambda: read_record(record))
        timed("score_record_dicts_s", lambda: score_record(events))
        del events
        if read_events is not None:
            typed = timed("read_events_s", lambda: read_events(record))
            timed("score_record_typed_s", lambda: score_record(typed))
            del typed
    return {name: round(min(values), 3) for name, values in rows.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="folder for the run folders (reused if there)")
    parser.add_argument("--library-days", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=5, help="timing tries (the best is shown)")
    parser.add_argument("--save", type=Path, help="write the digests to this JSON file")
    parser.add_argument("--check", type=Path, help="compare with the digests saved in this JSON file")
    a = parser.parse_args()
    play(a.out, a.library_days)
    found = digests(a.out, a.library_days)
    print("default month, reference shop:", timing(a.out / "runs" / "default-reference" / "record.jsonl", a.repeat))
    if a.save:
        a.save.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if a.check:
        saved = json.loads(a.check.read_text(encoding="utf-8"))
        differ = sorted(k for k in saved.keys() | found.keys() if saved.get(k) != found.get(k))
        for key in differ:
            print(f"DIFFERS: {key}")
        print(f"{len(found) - len(differ)} of {len(found)} digests equal")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
