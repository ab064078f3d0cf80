"""Reading one chat-completions answer (HTTP 200, JSON) into AutoGen's ``CreateResult``.

``agents.http_client`` hands each answer's JSON to ``parse_response``. What servers send beyond the plain
OpenAI shape is read, not refused:

- ``content`` as a list of parts (``[{"type": "text", "text": "hi"}]``, as Mistral's Magistral and others
  send) is the text of its text parts, joined; ``null`` is "";
- ``usage`` that is not token counts (``{"prompt_tokens": "many"}``, a list) is counted as missing: the
  answer is kept with zero usage, so the guard counts it in ``calls_without_usage`` and estimates its tokens
  offline, as for an answer without usage;
- ``finish_reason: "length"`` beside tool calls is kept as ``cut_off``: a call whose arguments the cut left unreadable
  is refused saying so (``agents.guard``);
- ``reasoning_content`` (or ``reasoning``), the reasoning some servers send beside ``content``, is the
  answer's ``reasoning`` (a ``ReasonedResult``) and never enters ``content``: the guard records it in a
  ``model_reasoning`` event (``agents.reasoning``) and it is never sent back to the server; it is not
  "reasoning left in" (``scoring.model_turns.reasoning_left_in`` counts reasoning written into the answer the
  shop reads, ``<think>…</think>`` in ``content``). A text answer's ``thought`` is it too (AutoGen's own
  client does the same); an answer with tool calls keeps the text beside them as its ``thought`` (sent back to
  the server with the calls in later requests).

An answer that cannot be read (``choices`` missing, empty or not a list, ``"message": null``, ``content`` a number,
``tool_calls`` not a list, a call without its ``function`` object or its name) raises ``ValueError`` with one line
naming the field and what was expected,
e.g. ``choices[0].message.tool_calls[0]: no 'function' object; expected {"function": {"name": …, "arguments":
…}}``; the guard records it as the model's unreadable answer (a ``model_error``) and retries it like a 5xx.
No pydantic dump reaches that line.
"""
from __future__ import annotations

import json
from typing import Any

from autogen_core import FunctionCall
from autogen_core.models import CreateResult, RequestUsage

__all__ = ["parse_response", "content_text", "reported_usage", "ReasonedResult"]


class ReasonedResult(CreateResult):
    """A ``CreateResult`` with the reasoning the server sent beside the content (``reasoning_content``), and whether
    the server cut the answer off at its token limit (``finish_reason: "length"``; ``cut_off``)."""
    reasoning: str | None = None
    cut_off: bool = False

_FINISH = {"tool_calls": "function_calls", "function_call": "function_calls", "stop": "stop", "length": "length",
           "content_filter": "content_filter"}
_CALL_SHAPE = '{"function": {"name": …, "arguments": …}}'
_MESSAGE = '{"message": {"role": "assistant", "content": …}}'


def _kind(value: Any) -> str:
    """What a JSON value is, for an error line: ``a number (42)``, ``an object``, ``text``."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, (int, float)):
        return f"a number ({value!r})"
    if isinstance(value, str):
        return f"text ({json.dumps(value[:40], ensure_ascii=False)})"
    return "an object" if isinstance(value, dict) else "a list" if isinstance(value, list) else type(value).__name__


def content_text(value: Any, where: str) -> str:
    """A message's ``content`` as text: a string as it is, ``null`` as "", a list of parts as its text parts
    joined (``{"type": "text", "text": …}``, or a bare string part; other parts — images, reasoning parts —
    are left out).

    Raises:
        ValueError: any other value, or a part that is neither an object nor text (one line naming ``where``).
    """
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    if isinstance(value, list):
        texts = []
        for i, part in enumerate(value):
            if isinstance(part, str):
                texts.append(part)
            elif isinstance(part, dict):
                if part.get("type", "text") == "text" and isinstance(part.get("text"), str):
                    texts.append(part["text"])
            else:
                raise ValueError(f"{where}[{i}]: {_kind(part)}; expected a part {{\"type\": \"text\", \"text\": …}}")
        return "".join(texts)
    raise ValueError(f"{where}: {_kind(value)}; expected text or a list of {{\"type\": \"text\", \"text\": …}} parts")


def _count(value: Any) -> int | None:
    """A token count: a whole number ≥ 0 (an int, a whole float, digits as text), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if value >= 0 else None
    if isinstance(value, float) and value.is_integer() and value >= 0:
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def reported_usage(usage: Any) -> RequestUsage:
    """The answer's token counts; zero for both (missing, as the guard counts it) when ``usage`` is absent
    or either count present is not a whole number ≥ 0."""
    zero = RequestUsage(prompt_tokens=0, completion_tokens=0)
    if not isinstance(usage, dict):
        return zero
    prompt, completion = _count(usage.get("prompt_tokens", 0)), _count(usage.get("completion_tokens", 0))
    if prompt is None or completion is None:
        return zero
    return RequestUsage(prompt_tokens=prompt, completion_tokens=completion)


def _arguments(value: Any) -> str:
    """A tool call's arguments as JSON text: a server that sends them as a JSON object (not the
    string the OpenAI format asks for) or sends none gets the same text a string would have given;
    an empty or missing value is ``"{}"`` (no arguments)."""
    if isinstance(value, str):
        return value if value.strip() else "{}"
    if value is None:
        return "{}"
    return json.dumps(value, ensure_ascii=False, default=str)


def _calls(value: Any, where: str) -> list[FunctionCall]:
    """``tool_calls`` as AutoGen's calls. Raises ValueError (one line) for a value that is not a list of
    objects each with a ``function`` object."""
    if not isinstance(value, list):
        raise ValueError(f"{where}: {_kind(value)}; expected a list of tool calls [{_CALL_SHAPE}, …]")
    calls = []
    for i, call in enumerate(value):
        if not isinstance(call, dict):
            raise ValueError(f"{where}[{i}]: {_kind(call)}; expected {_CALL_SHAPE}")
        function = call.get("function")
        if not isinstance(function, dict):
            said = "no 'function' object" if function is None else f"'function' is {_kind(function)}"
            raise ValueError(f"{where}[{i}]: {said}; expected {_CALL_SHAPE}")
        name = function.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f"{where}[{i}].function.name: {_kind(name) if name is not None else 'missing or null'}; "
                             f"expected the tool's name as text")
        call_id = call.get("id")
        calls.append(FunctionCall(id=call_id if isinstance(call_id, str) else "" if call_id is None else str(call_id),
                                  name=name, arguments=_arguments(function.get("arguments"))))
    return calls


def _thought(message: dict) -> str | None:
    """The reasoning a server sent beside the content (``reasoning_content``, else ``reasoning``), as text;
    None when there is none or it is not text (it is never a reason to refuse the answer)."""
    for key in ("reasoning_content", "reasoning"):
        value = message.get(key)
        try:
            text = content_text(value, key)
        except ValueError:
            continue
        if text:
            return text
    return None


def parse_response(data: Any) -> CreateResult:
    """A chat-completions response as AutoGen's ``CreateResult`` (see the module docstring).

    Raises:
        ValueError: one line: the response is not a JSON object, holds no choice, its choice holds no message
            object (``"message": null``), or the message's ``content`` or ``tool_calls`` cannot be read; the
            caller records it as a model error and retries it like a 5xx.
    """
    if not isinstance(data, dict):
        raise ValueError(f"the server's answer is not a JSON object: {json.dumps(data)[:200]}")
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices:
        said = "missing" if "choices" not in data else "an empty list" if choices == [] else _kind(choices)
        keys = ", ".join(list(data)[:8])
        raise ValueError(f"choices: {said}, the server's answer holds no choice; expected a list of choices "
                         f"[{_MESSAGE}] (the answer's keys: {keys or 'none'})")
    choice = choices[0]
    message = choice.get("message") if isinstance(choice, dict) else None
    if not isinstance(message, dict):
        where, value = ("choices[0].message", message) if isinstance(choice, dict) else ("choices[0]", choice)
        said = "missing" if isinstance(choice, dict) and "message" not in choice else _kind(value)
        raise ValueError(f"{where}: {said}, no message object; expected {_MESSAGE} in choices[0]")
    where = "choices[0].message"
    usage = reported_usage(data.get("usage"))
    raw_calls = message.get("tool_calls")
    calls = _calls(raw_calls, f"{where}.tool_calls") if raw_calls not in (None, [], "") else []
    text = content_text(message.get("content"), f"{where}.content")
    reasoning = _thought(message)
    reason = choice.get("finish_reason") or "stop"
    if calls:
        return ReasonedResult(finish_reason="function_calls", content=calls, usage=usage, cached=False,
                              thought=text or None, reasoning=reasoning, cut_off=reason == "length")
    finish = _FINISH.get(reason, "unknown") if isinstance(reason, str) else "unknown"
    return ReasonedResult(finish_reason=finish if finish != "function_calls" else "stop", content=text, usage=usage,
                          cached=False, thought=reasoning, reasoning=reasoning)
