"""A tool call's arguments: how deep their JSON nests, and their parse handed from the model guard to the tool runner.

The model guard (``agents.guard.RoleModelClient``) refuses arguments nested deeper than ``roles.arg_bounds.MAX_DEPTH``
levels: measured on the parsed value when the text parses (``value_depth``), else on the text (``text_depth``).
It keeps each passed call's parse by call id, and the tool runner (``agents.lean_agent``) reads it back with
``parsed_arguments`` instead of parsing the same text again.
"""
from __future__ import annotations

import json
from typing import Any

from autogen_core import FunctionCall

from roles.arg_hints import object_fix
from roles.registry import REGISTRY

__all__ = ["text_depth", "value_depth", "parsed_arguments", "loop_key", "not_an_object", "PARSED_MAX"]

PARSED_MAX = 256  # at most this many parses kept for the tool runner


def text_depth(text: str) -> int:
    """The deepest nesting of [ and { in JSON text, outside strings (no parsing, no recursion)."""
    depth = deepest = 0
    in_str = escaped = False
    for c in text:
        if in_str:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif c in "]}":
            depth -= 1
    return deepest


def value_depth(value: Any) -> int:
    """The deepest nesting of lists and dicts in a parsed JSON value (iterative): its text's ``text_depth``."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        v, d = stack.pop()
        children = v.values() if isinstance(v, dict) else v if isinstance(v, list) else None
        if children is None:
            continue
        if d > deepest:
            deepest = d
        stack.extend((c, d + 1) for c in children if isinstance(c, (dict, list)))
    return deepest


def parsed_arguments(parsed: dict[str, tuple[str, Any]] | None, call: FunctionCall) -> Any:
    """The call's arguments parsed: the guard's parse of this very text when it kept one (taken out), else
    ``json.loads`` (which raises ``json.JSONDecodeError`` as the tool runner expects)."""
    known = parsed.pop(call.id, None) if parsed else None
    if known is not None and known[0] is call.arguments:
        return known[1]
    return json.loads(call.arguments)


def loop_key(arguments: str) -> Any:
    """A refused call's arguments as the loop rule compares them: their JSON value, or ``{"raw": text}`` (the first
    2,000 characters) for text that is not JSON, too long or too deep to parse."""
    if len(arguments) <= 10_000:
        try:
            return json.loads(arguments) if arguments.strip() else {}
        except (ValueError, RecursionError):
            pass
    return {"raw": arguments[:2000]}


def not_an_object(role: str, name: str, why: str) -> str:
    """The guard's refusal of arguments that are not one JSON object — ``why``: "arguments are not JSON: <the
    parser's message>" or "arguments are not a JSON object" — with the fix: "; send one JSON object of named
    arguments, e.g. TOOL {…}" when ``name`` is one of the ``role``'s tools (``roles.arg_hints.object_fix``)."""
    spec = REGISTRY.get(role, {}).get(name)
    return why if spec is None else why + object_fix(spec)
