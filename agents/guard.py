"""The guarded model client every role sits behind: what a model or its server does cannot stall,
crash, corrupt or mis-cost a run.

``RoleModelClient`` wraps a role's real client (a model server or a scripted
policy). On each request it:

- answers for the model with a short text, without asking it, once the role's
  turn is over (a turn-ending call — ``sleep``, ``go_home``, ``done`` — or a
  forfeit), so the turn ends at once;
- retries transient failures (timeouts, connection errors, HTTP 5xx, rate
  limits, an answer with no ``choices`` or an unreadable body), each recorded as a
  ``model_retried`` event (what failed, the attempt, the wait before the next), with exponential
  backoff (a rate limit with a Retry-After is waited out by the client without
  spending ``retries``, up to ``RATE_LIMIT_WAITS`` a call); when they outlast ``retries`` a ``model_error`` event records the
  role, the HTTP status and the server's message, and the role's
  ``on_model_error`` setting decides: ``stop`` (raise ``ModelStopped``; the
  runner checkpoints the open turn so ``--resume`` continues from it) or
  ``skip_turn`` (the turn is forfeited with a ``turn_forfeited`` event);
- on an HTTP 400 saying the context is too long ("maximum context length is
  8192 tokens"), evicts the role's context (``RoleContext.evict_to``, called
  only in ``_fit_context``) to three quarters of the limit the server stated (or
  the role's ``context_window_tokens``) and to at most three quarters of what
  the refused request carried by the offline count, and retries once; a limit the server stated stays the
  role's budget (three quarters of it) for the rest of the run;
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
  same answers send the same requests on every run;
- lets ``ClientLeft`` (a person left the console) through untouched: that is no model fault;
- adds up usage: calls, retries (every ``model_retried``: backoff, retry_after and context_evicted resends),
  prompt and completion tokens as the server reported them, the calls whose usage was missing or zero, and an
  offline estimate of the tokens for those calls (``agents.call_counts.request_tokens``: the messages and the tool
  schemas the request carried, by the counter the context budget uses, ``agents.tokens``; and the answer); for a served model (not a
  scripted policy) how long each request took (``agents.latency``: median, p95, max in milliseconds), the offline
  count of the prompts of requests that timed out (``timed_out_prompt_tokens``: the server may have billed them),
  and one line per request, answered or failed, in the run's ``calls.jsonl`` as it happens (``agents.call_log``),
  so calls a resume throws away are still counted.
"""
from __future__ import annotations

import asyncio
import json
import time
from typing import Any, Mapping, Optional, Sequence

from autogen_core import CancellationToken, FunctionCall
from autogen_core.models import (ChatCompletionClient, CreateResult, LLMMessage, ModelInfo, RequestUsage,
                                 SystemMessage)
from autogen_core.tools import Tool, ToolSchema

from agents.call_counts import CallCounts
from agents.context import count_tokens, message_tokens
from agents.failures import ModelFailure, failure_of, is_context_overflow, setting_to_fix
from agents.latency import CallTimes
from agents.call_args import (PARSED_MAX as _PARSED_MAX, loop_key as _loop_key, not_an_object, text_depth as _depth,
                              value_depth as _value_depth)
from agents.text_calls import text_tool_call, written_call  # noqa: F401 (text_tool_call: re-exported)
from agents.reasoning import kept_thought, split_reasoning
from agents.tool_names import resolve_tool, unknown_tool_reason
from events.staff import failed_after
from roles.registry import REGISTRY
from roles.arg_bounds import MAX_DEPTH, MAX_TEXT_CHARS

#: Every role's tools: a line calling any of them the Python way is a tool call written as text.
_EVERY_TOOL = frozenset(name for tools in REGISTRY.values() for name in tools)

__all__ = ["RoleModelClient", "ModelStopped", "ModelFailure", "ClientLeft", "failure_of", "is_context_overflow",
           "REFUSED_KEY"]

#: Why a tool call written as text was refused (its ``invalid_action``'s error and the model's answer).
TEXT_CALL_REASON = ("a tool call written as text: nothing was done; call tools through the tool-calling interface "
                    "(tool_calls)")
REFUSED_KEY = "_refused"   # the marker argument of a call the client already recorded as invalid
#: Rate limits with a Retry-After a call may wait out without spending its ``retries`` (each wait at most
#: ``agents.rate_limit.MAX_WAIT_S``, 120 s): past 20 a 429 counts as an ordinary transient failure again.
RATE_LIMIT_WAITS = 20


class ModelStopped(RuntimeError):
    """A role's model failed after its retries and its ``on_model_error`` is ``stop``."""

    def __init__(self, role: str, url: str, failure: ModelFailure, attempts: int, in_row: int = 0,
                 rate_limit_waits: int = 0, fix: str = "") -> None:
        """``in_row``: the failed requests in a row that stopped a ``skip_turn`` role (``stop_after_failures_in_row``),
        said in the message so a researcher who chose ``skip_turn`` sees why the run stopped; 0 for ``stop``.
        ``rate_limit_waits``: the request's Retry-After waits, which spent no retry (said beside the attempts).
        ``fix``: the setting to check, said last (``agents.failures.setting_to_fix``; "" when none is known)."""
        self.role, self.url, self.failure, self.attempts = role, url, failure, attempts
        self.rate_limit_waits = rate_limit_waits
        where = f" at {url}" if url else ""
        why = f" ({in_row} failed requests in a row: stop_after_failures_in_row stops a skip_turn role's run, " \
              "to resume when the server is back)" if in_row else ""
        super().__init__(f"the {role}'s model{where} failed after {failed_after(attempts, rate_limit_waits)}"
                         f"{why}: {failure.kind}: {failure.message[:300]}{fix}")  # an HTTP failure's kind is its status


class ClientLeft(RuntimeError):
    """The player behind a client is gone (a person's console input ended: ``agents.console_client.PersonLeft``).

    Not a model fault: ``RoleModelClient`` lets it through unretried and unrecorded (no ``model_error``,
    no ``on_model_error``), so the run stops as if killed and ``--resume`` replays from the last daily checkpoint.
    """


def _escape_surrogates(text: str) -> str:
    """Lone surrogates as ``\\udXXX`` escapes (inside JSON text they read back the same; anywhere they encode)."""
    if not isinstance(text, str):
        return text
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return "".join(f"\\u{ord(c):04x}" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)


class RoleModelClient(CallCounts, ChatCompletionClient):
    """A role's client behind the guard (see the module docstring).

    Args:
        inner: the real client.
        role: the role it plays; tool_names: the role's tools.
        hooks: the run's ``agents.hooks.ShopHooks`` (records events, knows the turn and the context).
        settings: the role's ``RoleSettings`` (retries, on_model_error, max_answer_chars, context_window_tokens).
        url: the server's URL, for messages ("" for scripted and component clients).
        backoff_s: the first retry's wait; it doubles each time.
    """

    def __init__(self, inner: ChatCompletionClient, role: str, tool_names: set[str], hooks, settings, *,
                 url: str = "", backoff_s: float = 0.5) -> None:
        self.inner, self.role, self.tool_names, self.hooks, self.settings = inner, role, tool_names, hooks, settings
        self.url, self.backoff_s = url, backoff_s
        self.scripted = hasattr(inner, "policy")
        self.prompt_tokens = self.completion_tokens = self.calls = self.retried = 0
        self.calls_without_usage = self.estimated_prompt_tokens = self.estimated_completion_tokens = 0
        self.model_errors = 0
        self.timed_out_prompt_tokens = self.stopped_prompt_tokens = 0  # offline: timed out, in flight at a stop
        self.call_log = None  # the run's ``agents.call_log.CallLog`` (set by the runner for a served role)
        self.times = CallTimes()  # each request's wall time, for a served model (``agents.latency``)
        self.failed_in_row = 0  # failed requests since the last answer (``stop_after_failures_in_row``)
        self.stopped: ModelStopped | None = None  # set when this client stopped the run
        # marker -> (reason, the call's tool name, its arguments for the loop rule, its arguments as sent, cut to
        # 2,000 characters), recorded and answered by the role's tools when the call is run
        self.refused: dict[str, tuple[str, str, Any, str]] = {}
        # call id -> (its arguments text, their parse) for each call passed on: the tool runner reads the parse
        # instead of parsing the text again (``agents.call_args.parsed_arguments``)
        self.parsed: dict[str, tuple[str, Any]] = {}
        self._mark_turn: tuple = ()   # (day, turn start minute) of the last marker, and its number in that turn
        self._marks = 0

    async def create(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = [],
                     tool_choice: Any = "auto", json_output: Optional[Any] = None,
                     extra_create_args: Mapping[str, Any] = {},
                     cancellation_token: Optional[CancellationToken] = None) -> CreateResult:
        if self.hooks.turn_over(self.role):
            return _text("The turn is over.")
        tools = self.hooks.tools_now(self.role, list(tools))  # only the tools this turn offers
        attempts, fitted, waits = 0, False, 0
        while True:
            attempts += 1
            started = time.perf_counter()
            try:
                result = await self.inner.create(messages, tools=tools, tool_choice=tool_choice,
                                                 json_output=json_output, extra_create_args=extra_create_args,
                                                 cancellation_token=cancellation_token)
                if not isinstance(result, CreateResult) or not isinstance(result.content, (str, list)):
                    raise ModelFailure("unreadable answer", "", f"the client returned {type(result).__name__}")
                if not self.scripted:
                    self.times.answered(time.perf_counter() - started)
                break
            except ClientLeft:
                raise  # not a model fault: no retry, no model_error; the run stops at its last daily checkpoint
            except asyncio.CancelledError:  # a stop (Ctrl-C, SIGTERM) with this request sent: counted (the
                self._count_stopped(messages, tools)  # server may answer and bill it; agents.call_counts)
                raise
            except Exception as exc:
                if not self.scripted:
                    self.times.failed(time.perf_counter() - started)
                failure, transient = failure_of(exc, not self.scripted)
                self._count_failed(messages, tools, failure)
                overflow, limit = is_context_overflow(failure)
                if overflow and not fitted:
                    fitted = True
                    self.retried += 1  # a resend like any other retry (it spends none of ``retries``)
                    self.hooks.retried(self.role, failure, attempts, 0.0, "context_evicted")
                    messages = await self._fit_context(messages, limit)
                    continue
                if transient and getattr(exc, "retry_after_s", None) is not None and waits < RATE_LIMIT_WAITS:
                    waits += 1  # a rate limit the server told us to wait out: the provider's, not the model's
                    self.hooks.retried(self.role, failure, attempts, float(exc.retry_after_s), "retry_after")
                    attempts -= 1  # failure, so it spends no retry (the client's gate waits; no backoff here)
                    self.retried += 1
                    continue
                if transient and attempts <= self.settings.retries:
                    self.retried += 1
                    wait = self.backoff_s * 2 ** (attempts - 1)
                    self.hooks.retried(self.role, failure, attempts, wait, "backoff")
                    await asyncio.sleep(wait)
                    continue
                return await self._failed(failure, attempts, waits)
        self.calls += 1
        self.failed_in_row = 0
        self._count_usage(messages, result, tools)
        return self._safe(result, bool(tools))

    async def _fit_context(self, messages: Sequence[LLMMessage], limit: int | None) -> list[LLMMessage]:
        """The one place a server's context limit evicts the role's context; the messages to send again."""
        system = [m for m in messages if isinstance(m, SystemMessage)]
        window = limit or self.settings.context_window_tokens or max(1, sum(message_tokens(m) for m in messages) // 2)
        context = self.hooks.context(self.role)
        # the offline count is approximate (the server counted more than it fits): leave a quarter of the
        # window spare, and send at most three quarters of what the refused request carried by our count
        target = max(1, min(int(window * 0.75), int(context.tokens() * 0.75)))
        context.evict_to(target)  # counts the system message and tool schemas (its fixed tokens) itself
        if limit:  # the server's window holds for the rest of the run: later calls are fitted to it (a new
            context.lower_budget(int(limit * 0.75))  # user's trial saw them grow back over the stated limit)
        return system + list(await context.get_messages())

    async def _failed(self, failure: ModelFailure, attempts: int, waits: int = 0) -> CreateResult:
        self.model_errors += 1
        self.failed_in_row += 1
        policy = self.settings.on_model_error
        in_row = 0
        if policy == "skip_turn" and self.failed_in_row >= self.settings.stop_after_failures_in_row:
            policy, in_row = "stop", self.failed_in_row  # a dead or stalled server: stop (and resume later) rather
            # than wait on it all month
        self.hooks.model_error(self.role, failure, attempts, policy, self.url, waits, in_row)
        if policy == "skip_turn":
            self.hooks.forfeit(self.role, f"model error: {failure.kind}")
            return _text("The turn is over.")  # the model is told so; its turn_end records no said (agents.team)
        fix = setting_to_fix(failure, self.role, getattr(self.settings, "model", ""),
                             getattr(self.settings, "api_key_env", "OPENAI_API_KEY"))
        self.stopped = ModelStopped(self.role, self.url, failure, attempts, in_row, waits, fix)
        raise self.stopped

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

    def create_stream(self, *args: Any, **kwargs: Any):  # pragma: no cover - not used by the runner
        return self.inner.create_stream(*args, **kwargs)

    async def close(self) -> None:
        await self.inner.close()

    def actual_usage(self) -> RequestUsage:
        return self.inner.actual_usage()

    def total_usage(self) -> RequestUsage:
        return RequestUsage(prompt_tokens=self.prompt_tokens, completion_tokens=self.completion_tokens)

    def count_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return sum(message_tokens(m) for m in messages)

    def remaining_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return 1 << 30

    @property
    def model_info(self) -> ModelInfo:
        return self.inner.model_info

    @property
    def capabilities(self):  # pragma: no cover - deprecated in AutoGen
        return self.inner.model_info

def _text(content: str) -> CreateResult:
    return CreateResult(finish_reason="stop", content=content, usage=RequestUsage(prompt_tokens=0, completion_tokens=0),
                        cached=False)


def _cut(text: str, limit: int) -> str:
    if text is None or len(text) <= limit:
        return text
    return text[:limit] + f" [... {len(text) - limit:,} characters cut]"
