"""The fixed renderer model: a local language model voices suppliers and customers, the kernel still decides.

``ModelRenderer`` has the template renderer's interface (``email``,
``bill_email``, ``reminder_email``, ``delivery_email``, ``customer_request``,
``customer_answer``, ``speech``) and ``render_many`` for several messages due
at once. For each message it first draws the template rendering exactly as
``TemplateRenderer`` would (same phrasing generator, same draws), then asks the
model to say each decision again — one *unit* per decision line of an e-mail
(the greeting and sign-off stay the template's), or the customer's sentence —
prompted with the template text as the reference, the other accepted phrasings
of the same decision, the speaker's persona (a supplier's temperament) and
language. All units of all messages in a call are generated together,
``batch_size`` at a time, greedily (``lang.model_backend``); a unit already in
the disk cache (``lang.render_cache``; keyed by the model's hash, the settings,
the decision, the language, the persona and the reference) is not generated
again.

The fidelity guard (``lang.fidelity``) then reads the model's message back: if
any decision kind, item, figure or id differs from the kernel's decision, or a
unit is not in the speaker's language, the whole message is the template's
instead. ``last_fell_back`` tells whether the latest message fell back, and
``on_fallback(event)`` (if given) receives ``{speaker, language, kinds, reason,
rejected, used}`` for each fallback — the shop records it as a
``renderer_fallback`` event. Rendering never raises for what a model writes,
nor when generation itself fails (every message of the call falls back, with
the error as the reason; nothing is cached).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from lang.fidelity import problem
from lang.model_backend import ModelBackend
from lang.render import TemplateRenderer, Pick, phrases, slots_of, view
from lang.render_cache import RenderCache, cache_key
from market.catalogue import Catalogue

__all__ = ["ModelRenderer", "Rendered", "PROMPT_VERSION", "prompt", "TEMPERAMENTS", "LANGUAGE_NAMES"]

PROMPT_VERSION = 1
LANGUAGE_NAMES = {"en": "English", "hi": "Hindi, in Devanagari script",
                  "hinglish": "Hinglish (Hindi written in Roman letters, mixed with English)"}
TEMPERAMENTS = {  # TERMS-Bench counterpart temperaments
    "candid": "a plain, straightforward wholesale supplier",
    "taciturn": "a wholesale supplier of few words",
    "expressive": "a warm, talkative wholesale supplier",
    "strategic": "a careful, calculating wholesale supplier",
    "adversarial": "a curt, hard-nosed wholesale supplier",
}
REFERENCE, ANSWER = "Message:\n", "\n\nRewritten:\n"  # the markers around the reference in every prompt


@dataclass(frozen=True)
class Rendered:
    """One message: the text used, whether it fell back to the template, the model's text if refused, and why."""
    text: str
    fell_back: bool = False
    rejected: str | None = None
    reason: str = ""


@dataclass(frozen=True)
class _Unit:
    reference: str          # the template's wording of this decision (one or more lines)
    view: dict              # what it must read back to
    language: str
    persona: str
    customer: bool
    variants: tuple[str, ...]

    def key(self, model: str, settings: dict) -> str:
        return cache_key(v=PROMPT_VERSION, model=model, settings=settings, decision=self.view, language=self.language,
                         persona=self.persona, reference=self.reference, variants=list(self.variants))


def prompt(unit: _Unit) -> str:
    """The instruction for one unit; the reference sits between ``REFERENCE`` and ``ANSWER``."""
    n = len(unit.reference.splitlines())
    what = "what a customer says at the counter" if unit.customer else "part of an e-mail to a kirana (a shop in India)"
    shape = "in one line" if n == 1 else f"in {n} lines, one for each line of the message"
    others = "".join(f"- {v}\n" for v in unit.variants if v != unit.reference)
    accepted = f"Other accepted ways to say it:\n{others}\n" if others else ""
    return (f"You are {unit.persona}. Say {what} again in {LANGUAGE_NAMES[unit.language]}, in your own manner, "
            f"{shape}. Keep every amount (₹), quantity, unit, item name and id (such as B12, O3, D4) exactly as "
            f"written and add no other figure. Answer with the message only.\n\n{accepted}"
            f"{REFERENCE}{unit.reference}{ANSWER}")


def _clean(raw: str, n_lines: int) -> str:
    lines = [line.strip() for line in raw.strip().splitlines() if line.strip()]
    return "\n".join(lines[:n_lines])


class ModelRenderer(TemplateRenderer):
    """Renders through ``backend`` with the fidelity guard (see the module docstring).

    Args:
        catalogue: the catalogue item names come from.
        backend: a loaded ``ModelBackend`` (or any object with ``generate(prompts)`` and ``identity``).
        cache: the disk cache, or None for none.
        personas: speaker name → a temperament (``TEMPERAMENTS``) or a description; others get a default.
        on_fallback: called with one dict per message that fell back.
    """

    def __init__(self, catalogue: Catalogue, backend: ModelBackend, *, cache: RenderCache | None = None,
                 personas: dict[str, str] | None = None, on_fallback: Callable[[dict], None] | None = None):
        super().__init__(catalogue)
        self.backend, self.cache, self.on_fallback = backend, cache, on_fallback
        self.personas = dict(personas or {})
        self.name = f"model:{backend.identity.get('folder', 'model')}"
        self.last_fell_back = False
        self.generated = 0  # units the model generated (cache misses)
        self.cached = 0     # units found in the render cache
        self._settings = {"max_new_tokens": getattr(backend, "max_new_tokens", None),
                          "threads": getattr(backend, "threads", None)}

    def identity(self) -> dict:
        """What the run records: kind, name, the model's identity and hashes, the generation settings."""
        return {"kind": "model", "name": self.name, "prompt_version": PROMPT_VERSION, **self.backend.identity,
                "max_new_tokens": getattr(self.backend, "max_new_tokens", None),
                "batch_size": getattr(self.backend, "batch_size", None), "threads": getattr(self.backend, "threads", None)}

    def usage(self) -> dict:
        """The renderer model's work for ``usage.json``: units generated and found in the cache, and the
        backend's calls, prompts, tokens and seconds (``ModelBackend.usage``; zeros for a backend without it)."""
        work = self.backend.usage() if hasattr(self.backend, "usage") else {}
        return {"model": self.name, "generated": self.generated, "cached": self.cached,
                **{k: work.get(k, 0) for k in ("calls", "prompts", "prompt_tokens", "completion_tokens", "seconds")}}

    # --- the template renderer's entry points --------------------------------------------------
    def email(self, lines: list[dict], language: str, name: str, pick) -> str:
        return self.render_many([{"kind": "email", "lines": lines, "language": language, "name": name,
                                  "pick": pick}])[0].text

    def speech(self, decision: dict, language: str, name: str | None, pick) -> str:
        return self.render_many([{"kind": "speech", "decision": decision, "language": language, "name": name,
                                  "pick": pick}])[0].text

    # --- batches ----------------------------------------------------------------------------------
    def render_many(self, requests: list[dict]) -> list[Rendered]:
        """Render several messages at once; each request is ``{kind: email, lines, language, name, pick}`` or
        ``{kind: speech, decision, language, name, pick}``. Returns one ``Rendered`` per request, in order.

        Raises: KeyError for an unknown request kind, decision kind, language or sku (as the template does).
        """
        plans = [self._plan(r) for r in requests]
        written, failure = self._generate([u for plan in plans for u in plan["units"]])
        out, i = [], 0
        for request, plan in zip(requests, plans):
            texts = written[i:i + len(plan["units"])]
            i += len(plan["units"])
            out.append(self._decide(request, plan, texts, failure))
        if out:
            self.last_fell_back = out[-1].fell_back
        return out

    def _persona(self, name: str | None, customer: bool) -> str:
        persona = self.personas.get(name or "")
        if persona:
            return TEMPERAMENTS.get(persona, persona)
        return "a customer at a kirana counter" if customer else TEMPERAMENTS["candid"]

    def _plan(self, r: dict) -> dict:
        language, name, pick = r["language"], r.get("name"), r["pick"]
        if r["kind"] == "email":
            greeting, blocks, signoff = self.email_parts(r["lines"], language, pick, r.get("name"))
            table, persona = phrases(language), self._persona(name, False)
            units = []
            for d, block in zip(r["lines"], blocks):
                n = max(len(table["slots"][s]) for s in slots_of(d["kind"]))
                variants = tuple(dict.fromkeys("\n".join(self._line(d, table, language, Pick(k)))
                                                for k in range(n)))
                units.append(_Unit("\n".join(block), view(d), language, persona, False, variants))
            template = "\n".join(filter(None, [greeting, *[t for b in blocks for t in b], signoff, name]))
            return {"template": template, "units": units, "head": [greeting] if greeting else [], "tail": [signoff, name]}
        if r["kind"] == "speech":
            d = r["decision"]
            body = TemplateRenderer.speech(self, d, language, None, pick)
            n = max(len(phrases(language)["slots"][s]) for s in slots_of(view(d, customer=True)["kind"], True))
            variants = tuple(dict.fromkeys(TemplateRenderer.speech(self, d, language, None, k) for k in range(n)))
            unit = _Unit(body, view(d, customer=True), language, self._persona(name, True), True, variants)
            return {"template": f"{name}: {body}" if name else body, "units": [unit], "head": [], "tail": [],
                    "prefix": f"{name}: " if name else ""}
        raise KeyError(f"no render request kind {r['kind']!r}; use email or speech")

    def _generate(self, units: list[_Unit]) -> tuple[list[str], str]:
        """The model's text per unit (cleaned), and "" or why the model failed (then every text is empty)."""
        model = self.backend.identity.get("sha256") or self.backend.identity.get("weights_sha256") or self.name
        keys = [u.key(model, self._settings) for u in units]
        found = self.cache.get_many(keys) if self.cache is not None else {}
        todo = {k: u for k, u in zip(keys, units) if k not in found}
        self.cached += sum(k in found for k in keys)
        if todo:
            try:
                texts = self.backend.generate([prompt(u) for u in todo.values()])
            except Exception as exc:  # noqa: BLE001 - a month goes on in the template's words; the reason is recorded
                return ["" for _ in units], f"the model failed: {type(exc).__name__}: {exc}"[:300]
            new = dict(zip(todo, texts))
            self.generated += len(new)
            if self.cache is not None:
                self.cache.put_many(new)
            found = {**found, **new}
        return [_clean(found[k], len(u.reference.splitlines())) for k, u in zip(keys, units)], ""

    def _decide(self, r: dict, plan: dict, texts: list[str], failure: str = "") -> Rendered:
        if not plan["units"]:
            return Rendered(plan["template"])
        body = "\n".join(texts)
        text = plan.get("prefix", "") + body if r["kind"] == "speech" else "\n".join([*plan["head"], body, *plan["tail"]])
        why = failure or problem(text, [u.view for u in plan["units"]], r["language"], texts, self.catalogue,
                                 references=[u.reference for u in plan["units"]], customer=r["kind"] == "speech")
        if not why:
            return Rendered(text)
        rendered = Rendered(plan["template"], True, text, why)
        if self.on_fallback is not None:
            self.on_fallback({"speaker": r.get("name") or "customer", "language": r["language"],
                              "kinds": [u.view["kind"] for u in plan["units"]], "reason": why,
                              "rejected": text, "used": plan["template"]})
        return rendered
