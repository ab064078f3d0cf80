"""The acceptance check of retrained second-opinion weights (benchmarks/second_opinion_accept.py): rows silent with
new weights and not with the old are found, and its shortcut (only the rows whose questions get other answers read
again) gives the verdicts a full reading with the new weights gives."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import second_opinion_accept as acc  # noqa: E402
from lang import second_opinion as so  # noqa: E402

FOLDER = ROOT / "tests" / "corpus_probes50_hd"


def _row(rid, v, lang="en", got=None):
    return {"folder": "corpus_x", "id": rid, "lang": lang, "v": v, "got": got}


def test_newly_silent_and_newly_refused_and_scores():
    before = [_row("a", "refused", got="why"), _row("b", "exact"), _row("c", "silent", got=[["order"]]),
              _row("d", "exact", "hi"), _row("e", "exact", "hi")]
    after = [_row("a", "silent", got=[["offer"]]), _row("b", "silent", got=[["order"]]),
             _row("c", "silent", got=[["offer"]]), _row("d", "refused", "hi", got="why"), _row("e", "exact", "hi")]
    assert [n["id"] for _, n in acc.newly_silent(before, after)] == ["a", "b"]
    assert [n["id"] for _, n in acc.newly_refused(before, after)] == ["d"]
    assert acc.scores(before) == {"en": (1, 1, 3), "hi": (2, 0, 2), "hinglish": (0, 0, 0)}
    assert acc.scores(after) == {"en": (0, 3, 3), "hi": (1, 0, 2), "hinglish": (0, 0, 0)}


def _shifted(kind: str, by: float) -> so.Weights:
    """The files' weights with ``kind``'s intercept moved by ``by``."""
    w = so._weights()
    intercepts = w.intercepts.copy()
    intercepts[so.KINDS.index(kind)] += by
    return so.Weights(w.labels, intercepts, list(w.rows), w.matrix.copy())


def test_compare_reads_again_only_what_changes_and_agrees_with_a_full_reading():
    new = _shifted("ask_quote", 20.0)  # a rate asked sure in every message: readings without one refused
    before, after, first = acc.compare(None, new, folders=[FOLDER], procs=1)
    full = [v for v, _ in acc.read_all(acc._rows_of([FOLDER]), new, procs=1)]
    assert after == full
    assert before == [v for v, _ in acc.read_all(acc._rows_of([FOLDER]), None, procs=1)]
    changed = [(o["id"], o["v"], n["v"]) for o, n in zip(before, after) if o["v"] != n["v"]]
    assert changed and all(v == "refused" for _, _, v in changed)
    assert 0 < sum(bool(calls) for _, calls in first) < len(first)  # not every row asks: those are not read again
    assert so._weights is acc._ORIG["weights"] and so.kind_chances is acc._ORIG["kind_chances"]  # put back


def test_rules_misread_matches_reading_without_the_second_opinion():
    _, _, first = acc.compare(None, _shifted("offer", 0.0), folders=[FOLDER], procs=1)
    rules = [v for v, _ in acc.read_all(acc._rows_of([FOLDER]), None, procs=1, judge=False)]
    misread = acc.rules_misread(first, folders=[FOLDER], procs=1)
    assert misread == {(v["folder"], v["id"]) for v in rules if v["v"] == "silent"}
    assert ("corpus_probes50_hd", "hl-e3003") in misread  # the rules read four orders; gold: an accept as well


def _trainer():
    import importlib.util
    path = ROOT / "benchmarks" / "second_opinion_train.py"
    spec = importlib.util.spec_from_file_location("second_opinion_train", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_trainer_writes_nothing_while_a_row_is_newly_silent(monkeypatch, capsys):
    tr = _trainer()
    before = [{"folder": "corpus_holdout90", "id": "hl-m9022", "lang": "hinglish", "v": "refused", "got": "why",
               "key": "ambiguous_intent.not_sure"}]  # as 5271f945's weights let it through
    after = [dict(before[0], v="silent", got=[["offer", "onion-1kg", 40, 32.0, None, None, None, None, None]])]
    del after[0]["key"]
    monkeypatch.setattr(tr, "accepted_fit", lambda rows, **kw: ({}, {}, before, after, []))  # ({}: no file written)
    monkeypatch.setattr(sys, "argv", ["second_opinion_train.py"])
    assert tr.main() == 1
    out = capsys.readouterr().out
    assert "newly silent corpus_holdout90/hl-m9022" in out and "[desk differs: order placed" in out
    assert "NOT WRITTEN: 1 rows" in out and "--accept" in out
