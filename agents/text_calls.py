"""Tool calls a model wrote as text instead of through the tool-calling interface (``agents.guard`` records each as
one ``invalid_action`` and tells the model to call the tool): tagged (``<tool_call>``, ``[TOOL_CALLS]``,
``<|python_tag|>``, ``<function=…>``), bare or fenced JSON with a name (alone, or after a sentence), or a line that
calls one of the role's tools the Python or ReAct way."""
from __future__ import annotations

import json
import re

__all__ = ["text_tool_call"]

_TEXT_CALL = re.compile(r"<tool_call>|</tool_call>|<function=|\[TOOL_CALLS\]|<\|python_tag\|>")

#: A line that calls a tool the Python or ReAct way ("send_message(to='S1', …)", "Action: sleep(minutes=30)").
_PY_CALL = re.compile(r"^[ \t>*`]*(?:(?:action|act|call|कार्रवाई|karyavahi)\s*:\s*)?`?([a-z_][a-z0-9_]{1,40})\s*\(",
                      re.IGNORECASE | re.MULTILINE)


def text_tool_call(content: str, tool_names: set[str]) -> str | None:
    """The tool named by a tool call the model wrote as text ("?" when unnamed), or None: tagged, bare JSON with
    a name (alone, or fenced after a sentence), or a line calling one of the role's tools the Python/ReAct way
    ("Action: sleep(minutes=30)")."""
    for m in _PY_CALL.finditer(content):
        if m.group(1) in tool_names:
            return m.group(1)
    if _TEXT_CALL.search(content):
        m = re.search(r'"name"\s*:\s*"([^"]{1,100})"|<function=([\w.-]{1,100})', content)
        return (m.group(1) or m.group(2)) if m else "?"
    stripped = content.strip().strip("`").removeprefix("json").strip()
    bodies = [stripped] if stripped.startswith("{") else []
    if "```" in content and '"name"' in content:  # "मैं अब ऑर्डर भेजता हूँ:\n```json\n{"name": "send_message", …}```"
        bodies += [m.group(1) for m in _FENCED_JSON.finditer(content[:_MAX_SCAN])]
    for text in bodies:
        if '"name"' not in text:
            continue
        try:
            body = json.loads(text)
        except (ValueError, RecursionError):
            continue
        if isinstance(body, dict) and isinstance(body.get("name"), str) and (
                body["name"] in tool_names or "arguments" in body or "parameters" in body):
            return body["name"][:100]
    return None


#: A fenced block tagged json or untagged that holds one JSON object, anywhere in an answer (a tool call written
#: after a sentence); only the first 20,000 characters are looked at.
_FENCED_JSON = re.compile(r"```(?:json)?[ \t]*\n?(\{.*?\})\s*```", re.DOTALL)
_MAX_SCAN = 20_000
