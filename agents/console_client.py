"""A person plays a role from the terminal: a console model client (model spec ``human``).

``--role cashier=human`` (any role) puts ``HumanConsoleClient`` behind that
role's AutoGen agent, in place of a model. It is an ordinary
``ChatCompletionClient``: each time the agent would ask a model for its next
step, the client shows the person what a model would see and reads one command
from standard input; the command becomes a tool call (or the end of the turn).
So the run goes through the same agents, tools, gate, minute costs, record,
checkpoints and scores as a model's: the person's calls are ``tool_call`` /
``invalid_action`` events like any other, and ``kirana run --resume`` continues
a run a person left.

On each turn the console shows the brief (the time, what the turn is, the
counterpart's words), then the tools this turn offers as short commands with
their arguments and minute costs, then after every call its result. The role's
standing instructions (the system message a model gets on every call: the
shop, the goal, the day's timetable) are shown before the first turn of a
session and again on ``role``. Commands::

    TOOL key=value key="text with spaces"   call a tool (values: numbers, true/false, text)
    TOOL {"key": value}                     the same, arguments as a JSON object
    say Namaste ji, 2 kg rice is ₹120       a tool with one (required) argument takes the rest of the line
    help                                    the turn's tools again;  help TOOL: its full description
    brief                                   the turn's brief again
    role                                    the role's standing instructions again
    end                                     end this turn (the agent answers without a tool call)

A line that is not a command of this turn (a typo, an unknown tool, broken
quoting or JSON) is answered here, with the fix, and reaches neither the shop
nor the record. A well-formed call goes to the tool's gate, which answers bad
arguments with the tool's own error and changes nothing but the record (an
``invalid_action``, scored as for any model). End of input (Ctrl-D, or a piped
script that runs out) raises ``PersonLeft``: the run stops with its daily
checkpoints in place, to be resumed.
"""
from __future__ import annotations

import asyncio
import json
import re
import shlex
import sys
from typing import IO, Any, Literal, Mapping, Optional, Sequence

from autogen_core import CancellationToken, FunctionCall
from autogen_core.models import (AssistantMessage, CreateResult, FunctionExecutionResultMessage,
                                 LLMMessage, ModelInfo, RequestUsage, SystemMessage, UserMessage)
from autogen_core.tools import Tool, ToolSchema
from pydantic import BaseModel

from agents.briefs import turn_from_brief
from agents.guard import ClientLeft
from agents.offline_client import OfflineClient
from roles.registry import REGISTRY
from roles.tool_spec import ToolSpec

__all__ = ["HumanConsoleClient", "PersonLeft", "parse_command", "tool_menu", "HUMAN_SPEC"]

HUMAN_SPEC = "human"  # the model spec that seats a person in a role
_INFO = ModelInfo(vision=False, function_calling=True, json_output=False, family="human",
                  structured_output=False, multiple_system_messages=True)
_TURN_BLOCK = re.compile(r"\n?```turn\n.*?\n```", re.S)
_NO_USAGE = RequestUsage(prompt_tokens=0, completion_tokens=0)


class PersonLeft(ClientLeft):
    """Standard input ended while a person was playing a role; the run can be resumed.

    A ``ClientLeft``: the guard (``agents.guard.RoleModelClient``) neither retries it nor records a model error.
    """


def _minutes_text(spec: ToolSpec) -> str:
    if not callable(spec.minutes):
        return f"{spec.minutes} min"
    found = re.search(r"Costs ([^.]*minute[^.]*)\.", spec.description)
    return found.group(1) if found else "minutes vary"


def _arg_text(spec: ToolSpec) -> str:
    parts = []
    for name, field in spec.args_model.model_fields.items():
        kind = getattr(field.annotation, "__name__", str(field.annotation)).replace("typing.", "")
        parts.append(f"{name}=<{kind}>" if field.is_required() else f"[{name}=<{kind}>]")
    return " ".join(parts)


def tool_menu(role: str, turn_kind: str | None) -> str:
    """The tools ``role`` may call in a turn of ``turn_kind`` (all its tools if None), one line each:
    the command with its arguments, its minute cost and the first line of its description."""
    lines = []
    for spec in REGISTRY[role].values():
        if turn_kind is not None and turn_kind not in spec.turns:
            continue
        first = re.sub(r"\s*Costs [^.]*\.", "", " ".join(spec.description.split("\n\n", 1)[0].split()))
        lines.append(f"  {spec.name} {_arg_text(spec)}".rstrip() + f"   ({_minutes_text(spec)}) {first}")
    lines.append("  help [TOOL] · brief · role · end (end this turn)")
    return "\n".join(lines)


def _coerce(spec: ToolSpec, name: str, text: str) -> Any:
    """A typed value for argument ``name`` from its text: strings stay text; others are read as JSON."""
    field = spec.args_model.model_fields.get(name)
    if field is not None and field.annotation is str:
        return text
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def parse_command(line: str, role: str, turn_kind: str | None) -> tuple[str, Any]:
    """Read one console line for ``role``.

    Returns:
        ``("call", (tool, args))``, ``("end", None)``, ``("help", TOOL or None)``, ``("brief", None)``,
        ``("role", None)``,
        ``("nothing", None)`` for a blank line, or ``("error", message)`` for a line that is no command
        of this turn (the message says how to write it).
    """
    text = line.strip()
    if not text:
        return "nothing", None
    head, _, rest = text.partition(" ")
    rest = rest.strip()
    if head in ("end", "help", "brief", "role", "?"):
        return ("help", rest or None) if head in ("help", "?") else (head, None)
    spec = REGISTRY[role].get(head)
    if spec is None or (turn_kind is not None and turn_kind not in spec.turns):
        offered = ", ".join(s.name for s in REGISTRY[role].values() if turn_kind is None or turn_kind in s.turns)
        return "error", f"{head!r} is not a command in this turn; try one of: {offered}, help, brief, role, end"
    if not rest:
        return "call", (head, {})
    if rest.startswith("{"):
        try:
            args = json.loads(rest)
        except json.JSONDecodeError as exc:
            return "error", f"{head}: the arguments are not a JSON object ({exc.msg}); e.g. {head} " + '{"key": 1}'
        if not isinstance(args, dict):
            return "error", f"{head}: give the arguments as a JSON object, e.g. {head} " + '{"key": 1}'
        return "call", (head, args)
    fields = list(spec.args_model.model_fields)
    required = [f for f, info in spec.args_model.model_fields.items() if info.is_required()]
    if "=" not in rest.split(" ", 1)[0] and (len(fields) == 1 or len(required) == 1):
        field = fields[0] if len(fields) == 1 else required[0]
        return "call", (head, {field: _coerce(spec, field, rest)})
    try:
        tokens = shlex.split(rest)
    except ValueError as exc:
        return "error", f"{head}: {exc}; put text with spaces in quotes: key=\"two words\""
    args = {}
    for token in tokens:
        key, sep, value = token.partition("=")
        if not sep or not key:
            return "error", f"{head}: write arguments as key=value ({_arg_text(spec) or 'no arguments'})"
        args[key] = _coerce(spec, key, value)
    return "call", (head, args)


class HumanConsoleClient(OfflineClient):
    """A person at the terminal playing ``role`` (see the module docstring).

    Args:
        role: the role played.
        stdin, stdout: where commands are read and the turn shown (default: the process's own).
    """

    def __init__(self, role: str, stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> None:
        self.role = role
        self._info, self._usage = _INFO, _NO_USAGE
        self._in, self._out = stdin, stdout
        self._calls = 0
        self._kind: str | None = None
        self._brief = ""
        self._role_text: str | None = None  # the system message, once seen

    def _write(self, text: str) -> None:
        out = self._out or sys.stdout
        out.write(text + "\n")
        out.flush()

    async def _read(self) -> str:
        stream = self._in or sys.stdin
        (self._out or sys.stdout).write(f"{self.role}> ")
        (self._out or sys.stdout).flush()
        line = await asyncio.to_thread(stream.readline)
        if line == "":
            self._write("")
            raise PersonLeft(f"standard input ended while a person was playing the {self.role}")
        if not (self._in or sys.stdin).isatty():
            self._write(line.rstrip("\n"))  # echo piped keystrokes so the transcript reads as typed
        return line

    def _show_turn(self, messages: Sequence[LLMMessage]) -> None:
        brief = next((m.content for m in reversed(messages)
                      if isinstance(m, UserMessage) and isinstance(m.content, str) and "```turn" in m.content), "")
        turn = turn_from_brief(brief)
        self._kind = turn.kind if turn else None
        # what the role has on its desk, when its context gives one (a message without a turn block)
        desk = [m.content for m in messages[1:] if isinstance(m, (SystemMessage, UserMessage))
                and isinstance(m.content, str) and m.content.strip() and "```turn" not in m.content]
        self._brief = "\n".join(desk[:1] + [_TURN_BLOCK.sub("", brief).strip()])
        if self._role_text is None:  # the first turn of this session: the standing instructions, once
            self._role_text = next((m.content for m in messages if isinstance(m, SystemMessage)
                                    and isinstance(m.content, str) and m.content.strip()), "")
            if self._role_text:
                self._write(f"\n--- you are the {self.role} (again with: role) ---\n{self._role_text}")
        self._write(f"\n=== {self.role}, {turn.kind if turn else 'turn'} ===\n{self._brief}")
        self._write(tool_menu(self.role, self._kind))

    async def create(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = [],
                     tool_choice: Tool | Literal["auto", "required", "none"] = "auto",
                     json_output: Optional[bool | type[BaseModel]] = None,
                     extra_create_args: Mapping[str, Any] = {},
                     cancellation_token: Optional[CancellationToken] = None) -> CreateResult:
        last = messages[-1] if messages else None
        if isinstance(last, FunctionExecutionResultMessage):
            for result in last.content:
                self._write(f"-> {result.content}")
        elif not isinstance(last, AssistantMessage):
            self._show_turn(messages)
        while True:
            what, value = parse_command(await self._read(), self.role, self._kind)
            if what == "call":
                self._calls += 1
                name, args = value
                return CreateResult(finish_reason="function_calls", usage=_NO_USAGE, cached=False,
                                    content=[FunctionCall(id=f"human_{self._calls}", name=name,
                                                          arguments=json.dumps(args, ensure_ascii=False))])
            if what == "end":
                return CreateResult(finish_reason="stop", content="(the person ended the turn)", usage=_NO_USAGE,
                                    cached=False)
            if what == "help":
                spec = REGISTRY[self.role].get(value) if value else None
                self._write(f"{spec.name} {_arg_text(spec)}   ({_minutes_text(spec)})\n{spec.description}"
                            if spec else tool_menu(self.role, self._kind))
            elif what == "brief":
                self._write(self._brief)
            elif what == "role":
                self._write(self._role_text or f"(no standing instructions for the {self.role})")
            elif what == "error":
                self._write(f"?? {value}")
