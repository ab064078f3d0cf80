"""A small AutoGen ``ChatCompletionClient`` for OpenAI-compatible servers, over httpx.

``openai:MODEL@URL`` roles use it. It sends ``POST {URL}/chat/completions`` with
the same JSON body AutoGen's ``OpenAIChatCompletionClient`` would send (model,
``stream: false``, messages, ``tool_choice``, tools with ``strict: false``, and
any ``extra_create_args``), except that a message's ``name`` (its AutoGen
source) is left out unless ``send_names=True``: several servers' chat templates
reject or mis-read it. It skips the OpenAI SDK's per-request transform of the
payload (61–91 ms a call at 300 messages in this project's measurement; this
client serialises the same request in about a millisecond —
``benchmarks/model_call.py``).

Errors: a timeout raises ``TimeoutError`` — ``timeout_s`` bounds the whole answer,
not only each read, so a server that trickles a byte now and then cannot hold a
run past it — a failed connection
``ConnectionError`` and an HTTP error status ``ServerStatusError`` (with
``status_code`` and the server's message), so the role's guard
(``agents.guard``) can tell transient failures from the rest.

Rate limits: an HTTP 429 or 503 with ``Retry-After`` (seconds or an HTTP date) is raised as a
``ServerStatusError`` carrying ``retry_after_s`` (the guard retries it, counts the retry in ``retried`` but
not against ``retries``, up to ``agents.guard.RATE_LIMIT_WAITS`` waits a call), and the client's next request
waits until then (``agents.rate_limit``; at most ``MAX_WAIT_S`` = 120 s: a longer wait raises
``RateLimitTooLong``, which the guard does not retry). Answers are read by ``agents.chat_answer.parse_response``
(content as a list of text parts, usage that is not numbers, ``reasoning_content``; one-line errors naming the
field for the rest).
"""
from __future__ import annotations

import asyncio
import json
from typing import Any, AsyncGenerator, Mapping, Optional, Sequence

try:  # httpx2 is what the OpenAI SDK of this environment ships; plain httpx has the same API
    import httpx2 as httpx
except ImportError:  # pragma: no cover
    import httpx
from autogen_core import CancellationToken
from autogen_core.models import (AssistantMessage, ChatCompletionClient, CreateResult,
                                 FunctionExecutionResultMessage, LLMMessage, ModelInfo, RequestUsage, SystemMessage,
                                 UserMessage)
from autogen_core.tools import Tool, ToolSchema

from agents.chat_answer import parse_response
from agents.rate_limit import MAX_WAIT_S, RATE_LIMIT_STATUSES, RateLimitTooLong, RetryGate, retry_after_s

__all__ = ["HttpChatCompletionClient", "ServerStatusError", "error_message", "request_body", "oai_message",
           "parse_response", "RateLimitTooLong"]


class ServerStatusError(RuntimeError):
    """The server answered with an HTTP error status (``status_code``); the message is the server's."""

    def __init__(self, status_code: int, message: str, retry_after_s: float | None = None) -> None:
        super().__init__(f"HTTP {status_code}: {message}")
        self.status_code, self.server_message = status_code, message
        self.retry_after_s = retry_after_s  # seconds the server asked us to wait (429/503 with Retry-After), or None


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    raise ValueError("this client sends text only; an image part needs a vision client")


def oai_message(message: LLMMessage, send_names: bool = False) -> list[dict]:
    """One AutoGen message as OpenAI chat messages (a tool-result message becomes one per result)."""
    if isinstance(message, SystemMessage):
        return [{"content": message.content, "role": "system"}]
    if isinstance(message, UserMessage):
        out = {"role": "user", "name": message.source} if send_names else {"role": "user"}
        out["content"] = _text(message.content)
        return [out]
    if isinstance(message, AssistantMessage):
        if isinstance(message.content, str):
            return [{"role": "assistant", "content": message.content}]
        calls = [{"id": c.id, "function": {"arguments": c.arguments, "name": c.name}, "type": "function"}
                 for c in message.content]
        return [{"role": "assistant", "tool_calls": calls, "content": message.thought}]
    if isinstance(message, FunctionExecutionResultMessage):
        return [{"content": r.content, "role": "tool", "tool_call_id": r.call_id} for r in message.content]
    raise ValueError(f"unknown message type {type(message).__name__}")


def _tool(tool: Tool | ToolSchema) -> dict:
    schema = tool.schema if hasattr(tool, "schema") else tool
    function = {"name": schema["name"]}
    if "description" in schema:
        function["description"] = schema["description"]
    function["parameters"] = dict(schema.get("parameters") or {"type": "object", "properties": {}})
    function["strict"] = bool(schema.get("strict", False))
    return {"type": "function", "function": function}


def error_message(response: httpx.Response) -> str:
    """The server's own words in an HTTP error answer: ``error.message`` (OpenAI, llama.cpp, newer vLLM),
    ``error`` as text (Ollama), a top-level ``message`` (older vLLM) or ``detail`` (FastAPI's 422), else the body;
    a body that is not JSON (a proxy's HTML page) as its content type and its first 160 characters, one line."""
    try:
        body = response.json()
    except ValueError:  # not JSON (an HTML error page): its content type and its start, on one line
        kind = response.headers.get("content-type", "no content type").split(";")[0]
        start = " ".join(response.text.split())[:160]
        return f"{kind}: {start}" + ("…" if len(" ".join(response.text.split())) > 160 else "")
    if isinstance(body, dict):
        error = body.get("error")
        if isinstance(error, dict) and error.get("message"):
            return str(error["message"])
        for found in (error, body.get("message"), body.get("detail")):
            if isinstance(found, str) and found:
                return found
        if body.get("detail"):
            return json.dumps(body["detail"], ensure_ascii=False)
    return response.text


def request_body(model: str, messages: Sequence[LLMMessage], tools: Sequence[Tool | ToolSchema] = (),
                 tool_choice: Any = "auto", extra: Mapping[str, Any] | None = None,
                 send_names: bool = False) -> dict:
    """The chat-completions request body (see the module docstring)."""
    body: dict[str, Any] = {"model": model, "stream": False,
                            "messages": [m for msg in messages for m in oai_message(msg, send_names)]}
    if tools:
        if isinstance(tool_choice, str):
            body["tool_choice"] = tool_choice
        else:
            body["tool_choice"] = {"type": "function", "function": {"name": tool_choice.schema["name"]}}
        body["tools"] = [_tool(t) for t in tools]
    body.update(extra or {})
    return body


class HttpChatCompletionClient(ChatCompletionClient):
    """An OpenAI-compatible chat-completions client over httpx (see the module docstring).

    Args:
        model: the model name the server knows.
        base_url: the server's base URL, e.g. ``http://127.0.0.1:8000/v1``.
        api_key: sent as a bearer token (local servers accept any).
        timeout_s: seconds to wait for one answer.
        model_info: what the model can do (default: tool calling, text only).
        send_names: send each message's AutoGen source as ``name`` (AutoGen's default; off here).
    """

    def __init__(self, model: str, base_url: str, api_key: str = "not-needed", *, timeout_s: float = 120.0,
                 model_info: ModelInfo | None = None, send_names: bool = False) -> None:
        self.model, self.base_url, self.send_names = model, base_url.rstrip("/"), send_names
        self._info = model_info or ModelInfo(vision=False, function_calling=True, json_output=False,
                                             family="unknown", structured_output=False,
                                             multiple_system_messages=True)
        self.timeout_s = timeout_s
        self._http = httpx.AsyncClient(timeout=timeout_s, headers={"Authorization": f"Bearer {api_key}",
                                                                    "Content-Type": "application/json"})
        self._total = RequestUsage(prompt_tokens=0, completion_tokens=0)
        self._last = self._total
        self.gate = RetryGate()  # when the server's last Retry-After lets this client send again
        self.request_sent = False  # whether the last request's body was sent whole (a stop's count: agents.guard)

    async def create(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = [],
                     tool_choice: Any = "auto", json_output: Optional[Any] = None,
                     extra_create_args: Mapping[str, Any] = {},
                     cancellation_token: Optional[CancellationToken] = None) -> CreateResult:
        """Send one request; raises TimeoutError, ConnectionError or ServerStatusError (module docstring)."""
        body = request_body(self.model, messages, tools, tool_choice, extra_create_args, self.send_names)
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        late = f"{self.base_url}: no answer within {self.timeout_s:g} s (the role's timeout_s)"
        self.request_sent = False
        await self.gate.wait()  # a rate limit's Retry-After, before timeout_s starts
        try:
            response = await asyncio.wait_for(self._http.post(f"{self.base_url}/chat/completions", content=data,
                                                              extensions={"trace": self._traced}), self.timeout_s)
        except (httpx.TimeoutException, asyncio.TimeoutError) as exc:
            raise TimeoutError(late) from exc
        except httpx.TransportError as exc:
            raise ConnectionError(f"{self.base_url}: {type(exc).__name__}: {exc}") from exc
        if response.status_code >= 400:
            status, said = response.status_code, error_message(response)[:500]
            wait_s = retry_after_s(response.headers) if status in RATE_LIMIT_STATUSES else None
            if wait_s is not None and wait_s > MAX_WAIT_S:
                raise RateLimitTooLong(status, wait_s, said)
            if wait_s is not None:
                self.gate.hold(wait_s)
                said = f"{said} (Retry-After {wait_s:g} s: the next request waits for it)"
            raise ServerStatusError(status, said, wait_s)
        try:
            answer = response.json()
        except ValueError:
            kind = response.headers.get("content-type", "no content type")
            raise ValueError(f"the server's answer is not JSON (HTTP {response.status_code}, {kind}): "
                             f"{response.text[:200]!r}") from None
        result = parse_response(answer)
        self._last = result.usage
        self._total = RequestUsage(prompt_tokens=self._total.prompt_tokens + result.usage.prompt_tokens,
                                   completion_tokens=self._total.completion_tokens + result.usage.completion_tokens)
        return result

    async def _traced(self, event: str, info: Mapping[str, Any]) -> None:
        """httpcore's trace of the request: the body sent whole means the server has the request (and may bill
        it) even if the run stops before its answer (``request_sent``)."""
        if event.endswith(".send_request_body.complete"):
            self.request_sent = True

    async def create_stream(self, messages: Sequence[LLMMessage], **kwargs: Any) -> AsyncGenerator[Any, None]:
        yield await self.create(messages, **kwargs)

    async def close(self) -> None:
        await self._http.aclose()

    def actual_usage(self) -> RequestUsage:
        return self._last

    def total_usage(self) -> RequestUsage:
        return self._total

    def count_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        from agents.context import message_tokens, tool_tokens
        return sum(message_tokens(m) for m in messages) + tool_tokens(tools)

    def remaining_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return 1 << 30

    @property
    def model_info(self) -> ModelInfo:
        return self._info

    @property
    def capabilities(self):  # deprecated in AutoGen, kept for the abstract interface
        return self._info
