"""The model guard's refusal of a call's arguments (agents/guard.py ``RoleModelClient._refusal``), which parses
first and measures the nesting of the parsed value, against the order it replaced (the text's bracket walk
before any parse): the same reason for random texts of brackets, quotes, backslashes and letters (cut JSON,
stray escapes, unbalanced and deep brackets), and the parse handed on for those it passes."""
from __future__ import annotations

import json
import random
from types import SimpleNamespace

from autogen_ext.models.replay import ReplayChatCompletionClient

from agents.call_args import text_depth as _depth
from agents.guard import REFUSED_KEY, RoleModelClient
from roles.toolbox import MAX_DEPTH, MAX_TEXT_CHARS


#: What a refusal of arguments that are not one JSON object adds since session 48: the fix (roles.arg_hints).
_FIX = '; send one JSON object of named arguments, e.g. set_plan {"item": "...", "shelf_units": <units>}'


def _before(arguments: str) -> str:
    """The refusal as it was written before: the depth walk on the text, then the parse."""
    if len(arguments) > 2 * MAX_TEXT_CHARS:
        return f"arguments refused: {len(arguments):,} characters (at most {2 * MAX_TEXT_CHARS:,})"
    if arguments.count("{") + arguments.count("[") > MAX_DEPTH and _depth(arguments) > MAX_DEPTH:
        return f"arguments refused: nested deeper than {MAX_DEPTH} levels"
    try:
        args = json.loads(arguments) if arguments.strip() else {}
    except (ValueError, RecursionError) as exc:
        return f"arguments are not JSON: {str(exc)[:200]}" + _FIX
    if not isinstance(args, dict):
        return "arguments are not a JSON object" + _FIX
    if REFUSED_KEY in args:
        return f"arguments refused: {REFUSED_KEY!r} is not an argument of any tool"
    return ""


def _client() -> RoleModelClient:
    return RoleModelClient(ReplayChatCompletionClient([]), "helper", {"set_plan"}, hooks=None,
                           settings=SimpleNamespace(max_answer_chars=10_000))


def _texts():
    rng = random.Random(13)
    for _ in range(20_000):
        yield "".join(rng.choice('[]{}"\\a1,:\n ') for _ in range(rng.randrange(0, 40)))
    for depth in (1, 11, 12, 13, 40, 5000):
        nested = "[" * depth + "1" + "]" * depth
        for text in ('{"a": ' + nested + "}", nested):
            yield text
            yield text[:-1]                                   # cut short: not JSON, maybe too deep
    yield "[" * 100_000                                       # deeper than a parse's recursion
    yield json.dumps({"text": "{" * 40, "n": [[1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13]]})
    yield json.dumps({REFUSED_KEY: "x"})


def test_the_same_reason_as_the_depth_walk_first():
    client = _client()
    for text in _texts():
        reason, parsed = client._refusal("set_plan", text)
        assert reason == _before(text), repr(text[:80])
        if reason:
            assert parsed is None
        else:
            assert parsed == (json.loads(text) if text.strip() else {})
            assert text.count("[") + text.count("{") <= MAX_DEPTH or _depth(text) <= MAX_DEPTH
