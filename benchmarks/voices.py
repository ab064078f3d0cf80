"""Distinct sentence shapes per decision kind and language in a scripted month.

    python benchmarks/voices.py [--seed 0] [--days 30] [--language all|en|hi|hinglish]

Plays the default month (reference staff, direct engine); with ``--language`` every supplier and counter
customer speaks that language (as in the language ablation). Reads every supplier e-mail and every customer
sentence back with ``lang.replies.line_shapes`` and prints, per language and phrase slot, how many lines
were said and how many distinct shapes they took (a customer's opening words make a shape of their own),
and the lines of each supplier temperament (length and tone lines).
"""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agents.direct import play_month  # noqa: E402
from lang.replies import line_shapes  # noqa: E402
from scenarios import load_scenario  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--language", default="all")
    args = ap.parse_args()
    overrides = {}
    if args.language != "all":
        base = load_scenario()
        overrides = {"suppliers": [{**s.model_dump(), "language": args.language} for s in base.suppliers],
                     "counter": {**base.counter.model_dump(),
                                 "language_mix": {l: float(l == args.language) for l in ("en", "hi", "hinglish")}}}
    shop = play_month(load_scenario(seed=args.seed, days=args.days, **overrides))
    said, shapes = defaultdict(int), defaultdict(set)
    lines_by_temperament = defaultdict(list)
    temperament = {s.name: s.temperament for s in shop.suppliers.values()}
    for e in shop.record.events:
        if e["kind"] == "message_delivered" and e["to"] == "manager" and e["sender"] in {s.supplier_id for s in shop.suppliers.values()}:
            text = e["text"]
            name = text.splitlines()[-1]
            lines_by_temperament[temperament.get(name, "?")].append(len(text.splitlines()))
        elif e["kind"] == "customer_words":
            text = e["text"]
        else:
            continue
        for lang, slot, shape in line_shapes(text, shop.catalogue):
            said[lang, slot] += 1
            shapes[lang, slot].add(shape)
    print(f"seed {args.seed}, {args.days} days, language {args.language}")
    print(f"{'language':<9} {'slot':<18} {'lines':>6} {'shapes':>6}")
    for lang, slot in sorted(said):
        print(f"{lang:<9} {slot:<18} {said[lang, slot]:>6} {len(shapes[lang, slot]):>6}")
    for t, ns in sorted(lines_by_temperament.items()):
        print(f"temperament {t:<12} e-mails {len(ns):>5}  mean lines {sum(ns) / len(ns):.2f}")


if __name__ == "__main__":
    main()
