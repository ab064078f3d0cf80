"""Model clients per role: from a scenario's model spec, with retries, usage and bad-call recording.

A role's ``model`` is one of:
- ``"scripted:NAME"`` — a scripted shop's policy (``agents.scripted_client``);
- ``"human"`` — a person at the terminal (``agents.console_client``);
- ``"openai:MODEL@URL"`` — any OpenAI-compatible server (vLLM, Ollama, llama.cpp
  server, a hosted API), through ``agents.http_client.HttpChatCompletionClient``
  (AutoGen's OpenAI request, without the SDK and without ``name``); the API key is read from the environment variable
  named by ``api_key_env`` (default ``OPENAI_API_KEY``; a placeholder is used
  when it is unset, as local servers accept any key) and never written to disk;
- a component config dict ``{"provider": ..., "config": {...}}`` for any AutoGen
  ``ChatCompletionClient``.

The ``openai:`` form sends no ``name`` field on messages (several servers refuse
it with HTTP 400 or 422); a role's ``send_name: true`` turns it on. A component
config is passed as written, except that a secret written as ``<redacted>``
(as ``scenario.resolved.yaml`` stores it) is left out, so the client reads it
from its environment variable.

Every role's client is wrapped in ``agents.guard.RoleModelClient`` (retries,
model errors, context overflow, unsafe answers, usage).
"""
from __future__ import annotations

import json
import os
from typing import Any, Mapping

from autogen_core.models import ChatCompletionClient

from agents.guard import RoleModelClient, failure_of
from scenarios.redact import without_redacted
from agents.specs import openai_spec_parts, spec_hint

__all__ = ["client_from_spec", "RoleModelClient", "ModelSpecError", "parse_openai_spec", "spec_url", "TRANSIENT"]


class ModelSpecError(ValueError):
    """A role's model spec that names no usable client; says which forms were tried."""


def parse_openai_spec(spec: str) -> tuple[str, str]:
    """``"openai:qwen3@http://127.0.0.1:8000/v1"`` → (model, base URL). Raises ModelSpecError
    (``agents.specs.openai_spec_parts``: a missing model or ``@``, a URL that is not http(s) or has no host)."""
    return openai_spec_parts(spec)


def _component(spec: Mapping[str, Any], role: str) -> ChatCompletionClient:
    """An AutoGen component config's client; ModelSpecError in one line naming what to fix: no ``provider``; the
    provider's config fields that fail (``config.model: field required``: a new user's trial, session 38, got
    pydantic's multi-line text and a hint about the provider, which was fine); or why the provider would not load."""
    from pydantic import ValidationError
    provider = spec.get("provider")
    if not provider:
        spec_text = spec.get("model")
        if isinstance(spec_text, str) and ":" in spec_text:  # {model: "openai:…", retries: 1}: a role's settings
            others = ", ".join(sorted(k for k in spec if k != "model")) or "its settings"
            raise ModelSpecError(f"roles.{role}.model: a mapping here is an AutoGen component config (provider and "
                                 f"config); write the spec as text, {role}: \"{spec_text}\", and put {others} "
                                 f"under the scenario's roles.{role}, beside model")
        raise ModelSpecError(f"roles.{role}.model: a component config needs provider (an importable AutoGen "
                             "ChatCompletionClient class, e.g. autogen_ext.models.openai.OpenAIChatCompletionClient) "
                             "and config (its settings)")
    _unknown_settings(spec, provider, role)
    try:
        return ChatCompletionClient.load_component(without_redacted(dict(spec)))
    except ValidationError as exc:
        fields = "; ".join(f"config.{'.'.join(map(str, e['loc']))}: {e['msg'][:1].lower()}{e['msg'][1:]}"
                           for e in exc.errors())
        raise ModelSpecError(f"roles.{role}.model: the config of {provider!r} is not valid: {fields}; fix "
                             "config in the scenario (the client's own settings, e.g. config.model: MODEL)") from exc
    except (ImportError, AttributeError, TypeError) as exc:  # the provider itself: not importable, not a client
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ModelSpecError(f"roles.{role}.model: could not load component {provider!r}: {first}") from exc
    except Exception as exc:  # the provider loaded; its own check of the config failed ("Missing credentials")
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ModelSpecError(f"roles.{role}.model: {provider!r} would not start with this config: {first}; fix "
                             "config in the scenario (see the client's own documentation)") from exc


def _unknown_settings(spec: Mapping[str, Any], provider: str, role: str) -> None:
    """ModelSpecError naming a config key the provider's settings do not have (``temprature: 0.2`` passed, and the
    client would have run at its default temperature: a new user's re-trial, session 38), with the nearest known
    key. Nothing when the provider cannot be imported (``load_component`` says why) or its settings take any key."""
    import difflib
    import importlib
    from autogen_core._component_config import WELL_KNOWN_PROVIDERS
    path = WELL_KNOWN_PROVIDERS.get(provider, provider)
    module, _, name = str(path).rpartition(".")
    try:
        schema = getattr(importlib.import_module(module), name).component_config_schema
        known = {k for f, info in schema.model_fields.items() for k in (f, info.alias) if k}
    except Exception:  # noqa: BLE001 - not importable or not a component: load_component's own error says so
        return
    config = spec.get("config")
    if schema.model_config.get("extra") == "allow" or not isinstance(config, Mapping):
        return
    unknown = [str(k) for k in config if k not in known]
    if unknown:
        said = "; ".join(f"config.{k}" + (f" (did you mean {m[0]}?)" if (m := difflib.get_close_matches(k, known, 1))
                                          else "") for k in unknown)
        raise ModelSpecError(f"roles.{role}.model: {provider!r} has no setting {said}; its settings are "
                             f"{', '.join(sorted(known))}")


def client_from_spec(spec: str | Mapping[str, Any], role: str, *, api_key_env: str = "OPENAI_API_KEY",
                     timeout_s: float = 120.0, send_name: bool = False) -> ChatCompletionClient:
    """The AutoGen client for one role's model spec (see the module docstring).

    Raises:
        ModelSpecError: an unknown form or provider; the message lists the forms tried.
    """
    if isinstance(spec, Mapping):
        return _component(spec, role)
    if spec == "human":
        from agents.console_client import HumanConsoleClient
        return HumanConsoleClient(role)
    if spec.startswith("scripted:"):
        from agents.scripted_client import ScriptedChatCompletionClient
        from roles.scripted import SHOPS
        name = spec.split(":", 1)[1]
        if name not in SHOPS:
            from agents.specs import shop_hint
            raise ModelSpecError(f"roles.{role}.model: no scripted shop {name!r}; known: {sorted(SHOPS)}"
                                 f"{shop_hint(name)}")
        return ScriptedChatCompletionClient(shop=name, role=role)
    if spec.startswith("openai:"):
        from agents.http_client import HttpChatCompletionClient
        model, url = parse_openai_spec(spec)
        return HttpChatCompletionClient(model, url, os.environ.get(api_key_env) or "not-needed", timeout_s=timeout_s,
                                        send_names=send_name)
    hint = spec_hint(spec, lambda fixed: f"model: {json.dumps(fixed)}")  # the fix the --role flag names
    raise ModelSpecError(f"roles.{role}.model: {spec!r} is not a model spec; tried scripted:NAME, "
                         f"human, openai:MODEL@URL and a component config {{provider, config}}{hint}")


def spec_url(spec: str | Mapping[str, Any]) -> str:
    """The server URL a model spec names ("" for scripted specs and configs without one)."""
    if isinstance(spec, Mapping):
        config = spec.get("config") or {}
        return str(config.get("base_url") or "") if isinstance(config, Mapping) else ""
    if spec.startswith("openai:"):
        try:
            return parse_openai_spec(spec)[1]
        except ModelSpecError:
            return ""
    return ""


def TRANSIENT(exc: BaseException) -> bool:
    """Whether the guard retries this client error (timeout, connection, HTTP 5xx/408/409/429, unreadable answer;
    not ``agents.rate_limit.RateLimitTooLong``, a Retry-After over 120 s)."""
    return failure_of(exc)[1]
