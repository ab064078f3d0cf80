"""Read mutated corpus texts and count exceptions: hostile text must never raise (issue 10).

    python benchmarks/reader_fuzz.py 30000 27      # N texts, seed

Each text is one of the labelled corpus texts (``tests/corpus*/``) cut and spliced with another, repeated up to five
times, sprinkled with junk (₹, a 400-digit number, 300 brackets, fences, ``<think>``, zero-width joiners, ids, Devanagari
digits), or shuffled; read as an e-mail (70 %) or not. Prints the texts read, how many raised, the slowest read (CPU ms)
and the CPU seconds in all. Seeded: the same N and seed read the same texts.
"""
import argparse
import json
import random
import sys
import time
from pathlib import Path
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from lang.reader import read_message
from market.catalogue import load_catalogue
_ARGS = argparse.ArgumentParser(description=__doc__.splitlines()[0])
_ARGS.add_argument("n", type=int, nargs="?", default=30000, help="how many mutated texts to read (default 30000)")
_ARGS.add_argument("seed", type=int, nargs="?", default=27, help="the generator's seed (default 27)")
_OPTS = _ARGS.parse_args()
cat = load_catalogue(); n = _OPTS.n; rng = random.Random(_OPTS.seed)
texts = [json.loads(l)["text"] for p in sorted((ROOT / "tests").glob("corpus*/*.jsonl"))
         for l in p.read_text(encoding="utf-8").splitlines() if l.strip()]
junk = ["₹", "9" * 400, "(" * 300, "```", "<think>", "\u200d", "O", "B", "-", "kg", "×", "½", "\n", "> ", "|", "**", "१२"]
raised, slow = 0, 0.0
t0 = time.process_time()
for i in range(n):
    a, b = rng.choice(texts), rng.choice(texts)
    k = rng.randrange(5)
    if k == 0: t = a[:rng.randrange(len(a) + 1)] + b[rng.randrange(len(b) + 1):]
    elif k == 1: t = a * rng.randrange(1, 6)
    elif k == 2: t = "".join(rng.choice(junk) if rng.random() < 0.1 else ch for ch in a)
    elif k == 3: t = a.replace(" ", rng.choice(junk), rng.randrange(1, 5))
    else: t = "".join(rng.sample(a, len(a)))
    s = time.process_time()
    try:
        read_message(t, cat, email=rng.random() < 0.7)
    except Exception as e:
        raised += 1
        if raised < 5: print("RAISED", type(e).__name__, e, repr(t[:120]))
    slow = max(slow, time.process_time() - s)
print(f"{n} texts, {raised} raised, slowest {slow*1000:.1f} ms, {time.process_time()-t0:.1f} s CPU")
