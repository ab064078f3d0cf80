"""The renderer model's fidelity guard on a paraphrasing stub: faithful wordings accepted, unfaithful refused.

    python benchmarks/renderer_fidelity.py [--cases 6]

Renders every supplier decision kind (``--cases`` decisions each, from the round-trip tests) and every
customer kind, in en/hi/hinglish, through ``lang.model_renderer.ModelRenderer`` backed by
``tests/paraphrase_stub.ParaphraseStub`` (deterministic, local): once with faithful paraphrases (opening
words, synonyms, halves swapped, the persona's remark), once with one fault each (a changed figure, a
dropped item, another language, an invented discount). Prints per language the faithful ones accepted —
split into those the exact read-back (``read_reply``) already takes and those only the meaning check
(``lang.meaning``) takes — and per fault the unfaithful ones refused, each refusal recorded as a
``renderer_fallback`` event by ``on_fallback``.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from lang.fidelity import problem  # noqa: E402
from lang.model_renderer import TEMPERAMENTS, ModelRenderer  # noqa: E402
from lang.render import CUSTOMER_FIELDS, LANGUAGES, SUPPLIER_FIELDS  # noqa: E402
from market.catalogue import load_catalogue  # noqa: E402
from paraphrase_stub import ParaphraseStub  # noqa: E402
from test_round_trip import customer_cases, supplier_cases  # noqa: E402


def requests(cases: int) -> list[dict]:
    """Every kind × language × up to ``cases`` decisions, as ``render_many`` requests (one decision each)."""
    out, n = [], 0
    for language in LANGUAGES:
        for kind in sorted(SUPPLIER_FIELDS):
            for d in supplier_cases(kind)[:cases]:
                who = list(TEMPERAMENTS)[n % len(TEMPERAMENTS)]
                out.append({"kind": "email", "lines": [d], "language": language, "name": who, "pick": n})
                n += 1
        for kind in sorted(CUSTOMER_FIELDS):
            for d in customer_cases(kind)[:cases]:
                out.append({"kind": "speech", "decision": d, "language": language, "name": "Asha", "pick": n})
                n += 1
    return out


def run(mode: str, cases: int, catalogue) -> tuple[list, list[str], list[dict], ParaphraseStub]:
    """(Rendered per request, the stub's fault per request, the fallback events, the stub)."""
    stub, events = ParaphraseStub(mode, catalogue), []
    renderer = ModelRenderer(catalogue, stub, personas={t: t for t in TEMPERAMENTS}, on_fallback=events.append)
    reqs = requests(cases)
    out = [renderer.render_many([r])[0] for r in reqs]
    return out, stub.log, events, stub


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=6)
    args = ap.parse_args()
    cat = load_catalogue()
    t0 = time.perf_counter()
    reqs = requests(args.cases)
    out, _, events, _ = run("faithful", args.cases, cat)
    print(f"faithful paraphrases ({len(out)} messages, {args.cases} decisions per kind)")
    print(f"{'language':<9} {'messages':>8} {'accepted':>8} {'exact':>6} {'meaning':>8} {'rate':>7}")
    for language in LANGUAGES:
        mine = [(r, o) for r, o in zip(reqs, out) if r["language"] == language]
        ok = [(r, o) for r, o in mine if not o.fell_back]
        exact = sum(1 for r, o in ok if not _exact_problem(o.text, r, cat))
        print(f"{language:<9} {len(mine):>8} {len(ok):>8} {exact:>6} {len(ok) - exact:>8} {len(ok) / len(mine):>7.1%}")
    print(f"renderer_fallback events: {len(events)}")
    out, log, events, _ = run("unfaithful", args.cases, cat)
    print(f"\nunfaithful paraphrases ({len(out)} messages, one fault each)")
    print(f"{'fault':<10} " + " ".join(f"{lang:>14}" for lang in LANGUAGES) + f" {'events':>7}")
    by = Counter((f, r["language"], o.fell_back) for f, r, o in zip(log, reqs, out))
    for fault in ("figure", "drop_item", "language", "discount"):
        cells = [f"{by[fault, lang, True]:>5}/{by[fault, lang, True] + by[fault, lang, False]:<4} refused"
                 for lang in LANGUAGES]
        n_events = sum(1 for f, o in zip(log, out) if f == fault and o.fell_back)
        print(f"{fault:<10} " + " ".join(f"{c:>14}" for c in cells) + f" {n_events:>7}")
    refused = sum(o.fell_back for o in out)
    print(f"refused {refused}/{len(out)} = {refused / len(out):.1%}; renderer_fallback events: {len(events)}")
    print(f"({time.perf_counter() - t0:.1f} s)")


def _exact_problem(text: str, request: dict, cat) -> str:
    """What the exact read-back alone (no meaning check) says of an accepted text."""
    from lang.render import view
    if request["kind"] == "email":
        expected = [view(d, language=request["language"]) for d in request["lines"]]
    else:
        expected = [view(request["decision"], customer=True)]
    return problem(text, expected, request["language"], [text], cat)


if __name__ == "__main__":
    main()
