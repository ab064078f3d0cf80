"""Mechanics of the independent chat-style corpus (tests/corpus_chat, issue 10).

Checks only the gold file itself — skus, ids, parallel triples, selling-unit
quantities, the unreadable fields — so a corrected gold reading cannot break
the corpus silently. Reading the messages is tested by the reader's own tests.
"""
import csv
import json
from pathlib import Path

import pytest

HERE = Path(__file__).parent
CORPUS = HERE / "corpus_chat"
LANGS = ("en", "hi", "hinglish")
KINDS = {"ask_quote", "offer", "accept", "reject", "order", "cancel", "pay",
         "dispute", "ask_delivery", "ask_bill", "bill"}
REASONS = {"empty", "no_item", "ambiguous_item", "ambiguous_intent", "no_quantity",
           "no_price", "no_id", "contradictory", "no_intent"}
LITRE_SKUS = {"ghee-1l", "mustard-oil-1l", "refined-oil-1l"}  # kilo quantities convert by density


def _catalogue():
    with open(HERE.parent / "market" / "data" / "catalogue.csv", encoding="utf-8") as f:
        return {row["sku"]: row for row in csv.DictReader(f)}


def _load(lang, corpus=CORPUS):
    with open(corpus / f"{lang}.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


HELD_OUT = sorted(HERE.glob("corpus_holdout*"))


@pytest.mark.parametrize("corpus", [CORPUS, *HELD_OUT], ids=lambda c: c.name)
@pytest.mark.parametrize("lang", LANGS)
def test_lines_are_well_formed(lang, corpus):
    cat = _catalogue()
    rows = _load(lang, corpus)
    assert len(rows) >= (200 if corpus == CORPUS else 50)
    assert len({r["id"] for r in rows}) == len(rows)
    for r in rows:
        if not r["readable"]:
            assert r["reason"] in REASONS and r["note"] and r["intents"] == [], r["id"]
            continue
        assert r["reason"] == "" and r["intents"], r["id"]
        for intent in r["intents"]:
            assert intent["kind"] in KINDS, r["id"]
            assert (intent["total_inr"] is not None) == (intent["kind"] == "bill"), r["id"]
            for item in intent["items"]:
                assert item["sku"] in cat, (r["id"], item["sku"])
                q = item["quantity"]
                if q is not None and item["sku"] not in LITRE_SKUS:
                    assert isinstance(q, int) and q > 0, (r["id"], item)
                if item["unit_price_inr"] is not None:
                    assert 0 < item["unit_price_inr"] <= 2 * float(cat[item["sku"]]["mrp_inr"]), r["id"]


def test_parallel_triples_share_gold():
    by_par = {}
    for lang in LANGS:
        for r in _load(lang):
            if r["parallel"]:
                by_par.setdefault(r["parallel"], {})[lang] = r
    triples = [v for v in by_par.values() if len(v) == 3]
    assert len(triples) >= 150
    for t in by_par.values():
        golds = {json.dumps([t[l]["readable"], t[l]["reason"], t[l]["intents"]], sort_keys=True) for l in t}
        assert len(golds) == 1, next(iter(t.values()))["parallel"]
