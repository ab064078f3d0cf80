"""Tool calls a model wrote as text instead of through the tool-calling interface: tagged (``<tool_call>``,
``[TOOL_CALLS]``, ``<|python_tag|>``, ``<function=…>``), bare or fenced JSON with a name (alone, or after a sentence),
JSON naming a tool in another shape models write calls in (``{"action": …, "action_input": …}``, ``{"function": {…}}``:
``json_call``), a ReAct action line naming a tool alone ("Action: read_messages", then optionally "Action Input:
{…}": ``react_call``), or a line that calls one of the role's tools the Python or ReAct way, or names one the Python
way inside a sentence ("I will now call read_cash_book()"). ``agents.guard`` answers each in the turn as a
refused call (one ``invalid_action``) and counts it for the loop rule under the name and arguments ``written_call``
reads from it (``agents.loops``): the same call in any form — tagged, bare JSON, ``check_books()``,
``Action: sleep(minutes=30)`` beside ``{"name": "sleep", "arguments": {"minutes": 30}}`` — is the same name and the same
arguments, so a model rotating through the forms of one call loops as one that repeats a single form does."""
from __future__ import annotations

import ast
import json
import re
from typing import Any


__all__ = ["text_tool_call", "written_call", "react_call", "json_call"]

_TEXT_CALL = re.compile(r"<tool_call>|</tool_call>|<function=|\[TOOL_CALLS\]|<\|python_tag\|>")

#: A line that calls a tool the Python or ReAct way ("send_message(to='S1', …)", "Action: sleep(minutes=30)").
_PY_CALL = re.compile(r"^[ \t>*`]*(?:(?:action|act|call|कार्रवाई|karyavahi)\s*:\s*)?`?([a-z_][a-z0-9_]{1,40})\s*\(",
                      re.IGNORECASE | re.MULTILINE)
#: A tool named the Python way inside a sentence ("I will now call read_cash_book()", "अब check_books() देखता हूँ"):
#: the name right before "(" — counted only when it is a tool's name (a trial, session 33: the answer had ended the
#: turn as words, no ``invalid_action``, though nothing was done).
_CALL_IN_WORDS = re.compile(r"(?<![\w.])([a-z_][a-z0-9_]{1,40})\(", re.IGNORECASE)


def text_tool_call(content: str, tool_names: set[str]) -> str | None:
    """The tool named by a tool call the model wrote as text ("?" when unnamed), or None: tagged, bare JSON with
    a name (alone, or fenced after a sentence), or a line calling one of the role's tools the Python/ReAct way
    ("Action: sleep(minutes=30)")."""
    for m in _PY_CALL.finditer(content):
        if m.group(1) in tool_names:
            return m.group(1)
    react = react_call(content, tool_names)
    if react is not None:
        return react[0]
    for m in _CALL_IN_WORDS.finditer(content[:_MAX_SCAN]):
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
    found = json_call(content, tool_names)
    return None if found is None else found[0]


def written_call(content: str, tool_names: set[str]) -> tuple[str, Any] | None:
    """(the tool named, its arguments) of a tool call written as text (``text_tool_call``), or None: the arguments
    as the JSON object written (``"arguments"`` or ``"parameters"``, an object or JSON text; ``<function=NAME>``'s
    body), else ``{"raw": the answer stripped}`` (its first 2,000 characters) — what the loop rule compares."""
    name = text_tool_call(content, tool_names)
    if name is None:
        return None
    raw = {"raw": content.strip()[:2000]}
    line = next((m for m in _PY_CALL.finditer(content) if m.group(1) == name), None) or next(
        (m for m in _CALL_IN_WORDS.finditer(content[:_MAX_SCAN]) if m.group(1) == name), None)
    if line is not None:  # "Action: sleep(minutes=30)": its keyword arguments, when each is a literal
        args = _python_args(content, line.start(1), name)
        return name, (raw if args is None else args)
    for found in (react_call(content, tool_names), json_call(content, tool_names)):
        if found is not None and found[0] == name:  # "Action: NAME" + "Action Input: {…}"; {"action": NAME, …}
            return name, (raw if found[1] is None else found[1])
    value = _first_json(content)
    if value is None and _EMPTY_FUNCTION.search(content):  # "<function=check_books></function>": no arguments
        return name, {}
    if isinstance(value, list) and value:
        value = value[0]
    if not isinstance(value, dict):
        return name, raw
    if "<function=" in content and "name" not in value:
        return name, value
    args = value.get("arguments", value.get("parameters", {})) if value.get("name") == name else None
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except (ValueError, RecursionError):
            args = None
    return (name, args) if isinstance(args, dict) else (name, raw)


def _python_args(content: str, start: int, name: str) -> dict[str, Any] | None:
    """The arguments of the call ``name(…)`` written the Python way at ``start`` (the name's first character): its
    keyword arguments as a JSON object (``sleep(minutes=30)`` is ``{"minutes": 30}``, ``check_books()`` is ``{}``,
    ``sleep({"minutes": 30})`` — one object, alone — is that object), each value a literal (Python's, or JSON's
    ``true``/``false``/``null``); None when they cannot be read so (an argument by position, a name or expression as a
    value, a keyword twice, ``**``, no closing parenthesis in the first 10,000 characters)."""
    end = _closing(content, content.index("(", start), start + _MAX_CALL)
    if end is None:
        return None
    try:
        call = ast.parse(content[start:end + 1], mode="eval").body
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == name):
            return None
        if call.args:  # one object alone, else arguments by position: which argument each is, unknown here
            value = _literal(call.args[0]) if len(call.args) == 1 and not call.keywords else None
            return value if isinstance(value, dict) and all(isinstance(k, str) for k in value) else None
        names = [k.arg for k in call.keywords]
        if None in names or len(set(names)) != len(names):
            return None
        return {k.arg: _literal(k.value) for k in call.keywords}
    except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError):
        return None


def _literal(node: ast.AST) -> Any:
    """A literal's value, JSON's ``true``, ``false`` and ``null`` read as Python's (ValueError for anything else)."""
    return ast.literal_eval(_JsonWords().visit(node))


class _JsonWords(ast.NodeTransformer):
    """JSON's ``true``, ``false`` and ``null`` in a call's arguments as the constants they mean."""

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return ast.Constant(_JSON_WORDS[node.id]) if node.id in _JSON_WORDS else node


def _closing(text: str, opening: int, limit: int) -> int | None:
    """The index of the parenthesis closing the one at ``opening`` (outside quoted text), None before ``limit``."""
    depth, quote, escaped = 0, "", False
    for i in range(opening, min(len(text), limit)):
        c = text[i]
        if quote:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == quote:
                quote = ""
        elif c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return i if c == ")" else None
    return None


def _first_json(content: str) -> Any:
    """The first JSON object or list in the answer's first 20,000 characters (after any tag), or None."""
    text = content[:_MAX_SCAN]
    starts = [i for i in (text.find("{"), text.find("[{")) if i >= 0]
    if not starts:
        return None
    try:
        return json.JSONDecoder().raw_decode(text, min(starts))[0]
    except (ValueError, RecursionError):
        return None


#: A fenced block tagged json or untagged that holds one JSON object, anywhere in an answer (a tool call written
#: after a sentence); only the first 20,000 characters are looked at.
_FENCED_JSON = re.compile(r"```(?:json)?[ \t]*\n?(\{.*?\})\s*```", re.DOTALL)
_MAX_SCAN = 20_000
_MAX_CALL = 10_000  # characters of a call written the Python way that are read for its arguments
_JSON_WORDS = {"true": True, "false": False, "null": None}
#: "<function=NAME>" with nothing but blanks before "</function>" or the answer's end: a call without arguments
_EMPTY_FUNCTION = re.compile(r"<function=[\w.-]{1,100}>\s*(?:</function>\s*)?$")


#: A ReAct action line naming a tool alone ("Action: read_messages", "**Action:** `send_message`", "कार्रवाई:
#: read_messages"): the name is the line's whole value; its arguments, if any, follow on an "Action Input:" line.
_REACT_ACTION = re.compile(r"^[ \t>*_#`-]*(?:action|act|tool|call|कार्रवाई|karyavahi)[ \t*_]*:[ \t*_`'\"]*"
                           r"([a-z_][a-z0-9_]{1,40})[ \t*_`'\".]*$", re.IGNORECASE | re.MULTILINE)
#: The line after it that gives the arguments ("Action Input: {"to": "S1"}", "**Action Input:** {}").
_REACT_INPUT = re.compile(r"\A\s*[>*_#`-]*[ \t]*(?:action|act|tool|कार्रवाई|karyavahi)?[ \t_]*"
                          r"(?:input|इनपुट|args|arguments|parameters)[ \t*_]*:[ \t*_]*", re.IGNORECASE)
#: Keys naming the tool, and keys holding its arguments, in the JSON shapes models write calls in: OpenAI's
#: ({"name", "arguments"}, {"function": {…}}, {"tool_calls": […]}), LangChain's ({"action", "action_input"}),
#: and the rest seen in the wild ({"tool", "args"}, {"tool_name", "tool_input"}).
#: The same lists as ``lang.call_shapes`` (agents may not import lang: tests/test_layers.py); a test keeps them equal.
_NAME_KEYS = ("name", "action", "tool", "tool_name", "function", "function_name")
_ARG_KEYS = ("arguments", "parameters", "action_input", "tool_input", "args", "input", "params")
_NESTED_KEYS = ("function", "function_call", "tool_call", "tool_calls")
#: Every key a call's object may hold: one with any other key is data (a strategy's or plan's step), not a call.
_CALL_KEYS = frozenset(_NAME_KEYS + _ARG_KEYS + _NESTED_KEYS + ("id", "type", "index", "call_id", "thought"))
_MAX_JSON_STARTS = 64  # the first JSON objects of an answer looked at for a call


def react_call(content: str, tool_names: set[str]) -> tuple[str, Any] | None:
    """(tool, arguments) of a call written the ReAct way, with or without a ``Thought:`` line before it:
    ``Action: read_messages`` then, optionally, ``Action Input: {…}``; the first such line naming one of
    ``tool_names``. Arguments: the JSON object after "Action Input:" (``{}`` when there is no input line or it is
    empty), None when what follows cannot be read as one (the caller keys it by the answer). None when no line
    names a tool alone (``Action: read_messages()`` is the Python form, ``_PY_CALL``)."""
    text = content[:_MAX_SCAN]
    for m in _REACT_ACTION.finditer(text):
        if m.group(1) not in tool_names:
            continue
        after = text[m.end():]
        given = _REACT_INPUT.match(after)
        if given is None:
            return m.group(1), {}
        rest = after[given.end():].lstrip()
        if rest.startswith("```"):  # "Action Input: ```json\n{…}\n```"
            rest = rest[3:].removeprefix("json").lstrip()
        if not rest or rest.startswith(("\n", "Observation", "Thought")):
            return m.group(1), {}
        try:
            value = json.JSONDecoder().raw_decode(rest)[0]
        except (ValueError, RecursionError):
            return m.group(1), None
        if isinstance(value, str):  # arguments given as JSON text
            value = _json_text(value)
        return m.group(1), (value if isinstance(value, dict) else None)
    return None


def json_call(content: str, tool_names: set[str]) -> tuple[str, Any] | None:
    """(tool, arguments) of the first JSON value in the answer (alone, fenced or after a sentence; among its first
    ``_MAX_JSON_STARTS`` objects) that calls one of ``tool_names`` in a shape models write calls in (``_NAME_KEYS``,
    ``_ARG_KEYS``, nested under ``_NESTED_KEYS``); the arguments ``{}`` when none are given, None when they are not a
    JSON object (the caller keys it by the answer). None when no value names a tool: ``{"name": "chawal"}`` is
    data."""
    text, decoder, start, tried = content[:_MAX_SCAN], json.JSONDecoder(), 0, 0
    while tried < _MAX_JSON_STARTS:
        start = text.find("{", start)
        if start < 0:
            return None
        tried += 1
        try:
            value, end = decoder.raw_decode(text, start)
        except (ValueError, RecursionError):
            start += 1
            continue
        found = _call_in(value, tool_names, 0)
        if found is not None:
            return found
        start = end
    return None


def _call_in(value: Any, tool_names: set[str], depth: int) -> tuple[str, Any] | None:
    """(tool, arguments) of a call in one decoded JSON value (``json_call``), looking at most 3 levels in."""
    if depth > 3:
        return None
    if isinstance(value, list):
        return _call_in(value[0], tool_names, depth + 1) if value else None
    if not isinstance(value, dict):
        return None
    for key in _NESTED_KEYS:
        if isinstance(value.get(key), (dict, list)):
            found = _call_in(value[key], tool_names, depth + 1)
            if found is not None:
                return found
    name = next((value[k] for k in _NAME_KEYS if isinstance(value.get(k), str) and value[k] in tool_names), None)
    if name is None or not value.keys() <= _CALL_KEYS:  # {"action": "send_message", "to": "S1"}: a plan's step
        return None
    args = next((value[k] for k in _ARG_KEYS if k in value), {})
    if isinstance(args, str):
        args = _json_text(args)
    return name, (args if isinstance(args, dict) else None)


def _json_text(text: str) -> Any:
    """Arguments given as JSON text: their value (``{}`` for blank text), None when the text is not JSON."""
    try:
        return json.loads(text) if text.strip() else {}
    except (ValueError, RecursionError):
        return None
