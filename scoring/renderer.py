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

from events.base import Event
from events.counter import CustomerWords
from events.suppliers import MessageDelivered
from events.world import RunStart, SupplierTerms
from scenarios.vocabulary import LANGUAGES
from scoring._common import typed

__all__ = ["renderer_scores"]


def renderer_scores(events: Iterable[dict | Event]) -> dict:
    """The renderer's identity and its fallback rate per language (see the module docstring)."""
    identity: dict = {}
    supplier_language: dict[str, str] = {}
    sent = {lang: 0 for lang in LANGUAGES}
    fell = {lang: 0 for lang in LANGUAGES}
    for e in typed(events):
        if type(e) is RunStart:
            identity = e.renderer or {"kind": "template", "name": "template"}
        elif type(e) is SupplierTerms:
            supplier_language[e.supplier_id] = e.language
        elif type(e) is CustomerWords or (type(e) is MessageDelivered and e.sender in supplier_language):
            lang = e.language if type(e) is CustomerWords else supplier_language[e.sender]
            sent[lang] = sent.get(lang, 0) + 1
            fell[lang] = fell.get(lang, 0) + bool(e.fell_back)
    return {"renderer": {k: identity.get(k) for k in ("kind", "name", "sha256", "weights_sha256")},
            "renderer_messages_by_language": sent,
            "renderer_fallback_rate_by_language": {lang: round(fell[lang] / n, 4) if n else None
                                                   for lang, n in sent.items()}}
