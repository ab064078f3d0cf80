"""Every reading the reader gives on a fixed set of texts, written to one JSON file: a change meant only to make
the reader faster must leave this file byte for byte the same.

Usage: ``python benchmarks/reader_readings.py OUT.json [--check BEFORE.json]``.

The texts (about 9,300, read in about 40 s of one core):

- every message of every corpus (``tests/corpus*/*.jsonl``, the ``text`` field);
- every string literal of the reader's tests (``tests/test_reader*.py``, ``tests/test_lang*.py``,
  ``tests/test_counter*.py``), which holds the issue rows and the kinds' examples;
- the hostile texts of ``benchmarks/lang_speed.py`` and ``tests/test_reader_hostile.py``: each repeated unit cut to
  500, 2,000, 4,000 and 8,000 characters, the 100 kB strings and the absurd numbers;
- 4,000 seeded random shuffles of message parts (words and symbols of the corpora, numbers, units, ids, fences),
  like ``test_shuffled_message_parts`` but the same every run (``random.Random(10)``).

For each text: ``lang.reader.read_message`` and ``lang.counter_words.read_at_counter`` (each a ``Reading``, dumped
with ``model_dump(mode="json")``: readability, reason, reason key and arguments, language, intents with quantities
in selling units and prices in paise) and ``lang.counter_words.counter_amount`` (rupees, as a string). An exception
is written as its type name (the reader should raise none). ``--check`` compares the new file with an earlier one
and prints the first texts whose readings differ; exit status 1 when any does.
"""
from __future__ import annotations

import argparse
import ast
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lang.counter_words import counter_amount, read_at_counter  # noqa: E402
from lang.reader import read_message  # noqa: E402
from market.catalogue import load_catalogue  # noqa: E402

LANG_SPEED_UNITS = ["comes to 1 ", "Send 50 kg rice. ", "चावल 10 किलो भेजिए, ", "1 ", "₹5 ", "rice sugar dal 5 kg ",
                    "cancel O1 ", "kul 230 hue ", "5kg x 4 ", "(", "[{", "<think>", "> ", "**", "no, ", "if ",
                    "₹2 kam ", "Dear Sir, please send 20 kg rice at ₹38/kg and 10 kg sugar. Regards, Ramesh. ",
                    "Paid ₹5 for O1. ", "Advance for O1 sent. ", "sorry 5 kg ",
                    "Send 20 kg rice. Sorry, not 20, 30 kg. "]
BIG = ["a" * 100_000, "₹" * 100_000, "चावल " * 20_000, "send 5 kg rice and " * 5_000, "1" * 100_000,
       "```order\n" * 10_000, ("kya rate hai? " + "😀" * 10) * 3_000, "\n" * 100_000, "dal tel oil " * 8_000,
       "Send 5 kg rice. " * 7_000, "Send " + "(" * 1_000 + "5 kg rice" + ")" * 1_000, "[" * 1_000 + "]" * 1_000,
       '```order\n{"items": [{"sku": "rice-1kg", "quantity": %s}]}\n```' % ("9" * 400),
       "Send 50 kg rice. " + "if " * 6_000]
ABSURD = ["Send 1e309 kg rice", f"Send {10 ** 400} kg rice", "Send 9999999999999999999 kg rice at ₹1e309",
          "Send rice at ₹" + "9" * 400, "1e309", str(10 ** 400), "Send -5 kg rice", "Send 0 kg rice",
          "Send 0.0001 kg rice", "rice ₹0", "Send 10 crore crore kg rice",
          "Send 999999999999999 kg rice @ ₹999999999999999/kg", "", " ", "\n", "```", "₹" * 600, "1 " * 3000,
          "```bill {```", "9" * 400 + " rupees"]
EXTRA_PARTS = ["kg", "kilo", "किलो", "g", "gram", "litre", "लीटर", "ml", "packet", "पैकेट", "dozen", "darjan", "peti",
               "पेटी", "bori", "बोरी", "bag", "piece", "tray", "ट्रे", "₹", "Rs.", "rupaye", "रुपये", "/kg", "per",
               "प्रति", "@", "each", "total", "kul", "कुल", "x", "B12", "O3", "bill no. 7", "order #4", "1e309",
               "9" * 30, "0", "-5", "1,20,000", "38.50", "५००", "½", ",", ".", "?", "\n", "-", ":", "(", ")", "😀",
               "✔️", "❌", "```", "```order", "{", "}", "> ", "**", "<think>", "</think>", "\"", "'"]


def corpus_texts() -> list[str]:
    """The ``text`` of every message of every corpus, in file order (files sorted by path)."""
    out = []
    for path in sorted(ROOT.glob("tests/corpus*/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                out.append(json.loads(line)["text"])
    return out


def test_literals() -> list[str]:
    """Every string literal (at most 25,000 characters) of the reader's test files, in file order."""
    out = []
    files = sorted({*ROOT.glob("tests/test_reader*.py"), *ROOT.glob("tests/test_lang*.py"),
                    *ROOT.glob("tests/test_counter*.py")})
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) <= 25_000:
                out.append(node.value)
    return out


def hostile_texts() -> list[str]:
    out = []
    for unit in LANG_SPEED_UNITS:
        for size in (500, 2_000, 4_000, 8_000):
            out.append((unit * (size // len(unit) + 1))[:size])
    return out + BIG + ABSURD


def shuffled_texts(words: list[str], n: int = 4_000) -> list[str]:
    """``n`` seeded random sequences of 1–40 parts (corpus words, ``EXTRA_PARTS``, numbers) joined by a separator."""
    rng = random.Random(10)
    parts = words + EXTRA_PARTS
    out = []
    for _ in range(n):
        k = rng.randint(1, 40)
        seq = []
        for _ in range(k):
            r = rng.random()
            if r < 0.15:
                seq.append(str(rng.randint(-10, 10 ** rng.randint(1, 7))))
            elif r < 0.2:
                seq.append(f"{rng.randint(0, 10 ** 5)}.{rng.randint(0, 99):02d}")
            else:
                seq.append(rng.choice(parts))
        out.append(rng.choice([" ", "", "\n", ", "]).join(seq))
    return out


def all_texts() -> list[str]:
    """The texts read, each once, in a fixed order."""
    corpus = corpus_texts()
    words = sorted({w for t in corpus for w in t.split()})
    seen, out = set(), []
    for text in corpus + test_literals() + hostile_texts() + shuffled_texts(words):
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def _safe(fn, *args):
    try:
        value = fn(*args)
    except Exception as exc:  # noqa: BLE001 - recorded, the reader should never raise
        return {"raised": type(exc).__name__}
    if value is None or isinstance(value, (str, int, float)):
        return value
    return value.model_dump(mode="json") if hasattr(value, "model_dump") else str(value)


def readings(texts: list[str]) -> list[dict]:
    cat = load_catalogue()
    out = []
    for text in texts:
        out.append({"text": text[:300] + (f"…[{len(text)} chars]" if len(text) > 300 else ""),
                    "message": _safe(read_message, text, cat),
                    "counter": _safe(read_at_counter, text, cat),
                    "amount": _safe(counter_amount, text, cat)})
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--check", type=Path, help="an earlier file: print the texts whose readings differ")
    args = parser.parse_args()
    t0 = time.perf_counter()
    texts = all_texts()
    rows = readings(texts)
    args.out.write_text(json.dumps(rows, ensure_ascii=False, indent=0, sort_keys=True), encoding="utf-8")
    raised = sum(1 for r in rows for k in ("message", "counter", "amount") if isinstance(r[k], dict) and "raised" in r[k])
    print(f"{len(rows):,} texts read in {time.perf_counter() - t0:.1f} s → {args.out} ({raised} raised)")
    if args.check is None:
        return 0
    before = json.loads(args.check.read_text(encoding="utf-8"))
    if len(before) != len(rows):
        print(f"different text sets: {len(before)} before, {len(rows)} now")
        return 1
    differ = [(a, b) for a, b in zip(before, rows) if a != b]
    for a, b in differ[:10]:
        print(f"DIFFERS {a['text']!r}\n  before: {json.dumps({k: a[k] for k in a if k != 'text'}, ensure_ascii=False)}"
              f"\n  now:    {json.dumps({k: b[k] for k in b if k != 'text'}, ensure_ascii=False)}")
    print(f"{len(differ)} of {len(rows):,} texts read differently" if differ else "identical readings")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
