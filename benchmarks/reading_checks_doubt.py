"""The reading doubt (``lang.reading_doubt``) measured without the sealed sets, for ``benchmarks/reading_checks.py
--doubt`` (needs scikit-learn; ~10 min on 2 CPUs).

Kinds' chances of every row from kinds' models (``second_opinion_train.LABELS``, ``C``) trained without its corpus:
the thirteen sealed sets left out together, the other corpora in four groups in turn; text features computed once.
The reading doubt (``READING_C``) is trained on the non-sealed first readings and scores the sealed ones; the rest
are scored in four groups left out in turn. Printed: each threshold alone and or-ed with ``lang.figure_accounting``
(quantities and goods acted on twice), and the same on today's readings of the first readings' texts with the
weights shipped in ``lang/data`` (the cost now: exact rows a shipped threshold would refuse).
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

THRESHOLDS = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6)


def held_out_doubt(firsts: list[dict], sealed: frozenset[str], groups: int = 4) -> None:
    """Print the curves of the module docstring for ``firsts`` (``reading_checks.first_readings``)."""
    import numpy as np
    import second_opinion_train as sot
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression
    import test_reader_chat_corpus as T
    from lang import reading_doubt as rd, second_opinion as so
    from market.catalogue import load_catalogue
    from reading_checks import Marks
    from lang.figure_accounting import acted_twice, unaccounted
    rows = sot.corpus_rows()
    feats = {(r["corpus"], r["id"]): sot.text_features(r["text"]) for r in rows}
    x = DictVectorizer().fit_transform([dict.fromkeys(feats[(r["corpus"], r["id"])], 1) for r in rows])
    corpus = np.array([r["corpus"] for r in rows])
    rest = sorted(set(corpus) - sealed)
    chances: dict = {}
    for group in [set(sealed)] + [set(rest[k::groups]) for k in range(groups)]:
        out = np.isin(corpus, list(group))
        p = {}
        for label in sot.LABELS:
            y = np.array([label in r["labels"] for r in rows])
            p[label] = LogisticRegression(C=sot.C, max_iter=5000).fit(x[~out], y[~out]).predict_proba(x[out])[:, 1]
        for j, i in enumerate(np.flatnonzero(out)):
            chances[(rows[i]["corpus"], rows[i]["id"])] = {label: float(p[label][j]) for label in sot.LABELS}

    def features(d, reading_rows):
        key = (d["corpus"], d["id"])
        kinds = {r[0] for r in reading_rows}
        if key not in chances or not kinds or not kinds <= set(so.KINDS):
            return None
        return rd.reading_features(reading_rows, chances[key], feats[key])

    def fit(ds):
        xs, ys = [], []
        for d in ds:
            f = features(d, d["rows"])
            if f is not None:
                xs.append(dict.fromkeys(f, 1))
                ys.append(d["v"] == "silent")
        vec = DictVectorizer()
        m = LogisticRegression(C=sot.READING_C, max_iter=5000).fit(vec.fit_transform(xs), np.array(ys))
        return rd.ReadingWeights(m.intercept_[0], dict(zip(vec.get_feature_names_out(), m.coef_[0])))

    score = {}
    folds = [(set(sealed), [d for d in firsts if d["corpus"] not in sealed])]
    folds += [(set(rest[k::groups]), [d for d in firsts if d["corpus"] not in sealed and d["corpus"] not in
                                      set(rest[k::groups])]) for k in range(groups)]
    for group, train_on in folds:
        weights = fit(train_on)
        for d in firsts:
            if d["corpus"] in group:
                f = features(d, d["rows"])
                score[(d["corpus"], d["id"])] = rd.silent_chance(f, weights) if f else 0.0
    cat = load_catalogue()
    marks = Marks()
    accounting, today = {}, {}
    for d in firsts:
        key = (d["corpus"], d["id"])
        figures, reading = marks.of(d["row"]["text"], cat)
        accounting[key] = bool(unaccounted(figures, d["rows"], cat, prices=False) or acted_twice(d["rows"]))
        got = T.read_rows(reading) if reading.readable else None
        if got is not None and d["row"]["readable"] and T.same(T.gold_rows(d["row"]), got):
            kinds = {r[0] for r in got}
            chance = rd.silent_chance(rd.reading_features(got, so.kind_chances(feats[key]), feats[key])) \
                if kinds and kinds <= set(so.KINDS) else 0.0
            today[key] = (chance, bool(unaccounted(figures, got, cat, prices=False) or acted_twice(got)))
    kinds = Counter(("sealed" if d["corpus"] in sealed else "rest", d["v"], (d["corpus"], d["id"]) in chances and bool(
        {r[0] for r in d["rows"]}) and {r[0] for r in d["rows"]} <= set(so.KINDS) and so.doubt_given(
        {r[0] for r in d["rows"]}, chances[(d["corpus"], d["id"])]) is not None) for d in firsts)
    print("kinds doubt (held out):", {k: v for k, v in sorted(kinds.items())})
    for above in THRESHOLDS:
        for with_accounting in (False, True):
            c = Counter()
            for d in firsts:
                key = (d["corpus"], d["id"])
                part = "sealed" if d["corpus"] in sealed else "rest"
                c[(part, d["v"], score[key] > above or with_accounting and accounting[key])] += 1
            lost = sum(1 for chance, acc in today.values() if chance > above or with_accounting and acc)

            def share(part, v):
                n = c[(part, v, True)] + c[(part, v, False)]
                return f"{c[(part, v, True)]}/{n} ({100 * c[(part, v, True)] / max(n, 1):.1f}%)"
            print(f"reading doubt > {above}{' or accounting' if with_accounting else '':14s} sealed silent "
                  f"{share('sealed', 'silent'):16s} exact {share('sealed', 'exact'):14s} | rest silent "
                  f"{share('rest', 'silent'):16s} exact {share('rest', 'exact'):16s} | today exact refused {lost}")
