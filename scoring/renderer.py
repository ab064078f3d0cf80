"""Renderer scores: which renderer gave suppliers and customers their words, and how often it fell back.

- ``renderer``: ``{kind, name, sha256, weights_sha256}`` from ``run_start.renderer``
  (``lang.renderers.renderer_identity``): ``template`` with the sha256 of its phrase
  tables, or ``model`` with the sha256 of the model's files and of its weights alone
  (None for a template). Two runs with the same ``sha256`` used the same renderer.
- ``renderer_messages_by_language``: rendered messages per counterpart language —
  supplier e-mails (``message_delivered`` from a supplier; the supplier's language from
  ``supplier_terms``) and customers' sentences (``customer_words``).
- ``renderer_fallback_rate_by_language``: the share (a fraction 0–1) of those messages
  whose model wording failed the fidelity guard, so the template's was used
  (``fell_back``); None for a language with no message. Always 0 for the template renderer.
"""
from __future__ import annotations

from typing import Iterable
from scenarios.vocabulary import LANGUAGES

__all__ = ["renderer_scores"]



def renderer_scores(events: Iterable[dict]) -> dict:
    """The renderer's identity and its fallback rate per language (see the module docstring)."""
    identity: dict = {}
    supplier_language: dict[str, str] = {}
    sent = {lang: 0 for lang in LANGUAGES}
    fell = {lang: 0 for lang in LANGUAGES}
    for e in events:
        kind = e["kind"]
        if kind == "run_start":
            identity = e.get("renderer") or {"kind": "template", "name": "template"}
        elif kind == "supplier_terms":
            supplier_language[e["supplier_id"]] = e["language"]
        elif (kind == "message_delivered" and e.get("sender") in supplier_language) or kind == "customer_words":
            lang = e["language"] if kind == "customer_words" else supplier_language[e["sender"]]
            sent[lang] = sent.get(lang, 0) + 1
            fell[lang] = fell.get(lang, 0) + bool(e.get("fell_back"))
    return {"renderer": {k: identity.get(k) for k in ("kind", "name", "sha256", "weights_sha256")},
            "renderer_messages_by_language": sent,
            "renderer_fallback_rate_by_language": {lang: round(fell[lang] / n, 4) if n else None
                                                   for lang, n in sent.items()}}
