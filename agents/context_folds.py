"""The pieces ``agents.context.RoleContext`` shortens a conversation with: which messages leave together
(``units_of``), an older tool call's long arguments folded to their start (``fold_call``), a call whose arguments
the gate refuses as too long, or whose text is longer than its tool takes, kept folded from the start
(``bound_call``), a call's long text argument cut
(``cut_call``), and a text cut to about a number of tokens with a marker (``cut_text``). Tokens are counted offline
(``agents.tokens``).
"""
from __future__ import annotations

import json
import re
from typing import Any, Mapping

from autogen_core import FunctionCall
from autogen_core.models import (AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage,
                                 LLMMessage)

from agents.result_format import cut_rows
from agents.tokens import count_short, count_tokens
from roles.arg_bounds import MAX_TEXT_CHARS
from roles.text_limits import KEPT_CHARS, over_long

__all__ = ["FOLD_ARGS_OVER", "FOLD_TEXT_CHARS", "FOLDED", "CUT_KEY", "units_of", "fold_text", "fold_call",
           "fold_message", "bound_call", "cut_call", "cut_text", "cut_result", "cut_message"]

_CUT = "\n[... cut to fit the context budget]"
FOLD_ARGS_OVER = 40  # an older tool call whose arguments pass this many tokens is shown shortened
FOLD_TEXT_CHARS = 60  # a folded call keeps this many characters of each long text argument
# an older result's marker; the system message says once that older results fold and a call again shows one (until
# session 45 each marker said "[older result folded; call again to see it]", 11 tokens, on a sent e-mail's too)
FOLDED = "[result folded]"
CUT_KEY = "cut_to_fit"  # the key a result cut at whole entries carries: how many entries were left out
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


_FENCE = re.compile(r"```\s*[A-Za-z_]+\s*.*?```", re.S)


def fold_text(text: str) -> str:
    """A long text argument folded to its start and "…": the first ``FOLD_TEXT_CHARS`` characters of its words
    outside fenced blocks (whitespace-joined: an e-mail's "Dear Sir," rather than the escaped start of its first
    block), or of the text itself when it has no words outside blocks."""
    words = " ".join(_FENCE.sub(" ", text).split())
    return (words or text)[:FOLD_TEXT_CHARS] + "…"


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
        short = {k: fold_text(v) if isinstance(v, str) and len(v) > FOLD_TEXT_CHARS + 1 else v
                 for k, v in parsed.items()}
        folded = _JSON(short)
        if len(folded) >= len(args):
            return call  # nothing long to cut (many short arguments)
    else:
        folded = json.dumps({"folded": args[:80] + "..."}, ensure_ascii=False)
    return FunctionCall(id=call.id, name=call.name, arguments=folded)


def fold_message(m: LLMMessage) -> LLMMessage | None:
    """A message folded: tool results to the ``FOLDED`` marker (each result keeps its name and call id); a tool
    call with long arguments (``fold_call``) or reasoning (``thought``) without them. None: nothing to fold (a
    call with short arguments and no reasoning, or any other message)."""
    if isinstance(m, FunctionExecutionResultMessage):
        return FunctionExecutionResultMessage(content=[
            FunctionExecutionResult(content=FOLDED, name=p.name, call_id=p.call_id, is_error=p.is_error)
            for p in m.content])
    if not isinstance(m, AssistantMessage) or isinstance(m.content, str):
        return None
    parts = [fold_call(c) for c in m.content]
    if all(p is c for p, c in zip(parts, m.content)) and not m.thought:
        return None
    return m.model_copy(update={"content": parts, "thought": None})  # its reasoning leaves


def _text_chars(value: Any) -> int:
    """Characters of text in a parsed value, keys included: what the gate measures (``roles.toolbox``)."""
    chars, stack = 0, [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            chars += len(v)
        elif isinstance(v, dict):
            chars += sum(len(k) for k in v if isinstance(k, str))
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return chars


def _over_limit(text: str) -> str:
    """A text argument over the gate's limit as its start, its length and the limit (a few dozen tokens)."""
    return (f"{text[:FOLD_TEXT_CHARS]}… [{len(text):,} characters; a call may hold at most {MAX_TEXT_CHARS:,} "
            "characters of text]")


def _bound_one(call: Any, limits: Mapping[str, Mapping[str, int]] | None) -> Any:
    """One call as ``bound_call`` keeps it (the call itself when it is within the gate's and its tool's limits)."""
    args = str(getattr(call, "arguments", ""))
    texts = None if limits is None else limits.get(str(getattr(call, "name", "")), {})
    least = MAX_TEXT_CHARS if texts is None else min([KEPT_CHARS, *texts.values()])
    if len(args) <= least:  # its JSON has at least as many characters as any text in it
        return call
    try:
        parsed = json.loads(args)
    except (ValueError, RecursionError):
        parsed = None
    if isinstance(parsed, dict) and _text_chars(parsed) <= MAX_TEXT_CHARS:
        if texts is None:
            return call
        over = [k for k, v in parsed.items() if isinstance(v, str) and len(v) > texts.get(k, KEPT_CHARS)]
        if not over:
            return call
        short = {k: over_long(v, FOLD_TEXT_CHARS, call.name, texts.get(k)) if k in over else v
                 for k, v in parsed.items()}
        return FunctionCall(id=call.id, name=call.name, arguments=_JSON(short))
    if len(args) <= MAX_TEXT_CHARS:  # not an object: the guard refuses it, as it is
        return call
    short = {k: _over_limit(v) if isinstance(v, str) and len(v) > FOLD_TEXT_CHARS + 1 else v
             for k, v in parsed.items()} if isinstance(parsed, dict) else None
    folded = _JSON(short) if short is not None else ""
    if short is None or len(folded) > 4 * FOLD_TEXT_CHARS * (1 + len(short)):  # long nested values too
        folded = _JSON({"folded": _over_limit(args)})
    return FunctionCall(id=call.id, name=call.name, arguments=folded)


def bound_call(m: LLMMessage, limits: Mapping[str, Mapping[str, int]] | None = None) -> LLMMessage | None:
    """A tool call message as a role's context keeps it: each text argument longer than its tool takes (``limits``,
    ``{tool: {argument: characters}}``, ``roles.text_limits.limits_of``; an argument no limit names, or a tool not
    in ``limits``, ``KEPT_CHARS``) folded to its start, its length and the limit — ``{"text": "Total ₹230. bahut
    badhiya saman… [52,812 characters; say takes at most 500]"}``, where the whole text had gone back to the model
    in each request of the next turn (a new user's trial, session 52); and each call whose arguments hold more than the gate's
    ``MAX_TEXT_CHARS`` characters of text (refused by the gate, ``roles.toolbox``: it never runs) with every long
    text argument folded to its start, its length and the limit — ``{"title": "big", "text": "xxx… [70,000
    characters; a call may hold at most 64,000 characters of text]"}`` — so the model sees what it sent and why it
    was refused in a few dozen tokens, not 17,500 (a new user's trial, session 46: the whole argument went back,
    pushed the request past the budget and the turn's earlier calls out). Arguments that are not a JSON object, or
    whose long text is nested, become ``{"folded": ...}`` the same way. ``limits`` None: only the gate's limit.
    None: nothing over a limit."""
    if not isinstance(m, AssistantMessage) or isinstance(m.content, str):
        return None
    parts = [_bound_one(c, limits) for c in m.content]
    if all(p is c for p, c in zip(parts, m.content)):
        return None
    return m.model_copy(update={"content": parts})


def cut_call(m: AssistantMessage, excess: int) -> AssistantMessage | None:
    """A tool call message with its longest text argument shortened by about ``excess`` tokens (``cut_text``, with
    the text's length in characters after the marker); the arguments stay a JSON object with their keys. A call
    with no long text but long arguments (a long list of numbers) has its longest arguments folded whole to
    ``{"folded": "<their start>… [N characters; cut to fit the context budget]"}``. None: nothing over
    ``4 * FOLD_TEXT_CHARS`` characters to cut."""
    best: tuple[int, int, str, dict] | None = None
    for i, call in enumerate(m.content):
        try:
            args = json.loads(str(getattr(call, "arguments", "")))
        except (ValueError, RecursionError):
            continue
        if isinstance(args, dict):
            for k, v in args.items():
                if isinstance(v, str) and len(v) > FOLD_TEXT_CHARS + 1 and (best is None or len(v) > best[0]):
                    best = (len(v), i, k, args)
    if best is None and m.content:  # no long text: the longest arguments (numbers, lists) folded whole to their start
        i = max(range(len(m.content)), key=lambda j: len(str(getattr(m.content[j], "arguments", ""))))
        raw = str(getattr(m.content[i], "arguments", ""))
        if len(raw) <= 4 * FOLD_TEXT_CHARS:
            return None
        parts = list(m.content)
        parts[i] = FunctionCall(id=parts[i].id, name=parts[i].name, arguments=_JSON(
            {"folded": f"{raw[:FOLD_TEXT_CHARS]}… [{len(raw):,} characters; cut to fit the context budget]"}))
        return m.model_copy(update={"content": parts})
    if best is None:
        return None
    n, i, key, args = best
    args[key] = cut_text(args[key], max(FOLD_TEXT_CHARS // 4, count_tokens(args[key]) - excess - 12)) + \
        f" ({n:,} characters in all)"
    parts = list(m.content)
    parts[i] = FunctionCall(id=parts[i].id, name=parts[i].name, arguments=_JSON(args))
    return m.model_copy(update={"content": parts})


def cut_message(m: LLMMessage, size: int, excess: int) -> LLMMessage | None:
    """Message ``m`` (of ``size`` tokens) shortened by about ``excess`` tokens: tool results at the longest
    result's whole entries (``cut_result`` for JSON, ``agents.result_format.cut_rows`` for a text result's table
    rows, else ``cut_text``), a text, a call's reasoning, else a call's longest text argument (``cut_call``). None:
    nothing in it to cut (a tool call with short arguments and no reasoning)."""
    target = max(1, size - excess - 4)
    if isinstance(m, FunctionExecutionResultMessage):
        longest = max(range(len(m.content)), key=lambda i: len(m.content[i].content))
        parts = list(m.content)
        text = parts[longest].content
        aim = max(1, target - (size - count_tokens(text)))
        short = cut_result(text, aim)  # a JSON result at whole entries, a text one at whole rows
        short = short if short is not None else cut_rows(text, aim)
        parts[longest] = parts[longest].model_copy(update={"content": short if short is not None
                                                           else cut_text(text, aim)})
        return m.model_copy(update={"content": parts})
    if isinstance(m.content, str):
        return m.model_copy(update={"content": cut_text(m.content, target)})
    if isinstance(m, AssistantMessage) and m.thought and count_tokens(m.thought) > 2 * count_tokens(_CUT):
        # a call's reasoning first; one already cut to its marker leaves the arguments to cut
        return m.model_copy(update={"thought": cut_text(m.thought, max(1, target - (size - count_tokens(m.thought))))})
    return cut_call(m, excess) if isinstance(m, AssistantMessage) else None


def cut_text(text: str, tokens: int) -> str:
    """``text`` shortened to about ``tokens`` tokens (by characters, conservatively), with a marker."""
    keep = max(0, tokens - count_tokens(_CUT) - 4)
    out = text[: keep * 2]
    while out and count_tokens(out) > keep:
        out = out[: int(len(out) * 0.8)]
    return out + _CUT


def _entries(value: Any) -> list[tuple[Any, Any]]:
    """The lists and objects inside a parsed result that can lose entries: (container, its parent key)."""
    out: list[tuple[Any, Any]] = []
    stack = [(value, "")]
    while stack:
        v, key = stack.pop()
        if isinstance(v, (list, dict)) and v:
            if key and (isinstance(v, list) or len(v) >= 3 and all(isinstance(x, dict) for x in v.values())):
                out.append((v, key))  # a list, or an object of entries (items by sku); not a record's fields
            for k, inner in (v.items() if isinstance(v, dict) else enumerate(v)):
                if isinstance(inner, (list, dict)) and not (isinstance(v, list)):
                    stack.append((inner, k))
    return out


def cut_result(text: str, tokens: int) -> str | None:
    """A tool result's JSON text shortened to about ``tokens`` tokens at whole entries: the longest list or object
    inside it loses entries from its end (then the next longest), and the body gets ``cut_to_fit``, e.g.
    ``"60 of 75 bills left out to fit the context budget; call the tool again to see them"``. Always valid JSON,
    never cut mid-entry. None when ``text`` is not a JSON object (``cut_text`` then cuts it)."""
    try:
        body = json.loads(text)
    except ValueError:
        return None
    if not isinstance(body, dict):
        return None
    left: dict[str, list[int]] = {}  # key -> [left out, of]

    def note() -> None:
        said = "; ".join(f"{n} of {of} {key} left out" for key, (n, of) in left.items())
        body[CUT_KEY] = f"{said} to fit the context budget; call the tool again to see them"

    for _ in range(200):
        out = _JSON(body)
        if count_tokens(out) <= tokens:
            return out
        boxes = sorted(_entries(body), key=lambda c: len(_JSON(c[0])), reverse=True)
        if not boxes:
            break
        box, key = boxes[0]
        n = len(box)
        drop = max(1, n // 2) if count_tokens(_JSON(box)) > 2 * tokens else max(1, n // 4)
        keys = list(box)[n - drop:] if isinstance(box, dict) else None
        if isinstance(box, dict):
            for k in keys:
                del box[k]
        else:
            del box[n - drop:]
        had = left.get(str(key), [0, 0])
        left[str(key)] = [had[0] + drop, had[1] or n]
        note()
    body = {k: v for k, v in body.items() if not isinstance(v, (list, dict))}
    body[CUT_KEY] = "the result was too long for the context budget; call the tool again to see it"
    out = _JSON(body)
    return out if count_tokens(out) <= tokens else _JSON({CUT_KEY: body[CUT_KEY]})
