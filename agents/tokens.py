"""Offline token counts of what a role's model is sent (``agents.context`` fits each call within budget by them).

Tokens are counted offline by ``count_tokens``: one token per run of letters
or digits (per 4 characters of a long run) and one per other non-space
character — an approximation of a BPE count that needs no download (on the
role texts it errs high against cl100k).
"""
from __future__ import annotations

import json
import re
from typing import Any, Sequence

from autogen_core import FunctionCall
from autogen_core.models import FunctionExecutionResult, LLMMessage

__all__ = ["count_tokens", "count_short", "message_tokens", "message_bound", "tool_tokens"]

# the count's definition as regular expressions (count_tokens counts the same, faster; a test compares them)
_TOKEN = re.compile(r"\w+|[^\w\s]", re.UNICODE)
_LONG = re.compile(r"\w{8,}", re.UNICODE)  # the runs that count for more than one token


class _CharClass(dict):
    """Code point -> its class for ``count_tokens``, filled as characters are first met: "a" a letter or digit,
    "u" the underscore (with "a", the characters regex ``\\w`` matches: ``str.isalnum`` or "_"), " " white space
    (regex ``\\s``: ``str.isspace``), "p" any other character (one token each)."""

    def __missing__(self, code: int) -> str:
        c = chr(code)
        kind = self[code] = "a" if c.isalnum() else "u" if c == "_" else " " if c.isspace() else "p"
        return kind


_CLASS = _CharClass()


def count_tokens(text: str) -> int:
    """Approximate tokens in a text, offline (see the module docstring).

    Every token counts one, and a run of letters or digits of 8 characters or more counts
    ``len // 4`` (a run starting with ``_`` counts one): exactly ``len(_TOKEN.findall(text))`` plus, for each
    run ``_LONG`` finds that starts with a letter or digit, ``len // 4 - 1`` — counted on the text's classes
    of characters (``str.translate``, ``str.split``), about three times faster than the regular expressions on
    mixed-script text.
    """
    classes = text.translate(_CLASS)
    runs = classes.replace("p", " ").split()  # the runs of word characters
    return len(runs) + classes.count("p") + sum(len(r) // 4 - 1 for r in runs if len(r) >= 8 and r[0] == "a")


def message_tokens(message: LLMMessage) -> int:
    """Approximate tokens of one message: its text, tool-call names and arguments, plus 4 for framing."""
    content = message.content
    if isinstance(content, str):
        return count_tokens(content) + 4
    thought = getattr(message, "thought", None)  # a tool call's reasoning, sent as the message's content
    return sum(count_short(_part_text(c)) for c in content) + 4 + (count_tokens(thought) if thought else 0)


def _part_text(part: Any) -> str:
    """What a part of a message counts: its content, arguments and name, one after the other."""
    kind = type(part)
    if kind is FunctionExecutionResult:  # the common kinds, without asking for attributes they lack
        return part.content + part.name
    if kind is FunctionCall:
        return part.arguments + part.name
    return str(getattr(part, "content", "")) + str(getattr(part, "arguments", "")) + str(getattr(part, "name", ""))


_SHORT: dict[str, int] = {}  # counts of short call and result texts, which repeat (folded results, short calls)


def count_short(text: str) -> int:
    """``count_tokens(text)`` (tokens, int), remembered for texts of at most 256 characters (at most 8,192 of them):
    folded results and short calls repeat through a month."""
    if len(text) > 256:
        return count_tokens(text)
    n = _SHORT.get(text)
    if n is None:
        if len(_SHORT) >= 8192:
            _SHORT.clear()
        n = _SHORT[text] = count_tokens(text)
    return n




def message_bound(message: LLMMessage) -> int:
    """An upper bound of ``message_tokens(message)`` from lengths alone: ``count_tokens`` never counts
    more tokens than a text has characters (each token is at least one character; a long run of
    ``n`` letters counts ``n // 4``)."""
    content = message.content
    if isinstance(content, str):
        return len(content) + 4
    thought = getattr(message, "thought", None)
    return sum(len(_part_text(c)) for c in content) + 4 + (len(thought) if thought else 0)


def tool_tokens(tools: Sequence[Any]) -> int:
    """Approximate tokens of the tool schemas sent with each call (``Tool`` objects or ``ToolSchema`` dicts)."""
    return sum(count_tokens(json.dumps(dict(t.schema if hasattr(t, "schema") else t), ensure_ascii=False))
               for t in tools)
