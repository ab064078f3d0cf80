"""The pieces ``agents.context.RoleContext`` shortens a conversation with: which messages leave together
(``units_of``), an older tool call's long arguments folded to their start (``fold_call``), and a text cut to about
a number of tokens with a marker (``cut_text``). Tokens are counted offline (``agents.tokens``).
"""
from __future__ import annotations

import json
from typing import Any

from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResultMessage, LLMMessage

from agents.tokens import count_short, count_tokens

__all__ = ["FOLD_ARGS_OVER", "FOLD_TEXT_CHARS", "FOLDED", "units_of", "fold_call", "cut_text"]

_CUT = "\n[... cut to fit the context budget]"
FOLD_ARGS_OVER = 40  # an older tool call whose arguments pass this many tokens is shown shortened
FOLD_TEXT_CHARS = 60  # a folded call keeps this many characters of each long text argument
FOLDED = "[older result folded; call again to see it]"
# ``json.dumps(value, ensure_ascii=False)``, the same text, without building an encoder on each call
_JSON = json.JSONEncoder(ensure_ascii=False).encode


def units_of(msgs: list[LLMMessage]) -> list[tuple[int, int]]:
    """(start, end) ranges that leave together: a tool call with its results, or one message."""
    out, i = [], 0
    while i < len(msgs):
        j = i + 1
        if isinstance(msgs[i], AssistantMessage) and not isinstance(msgs[i].content, str):
            while j < len(msgs) and isinstance(msgs[j], FunctionExecutionResultMessage):
                j += 1
        out.append((i, j))
        i = j
    return out


def fold_call(call: Any) -> Any:
    """An older tool call with long arguments shortened: the same JSON object with each text argument
    over ``FOLD_TEXT_CHARS`` characters cut to its start and "…" (arguments that are not a JSON object:
    {"folded": "<their start>..."}). The call stays valid JSON, with its keys."""
    args = str(getattr(call, "arguments", ""))
    if len(args) <= FOLD_ARGS_OVER:  # never more tokens than characters
        return call
    # each of these characters is a token of its own: more of them than the limit needs no count
    if sum(map(args.count, '"{}:,.')) <= FOLD_ARGS_OVER and count_short(args) <= FOLD_ARGS_OVER:
        return call
    try:
        parsed = json.loads(args)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict):
        short = {k: v[:FOLD_TEXT_CHARS] + "…" if isinstance(v, str) and len(v) > FOLD_TEXT_CHARS + 1 else v
                 for k, v in parsed.items()}
        folded = _JSON(short)
        if len(folded) >= len(args):
            return call  # nothing long to cut (many short arguments)
    else:
        folded = json.dumps({"folded": args[:80] + "..."}, ensure_ascii=False)
    return FunctionCall(id=call.id, name=call.name, arguments=folded)


def cut_text(text: str, tokens: int) -> str:
    """``text`` shortened to about ``tokens`` tokens (by characters, conservatively), with a marker."""
    keep = max(0, tokens - count_tokens(_CUT) - 4)
    out = text[: keep * 2]
    while out and count_tokens(out) > keep:
        out = out[: int(len(out) * 0.8)]
    return out + _CUT
