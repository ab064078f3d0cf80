"""The renderer model: loading a local model, batching, the disk cache, the fidelity guard and the fallback.

A tiny sentencepiece tokenizer and a randomly initialised model are built on the
spot (``tiny_model``): loading, batched greedy generation and the cache run on a
real transformers model, whose nonsense always fails the guard (the fallback
branch). Stub backends that echo the template, pick another accepted phrasing,
change a figure or switch language cover the pass branch and each refusal.
Nothing is downloaded. The tiny-model tests need the ``model`` extra (torch,
transformers, sentencepiece): on a light install (README's test command) they
skip with that reason; CI installs the extra, and there a missing package fails.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import scenario_for
from lang.model_backend import ModelLoadError, folder_identity, load_backend
from lang.model_renderer import ANSWER, REFERENCE, ModelRenderer
from lang.render import TemplateRenderer, phrasing, view
from lang.render_cache import RenderCache
from lang.renderers import check_renderer, make_renderer, template_identity
from market.catalogue import load_catalogue
from tiny_model import build_tiny_model, sample_lines

CAT = load_catalogue()
SKUS = CAT.skus()
T = TemplateRenderer(CAT)
NAME = "Agarwal Grain Traders"


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    """{"causal": folder, "seq2seq": folder} of tiny random models with sentencepiece tokenizers."""
    for package in ("torch", "transformers", "sentencepiece"):
        if os.environ.get("CI"):
            __import__(package)
        else:
            pytest.importorskip(package, reason="the renderer-model tests need the model extra: "
                                                "pip install torch==2.13.0 -e '.[model]'")
    base = tmp_path_factory.mktemp("models")
    return {kind: build_tiny_model(base / kind, kind) for kind in ("causal", "seq2seq")}


def _settings(path, cache_dir, **more):
    return type("S", (), {"kind": "model", "path": str(path), "max_new_tokens": 6, "batch_size": 4, "threads": 1,
                          "cache_dir": str(cache_dir), **more})()


def _requests(n: int, language: str = "hi") -> list[dict]:
    out = [{"kind": "email", "lines": sample_lines(i, SKUS), "language": language, "name": NAME,
            "pick": phrasing(0, "S1", 1, i)} for i in range(n)]
    out.append({"kind": "speech", "decision": {"answer": "counter", "offer_paise": 23050, "reason": "above MRP"},
                "language": language, "name": "Sunita", "pick": phrasing(0, "V1", 1, 0)})
    return out


def _template(r: dict, personas: dict | None = None) -> str:
    t = TemplateRenderer(CAT, personas) if personas else T
    if r["kind"] == "email":
        return t.email(r["lines"], r["language"], r["name"], r["pick"])
    return t.speech(r["decision"], r["language"], r["name"], r["pick"])


class Stub:
    """A backend that answers each prompt with ``answer(reference, prompt)``; counts prompts per call."""

    def __init__(self, answer, name: str = "stub"):
        self.answer, self.calls = answer, []
        self.identity, self.max_new_tokens, self.batch_size = {"folder": name, "sha256": name}, 96, 8

    def generate(self, prompts: list[str]) -> list[str]:
        self.calls.append(len(prompts))
        return [self.answer(p.split(REFERENCE, 1)[1].split(ANSWER, 1)[0], p) for p in prompts]


def _others(prompt: str) -> list[str]:
    return re.findall(r"^- (.*)$", prompt.split(REFERENCE)[0], flags=re.M)


# --- loading and its errors ----------------------------------------------------------------------
def test_missing_or_broken_models_fail_with_the_folder_and_how_to_get_one(tmp_path, tiny):
    cases = {"nowhere": "no model folder", "empty": "no config.json", "noweights": "no weights file",
             "notok": "no tokenizer", "broken": "does not load"}
    (tmp_path / "empty").mkdir()
    for name in ("noweights", "notok", "broken"):
        shutil.copytree(tiny["causal"], tmp_path / name)
    (tmp_path / "noweights" / "model.safetensors").unlink()
    (tmp_path / "notok" / "tokenizer.model").unlink()
    (tmp_path / "broken" / "model.safetensors").write_bytes(b"not a safetensors file")
    for name, problem in cases.items():
        with pytest.raises(ModelLoadError) as err:
            load_backend(tmp_path / name)
        text = str(err.value)
        assert text.startswith("renderer.path: ") and problem in text and str(tmp_path / name) in text
        assert "hf download" in text and "--local-dir" in text and "kind: template" in text


def test_a_bad_model_fails_the_world_check_before_a_run(tmp_path):
    from engine.checks import check_world
    scenario = scenario_for("reference", days=1, renderer={"kind": "model", "path": str(tmp_path / "none")})
    with pytest.raises(ValueError, match=r"^renderer\.path: no model folder"):
        check_world(scenario)
    check_renderer(scenario_for("reference", days=1).renderer)  # the template needs nothing


def test_identity_hashes_the_weights_and_names_no_machine_path(tmp_path, tiny):
    ident = folder_identity(tiny["causal"])
    weights = hashlib.sha256((tiny["causal"] / "model.safetensors").read_bytes()).hexdigest()
    assert ident["files_sha256"]["model.safetensors"] == weights
    assert ident["files_sha256"]["tokenizer.model"] == hashlib.sha256((tiny["causal"] / "tokenizer.model").read_bytes()).hexdigest()
    assert ident["model_type"] == "llama" and ident["folder"] == "causal" and str(tmp_path) not in str(ident)
    copy = shutil.copytree(tiny["causal"], tmp_path / "causal")
    assert folder_identity(copy)["sha256"] == ident["sha256"]  # same files, same identity, wherever they lie
    data = bytearray((copy / "model.safetensors").read_bytes())
    data[-1] ^= 1
    (copy / "model.safetensors").write_bytes(bytes(data))
    assert folder_identity(copy)["weights_sha256"] != ident["weights_sha256"]
    assert template_identity()["sha256"] == template_identity()["sha256"]


# --- a real (tiny, random) model: batching, cache, fallback ------------------------------------------
def test_random_model_batches_falls_back_to_the_template_and_records_why(tmp_path, tiny):
    events = []
    r = make_renderer(_settings(tiny["causal"], tmp_path / "cache"), CAT, personas={NAME: "taciturn"},
                      on_fallback=events.append)
    assert isinstance(r, ModelRenderer) and r.name == "model:causal"
    calls = []
    real = r.backend.generate
    r.backend.generate = lambda prompts: calls.append(len(prompts)) or real(prompts)
    requests = _requests(2)
    import torch
    threads = torch.get_num_threads()
    out = r.render_many(requests)
    assert torch.get_num_threads() == threads and r.identity()["threads"] == 1  # one thread while generating only
    assert calls == [7]  # 3 decisions in each of 2 e-mails and 1 sentence: one call, in batches of 4 inside
    assert [o.text for o in out] == [_template(q, {NAME: "taciturn"}) for q in _requests(2)]  # fresh generators
    assert all(o.fell_back and o.reason and o.rejected != o.text for o in out) and r.last_fell_back
    assert [e["kinds"] for e in events] == [[d["kind"] for d in q["lines"]] for q in requests[:2]] + [["counter"]]
    assert events[0]["speaker"] == NAME and events[0]["language"] == "hi" and events[0]["used"] == out[0].text
    assert r.email(requests[0]["lines"], "hi", NAME, phrasing(0, "S1", 1, 0)) == out[0].text


def test_greedy_generation_is_deterministic_and_the_cache_skips_the_model(tmp_path, tiny):
    first = make_renderer(_settings(tiny["causal"], tmp_path / "a"), CAT)
    out = first.render_many(_requests(2, "hinglish"))
    assert first.generated == 7 and first.cache.misses == 7
    fresh = make_renderer(_settings(tiny["causal"], tmp_path / "b"), CAT)
    assert [o.rejected for o in fresh.render_many(_requests(2, "hinglish"))] == [o.rejected for o in out]
    again = ModelRenderer(CAT, first.backend, cache=RenderCache(tmp_path / "a"))  # a later run of the study
    assert again.render_many(_requests(2, "hinglish")) == out and again.generated == 0 and again.cache.hits == 7
    again.render_many(_requests(2, "en"))
    assert again.generated == 7  # another language is another key
    assert len(RenderCache(tmp_path / "a")) == 14


def test_an_encoder_decoder_model_loads_and_falls_back_too(tmp_path, tiny):
    r = make_renderer(_settings(tiny["seq2seq"], tmp_path / "c"), CAT)
    assert r.backend.seq2seq and not r.backend.chat
    out = r.render_many(_requests(1, "en"))
    assert [o.text for o in out] == [_template(q) for q in _requests(1, "en")] and all(o.fell_back for o in out)


# --- the guard, with stub models -----------------------------------------------------------------------
def test_a_faithful_model_is_used_and_may_choose_another_accepted_phrasing():
    echo = ModelRenderer(CAT, Stub(lambda ref, p: ref))
    for language in ("en", "hi", "hinglish"):
        out = echo.render_many(_requests(2, language))
        assert [o.text for o in out] == [_template(q) for q in _requests(2, language)]
        assert not any(o.fell_back for o in out) and not echo.last_fell_back
    other = ModelRenderer(CAT, Stub(lambda ref, p: (_others(p) or [ref])[-1] + "\n"))
    requests = _requests(3, "hi")
    out = other.render_many(requests)
    assert not any(o.fell_back for o in out) and [o.text for o in out] != [_template(q) for q in _requests(3, "hi")]
    from lang.replies import read_reply
    for q, o in zip(requests[:3], out):
        assert read_reply(o.text, CAT) == [view(d) for d in q["lines"]]


@pytest.mark.parametrize("answer,reason", [
    (lambda ref, p: re.sub(r"₹(\d)", lambda m: f"₹{(int(m[1]) + 1) % 10}", ref, count=1), "the kernel decided"),
    (lambda ref, p: ref.replace("O1", "O9"), "order_id O9, the kernel decided O1"),
    (lambda ref, p: "", "the model wrote nothing"),
    (lambda ref, p: "Namaste ji, bahut achha rate hai!", "language hinglish, the speaker writes en"),
    (lambda ref, p: "Nice weather today, all the best!", "figures differ"),  # no template shape, no figure
])
def test_a_changed_figure_id_or_empty_answer_falls_back(answer, reason):
    events = []
    r = ModelRenderer(CAT, Stub(answer), on_fallback=events.append)
    out = r.render_many(_requests(1, "en"))[0]
    assert out.fell_back and out.text == _template(_requests(1, "en")[0]) and reason in out.reason
    assert events and events[0]["reason"] == out.reason and events[0]["rejected"] == out.rejected


def test_a_failing_model_falls_back_without_stopping_the_month(tmp_path):
    def boom(ref, p):
        raise RuntimeError("out of memory")
    events = []
    r = ModelRenderer(CAT, Stub(boom), cache=RenderCache(tmp_path), on_fallback=events.append)
    out = r.render_many(_requests(1, "hinglish"))
    assert [o.text for o in out] == [_template(q) for q in _requests(1, "hinglish")] and all(o.fell_back for o in out)
    assert events[0]["reason"] == "the model failed: RuntimeError: out of memory" and len(r.cache) == 0


def test_the_right_words_in_the_wrong_language_fall_back():
    request = _requests(1, "hi")[0]
    english = iter("\n".join(block) for block in T.email_parts(request["lines"], "en", 0)[1])
    out = ModelRenderer(CAT, Stub(lambda ref, p: next(english))).render_many([request])[0]
    assert out.fell_back and out.reason.startswith("language en, the speaker writes hi")


# --- through the shop ------------------------------------------------------------------------------------
def _small(**renderer):
    base = scenario_for("reference", days=1)
    counter = {**base.counter.model_dump(), "customers_per_day": 4}
    return scenario_for("reference", days=1, counter=counter, renderer=renderer or {"kind": "template"})


def test_a_month_with_the_random_model_keeps_every_decision_and_counts_fallbacks(tmp_path, tiny):
    from agents.direct import play_month
    from scoring import score_record
    template = play_month(_small()).record.events
    events = play_month(_small(kind="model", path=str(tiny["causal"]), max_new_tokens=4,
                               cache_dir=str(tmp_path))).record.events
    start = next(e for e in events if e["kind"] == "run_start")["renderer"]
    assert start["kind"] == "model" and start["weights_sha256"] == folder_identity(tiny["causal"])["weights_sha256"]
    said = [e for e in events if e["kind"] in ("message_delivered", "customer_words") and "fell_back" in e]
    fallbacks = [e for e in events if e["kind"] == "renderer_fallback"]
    assert said and all(e["fell_back"] and e["renderer"] == "model:causal" for e in said)
    assert len(fallbacks) == len(said) and all(f["hidden"] and f["rejected"] for f in fallbacks)
    money = [{k: v for k, v in e.items() if k != "seq"} for e in events if e["kind"] in ("day_close", "net_worth_open")]
    assert money == [{k: v for k, v in e.items() if k != "seq"} for e in template
                     if e["kind"] in ("day_close", "net_worth_open")]
    scores = score_record(events)
    assert scores["renderer"]["kind"] == "model" and scores["renderer"]["sha256"] == start["sha256"]
    assert all(rate == 1.0 for rate in scores["renderer_fallback_rate_by_language"].values() if rate is not None)
    assert score_record(template)["renderer_fallback_rate_by_language"] == {"en": 0.0, "hi": 0.0, "hinglish": 0.0}


def test_a_run_folder_with_a_faithful_model_records_it_and_never_falls_back(tmp_path, tiny, monkeypatch):
    import json

    import lang.model_backend
    from kirana.runs import run_to_folder
    stub = Stub(lambda ref, p: ref, name="echo")
    monkeypatch.setattr(lang.model_backend, "load_backend", lambda *a, **k: stub)
    scores = run_to_folder(_small(kind="model", path=str(tiny["causal"]), cache_dir=str(tmp_path / "cache")),
                           tmp_path / "run", engine="direct")
    saved = json.loads((tmp_path / "run" / "scores.json").read_text(encoding="utf-8"))
    assert saved["renderer"] == {"kind": "model", "name": "model:echo", "sha256": "echo", "weights_sha256": None}
    assert scores["renderer_fallback_rate_by_language"] == {"en": 0.0, "hi": 0.0, "hinglish": 0.0}
    assert sum(scores["renderer_messages_by_language"].values()) > 10 and stub.calls


def test_template_runs_and_the_cli_never_import_torch_or_transformers():
    code = ("import sys; sys.path.insert(0, 'tests'); from conftest import scenario_for; "
            "from agents.direct import play_month; import kirana.cli; play_month(scenario_for('reference', days=1)); "
            "bad = [m for m in ('torch', 'transformers', 'sentencepiece') if m in sys.modules]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


def test_the_renderer_models_work_is_counted_for_usage(tiny, tmp_path):
    backend = load_backend(tiny["causal"], max_new_tokens=6, batch_size=4)
    before = backend.usage()
    backend.generate(["one prompt", "a second, longer prompt", "three"])
    work = backend.usage()
    assert work["calls"] - before["calls"] == 1 and work["prompts"] - before["prompts"] == 3
    assert work["prompt_tokens"] > before["prompt_tokens"]
    assert 0 < work["completion_tokens"] - before["completion_tokens"] <= 3 * 6
    assert work["seconds"] >= before["seconds"]
    renderer = ModelRenderer(CAT, Stub(lambda ref, p: ref), cache=RenderCache(tmp_path / "c"))
    requests = _requests(2)
    renderer.render_many(requests)
    renderer.render_many(requests)                                   # the second time from the cache
    usage = renderer.usage()
    assert usage["generated"] > 0 and usage["cached"] > 0 and usage["calls"] == 0   # a backend without usage()
