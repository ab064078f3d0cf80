"""Whether retrained second-opinion weights let through rule misreadings the weights in the repo refused.

    python benchmarks/second_opinion_accept.py --commit 5271f945      # the weights before a commit and after it
    python benchmarks/second_opinion_accept.py --old A.json A.npy --new B.json B.npy

Every retraining of ``lang.second_opinion`` churns: the weights of 5271f945 let four rule misreadings through that
the weights before it refused (holdout56 hl-n033, holdout90 hl-m9022, probes47_rd hl-rd47-028, probes50_hd
hl-e3003). ``compare(old, new)`` reads every labelled row (``benchmarks/reader_scores.labelled_folders``, scored as
``reader_scores.verdicts`` scores it) with the ``old`` weights and with the ``new`` ones and returns both verdict
lists; ``newly_silent`` lists the rows silent with the new and not silent with the old (the supplier's desk acts on
a misreading the old weights refused), ``newly_refused`` the rows exact with the old and refused with the new (the
cost in exact readings). ``benchmarks/second_opinion_train.py`` runs it after fitting, before writing.

Fast and exact: the rows are read once with the old weights (in two processes, one a half), recording every
question the reading put to the second opinion (``doubt_given``: the kinds read and the features the chances came
from). A reading depends on the weights only through those answers (the reading doubt's are off: ``lang
.reading_doubt.ABOVE``; when it is on, every row that asked is read again), so only the rows where the new weights
answer one question differently are read again with the new weights; the others' verdicts are the old ones.
"""
from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from lang import reading_doubt as rd  # noqa: E402
from lang import second_opinion as so  # noqa: E402

_ORIG = {"weights": so._weights, "kind_chances": so.kind_chances, "doubt_given": so.doubt_given}
_STATE: dict = {"weights": None, "calls": None}


class _Chances(dict):
    """``kind_chances``'s answer, with the features it came from (``feats``) for the record."""
    feats: str = ""


def _kind_chances(feats, weights=None):
    out = _Chances(_ORIG["kind_chances"](feats, weights))
    out.feats = "\x00".join(feats)  # (one string: cheap to send back from a process)
    if _STATE["calls"] is not None and rd.ABOVE is not None:
        _STATE["calls"].append((None, out.feats))  # the reading doubt weighs the chances too: read again
    return out


def _doubt_given(read_kinds, chance):
    if _STATE["calls"] is not None:
        _STATE["calls"].append((frozenset(read_kinds), getattr(chance, "feats", None)))
    return _ORIG["doubt_given"](read_kinds, chance)


def _patched_weights():
    return _STATE["weights"] if _STATE["weights"] is not None else _ORIG["weights"]()


def use(weights: "so.Weights | None") -> None:
    """Read with ``weights`` (None: the files'), recording the second opinion's questions."""
    so._weights = _patched_weights
    so.kind_chances = _kind_chances
    so.doubt_given = _doubt_given
    _STATE["weights"] = weights


def weights_of(json_text: str, npy_bytes: bytes) -> "so.Weights":
    """``so.Weights`` from a weights file's JSON text and its matrix's .npy bytes."""
    data = json.loads(json_text)
    return so.Weights(tuple(data["labels"]), data["intercepts"], data["features"],
                      np.load(io.BytesIO(npy_bytes), allow_pickle=False))


def weights_at(rev: str) -> "so.Weights":
    """The weights of git revision ``rev``."""
    def show(name: str) -> bytes:
        return subprocess.run(["git", "show", f"{rev}:lang/data/{name}"], cwd=ROOT, check=True,
                              capture_output=True).stdout
    return weights_of(show("second_opinion.json").decode("utf-8"), show("second_opinion.npy"))


def _rows_of(folders: list[Path]) -> list[tuple[str, str, dict]]:
    from benchmarks.reader_scores import LANGS, _name
    return [(_name(f), lang, json.loads(line)) for f in folders for lang in LANGS
            for line in (f / f"{lang}.jsonl").read_text("utf-8").splitlines() if line.strip()]


def verdict(folder: str, lang: str, row: dict, cat, counter, judge: bool = True) -> dict:
    """One row's verdict as ``reader_scores.verdicts`` gives it (``tests/test_reader_chat_corpus.score``'s measure),
    read with the weights in use (``judge=False``: the rule stages alone)."""
    from benchmarks.reader_scores import _plain
    from test_reader_chat_corpus import gold_rows, read_rows, same

    from lang.reader import read_message
    if counter is not None and row.get("style") == "counter":
        r = counter(row["text"], cat)
    else:
        r = read_message(row["text"], cat, email=True, second_opinion=judge)
        if r.readable and any(i.kind == "bill" for i in r.intents):
            r = r.model_copy(update={"readable": False})
    got = read_rows(r) if r.readable else []
    ok = (r.readable and same(gold_rows(row), got)) if row["readable"] else not r.readable
    out = {"folder": folder, "id": row["id"], "lang": lang, "v": "exact", "got": None}
    if not ok:
        miss = r.reason or got
        out["v"] = "refused" if isinstance(miss, str) else "silent"
        out["got"] = miss if isinstance(miss, str) else [list(map(_plain, x)) for x in miss]
    if out["v"] == "refused" and row.get("style") != "counter":
        out["key"] = read_message(row["text"], cat, email=True).reason_key
    return out


def _read_part(args) -> list[tuple[dict, list]]:
    """(verdict, the second opinion's questions) of each row of a part, with the weights of ``_STATE``."""
    from test_reader_chat_corpus import counter_reader

    from market.catalogue import load_catalogue
    rows, weights, judge = args
    use(weights)
    cat, counter = load_catalogue(), counter_reader()
    out = []
    try:
        for folder, lang, row in rows:
            _STATE["calls"] = []
            v = verdict(folder, lang, row, cat, counter, judge)
            out.append((v, sorted(set(_STATE["calls"]), key=repr)))
    finally:
        _STATE["calls"] = None
        use(None)
        so._weights, so.kind_chances, so.doubt_given = _ORIG["weights"], _ORIG["kind_chances"], _ORIG["doubt_given"]
    return out


def read_all(rows: list, weights: "so.Weights | None", procs: int = 2, judge: bool = True) -> list[tuple[dict, list]]:
    """``_read_part`` of ``rows`` in ``procs`` forked processes (rows dealt in turn), in the rows' order."""
    import multiprocessing as mp
    if procs <= 1 or len(rows) < 200:
        return _read_part((rows, weights, judge))
    with mp.get_context("fork").Pool(procs) as pool:
        parts = pool.map(_read_part, [(rows[k::procs], weights, judge) for k in range(procs)])
    out = [None] * len(rows)
    for k, part in enumerate(parts):
        out[k::procs] = part
    return out


def record(old: "so.Weights | None" = None, folders: list[Path] | None = None, procs: int = 2) -> list:
    """``compare``'s record: every labelled row read with ``old`` weights (None: the files'), with its questions."""
    from benchmarks.reader_scores import labelled_folders
    return read_all(_rows_of(folders if folders is not None else labelled_folders()), old, procs)


def _answers(calls: list, weights: "so.Weights") -> list | None:
    """The second opinion's answers to the recorded questions with ``weights``; None when the row must be read
    again (the reading doubt on, or features not recorded)."""
    out = []
    for kinds, feats in calls:
        if kinds is None or feats is None:
            return None
        chance = _ORIG["kind_chances"](feats.split("\x00") if feats else [], weights)
        out.append(_ORIG["doubt_given"](set(kinds), chance))
    return out


def compare(old: "so.Weights | None", new: "so.Weights", folders: list[Path] | None = None,
            first: list | None = None, procs: int = 2) -> tuple[list[dict], list[dict], list]:
    """Verdicts of every labelled row (``folders``: ``reader_scores.labelled_folders()``) with ``old`` weights (None:
    the files') and with ``new``; and the old reading's record (pass it back as ``first`` to compare other ``new``
    weights with the same ``old`` without reading everything again). Rows whose questions get the same answers
    keep the old verdict; the rest are read again with ``new``."""
    from benchmarks.reader_scores import labelled_folders
    rows = _rows_of(folders if folders is not None else labelled_folders())
    if first is None:
        first = record(old, folders, procs)
    old_w = old if old is not None else _ORIG["weights"]()
    again = [k for k, (_, calls) in enumerate(first) if calls and (
        (a := _answers(calls, new)) is None or a != _answers(calls, old_w))]
    redone = read_all([rows[k] for k in again], new, procs)
    after = [v for v, _ in first]
    for k, (v, _) in zip(again, redone):
        after[k] = v
    return [v for v, _ in first], after, first


def rules_misread(first: list, old: "so.Weights | None" = None, folders: list[Path] | None = None,
                  procs: int = 2) -> set[tuple[str, str]]:
    """(folder, id) of the rows the rule stages alone (``second_opinion=False``) read to something other than gold
    (readable, not exact), given ``compare``'s record of a reading with ``old`` weights (None: the files'): a row
    whose every question the second opinion answered with no doubt was read as the rules read it; the others are
    read again without it."""
    from benchmarks.reader_scores import labelled_folders
    rows = _rows_of(folders if folders is not None else labelled_folders())
    old_w = old if old is not None else _ORIG["weights"]()
    again = [k for k, (_, calls) in enumerate(first) if calls and (
        (a := _answers(calls, old_w)) is None or any(x is not None for x in a))]
    out = {(v["folder"], v["id"]) for k, (v, calls) in enumerate(first) if v["v"] == "silent"}
    redone = read_all([rows[k] for k in again], None, procs, judge=False)
    for k, (v, _) in zip(again, redone):
        (out.add if v["v"] == "silent" else out.discard)((v["folder"], v["id"]))
    return out


def newly_silent(before: list[dict], after: list[dict]) -> list[tuple[dict, dict]]:
    """(old, new) verdicts of the rows silent with the new weights and not with the old."""
    return [(o, n) for o, n in zip(before, after) if n["v"] == "silent" and o["v"] != "silent"]


def newly_refused(before: list[dict], after: list[dict]) -> list[tuple[dict, dict]]:
    """(old, new) verdicts of the rows exact with the old weights and refused with the new (their gold is readable:
    an unreadable gold refused is exact)."""
    return [(o, n) for o, n in zip(before, after) if o["v"] == "exact" and n["v"] == "refused"]


def scores(rows: list[dict]) -> dict[str, tuple[int, int, int]]:
    """Per language: (exact, silent, rows)."""
    from benchmarks.reader_scores import LANGS
    return {lang: (sum(r["v"] == "exact" for r in rows if r["lang"] == lang),
                   sum(r["v"] == "silent" for r in rows if r["lang"] == lang),
                   sum(r["lang"] == lang for r in rows)) for lang in LANGS}


def report(before: list[dict], after: list[dict], out=print) -> list[tuple[dict, dict]]:
    """Print the rows newly silent (each with whether the desk acts on it otherwise than on gold, as ``reader_scores
    --list SAVED silent --differs`` decides), the rows newly refused, and exact / silent per language; return the
    newly silent rows."""
    from benchmarks.reader_scores import desk_verdicts
    silent = newly_silent(before, after)
    desk = desk_verdicts([n for _, n in silent]) if silent else {}
    for o, n in silent:
        v = desk.get((n["folder"], n["id"]))
        mark = "no desk: counter" if v is None else f"desk differs: {v.what}" if v.differs else "desk same"
        out(f"  newly silent {n['folder']}/{n['id']} ({n['lang']}; was {o['v']} {o.get('key') or ''}) [{mark}]: "
            f"{json.dumps(n['got'], ensure_ascii=False)}")
    refused = newly_refused(before, after)
    for o, n in refused:
        out(f"  newly refused {n['folder']}/{n['id']} ({n['lang']}; was exact): {n.get('key')}")
    was, now = scores(before), scores(after)
    out("  exact/silent " + "; ".join(f"{lang} {was[lang][0]}/{was[lang][1]} → {now[lang][0]}/{now[lang][1]}"
                                      for lang in was) +
        f"; newly silent {len(silent)} (desk differs {sum(bool(v and v.differs) for v in desk.values())}), "
        f"newly refused (gold readable) {len(refused)}")
    return silent


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--commit", help="the weights before this commit (its parent's) and after it")
    ap.add_argument("--old", nargs=2, metavar=("JSON", "NPY"), help="the old weights' files (default: the repo's)")
    ap.add_argument("--new", nargs=2, metavar=("JSON", "NPY"), help="the new weights' files")
    ap.add_argument("--procs", type=int, default=2)
    a = ap.parse_args()
    def files(pair):
        return weights_of(Path(pair[0]).read_text("utf-8"), Path(pair[1]).read_bytes())
    if a.commit:
        old, new = weights_at(f"{a.commit}^"), weights_at(a.commit)
    elif a.new:
        old, new = (files(a.old) if a.old else None), files(a.new)
    else:
        ap.error("--commit or --new")
    before, after, _ = compare(old, new, procs=a.procs)
    silent = report(before, after)
    return 1 if silent else 0


if __name__ == "__main__":
    raise SystemExit(main())
