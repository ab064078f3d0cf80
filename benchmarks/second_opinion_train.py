"""Train the reader's second opinion (``lang.second_opinion``) on the labelled corpora, or measure it.

    pip install -e ".[train]"          # scikit-learn, for this script only
    python benchmarks/second_opinion_train.py            # writes lang/data/second_opinion.json and .npy
    python benchmarks/second_opinion_train.py --check    # the corpora still match the weights' record
    python benchmarks/second_opinion_train.py --left-out corpus_holdout52 corpus_holdout58

Training rows: every e-mail row of ``tests/corpus*/{en,hi,hinglish}.jsonl`` with a
gold reading (the counter's lines, whose only kind is ``bill``, are left out). Labels:
each request kind present in the gold (a gold refusal has none). One
L2 logistic regression per label (scikit-learn, lbfgs, ``C``) over binary features
(``lang.second_opinion.features``); weights rounded to 4 decimals, those under ``PRUNE``
set to 0, features with no weight left dropped; the matrix saved as float32.
Deterministic: the same corpora give the same files.

``--left-out C …``: for each named corpus, train without it and read its rows
with the rules alone (``read_message(…, second_opinion=False)``), then count the
readings the second opinion would refuse: exact ones (its cost) and silent
misreadings (its gain), at the module's thresholds.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from lang import second_opinion as so  # noqa: E402
from lang.clean import clean  # noqa: E402
from lang.items import matcher_for  # noqa: E402
from lang.language import normalize, tokenize  # noqa: E402
from market.catalogue import load_catalogue  # noqa: E402

LABELS = list(so.KINDS)
#: Regularisation (inverse strength) and the smallest weight kept.
C, PRUNE = 1.0, 0.03


def corpus_rows(root: Path = ROOT / "tests") -> list[dict]:
    """Rows of every ``corpus*`` folder (``test_reader_chat_corpus.load``): {corpus, id, text, labels}."""
    import test_reader_chat_corpus as T
    out = []
    for d in sorted(root.glob("corpus*")):
        for lang in T.LANGS:
            if not (d / f"{lang}.jsonl").exists():
                continue
            for row in T.load(lang, d):
                if not all(k in row for k in ("text", "readable", "intents")) or row.get("style") == "counter":
                    continue
                kinds = {i["kind"] for i in row["intents"]} if row["readable"] else set()
                if "bill" in kinds:
                    continue
                out.append({"corpus": d.name, "id": row["id"], "text": row["text"], "labels": sorted(kinds)})
    return out


def digest(rows: list[dict]) -> str:
    """sha256 of the rows' corpus, id, text and labels, in order: what the weights were trained on."""
    h = hashlib.sha256()
    for r in rows:
        h.update(json.dumps([r["corpus"], r["id"], r["text"], r["labels"]], ensure_ascii=False).encode())
    return h.hexdigest()


def text_features(text: str) -> list[str]:
    """``lang.second_opinion.features`` of a whole message, tokenised as ``lang.reader`` tokenises it."""
    tokens = tokenize(normalize(clean(text)))
    return so.features(tokens, matcher_for(load_catalogue()).find_in_tokens(tokens))


def train(rows: list[dict]) -> dict:
    """The weights file's content for ``rows`` (needs scikit-learn)."""
    import numpy as np
    import sklearn
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression
    vec = DictVectorizer()
    x = vec.fit_transform([{f: 1 for f in text_features(r["text"])} for r in rows])
    names = vec.get_feature_names_out()
    coef, intercepts = [], []
    for label in LABELS:
        y = np.array([label in r["labels"] for r in rows])
        fit = LogisticRegression(C=C, max_iter=5000).fit(x, y)
        intercepts.append(round(float(fit.intercept_[0]), 4))
        coef.append(np.round(fit.coef_[0], 4))
    matrix = np.array(coef).T  # features × labels
    matrix[np.abs(matrix) < PRUNE] = 0.0
    keep = np.flatnonzero(np.abs(matrix).max(axis=1) > 0)
    return {"labels": LABELS, "intercepts": intercepts, "features": [str(names[k]) for k in keep],
            "matrix": matrix[keep].astype(np.float32),
            "trained_on": {"rows": len(rows), "sha256": digest(rows), "corpora": sorted({r["corpus"] for r in rows}),
                           "C": C, "prune": PRUNE, "scikit_learn": sklearn.__version__}}


def left_out(rows: list[dict], names: list[str]) -> None:
    """Print, per corpus left out of training, the rules' readings the second opinion would refuse."""
    import test_reader_chat_corpus as T
    from lang.reader import read_message
    cat = load_catalogue()
    gold = {}
    for d in names:
        for lang in T.LANGS:
            if (ROOT / "tests" / d / f"{lang}.jsonl").exists():
                gold.update({(d, r["id"]): r for r in T.load(lang, ROOT / "tests" / d)})
    total = {"exact": [0, 0], "silent": [0, 0]}
    for name in names:
        data = train([r for r in rows if r["corpus"] != name])
        weights = so.Weights(data["labels"], data["intercepts"], data["features"], data["matrix"])
        counts = {"exact": [0, 0], "silent": [0, 0]}
        for r in (r for r in rows if r["corpus"] == name):
            g = gold[(name, r["id"])]
            reading = read_message(r["text"], cat, email=True, second_opinion=False)
            if not reading.readable:
                continue
            got = T.read_rows(reading)
            verdict = "exact" if g["readable"] and T.same(T.gold_rows(g), got) else "silent"
            refused = so.doubt({i.kind for i in reading.intents}, text_features(r["text"]), weights) is not None
            counts[verdict][0] += 1
            counts[verdict][1] += refused
        for v in total:
            total[v][0] += counts[v][0]
            total[v][1] += counts[v][1]
        print(f"{name}: refused {counts['silent'][1]} of {counts['silent'][0]} silent, "
              f"{counts['exact'][1]} of {counts['exact'][0]} exact")
    print(f"all: refused {total['silent'][1]} of {total['silent'][0]} silent, "
          f"{total['exact'][1]} of {total['exact'][0]} exact")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when the corpora differ from the weights' record")
    ap.add_argument("--left-out", nargs="+", metavar="CORPUS", help="measure with each corpus left out of training")
    args = ap.parse_args()
    rows = corpus_rows()
    if args.check:
        on = json.loads(so.WEIGHTS.read_text(encoding="utf-8"))["trained_on"]
        same = on["sha256"] == digest(rows)
        print(f"{len(rows)} rows; weights trained on {on['rows']}: {'same' if same else 'DIFFERENT — retrain'}")
        return 0 if same else 1
    if args.left_out:
        left_out(rows, args.left_out)
        return 0
    data = train(rows)
    import numpy as np
    np.save(so.MATRIX, data.pop("matrix"), allow_pickle=False)
    so.WEIGHTS.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{so.WEIGHTS} and {so.MATRIX.name}: {len(data['features'])} features, {data['trained_on']['rows']} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
