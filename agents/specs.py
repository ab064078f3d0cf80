"""Checking a role's model spec without importing AutoGen when the spec is scripted or ``openai:``.

``check_model_spec`` accepts what ``agents.models.client_from_spec`` builds:
``scripted:NAME`` (a scripted shop of ``roles.scripted.SHOPS``),
``openai:MODEL@URL``, or a component config ``{provider, config}`` — only the
last is built here (through AutoGen) to check it loads.
"""
from __future__ import annotations

from typing import Any, Mapping

__all__ = ["check_model_spec", "is_scripted"]


def is_scripted(spec: Any) -> bool:
    """True for a ``scripted:NAME`` spec."""
    return isinstance(spec, str) and spec.startswith("scripted:")


def check_model_spec(spec: str | Mapping[str, Any], role: str, *, api_key_env: str = "OPENAI_API_KEY") -> None:
    """Raise ``agents.models.ModelSpecError`` (a ValueError) naming ``roles.ROLE.model`` if the spec is unusable."""
    if is_scripted(spec):
        from roles.scripted import SHOPS
        name = spec.split(":", 1)[1]
        if name not in SHOPS:
            raise _error(f"roles.{role}.model: no scripted shop {name!r}; known: {sorted(SHOPS)}")
        return
    if isinstance(spec, str) and spec.startswith("openai:"):
        body = spec[len("openai:"):]
        model, sep, url = body.partition("@")
        if model and sep and url.startswith(("http://", "https://")):
            return
    from agents.models import client_from_spec
    client_from_spec(spec, role, api_key_env=api_key_env)


def _error(message: str) -> ValueError:
    from agents.models import ModelSpecError
    return ModelSpecError(message)
