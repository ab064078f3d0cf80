"""Model clients per role: from a scenario's model spec, with retries, usage and bad-call recording.

A role's ``model`` is one of:
- ``"scripted:NAME"`` — a scripted shop's policy (``agents.scripted_client``);
- ``"openai:MODEL@URL"`` — any OpenAI-compatible server (vLLM, Ollama, llama.cpp
  server, a hosted API), through ``agents.http_client.HttpChatCompletionClient``
  (AutoGen's OpenAI request, without the SDK and without ``name``); the API key is read from the environment variable
  named by ``api_key_env`` (default ``OPENAI_API_KEY``; a placeholder is used
  when it is unset, as local servers accept any key) and never written to disk;
- a component config dict ``{"provider": ..., "config": {...}}`` for any AutoGen
  ``ChatCompletionClient``.

Every role's client is wrapped in ``RoleModelClient``, which retries transport
errors (timeouts, connection errors, HTTP 5xx, rate limits) with exponential
backoff, adds up token usage, and reports each malformed tool call (arguments
that are not JSON, a tool the role does not have) so it is recorded as an
invalid action; AutoGen itself answers the model with the error.
"""
from __future__ import annotations

import asyncio
import json
import os
from typing import Any, Callable, Mapping, Optional, Sequence

from autogen_core import CancellationToken, FunctionCall
from autogen_core.models import ChatCompletionClient, CreateResult, LLMMessage, ModelInfo, RequestUsage
from autogen_core.tools import Tool, ToolSchema

__all__ = ["client_from_spec", "RoleModelClient", "ModelSpecError", "parse_openai_spec", "TRANSIENT"]


class ModelSpecError(ValueError):
    """A role's model spec that names no usable client; says which forms were tried."""


def parse_openai_spec(spec: str) -> tuple[str, str]:
    """``"openai:qwen3@http://127.0.0.1:8000/v1"`` → (model, base URL). Raises ModelSpecError."""
    body = spec[len("openai:"):]
    model, sep, url = body.partition("@")
    if not model or not sep or not url.startswith(("http://", "https://")):
        raise ModelSpecError(f"{spec!r}: write openai:MODEL@URL, e.g. openai:qwen3-8b@http://127.0.0.1:8000/v1")
    return model, url


def client_from_spec(spec: str | Mapping[str, Any], role: str, *, api_key_env: str = "OPENAI_API_KEY",
                     timeout_s: float = 120.0) -> ChatCompletionClient:
    """The AutoGen client for one role's model spec (see the module docstring).

    Raises:
        ModelSpecError: an unknown form or provider; the message lists the forms tried.
    """
    if isinstance(spec, Mapping):
        try:
            return ChatCompletionClient.load_component(dict(spec))
        except Exception as exc:
            raise ModelSpecError(f"roles.{role}.model: could not load component {spec.get('provider')!r}: {exc}") from exc
    if spec.startswith("scripted:"):
        from agents.scripted_client import ScriptedChatCompletionClient
        from roles.scripted import SHOPS
        name = spec.split(":", 1)[1]
        if name not in SHOPS:
            raise ModelSpecError(f"roles.{role}.model: no scripted shop {name!r}; known: {sorted(SHOPS)}")
        return ScriptedChatCompletionClient(shop=name, role=role)
    if spec.startswith("openai:"):
        from agents.http_client import HttpChatCompletionClient
        model, url = parse_openai_spec(spec)
        return HttpChatCompletionClient(model, url, os.environ.get(api_key_env) or "not-needed", timeout_s=timeout_s)
    raise ModelSpecError(f"roles.{role}.model: {spec!r} is not a model spec; tried scripted:NAME, "
                         f"openai:MODEL@URL and a component config {{provider, config}}")


def _transient(exc: BaseException) -> bool:
    if isinstance(exc, (asyncio.TimeoutError, TimeoutError, ConnectionError)):
        return True
    from agents.http_client import ServerStatusError
    if isinstance(exc, ServerStatusError):
        return exc.status_code >= 500 or exc.status_code == 429
    try:
        import openai
    except ImportError:  # pragma: no cover
        return False
    if isinstance(exc, (openai.APITimeoutError, openai.APIConnectionError, openai.RateLimitError)):
        return True
    return isinstance(exc, openai.APIStatusError) and exc.status_code >= 500


TRANSIENT = _transient


class RoleModelClient(ChatCompletionClient):
    """Wraps a role's client: retries, usage, and bad tool calls reported (see the module docstring).

    Args:
        inner: the real client.
        role: the role it plays.
        tool_names: the tools the role has.
        on_bad_call: called with (role, tool name, raw arguments text, reason) for each bad call.
        retries: attempts after the first on a transient error; backoff_s doubles each time.
    """

    def __init__(self, inner: ChatCompletionClient, role: str, tool_names: set[str],
                 on_bad_call: Callable[[str, str, str, str], None], *, retries: int = 4, backoff_s: float = 0.5) -> None:
        self.inner, self.role, self.tool_names, self.on_bad_call = inner, role, tool_names, on_bad_call
        self.retries, self.backoff_s = retries, backoff_s
        self.prompt_tokens = self.completion_tokens = self.calls = self.retried = 0

    async def create(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = [],
                     tool_choice: Any = "auto", json_output: Optional[Any] = None,
                     extra_create_args: Mapping[str, Any] = {},
                     cancellation_token: Optional[CancellationToken] = None) -> CreateResult:
        for attempt in range(self.retries + 1):
            try:
                result = await self.inner.create(messages, tools=tools, tool_choice=tool_choice,
                                                 json_output=json_output, extra_create_args=extra_create_args,
                                                 cancellation_token=cancellation_token)
                break
            except Exception as exc:
                if attempt >= self.retries or not _transient(exc):
                    raise
                self.retried += 1
                await asyncio.sleep(self.backoff_s * 2 ** attempt)
        self.calls += 1
        self.prompt_tokens += result.usage.prompt_tokens
        self.completion_tokens += result.usage.completion_tokens
        if isinstance(result.content, list):
            for call in result.content:
                if not isinstance(call, FunctionCall):
                    continue
                if call.name not in self.tool_names:
                    self.on_bad_call(self.role, call.name, call.arguments, f"no tool {call.name!r} for the {self.role}")
                    continue
                try:
                    args = json.loads(call.arguments)
                except (json.JSONDecodeError, TypeError) as exc:
                    self.on_bad_call(self.role, call.name, str(call.arguments), f"arguments are not JSON: {exc}")
                    continue
                if not isinstance(args, dict):
                    self.on_bad_call(self.role, call.name, str(call.arguments), "arguments are not a JSON object")
        return result

    def create_stream(self, *args: Any, **kwargs: Any):  # pragma: no cover - not used by the runner
        return self.inner.create_stream(*args, **kwargs)

    async def close(self) -> None:
        await self.inner.close()

    def actual_usage(self) -> RequestUsage:
        return self.inner.actual_usage()

    def total_usage(self) -> RequestUsage:
        return RequestUsage(prompt_tokens=self.prompt_tokens, completion_tokens=self.completion_tokens)

    def count_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        from agents.context import _message_tokens
        return sum(_message_tokens(m) for m in messages)

    def remaining_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return 1 << 30

    @property
    def model_info(self) -> ModelInfo:
        return self.inner.model_info

    @property
    def capabilities(self):  # pragma: no cover - deprecated in AutoGen
        return self.inner.model_info
