"""Language gaps: rows the reader refuses in one language whose parallel twin in another language it reads exactly.

    python benchmarks/reader_scores.py --save OUT.json       # first: every row's verdict
    python benchmarks/language_gaps.py OUT.json              # gap counts per language, grouped by reason key
    python benchmarks/language_gaps.py OUT.json --lang hi -v # one language's gap rows with their text and the twin's

The labelled corpora are parallel: a message is written in English, Hindi and Hinglish with the same gold (the
``parallel`` field, null in most holdouts; ids en-X / hi-X / hl-X). A row refused while its twin is exact is a gap of
the reader's (issue 10: every language ≥ 97 % exact and within 2 points of each other), not of the model's. Rows pair
by (folder, the id after its language prefix) and count as twins only when their golds agree (readable, reason
and intents: many early holdouts share ids across languages but are not translations); a row is a gap when its verdict is ``refused`` and at least one twin's is ``exact``. The reason key
is the saved ``key`` (an e-mail's ``Reading.reason_key``), else the word before the first colon of the reason.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "hi", "hinglish")


def _corpus_rows(folders: set[str]) -> dict[tuple, dict]:
    """Every corpus row of the named folders by (folder name, id): text and ``parallel``."""
    out = {}
    for folder in folders:
        path = Path(folder) if Path(folder).is_absolute() else ROOT / "tests" / folder
        for lg in LANGS:
            for line in (path / f"{lg}.jsonl").read_text("utf-8").splitlines():
                if line.strip():
                    g = json.loads(line)
                    out[(folder, g["id"])] = g
    return out


def reason_key(row: dict) -> str:
    """The refusal's reason key of a saved row: its ``key``, else its reason's word before the first colon."""
    if row.get("key"):
        return row["key"]
    got = row.get("got")
    return got.split(":")[0].strip() if isinstance(got, str) else "?"


def triples(rows: list[dict]) -> dict[tuple, dict[str, dict]]:
    """{(folder, id without its language prefix): {lang: saved row with ``text`` added}} — en-h5-001, hi-h5-001
    and hl-h5-001 are one triple."""
    golds = _corpus_rows({r["folder"] for r in rows})
    out: dict[tuple, dict[str, dict]] = defaultdict(dict)
    for r in rows:
        g = golds.get((r["folder"], r["id"]), {})
        out[(r["folder"], r["id"].split("-", 1)[1])][r["lang"]] = dict(r, text=g.get("text", ""), gold=_gold(g))
    return out


def _gold(g: dict) -> str:
    """A corpus row's gold as one comparable string (readable, reason key, intents)."""
    reason = (g.get("reason") or "").split(":")[0]
    return json.dumps([g.get("readable"), reason, g.get("intents")], sort_keys=True)


def gaps(rows: list[dict]) -> dict[str, list[tuple[dict, list[dict]]]]:
    """{lang: [(refused row, [its exact twins])]} — every row refused whose twin in another language is exact."""
    out: dict[str, list] = {lg: [] for lg in LANGS}
    for trio in triples(rows).values():
        for lg, r in trio.items():
            twins = [t for other, t in trio.items() if other != lg and t["v"] == "exact" and t["gold"] == r["gold"]]
            if r["v"] == "refused" and twins:
                out[lg].append((r, twins))
    return out


def en_exact_counts(rows: list[dict]) -> dict[str, int]:
    """Of the triples whose three golds agree: English exact with Hindi and Hinglish both refused, only Hinglish refused, only Hindi
    refused; and the other way, English refused with Hindi exact, with Hinglish exact, with both exact."""
    c: Counter = Counter()
    for trio in triples(rows).values():
        if set(trio) != set(LANGS) or len({t["gold"] for t in trio.values()}) > 1:
            continue
        v = {lg: trio[lg]["v"] for lg in LANGS}
        if v["en"] == "exact":
            if v["hi"] == "refused" and v["hinglish"] == "refused":
                c["en exact, hi+hinglish refused"] += 1
            elif v["hinglish"] == "refused" and v["hi"] == "exact":
                c["en exact, hinglish refused only"] += 1
            elif v["hi"] == "refused" and v["hinglish"] == "exact":
                c["en exact, hi refused only"] += 1
        elif v["en"] == "refused":
            if v["hi"] == "exact" and v["hinglish"] == "exact":
                c["en refused, hi+hinglish exact"] += 1
            elif v["hi"] == "exact":
                c["en refused, hi exact only"] += 1
            elif v["hinglish"] == "exact":
                c["en refused, hinglish exact only"] += 1
    return dict(c)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("saved", type=Path, help="a file written by reader_scores.py --save")
    ap.add_argument("--lang", choices=LANGS, help="only this language's gaps")
    ap.add_argument("--key", help="only gaps refused with this reason key (prefix)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list each gap row with its text and a twin's")
    a = ap.parse_args()
    rows = json.loads(a.saved.read_text("utf-8"))
    for label, n in sorted(en_exact_counts(rows).items()):
        print(f"{label:<34} {n:>5}")
    for lg, found in gaps(rows).items():
        if a.lang and lg != a.lang:
            continue
        found = [(r, t) for r, t in found if not a.key or reason_key(r).startswith(a.key)]
        keys = Counter(reason_key(r) for r, _ in found)
        print(f"\n{lg}: {len(found)} refused with a twin exact")
        for k, n in keys.most_common():
            print(f"  {n:>5}  {k}")
        if a.verbose:
            for r, twins in sorted(found, key=lambda p: (reason_key(p[0]), p[0]["folder"], p[0]["id"])):
                print(f"== {r['folder']}/{r['id']} [{reason_key(r)}] {r['got']}\n   {r['text']}\n"
                      f"   twin {twins[0]['id']}: {twins[0]['text']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
