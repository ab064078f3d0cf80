"""Renderer speed: messages rendered per second by the template, and by a model with and without the cache.

Usage: ``python benchmarks/renderer_speed.py [--model FOLDER] [--messages 24]
[--max-new-tokens 16] [--batch-size 8] [--threads 1]``. Without ``--model`` a
tiny random model is built in a temporary folder (``tests/tiny_model.py``; its
words always fail the fidelity guard, which does not change the speed). Each
language renders ``--messages`` supplier e-mails of three decisions and as many
customer sentences, four ways: the template renderer; the model one message at
a time with an empty cache; the model with every message of a language in one
``render_many`` call (batched) with an empty cache; and the model again with
the cache the batched pass filled (after a warm-up of the reader). Prints messages per second and the fallback
share. Needs the ``model`` extra. Not a test: figures depend on the machine.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from lang.model_backend import load_backend  # noqa: E402
from lang.model_renderer import ModelRenderer  # noqa: E402
from lang.render import LANGUAGES, TemplateRenderer, phrasing  # noqa: E402
from lang.render_cache import RenderCache  # noqa: E402
from lang.replies import read_reply  # noqa: E402
from market.catalogue import load_catalogue  # noqa: E402
from tiny_model import build_tiny_model, sample_lines  # noqa: E402


def _requests(n: int, language: str) -> list[dict]:
    skus = load_catalogue().skus()
    out = []
    for i in range(n):
        out.append({"kind": "email", "lines": sample_lines(i, skus), "language": language, "name": "Agarwal Traders",
                    "pick": phrasing(1, "S1", 1, i)})
        out.append({"kind": "speech", "decision": {"answer": "counter", "offer_paise": 10000 + 50 * i,
                                                   "reason": "too expensive"},
                    "language": language, "name": "Sunita", "pick": phrasing(1, "V1", 1, i)})
    return out


def _one_by_one(r, requests: list[dict]) -> list:
    return [r.render_many([q])[0] for q in requests]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, help="a local transformers model folder (default: a tiny random one)")
    parser.add_argument("--messages", type=int, default=24, help="e-mails (and as many sentences) per language")
    parser.add_argument("--max-new-tokens", type=int, default=16)
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--threads", type=int, default=1, help="torch threads while generating (the renderer's "
                        "threads setting)")
    args = parser.parse_args()
    cat = load_catalogue()
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.model or build_tiny_model(Path(tmp) / "tiny", "causal")
        backend = load_backend(folder, args.max_new_tokens, args.batch_size, args.threads)
        print(f"model {backend.identity['folder']} ({backend.identity['model_type']}), weights sha256 "
              f"{backend.identity['weights_sha256'][:16]}…, max_new_tokens {args.max_new_tokens}, batch "
              f"{args.batch_size}, torch threads {args.threads}")
        print(f"{'language':<10} {'template':>10} {'model 1-by-1':>13} {'model batched':>14} {'cached':>10} "
              f"{'fell back':>10}")
        template = TemplateRenderer(cat)
        for language in LANGUAGES:  # warm-up: the reader compiles a phrasing's pattern when it first meets it
            for q in _requests(args.messages, language):
                text = (template.email(q["lines"], language, q["name"], q["pick"]) if q["kind"] == "email"
                        else template.speech(q["decision"], language, q["name"], q["pick"]))
                read_reply(text, cat)
        for language in LANGUAGES:
            n = len(_requests(args.messages, language))
            t0 = time.perf_counter()
            for q in _requests(args.messages, language):
                (template.email(q["lines"], language, q["name"], q["pick"]) if q["kind"] == "email"
                 else template.speech(q["decision"], language, q["name"], q["pick"]))
            template_s = time.perf_counter() - t0
            single = ModelRenderer(cat, backend, cache=RenderCache(Path(tmp) / f"one-{language}"))
            t0 = time.perf_counter()
            _one_by_one(single, _requests(args.messages, language))
            single_s = time.perf_counter() - t0
            batched = ModelRenderer(cat, backend, cache=RenderCache(Path(tmp) / f"all-{language}"))
            t0 = time.perf_counter()
            out = batched.render_many(_requests(args.messages, language))
            batched_s = time.perf_counter() - t0
            warm = ModelRenderer(cat, backend, cache=RenderCache(Path(tmp) / f"all-{language}"))
            t0 = time.perf_counter()
            warm.render_many(_requests(args.messages, language))
            warm_s = time.perf_counter() - t0
            assert warm.generated == 0
            share = sum(o.fell_back for o in out) / n
            print(f"{language:<10} {n / template_s:>8,.0f}/s {n / single_s:>11,.1f}/s {n / batched_s:>12,.1f}/s "
                  f"{n / warm_s:>8,.0f}/s {share:>10.0%}")


if __name__ == "__main__":
    main()
