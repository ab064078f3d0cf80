"""Distinct sentence shapes per decision kind and language: in scripted months, and every kind drawn alike.

    python benchmarks/voices.py [--seed 0] [--days 30] [--language each|all|en|hi|hinglish] [--draws 200]

Part 1 plays the default month (reference staff, direct engine). ``--language each`` (the default) plays it
three times, every supplier and counter customer speaking one language each time (as in the language
ablation); ``all`` plays the scenario's own mix once. Every supplier e-mail and customer sentence is read
back with ``lang.replies.line_shapes``; per language and phrase slot it prints the lines said and the
distinct shapes they took (a customer's opening words make a shape of their own). A kind the scripted shops
decide fewer than eight times a month cannot show eight shapes there, so ``ok`` is judged only where a slot
was said at least 24 times (about what eight equally likely shapes need to all appear).

Part 2 draws every supplier and customer decision kind ``--draws`` times per language with the renderer's
own phrasing chooser (``phrasing(seed, speaker, day, n)``, speakers of every temperament) and prints the
distinct shapes of each kind's main slot (customers: each slot): what a month would show if every kind were as common as quotes.

Part 3: per supplier temperament, the e-mails and mean characters per decision line in the month(s).
"""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agents.direct import play_month  # noqa: E402
from lang.render import CUSTOMER_FIELDS, LANGUAGES, SUPPLIER_FIELDS, TemplateRenderer, phrases, phrasing  # noqa: E402
from lang.replies import line_shapes  # noqa: E402
from market.catalogue import load_catalogue  # noqa: E402
from scenarios import load_scenario  # noqa: E402

TEMPERAMENTS = ("candid", "expressive", "strategic", "taciturn", "adversarial")
_ENOUGH = 24


def _month(seed: int, days: int, language: str):
    overrides = {}
    if language != "all":
        base = load_scenario()
        overrides = {"suppliers": [{**s.model_dump(), "language": language} for s in base.suppliers],
                     "counter": {**base.counter.model_dump(),
                                 "language_mix": {lang: float(lang == language) for lang in LANGUAGES}}}
    return play_month(load_scenario(seed=seed, days=days, **overrides))


def month_shapes(seed: int, days: int, languages: list[str]):
    """(said, shapes, chars per decision line by temperament) over the months played."""
    said, shapes, chars = defaultdict(int), defaultdict(set), defaultdict(list)
    for language in languages:
        shop = _month(seed, days, language)
        ids = {s.supplier_id: s.temperament for s in shop.suppliers.values()}
        for e in shop.record.events:
            if e["kind"] == "message_delivered" and e["to"] == "manager" and e["sender"] in ids:
                text = e["text"]
            elif e["kind"] == "customer_words":
                text = e["text"]
            else:
                continue
            for line in text.splitlines():
                for lang, slot, shape in line_shapes(line, shop.catalogue):
                    said[lang, slot] += 1
                    shapes[lang, slot].add(shape)
                    if e["kind"] == "message_delivered" and slot not in ("greeting", "signoff"):
                        chars[ids[e["sender"]]].append(len(line.strip()))
    return said, shapes, chars


def _examples():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from test_round_trip import customer_cases, supplier_cases  # noqa: E402 - the round-trip tests' decisions
    return {k: supplier_cases(k) for k in SUPPLIER_FIELDS}, {k: customer_cases(k) for k in CUSTOMER_FIELDS}


def _without_lead(shape: str, language: str) -> str:
    """A customer's sentence shape without the opening words (those are counted apart, in part 1)."""
    leads = sorted({x for v in phrases(language)["c_lead"].values() for x in v if x}, key=len, reverse=True)
    templates = {t for v in phrases(language)["slots"].values() for t in v}
    for lead in leads:
        if shape.startswith(lead) and shape[len(lead):] not in ("",) and (rest := shape[len(lead):]) in templates:
            return rest
    return shape


def drawn_shapes(draws: int):
    """{(language, kind): distinct shapes of the kind's main slot} over ``draws`` renderings each."""
    cat = load_catalogue()
    renderer = TemplateRenderer(cat, {t: t for t in TEMPERAMENTS})
    suppliers, customers = _examples()
    main = {"bill": "bill_row"}
    out = {}
    for language in LANGUAGES:
        for kind, cases in sorted(suppliers.items()):
            seen = set()
            for n in range(draws):
                d, who = cases[n % len(cases)], TEMPERAMENTS[n % len(TEMPERAMENTS)]
                text = renderer.email([d], language, who, phrasing(0, who, 1 + n % 30, n))
                seen |= {shape for _, slot, shape in line_shapes(text, cat) if slot == main.get(kind, kind)}
            out[language, kind] = len(seen)
        seen = defaultdict(set)  # a customer kind may use two slots (c_agree, c_agree_credit): counted apart
        for kind, cases in sorted(customers.items()):
            for n in range(draws * len(cases)):
                d = {**cases[n % len(cases)], "gender": "mf"[n % 2], "regular": n % 3 == 0}
                text = renderer.speech(d, language, "Asha", phrasing(0, f"C{n % 7}", 1 + n % 30, n))
                for _, slot, shape in line_shapes(text, cat):
                    seen[slot].add(_without_lead(shape, language))
        out.update({(language, slot): len(v) for slot, v in seen.items()})
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--language", default="each")
    ap.add_argument("--draws", type=int, default=200)
    args = ap.parse_args()
    languages = list(LANGUAGES) if args.language == "each" else [args.language]
    said, shapes, chars = month_shapes(args.seed, args.days, languages)
    print(f"1. months played: seed {args.seed}, {args.days} days, language {args.language}")
    print(f"{'language':<9} {'slot':<20} {'lines':>6} {'shapes':>6}  ≥8?")
    for lang, slot in sorted(said):
        n, k = said[lang, slot], len(shapes[lang, slot])
        verdict = "ok" if k >= 8 else ("LOW" if n >= _ENOUGH else f"({n} lines)")
        print(f"{lang:<9} {slot:<20} {n:>6} {k:>6}  {verdict}")
    drawn = drawn_shapes(args.draws)
    print(f"\n2. every kind drawn {args.draws} times per language (phrasing chooser, all temperaments): distinct shapes")
    kinds = sorted({k for _, k in drawn})
    print(f"{'kind':<20} " + " ".join(f"{lang:>8}" for lang in LANGUAGES))
    for kind in kinds:
        print(f"{kind:<20} " + " ".join(f"{drawn[lang, kind]:>8}" for lang in LANGUAGES))
    low = sorted((lang, k) for (lang, k), v in drawn.items() if v < 8)
    print(f"kinds × languages below 8 shapes: {len(low)} {low if low else ''}")
    print("\n3. supplier temperament in the month(s): decision lines of e-mails (greeting, tone lines, sign-off left out)")
    for t in TEMPERAMENTS:
        ns = chars.get(t, [])
        if ns:
            print(f"temperament {t:<12} lines {len(ns):>6}  mean characters {sum(ns) / len(ns):6.1f}")


if __name__ == "__main__":
    main()
