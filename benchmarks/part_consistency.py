"""What ``lang.part_consistency`` (off) would catch and cost: measured with each corpus's *first* reader.

    python benchmarks/part_consistency.py --read [--every 5] [--jobs 2]   # read wholes and parts (~30 min; cached)
    python benchmarks/part_consistency.py --today SAVED.json [--every 8]  # today's reader on today's exact rows
    python benchmarks/part_consistency.py                                 # the tables, from the cached readings

Why the first reader: today's reader was fixed on the labelled corpora, so its readings of them say little about
new text. ``benchmarks/first_readings.py`` keeps, for every corpus, the reading of the reader as it was before the
corpus joined; this script exports the same readers (``first_readings.reader_of``, ``git archive``) and has each
read, in a subprocess, the whole e-mail (second opinion off) *and* each of its parts (``part_consistency.parts_of``,
cut by today's code: the parts are the check's, not the reader's). The check's verdict is then worked out here, from
the readings, by today's ``part_consistency.doubt``, so its definition can be tried without reading again.

Rows: every first reading of ``benchmarks/data/first_readings.jsonl`` that was silent, and one exact reading in
``--every`` (by a hash of corpus and id; the cost is scaled back up in the tables' "%"). Split by corpus: **dev**,
the corpora first read before session 40 (the definition was chosen on them), **test**, those first read by the
readers of sessions 40–44 (holdout144–160, of which the sealed-derived are 144–149 and 152–160, and probes44).
``--today``: rows of ``reader_scores.py --save`` exact today with a readable gold, one in ``--every``, read whole and
in parts by this checkout's reader as it ships (second opinion on): the right readings the check would refuse if it
were turned on today.

Measured 6 Dec 2026 (exact rows of dev one in 5; 2,004 of today's exact rows, one in 10), the definition of
``lang.part_consistency`` — chosen on dev among these (silent doubted / exact doubted, dev):

    the brief's first form: any whole act with no part reading its kind and goods     164 / 1,302   8.2 % of exact
    + a part asking for the kind with no goods (read with none, refused no_item)      103 / 1,549   1.35 %  (chosen)
      (the same, but the goods must be named by a part)                                153 / 1,549   4.4 %
      (any part refused no_item or no_intent excuses all)                               51 / 1,549   0.35 %
    parts acting on goods the whole leaves out, alone                                  21 / 1,549   0.14 %

(the first line before corpus_chat's first reader, whose Reading had no ``reason_key``, was read: 1,302 silent).
The chosen one, once on test: 10 of 99 silent (10.1 %) for 31 of 1,707 exact (1.8 %) — en 5/35 for 10/580, hi 2/31
for 11/565, hinglish 3/33 for 10/562; the sealed-derived sets 7 of 82 for 30 of 1,432 (2.1 %). Today's reader on
today's rows read right: 41 of 2,004 refused (2.0 %). One printout while exploring showed the test columns of the
first variants (before the chosen one was written); the choice was made by the dev columns.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests"))

from first_readings import JOINED, OUT as FIRST, reader_of  # noqa: E402
from lang import part_consistency as PC  # noqa: E402

CACHE = Path("/tmp/part_consistency")
#: Corpora first read by the readers of sessions 40–44: the test set (the rest is dev).
TEST = frozenset(c for c in JOINED if c >= "corpus_holdout144") | {"corpus_probes44"}
#: Holdouts written from sealed sets (first_readings.JOINED): the truest measure.
SEALED = frozenset(f"corpus_holdout{n}" for n in (*range(144, 150), *range(152, 161)))

_READ = r'''
import json, sys
from lang.reader import read_message
from market.catalogue import load_catalogue
cat = load_catalogue()
def rd(text):
    for kw in ([{"email": True}] if sys.argv[2] == "today" else []) + [{"email": True, "second_opinion": False},
                                                                       {"email": True}, {}]:
        try:
            return read_message(text, cat, **kw)
        except TypeError:
            continue
def rec(r):
    if not r.readable:
        key = getattr(r, "reason_key", None) or str(getattr(r, "reason", "")).partition(":")[0]
        return {"ok": False, "key": key, "intent": getattr(r, "intent", None)}
    rows = [[i.kind, i.sku, i.quantity, i.unit_price_paise] for i in r.intents]
    return {"ok": True, "rows": rows, "items": sorted({getattr(it, "sku", None) or "" for it in r.items} - {""})}
for line in open(sys.argv[1], encoding="utf-8"):
    job = json.loads(line)
    out = {k: job[k] for k in ("corpus", "id", "lang", "v")}
    out["whole"] = rec(rd(job["text"]))
    out["parts"] = [rec(rd(p)) for p in job["parts"]]
    out["texts"] = job["parts"]
    print(json.dumps(out, ensure_ascii=False, default=str), flush=True)
'''


def _kept(corpus: str, rid: str, every: int) -> bool:
    return int(hashlib.sha1(f"{corpus}/{rid}".encode()).hexdigest(), 16) % every == 0


def _texts(corpus: str) -> dict[tuple[str, str], dict]:
    import test_reader_chat_corpus as T
    out = {}
    for lang in T.LANGS:
        if (ROOT / "tests" / corpus / f"{lang}.jsonl").exists():
            out.update({(lang, r["id"]): r for r in T.load(lang, ROOT / "tests" / corpus)})
    return out


def _run(commit: str, jobs: list[dict], tree: Path | None) -> None:
    """Read ``jobs`` with the reader of ``commit`` (exported to a temporary folder, or ``tree``), into the cache."""
    out = CACHE / f"{commit}.jsonl"
    kept = {}  # readings cached with the same parts (``parts_of`` changed since: only the rest read again)
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            kept[r["corpus"], r["id"], r["lang"]] = r
    old = {k: r for k, r in kept.items() if r.get("texts") is not None}
    jobs = [j for j in jobs if old.get((j["corpus"], j["id"], j["lang"]), {}).get("texts") != j["parts"]]
    if not jobs:
        return
    with tempfile.TemporaryDirectory() as tmp:
        where = tree or Path(tmp) / "tree"
        if tree is None:
            where.mkdir()
            archive = subprocess.run(["git", "archive", commit], cwd=ROOT, check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", str(where), "--exclude=tests/corpus*", "--exclude=docs"],
                           input=archive, check=True)
        todo = Path(tmp) / "jobs.jsonl"
        todo.write_text("".join(json.dumps(j, ensure_ascii=False) + "\n" for j in jobs), encoding="utf-8")
        got = subprocess.run([sys.executable, "-c", _READ, str(todo), "today" if tree else "first"], cwd=tmp,
                             capture_output=True, text=True,
                             env={"PYTHONPATH": str(where), "PATH": "/usr/bin:/bin", "HOME": str(Path.home())})
    if got.returncode:
        print(commit, "failed:", got.stderr.strip().splitlines()[-1:], file=sys.stderr)
        return
    for line in got.stdout.splitlines():
        r = json.loads(line)
        kept[r["corpus"], r["id"], r["lang"]] = r
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in kept.values()), encoding="utf-8")
    print(commit, len(jobs), file=sys.stderr, flush=True)


def read_first(every: int, workers: int) -> None:
    """Every silent first reading and one exact in ``every``, read whole and in parts by its first reader."""
    CACHE.mkdir(exist_ok=True)
    by_commit: dict[str, list[dict]] = defaultdict(list)
    texts: dict[str, dict] = {}
    for line in FIRST.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        if r["v"] != "silent" and r["corpus"] not in TEST and not _kept(r["corpus"], r["id"], every):
            continue
        if r["corpus"] not in texts:
            texts[r["corpus"]] = _texts(r["corpus"])
        row = texts[r["corpus"]][(r["lang"], r["id"])]
        by_commit[r["commit"]].append({"corpus": r["corpus"], "id": r["id"], "lang": r["lang"], "v": r["v"],
                                       "text": row["text"], "parts": PC.parts_of(row["text"])})
    print(f"{sum(map(len, by_commit.values()))} rows, {len(by_commit)} readers", file=sys.stderr)
    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(lambda kv: _run(kv[0], kv[1], None), sorted(by_commit.items())))


def read_today(saved: Path, every: int, workers: int) -> None:
    """Today's exact rows (readable gold) of ``saved``, one in ``every``, read whole and in parts by this checkout."""
    CACHE.mkdir(exist_ok=True)
    texts: dict[str, dict] = {}
    jobs = []
    for r in json.loads(saved.read_text(encoding="utf-8")):
        if r["v"] != "exact" or not _kept(r["folder"], r["id"], every):
            continue
        if r["folder"] not in texts:
            texts[r["folder"]] = _texts(r["folder"])
        row = texts[r["folder"]].get((r["lang"], r["id"]))
        if row is None or not row.get("readable") or row.get("style") == "counter":
            continue
        jobs.append({"corpus": r["folder"], "id": r["id"], "lang": r["lang"], "v": "exact", "text": row["text"],
                     "parts": PC.parts_of(row["text"])})
    print(f"{len(jobs)} rows today", file=sys.stderr)
    chunks = [jobs[i::workers] for i in range(workers)]
    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(lambda n: _run(f"today{n}", chunks[n], ROOT), range(workers)))


def _pr(rec: dict | None):
    if not rec or not rec["ok"]:
        return None
    return tuple(tuple(x) for x in rec["rows"]), frozenset(rec["items"])


def verdict(r: dict):
    """``part_consistency.doubt`` of one cached reading (whole and parts)."""
    no_item = frozenset(p["intent"] for p in r["parts"] if not p["ok"] and p["key"].startswith("no_item")
                        and p.get("intent"))
    return PC.doubt(_pr(r["whole"]), [_pr(p) for p in r["parts"]], no_item)


def _load(today: bool) -> list[dict]:
    files = sorted(CACHE.glob("today*.jsonl" if today else "*.jsonl"))
    return [json.loads(line) for f in files if f.name.startswith("today") == today
            for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]


def table(rows: list[dict], every: int, label: str) -> None:
    """Silent doubted / silent, exact doubted / exact (scaled by ``every``), by language and corpus family."""
    groups: dict[str, Counter] = defaultdict(Counter)
    for r in rows:
        if not r["whole"]["ok"]:
            continue
        d = verdict(r) is not None
        fam = "sealed" if r["corpus"] in SEALED else "chat" if r["corpus"] == "corpus_chat" else \
            "probes" if "probes" in r["corpus"] else "holdout"
        for g in ("all", r["lang"], fam):
            groups[g][r["v"]] += 1
            groups[g][r["v"] + "_doubted"] += d
    scale = 1 if label.startswith("test") else every
    print(f"\n{label}: silent caught / silent; exact refused / exact (exact sampled 1 in {scale})")
    for g in ("all", "en", "hi", "hinglish", "sealed", "holdout", "chat", "probes"):
        c = groups.get(g)
        if not c:
            continue
        s, sd, e, ed = c["silent"], c["silent_doubted"], c["exact"], c["exact_doubted"]
        print(f"  {g:9} silent {sd:4}/{s:<5} ({100 * sd / max(s, 1):5.1f} %)   exact {ed:4}/{e:<5} "
              f"({100 * ed / max(e, 1):5.2f} %; ~{ed * scale} of ~{e * scale})")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--read", action="store_true")
    ap.add_argument("--today", type=Path)
    ap.add_argument("--every", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--examples", type=int, default=0)
    a = ap.parse_args()
    if a.read:
        read_first(a.every, a.jobs)
        return 0
    if a.today:
        read_today(a.today, a.every, a.jobs)
        return 0
    rows = _load(False)
    same = sum(1 for r in rows if r["whole"]["ok"])
    print(f"{len(rows)} first readings read again whole and in parts ({same} readable again)")
    table([r for r in rows if r["corpus"] not in TEST], a.every, "dev (first read before session 40)")
    table([r for r in rows if r["corpus"] in TEST], a.every, "test (first read in sessions 40-44)")
    today = _load(True)
    if today:
        n = sum(verdict(r) is not None for r in today if r["whole"]["ok"])
        print(f"\ntoday's reader, today's exact rows (a sample, --today --every): {n} of {len(today)} refused "
              f"({100 * n / max(len(today), 1):.2f} %)")
    for r in [r for r in rows if r["whole"]["ok"] and verdict(r)][:a.examples]:
        print(r["corpus"], r["id"], r["v"], verdict(r))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
