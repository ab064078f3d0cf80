"""How reading time grows with the length of a message made of one short fragment repeated.

Usage: ``python benchmarks/reader_growth.py [--sizes 1000 4000 16000] [--top 10] [--only PATTERN] [--corpus N] [--cpu]``.

For each fragment of ``FRAGMENTS`` (intent phrases, ids, amounts, bill and order ids, Hindi and Hinglish cue words,
punctuation and line breaks, taken from the corpora ``tests/corpus_*/*.jsonl``; ``--corpus N`` adds N short pieces of
the corpora's texts cut at stops and commas) the fragment is repeated and cut to
each size (characters) and read once with ``lang.reader.read_message`` (best of two when the read takes under 0.5 s).
Prints, for the ``--top`` slowest fragments at the largest size, the milliseconds at every size and the growth
exponent ``log(t_large / t_small) / log(size_large / size_small)`` between the two largest sizes (1.0 = linear,
2.0 = quadratic), then ``"paid B1 " * 2400`` (19,200 characters). Figures depend on the machine and its load; the
exponent much less. Not a test.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lang.reader import read_message  # noqa: E402
from market.catalogue import load_catalogue  # noqa: E402

FRAGMENTS = [
    "paid B1 ", "cancel O1 ", "O1 ka payment ", "₹5 kam ", "2 kg rice ", "नहीं ", "?", "\n", "? ", ". ",
    "B12 ", "O3 ", "bill no. 7 ", "order #4 ", "₹1,200 ", "Rs. 450 ", "38.50 ", "1 ", "५०० ",
    "Send 10 kg rice. ", "Please send the bill for O2. ", "What is the rate of sugar? ", "Cancel the order. ",
    "We accept your price. ", "No, too costly. ", "Will it come tomorrow? ", "Payment sent for B3. ",
    "Paid ₹500 for B2. ", "disputed B4 ", "bill B1 galat hai ", "O1 cancel karo ", "rate kya hai ", "bhej do ",
    "theek hai ", "chalega ", "nahi chahiye ", "kitna hua ", "bhaiya ", "jaldi bhejiye ", "kal tak ",
    "भेज दीजिए ", "रद्द करो ", "भाव क्या है ", "ठीक है ", "बिल भेजो ", "चावल 5 किलो ", "₹40 किलो ", "भुगतान कर दिया ",
    "sugar ₹42/kg ", "rice 10 kg sugar 5 kg ", "10 kg @ ₹38 ", "total ₹380 ", "kul ₹380 ", "advance ",
    "ok ", "yes ", "no ", "not ", "don't ", "instead of ₹40 ", "if ", "then ", "and ", "aur ", ", ",
    "> ", "**", "- ", "1. ", "| rice | 10 kg | ", "\"", "(5 kg) ", "x 4 ", "5kg x 4 ", "2 dozen eggs ",
    "3 tray ", "packet ", "per kg ", "each ", "sorry ", "actually ", "make it 20 ", "delivery ", "van ",
    "refund ", "short ", "damaged ", "return ", "credit note ", "O1 ka payment B1 ",
]


ROOT = Path(__file__).resolve().parent.parent


def corpus_fragments(n: int, seed: int = 16) -> list[str]:
    """``n`` distinct short pieces (3–40 characters, each ending in a space or its own stop) of the corpora's texts
    (``tests/corpus*/*.jsonl``), cut at . ? ! । ; , and line breaks, chosen with ``random.Random(seed)``."""
    pieces = set()
    for path in sorted(ROOT.glob("tests/corpus*/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                for piece in re.findall(r"[^.?!।;,\n]+[.?!।;,\n]?", json.loads(line)["text"]):
                    piece = piece.strip()
                    if 3 <= len(piece) <= 40:
                        pieces.add(piece + ("\n" if piece[-1] in ".?!।" else " "))
    return random.Random(seed).sample(sorted(pieces), min(n, len(pieces)))


def _read_ms(text: str, catalogue, clock) -> float:
    t0 = clock()
    read_message(text, catalogue)
    first = clock() - t0
    if first >= 0.5:
        return 1000 * first
    t0 = clock()
    read_message(text, catalogue)
    return 1000 * min(first, clock() - t0)


def growth(fragments: list[str], sizes: list[int], catalogue, clock=time.perf_counter) -> list[tuple[str, list[float], float]]:
    """Per fragment: (fragment, ms at each size, exponent between the two largest sizes), slowest last size first."""
    rows = []
    for frag in fragments:
        ms = [_read_ms((frag * (n // len(frag) + 1))[:n], catalogue, clock) for n in sizes]
        a, b = max(ms[-2], 0.01), max(ms[-1], 0.01)
        rows.append((frag, ms, math.log(b / a) / math.log(sizes[-1] / sizes[-2])))
    return sorted(rows, key=lambda r: -r[1][-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 4_000, 16_000])
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--only", help="only fragments containing this string")
    parser.add_argument("--corpus", type=int, default=0, metavar="N",
                        help="also N short pieces of the corpora's texts (corpus_fragments)")
    parser.add_argument("--cpu", action="store_true", help="CPU seconds of this process, not wall seconds")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    catalogue = load_catalogue()
    frags = [f for f in FRAGMENTS + corpus_fragments(args.corpus) if args.only is None or args.only in f]
    rows = growth(frags, args.sizes, catalogue, clock)
    head = " ".join(f"{n:>9,}" for n in args.sizes)
    print(f"{'fragment':<24} {head}  exponent   (ms per read)")
    for frag, ms, exp in rows[:args.top]:
        print(f"{frag!r:<24} " + " ".join(f"{m:9.1f}" for m in ms) + f"  {exp:8.2f}")
    worst_exp = max(rows, key=lambda r: r[2])
    print(f"largest exponent: {worst_exp[0]!r} {worst_exp[2]:.2f}")
    text = "paid B1 " * 2400
    print(f"'paid B1 ' * 2400 ({len(text):,} characters): {_read_ms(text, catalogue, clock):.1f} ms")


if __name__ == "__main__":
    main()
