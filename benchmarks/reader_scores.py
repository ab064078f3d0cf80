"""Exact and silent readings of every labelled corpus, per language, row by row; and two such files compared.

    python benchmarks/reader_scores.py                        # the table over every tests/corpus_chat and holdout
    python benchmarks/reader_scores.py --save OUT.json        # also every row's verdict and reading
    python benchmarks/reader_scores.py --folders A B ...      # other corpus folders (a sealed set outside the tests)
    python benchmarks/reader_scores.py --diff BEFORE.json AFTER.json [-v]   # rows better and worse
    python benchmarks/reader_scores.py --list SAVED.json KEY [--lang en]    # rows refused with a reason key (prefix)
    python benchmarks/reader_scores.py --list SAVED.json silent             # rows read silently wrong, each
                                                                            # marked [desk differs] / [desk same]
    python benchmarks/reader_scores.py --list SAVED.json silent --differs   # only those the desk acts on otherwise
    python benchmarks/reader_scores.py --table SAVED.json                   # the table of a saved file

A row is scored as ``tests/test_reader_chat_corpus.score`` scores it (the tests' own measure): ``exact`` when a
readable gold is read to the same intents (prices within half a paisa, the ghee kilo within 0.01) or an
unreadable gold is refused; ``silent`` when the reader acts on a reading that differs from gold (a misreading);
``refused`` when a readable gold is refused. The folders read by default are ``tests/corpus_chat``, every
``tests/corpus_holdout*`` and ``tests/corpus_probes*`` (``tests/corpus``, the renderer's own phrasings, is scored by its own tests). Reading
9,000 messages a language takes about a minute of one core.

Beside ``silent`` the table counts ``desk≠``: the silent rows on which the supplier's desk acts differently from
the gold (orders placed, cut or cancelled, bills paid or disputed, the price an order would get now), by
``benchmarks/desk_outcome.compare`` (one synthetic desk state per row, the desk run on the gold and on the reading);
the rest are conventions the desk acts on alike (an accept beside an order at its price). Reading nothing again,
it adds a few seconds of one core for a hundred silent rows.

``--diff`` lists, per language, the rows whose verdict changed (a row keyed by folder and id), and exits 1 when
any row got worse (exact → refused or silent, refused → silent), so a change to the reader can be checked in one
command against a file saved before it.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

LANGS = ("en", "hi", "hinglish")
RANK = {"exact": 0, "refused": 1, "silent": 2}


def labelled_folders() -> list[Path]:
    """``tests/corpus_chat``, every ``tests/corpus_holdout*`` and ``tests/corpus_probes*`` folder, in name order."""
    tests = ROOT / "tests"
    return [tests / "corpus_chat"] + sorted(p for pattern in ("corpus_holdout*", "corpus_probes*")
                                            for p in tests.glob(pattern) if (p / "en.jsonl").exists())


def verdicts(folders: list[Path]) -> list[dict]:
    """One dict a row: ``folder`` (name), ``id``, ``lang``, ``v`` (exact / refused / silent), ``got`` (the reading,
    as the tests' rows, or the refusal's reason) and, for an e-mail refused, ``key`` (its reason key)."""
    from test_reader_chat_corpus import score

    from lang.reader import read_message
    from market.catalogue import load_catalogue

    cat = load_catalogue()
    rows = []
    for folder in folders:
        s = score(read_message, cat, folder)
        for lang in LANGS:
            missed = {m[0]: m for m in s[lang]["misses"]}
            for row in (json.loads(line) for line in (folder / f"{lang}.jsonl").read_text("utf-8").splitlines()
                        if line.strip()):
                m = missed.get(row["id"])
                if m is None:
                    v, got = "exact", None
                else:
                    v = "refused" if isinstance(m[3], str) else "silent"
                    got = m[3] if isinstance(m[3], str) else [list(map(_plain, r)) for r in m[3]]
                out = {"folder": _name(folder), "id": row["id"], "lang": lang, "v": v, "got": got}
                if v == "refused" and row.get("style") != "counter":
                    out["key"] = read_message(row["text"], cat, email=True).reason_key
                rows.append(out)
    return rows


def _name(folder: Path) -> str:
    """A folder under ``tests/`` by its name (``corpus_holdout42``), any other by its absolute path."""
    return folder.name if folder.parent == ROOT / "tests" else str(folder)


def _folder(name: str) -> Path:
    return Path(name) if Path(name).is_absolute() else ROOT / "tests" / name


def _plain(x):
    return x if isinstance(x, (str, int, float, type(None))) else str(x)


def table(rows: list[dict], desk: dict | None = None) -> str:
    """Per language: messages, exact (count and %), silent (count and %), of them the desk acts differently on
    (``desk``: ``desk_verdicts(rows)``, computed when None), refused readable rows."""
    desk = desk_verdicts(rows) if desk is None else desk
    lines = [f"{'language':<10} {'messages':>8} {'exact':>14} {'silent':>13} {'desk≠':>5} {'refused':>8}"]
    for lang in LANGS:
        mine = [r for r in rows if r["lang"] == lang]
        n = len(mine) or 1
        exact = sum(r["v"] == "exact" for r in mine)
        silent = sum(r["v"] == "silent" for r in mine)
        differs = sum(bool(v and v.differs) for r in mine if (v := desk.get((r["folder"], r["id"]))))
        refused = sum(r["v"] == "refused" for r in mine)
        lines.append(f"{lang:<10} {len(mine):>8} {exact:>6} {100 * exact / n:>6.1f}% {silent:>5} "
                     f"{100 * silent / n:>6.2f}% {differs:>5} {refused:>8}")
    return "\n".join(lines)


def _golds(folders) -> dict[tuple, dict]:
    """Every corpus row of the named folders by (folder name, id)."""
    out = {}
    for folder in folders:
        for lg in LANGS:
            for line in (_folder(folder) / f"{lg}.jsonl").read_text("utf-8").splitlines():
                if line.strip():
                    g = json.loads(line)
                    out[(folder, g["id"])] = g
    return out


def desk_verdicts(rows: list[dict]) -> dict[tuple, object]:
    """{(folder, id): ``benchmarks.desk_outcome.Verdict``} for every silent row (None for a counter row: no desk)."""
    from benchmarks.desk_outcome import compare

    silent = [r for r in rows if r["v"] == "silent"]
    golds = _golds({r["folder"] for r in silent})
    return {(r["folder"], r["id"]): compare(golds[(r["folder"], r["id"])], r["got"]) for r in silent}


def diff(before: list[dict], after: list[dict], verbose: bool = False) -> int:
    """Print rows better and worse per language; return the number worse."""
    old = {(r["folder"], r["id"]): r for r in before}
    worse_n = 0
    for lang in LANGS:
        better, worse, moved = [], [], []
        for r in after:
            o = old.get((r["folder"], r["id"]))
            if r["lang"] != lang or o is None:
                continue
            if RANK[r["v"]] < RANK[o["v"]]:
                better.append((o, r))
            elif RANK[r["v"]] > RANK[o["v"]]:
                worse.append((o, r))
            elif r["v"] != "exact" and r["got"] != o["got"]:
                moved.append((o, r))
        worse_n += len(worse)
        print(f"{lang}: {len(better)} better, {len(worse)} worse, {len(moved)} missed differently")
        for label, pairs in (("worse", worse), ("better", better if verbose else []),
                             ("moved", moved if verbose else [])):
            for o, r in pairs:
                print(f"  {label:<6} {r['folder']}/{r['id']}: {o['v']} {o['got']!r} -> {r['v']} {r['got']!r}")
    return worse_n


def listing(rows: list[dict], key: str, lang: str | None = None, differs: bool = False) -> None:
    """Print the rows refused with a reason key starting with ``key`` (or, for ``silent``, the rows misread, each
    marked ``[desk differs]`` with the act that differs, gold's then the reading's, or ``[desk same]``, with how
    the replies differ when they do; ``differs``: only the rows the desk acts differently on), each with its text
    and gold, read from the corpus files."""
    texts: dict[tuple, dict] = {}
    for r in rows:
        if (lang is None or r["lang"] == lang) and (r["v"] == "silent" if key == "silent" else
                                                    (r.get("key") or "").startswith(key)):
            texts[(r["folder"], r["id"])] = r
    desk = desk_verdicts(list(texts.values())) if key == "silent" else {}
    if differs:
        texts = {k: r for k, r in texts.items() if desk.get(k) and desk[k].differs}
    golds = _golds({f for f, _ in texts})
    for (folder, rid), r in sorted(texts.items()):
        g = golds.get((folder, rid), {})
        gold = g.get("intents") if g.get("readable") else g.get("reason")
        v = desk.get((folder, rid))
        mark = "" if key != "silent" else " [no desk: counter]" if v is None else \
            f" [desk differs] {v.what}" if v.differs else " [desk same]"
        reply = f"\n-- reply differs: {v.reply}" if v is not None and v.reply else ""
        print(f"== {folder}/{rid} [{r.get('key') or r['v']}]{mark}\n{g.get('text', '')}\n-- gold: "
              f"{json.dumps(gold, ensure_ascii=False)}\n-- got: {json.dumps(r['got'], ensure_ascii=False)}{reply}")
    print(f"{len(texts)} rows")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--save", type=Path, help="write every row's verdict to this JSON file")
    ap.add_argument("--folders", nargs="*", type=Path, help="corpus folders (default: every labelled one)")
    ap.add_argument("--diff", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    ap.add_argument("--list", nargs=2, metavar=("SAVED", "KEY"), help="rows refused with KEY (prefix), or silent")
    ap.add_argument("--lang", choices=LANGS, help="with --list: one language")
    ap.add_argument("--differs", action="store_true", help="with --list SAVED silent: only rows the desk acts on "
                    "differently")
    ap.add_argument("--table", type=Path, metavar="SAVED", help="print the table of a saved file")
    ap.add_argument("-v", "--verbose", action="store_true", help="with --diff: list rows better and moved too")
    a = ap.parse_args()
    if a.list:
        listing(json.loads(Path(a.list[0]).read_text("utf-8")), a.list[1], a.lang, a.differs)
        return 0
    if a.table:
        print(table(json.loads(a.table.read_text("utf-8"))))
        return 0
    if a.diff:
        before, after = (json.loads(p.read_text("utf-8")) for p in a.diff)
        return 1 if diff(before, after, a.verbose) else 0
    rows = verdicts([p.resolve() for p in a.folders] if a.folders else labelled_folders())
    print(table(rows))
    if a.save:
        a.save.write_text(json.dumps(rows, ensure_ascii=False, indent=0), "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
