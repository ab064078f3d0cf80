"""What a model's answer becomes before the run keeps it and the shop acts on it: ``SafeAnswer``, a mixin of
``agents.guard.RoleModelClient`` (whose attributes it reads: ``role``, ``tool_names``, ``hooks``, ``settings``,
``scripted``, and the ``refused`` and ``parsed`` maps and marker count it keeps). ``_safe(result, offered)``:

- makes the answer safe to keep: text UTF-8 cannot hold (lone surrogates) is
  escaped, a text answer longer than ``max_answer_chars`` is cut, and every
  tool call that cannot reach the tool gate as a JSON object of bounded size
  and depth (not JSON, not an object, too deep, too long, a tool the role does
  not have) has its arguments replaced by a marker: when the call is run, in the
  answer's order (a refusal recorded ahead of the calls before it in the answer had
  forfeited turns for "20 refused calls in a row" whose first calls were sound), the
  role's tools record it once as an ``invalid_action``, count it for the loop rule
  and answer the reason (``agents.role_tools``); a name that
  means one tool unambiguously (``functions.send_message``, ``Send_Message``)
  is taken as that tool (``agents.tool_names``);
- records the reasoning that came with an answer (``reasoning_content``, ``<think>`` blocks) in a
  ``model_reasoning`` event and keeps it out of what is sent back (``agents.reasoning``);
- answers a tool call written as text (``<tool_call>{...}</tool_call>``, bare
  JSON with a ``name``, ``read_messages()``) as a refused call in the turn when the request offered tools: one
  ``invalid_action`` in the record, counted for the loop rule under the name and arguments written (the same text
  call five times in a row is a loop), and the model is asked again with the reason as the call's result
  (``_written``); in a phase without tools it is recorded and the model told in its next brief; a refused call's
  marker and a text call's id are named by role, day, turn and a count (``_next_marker``), never at random, so the
  same answers send the same requests on every run.

Split from ``agents.guard`` (session 49).
"""
from __future__ import annotations

import json
from typing import Any

from autogen_core import FunctionCall
from autogen_core.models import CreateResult

from agents.call_args import (PARSED_MAX as _PARSED_MAX, loop_key as _loop_key, not_an_object, text_depth as _depth,
                              value_depth as _value_depth)
from agents.reasoning import kept_thought, split_reasoning
from agents.text_calls import written_call
from agents.tool_names import resolve_tool, unknown_tool_reason
from roles.arg_bounds import MAX_DEPTH, MAX_TEXT_CHARS
from roles.registry import REGISTRY

__all__ = ["SafeAnswer", "REFUSED_KEY", "TEXT_CALL_REASON"]

#: Every role's tools: a line calling any of them the Python way is a tool call written as text.
_EVERY_TOOL = frozenset(name for tools in REGISTRY.values() for name in tools)

#: Why a tool call written as text was refused (its ``invalid_action``'s error and the model's answer).
TEXT_CALL_REASON = ("a tool call written as text: nothing was done; call tools through the tool-calling interface "
                    "(tool_calls)")
REFUSED_KEY = "_refused"   # the marker argument of a call the client already recorded as invalid


def _escape_surrogates(text: str) -> str:
    """Lone surrogates as ``\\udXXX`` escapes (inside JSON text they read back the same; anywhere they encode)."""
    if not isinstance(text, str):
        return text
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return "".join(f"\\u{ord(c):04x}" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)


class SafeAnswer:
    """The answer-keeping half of ``RoleModelClient`` (see the module docstring); its attributes are the client's."""

    def _safe(self, result: CreateResult, offered: bool = True) -> CreateResult:
        """The answer made safe to keep and to act on (see the module docstring); ``offered``: the request offered
        tools (a tool call written as text is then answered as a refused call in the turn)."""
        limit = self.settings.max_answer_chars
        thought = _escape_surrogates(result.thought) if isinstance(result.thought, str) else result.thought
        text = _escape_surrogates(result.content) if isinstance(result.content, str) else None
        if not self.scripted:  # its reasoning recorded, and kept out of what goes back (agents.reasoning)
            reasoning = getattr(result, "reasoning", None)
            thought = kept_thought(self.hooks, self.role, _escape_surrogates(reasoning) if isinstance(reasoning, str)
                                   else None, text, thought)
        thought = _cut(thought, limit) if isinstance(thought, str) else thought
        if text is not None:
            content = _cut(text, limit)
            words = None if self.scripted else split_reasoning(content)[1]
            written = None if words is None else written_call(words, self.tool_names | _EVERY_TOOL)  # (another role's
            # tool written the Python way, "check_books()" by the cashier, is a call written as text too: a loop)
            if written is not None and offered:  # (a call in <think> is no call)
                return self._written(result, content, words, *written)
            if written is not None:  # a phase without tools (a scaffold's plan): recorded, told in the next brief
                self.hooks.bad_call(self.role, written[0], content[:2000], TEXT_CALL_REASON)
                self.hooks.note(self.role, "Your last answer wrote a tool call as text, so nothing was done. "
                                "Call tools through the tool-calling interface (tool_calls), not in the "
                                "message text.")
            return result.model_copy(update={"content": content, "thought": thought})
        calls, same = [], thought is result.thought
        for call in result.content:
            if not isinstance(call, FunctionCall):
                same = False
                continue
            name = _escape_surrogates(str(call.name))[:200]
            name = resolve_tool(name, self.tool_names) or name  # "functions.send_message", "Send_Message"
            call_id = _escape_surrogates(str(call.id))[:200]
            raw = call.arguments if isinstance(call.arguments, str) else json.dumps(call.arguments, default=str)
            arguments = _escape_surrogates(raw)
            reason, parsed = self._refusal(name, arguments)
            if reason and getattr(result, "cut_off", False):  # finish_reason "length": the server's token limit
                reason = f"the answer was cut off at the server's token limit (finish_reason \"length\"): {reason}"
            if reason:  # recorded (one invalid_action) and answered with the reason when the call is run, in the
                # answer's order, by the role's tools (agents.role_tools), so the model reads what the record says
                arguments = self._mark(reason, name, arguments)
            elif not arguments.strip():
                arguments = "{}"  # no arguments: AutoGen's tool runner cannot parse "" and would skip the gate
            else:
                if len(self.parsed) >= _PARSED_MAX:  # calls never run (a turn cut short) leave theirs behind
                    self.parsed.clear()
                self.parsed[call_id] = (arguments, parsed)
            if name is call.name and call_id is call.id and arguments is call.arguments:
                calls.append(call)  # nothing to change (a well-formed call): kept as it is
            else:
                same = False
                calls.append(FunctionCall(id=call_id, name=name, arguments=arguments))
        if not calls:
            return result.model_copy(update={"content": "", "thought": thought})
        if same:
            return result
        return result.model_copy(update={"content": calls, "thought": thought})

    def _written(self, result: CreateResult, content: str, words: str, name: str, args: Any) -> CreateResult:
        """A tool call written as text as one refused call in the turn (module docstring); the answer's ``words``
        (``content`` without its reasoning) go back to the server with the call as its thought."""
        name = resolve_tool(name, self.tool_names) or name
        arguments = self._mark(TEXT_CALL_REASON, name, content, args)
        call = FunctionCall(id=f"text_call_{json.loads(arguments)[REFUSED_KEY]}", name=name, arguments=arguments)
        return result.model_copy(update={"content": [call], "finish_reason": "function_calls",
                                         "thought": _cut(words, self.settings.max_answer_chars) or None})

    def _refusal(self, name: str, arguments: str) -> tuple[str, Any]:
        """Why a call cannot reach the tool gate ("" when it can), and its arguments parsed (None if refused).

        Arguments that parse are measured on their value (the nesting of a JSON value is that of its brackets
        outside strings); text that does not parse is walked (``_depth``), so a text both too deep and not JSON
        is refused as too deep, and parsing never meets nesting its recursion cannot hold unrefused."""
        if name not in self.tool_names:
            return unknown_tool_reason(name, self.role, self.tool_names), None
        if len(arguments) > 2 * MAX_TEXT_CHARS:
            return f"arguments refused: {len(arguments):,} characters (at most {2 * MAX_TEXT_CHARS:,})", None
        # a text with at most MAX_DEPTH brackets cannot nest deeper (each level opens one): no walk over it
        many = arguments.count("{") + arguments.count("[") > MAX_DEPTH
        try:
            args, failed = (json.loads(arguments) if arguments.strip() else {}), None
        except (ValueError, RecursionError) as exc:
            args, failed = None, exc
        if many and (_depth(arguments) if failed is not None else _value_depth(args)) > MAX_DEPTH:
            return f"arguments refused: nested deeper than {MAX_DEPTH} levels", None
        if failed is not None:
            return not_an_object(self.role, name, f"arguments are not JSON: {str(failed)[:200]}"), None
        if not isinstance(args, dict):
            return not_an_object(self.role, name, "arguments are not a JSON object"), None
        if REFUSED_KEY in args:
            return f"arguments refused: {REFUSED_KEY!r} is not an argument of any tool", None
        return "", args

    def _mark(self, reason: str, name: str, arguments: str, key: Any = None) -> str:
        """The marker a refused call's arguments are replaced by; its reason, name and arguments (``key``, else as
        JSON when they parse, else ``{"raw": text}``: what the loop rule compares, ``agents.loops``; and as sent, for
        the record) are kept under it."""
        marker = self._next_marker()
        self.refused[marker] = (reason, name, _loop_key(arguments) if key is None else key, arguments[:2000])
        return json.dumps({REFUSED_KEY: marker})

    def _next_marker(self) -> str:
        """The next marker's name, from where the role is (``ShopHooks.place``): ``manager-d3-m2640-2`` is the
        second refused call of the manager's turn that opened at absolute minute 2,640 on day 3 (``manager-d3-1``
        outside a turn). It goes back to the server in the call's arguments (and a text call's id), so it is the same
        on every run of the same answers, where a random one had made a server whose answer depends on the prompt
        (a cache, a seeded model, temperature 0) answer differently each run (a new user's trial, session 41). In a
        turn the number follows the calls the turn has made (restored by a resume), and never repeats in a client."""
        place = getattr(self.hooks, "place", None)
        day, minute, calls = place(self.role) if place is not None else (0, None, 0)
        if self._mark_turn != (day, minute):
            self._mark_turn, self._marks = (day, minute), 0
        self._marks = max(self._marks, calls) + 1
        return f"{self.role}-d{day}-{'' if minute is None else f'm{minute}-'}{self._marks}"


def _cut(text: str, limit: int) -> str:
    if text is None or len(text) <= limit:
        return text
    return text[:limit] + f" [... {len(text) - limit:,} characters cut]"
