"""The multilingual reader against the hand-labelled corpus (tests/corpus/*.jsonl).

Every message is read with ``lang.reader.read_message`` and compared with its
gold label (schema in tests/corpus/README.md). A message is exactly right when
``readable`` matches and, for readable ones, the intent, the items (same skus
in the same order, quantity, unit, unit and total price within half a paisa)
and any bill id, order id or bill total the gold label gives all match; for
unreadable ones the kind of the reason (the text before any ':') must match.

The reader must get at least 98% of every language exactly right, and the
languages may differ by at most one percentage point: no language is read
worse than another.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from market.catalogue import load_catalogue

CORPUS = Path(__file__).parent / "corpus"
LANGUAGES = ("en", "hi", "hinglish")
MIN_EXACT_PCT = 98.0
MAX_SPREAD_PCT = 1.0
PRICE_TOL = 0.005
DEVANAGARI = re.compile("[\u0900-\u097F]")
ITEM_KEYS = ("sku", "quantity", "unit", "unit_price_inr", "total_price_inr")
GOLD_KEYS = {"id", "text", "readable", "reason", "intent", "items", "bill_id", "order_id", "total_inr", "style"}


def load(lang: str) -> list[dict]:
    """The gold messages of one language, in file order."""
    with open(CORPUS / f"{lang}.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def _get(obj, name, default=None):
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _num_eq(a, b, tol: float) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return abs(float(a) - float(b)) <= tol


def _bill_total(reading):
    """The bill total a reading states: ``total_inr`` if it has one, else a bill intent's total."""
    total = _get(reading, "total_inr")
    if total is not None:
        return total
    for intent in _get(reading, "intents") or []:
        if _get(intent, "kind") == "bill":
            if _get(intent, "total_inr") is not None:
                return _get(intent, "total_inr")
            if _get(intent, "total_paise") is not None:
                return _get(intent, "total_paise") / 100
    return None


def summarize(reading) -> dict:
    """The reading cut down to the gold label's fields, for messages and comparison."""
    items = [{k: _get(it, k) for k in ITEM_KEYS} for it in (_get(reading, "items") or [])]
    return {"readable": _get(reading, "readable"), "reason": _get(reading, "reason") or "",
            "intent": _get(reading, "intent"), "items": items,
            "bill_id": _get(reading, "bill_id"), "order_id": _get(reading, "order_id"),
            "total_inr": _bill_total(reading)}


def mismatch(gold: dict, got: dict) -> str:
    """'' when the reading is exactly right for this gold label, else what differs."""
    if bool(got["readable"]) != gold["readable"]:
        return f"readable {got['readable']} (reason {got['reason']!r}), expected {gold['readable']}"
    if not gold["readable"]:
        kind = got["reason"].split(":", 1)[0].strip()
        return "" if kind == gold["reason"] else f"reason {got['reason']!r}, expected {gold['reason']!r}"
    if got["intent"] != gold["intent"]:
        return f"intent {got['intent']!r}, expected {gold['intent']!r}"
    if len(got["items"]) != len(gold["items"]):
        return f"{len(got['items'])} items, expected {len(gold['items'])}"
    for n, (g, r) in enumerate(zip(gold["items"], got["items"]), 1):
        if r["sku"] != g["sku"]:
            return f"item {n}: sku {r['sku']!r}, expected {g['sku']!r}"
        if not _num_eq(r["quantity"], g["quantity"], 1e-9):
            return f"item {n} ({g['sku']}): quantity {r['quantity']!r}, expected {g['quantity']!r}"
        if r["unit"] != g["unit"]:
            return f"item {n} ({g['sku']}): unit {r['unit']!r}, expected {g['unit']!r}"
        for key in ("unit_price_inr", "total_price_inr"):
            if not _num_eq(r[key], g[key], PRICE_TOL):
                return f"item {n} ({g['sku']}): {key} {r[key]!r}, expected {g[key]!r}"
    for key in ("bill_id", "order_id"):
        if gold.get(key) is not None and got[key] != gold[key]:
            return f"{key} {got[key]!r}, expected {gold[key]!r}"
    if gold.get("total_inr") is not None and not _num_eq(got["total_inr"], gold["total_inr"], PRICE_TOL):
        return f"total_inr {got['total_inr']!r}, expected {gold['total_inr']!r}"
    return ""


def _expected(gold: dict) -> dict:
    return {k: gold[k] for k in ("readable", "reason", "intent", "items", "bill_id", "order_id", "total_inr")
            if k in gold}


def test_corpus_files_are_well_formed():
    skus = set(load_catalogue().skus())
    problems = []
    for lang in LANGUAGES:
        msgs = load(lang)
        if len(msgs) < 150:
            problems.append(f"{lang}: {len(msgs)} messages, need at least 150")
        ids = [m["id"] for m in msgs]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            problems.append(f"{lang}: duplicate ids {dupes}")
        for m in msgs:
            if set(m) - GOLD_KEYS:
                problems.append(f"{m['id']}: unknown keys {sorted(set(m) - GOLD_KEYS)}")
            if not m["id"].startswith(f"{lang}-"):
                problems.append(f"{m['id']}: id does not start with {lang}-")
            for it in m["items"]:
                if it["sku"] not in skus:
                    problems.append(f"{m['id']}: unknown sku {it['sku']!r}")
            if m["readable"] != (m["reason"] == ""):
                problems.append(f"{m['id']}: readable and reason disagree")
            has_dev = bool(DEVANAGARI.search(m["text"]))
            if lang == "hi" and not has_dev and m["reason"] != "empty":
                problems.append(f"{m['id']}: no Devanagari in a hi message")
            if lang != "hi" and has_dev:
                problems.append(f"{m['id']}: Devanagari in a {lang} message")
    assert not problems, "\n".join(problems)


def test_reader_reads_corpus():
    from lang.reader import read_message  # fails with ImportError until the reader exists

    table, failures, pct = [], {}, {}
    for lang in LANGUAGES:
        msgs = load(lang)
        failures[lang] = []
        for gold in msgs:
            try:
                got = summarize(read_message(gold["text"]))
            except Exception as exc:  # a crash is a wrong reading, reported like one
                got, why = None, f"raised {type(exc).__name__}: {exc}"
            else:
                why = mismatch(gold, got)
            if why:
                failures[lang].append((gold, got, why))
        right = len(msgs) - len(failures[lang])
        pct[lang] = 100.0 * right / len(msgs)
        table.append(f"{lang:<9} {right:>4}/{len(msgs):<4} {pct[lang]:6.2f}%")
    spread = max(pct.values()) - min(pct.values())

    lines = ["language  exactly right", *table, f"spread (best - worst): {spread:.2f} points"]
    for lang in LANGUAGES:
        if failures[lang]:
            lines.append(f"\n{lang}: first {min(10, len(failures[lang]))} of {len(failures[lang])} failures")
        for gold, got, why in failures[lang][:10]:
            lines.append(f"  {gold['id']} [{gold['style']}] {gold['text']!r}\n    {why}\n"
                         f"    expected {json.dumps(_expected(gold), ensure_ascii=False)}\n"
                         f"    got      {json.dumps(got, ensure_ascii=False, default=str)}")
    report = "\n".join(lines)
    print(report)

    low = [lang for lang in LANGUAGES if pct[lang] < MIN_EXACT_PCT]
    assert not low, f"below {MIN_EXACT_PCT}% exactly right: {low}\n{report}"
    assert spread <= MAX_SPREAD_PCT, f"languages differ by {spread:.2f} points (> {MAX_SPREAD_PCT})\n{report}"
