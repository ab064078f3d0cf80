"""Checking a role's model spec without importing AutoGen when the spec is scripted or ``openai:``.

``check_model_spec`` accepts what ``agents.models.client_from_spec`` builds:
``scripted:NAME`` (a scripted shop of ``roles.scripted.SHOPS``),
``openai:MODEL@URL``, or a component config ``{provider, config}`` — only the
last is built here (through AutoGen) to check it loads.
"""
from __future__ import annotations

from typing import Any, Mapping

__all__ = ["check_model_spec", "is_scripted", "openai_spec_parts"]

_OPENAI_FORM = "write openai:MODEL@URL, e.g. openai:qwen3-8b@http://127.0.0.1:8000/v1"


def openai_spec_parts(spec: str) -> tuple[str, str]:
    """``"openai:qwen3@http://127.0.0.1:8000/v1"`` → (model, base URL).

    Raises ``agents.models.ModelSpecError`` (a ValueError) quoting the spec when the model or the ``@`` is
    missing, the URL is not http(s), or the URL does not parse to a host (``http://[::1`` unclosed, ``http://``
    with no host, a port that is not a number): caught when the run starts, not at the first call.
    """
    from urllib.parse import urlsplit
    model, sep, url = spec[len("openai:"):].partition("@")
    if not model or not sep or not url.startswith(("http://", "https://")):
        raise _error(f"{spec!r}: {_OPENAI_FORM}")
    try:
        parts = urlsplit(url)
        parts.port  # raises ValueError for a port that is not a number or out of range
    except ValueError as exc:
        raise _error(f"{spec!r}: the server's URL {url!r} does not parse ({exc}); {_OPENAI_FORM}") from None
    if not parts.hostname:
        raise _error(f"{spec!r}: the server's URL {url!r} names no host; {_OPENAI_FORM}")
    return model, url


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
        try:
            openai_spec_parts(spec)
        except ValueError as exc:
            raise _error(f"roles.{role}.model: {exc}") from None
        return
    from agents.models import client_from_spec
    client_from_spec(spec, role, api_key_env=api_key_env)


def _error(message: str) -> ValueError:
    from agents.models import ModelSpecError
    return ModelSpecError(message)
