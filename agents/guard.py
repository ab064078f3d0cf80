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
  backoff; a server that is down or restarting (``is_server_down``: connection refused or dropped, HTTP 502/503)
  is waited out past ``retries`` until the call's backoff adds up to the role's ``server_down_wait_s`` (each wait
  doubling up to ``MAX_DOWN_WAIT_S``), so a server restart of a minute or two does not stop a run (a new user's
  trial, session 53: a 60-s restart stopped all 9 runs of a study after 5 attempts, 7.5 s of backoff) — only a
  server that answered earlier in the run (``answered_before``): one that never has is a wrong URL or a server not
  started, told after the ordinary retries, not 5 minutes later (``--no-server-check``, the walk of session 53);
  (a rate limit with a Retry-After is waited out by the client without
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
- makes the answer safe to keep and to act on (``agents.safe_answer.SafeAnswer``, a mixin of this client): text
  UTF-8 cannot hold escaped, an overlong answer cut, a tool call that cannot reach the tool gate marked as refused
  (recorded and answered by the role's tools when it is run), its reasoning recorded and kept out of what is sent
  back, and a tool call written as text answered as a refused call in the turn;
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
import time
from typing import Any, Mapping, Optional, Sequence

from autogen_core import CancellationToken
from autogen_core.models import (ChatCompletionClient, CreateResult, LLMMessage, ModelInfo, RequestUsage,
                                 SystemMessage)
from autogen_core.tools import Tool, ToolSchema

from agents.call_counts import CallCounts
from agents.context import message_tokens
from agents.failures import ModelFailure, failure_of, is_context_overflow, setting_to_fix
from agents.latency import CallTimes
from agents.safe_answer import REFUSED_KEY, TEXT_CALL_REASON, SafeAnswer  # noqa: F401 (the names: re-exported)
from agents.text_calls import text_tool_call  # noqa: F401 (re-exported)
from events.staff import failed_after

__all__ = ["RoleModelClient", "ModelStopped", "is_server_down", "MAX_DOWN_WAIT_S", "ModelFailure", "ClientLeft", "failure_of", "is_context_overflow",
           "REFUSED_KEY", "TEXT_CALL_REASON"]

#: Rate limits with a Retry-After a call may wait out without spending its ``retries`` (each wait at most
#: ``agents.rate_limit.MAX_WAIT_S``, 120 s): past 20 a 429 counts as an ordinary transient failure again.
RATE_LIMIT_WAITS = 20

#: The longest single backoff while a server is down (``server_down_wait_s``): a restart is seen within 30 s of its end.
MAX_DOWN_WAIT_S = 30.0


def is_server_down(failure: ModelFailure) -> bool:
    """Whether a failure says the server is down or restarting rather than refusing the request: the connection
    refused or dropped (kind "connection failed") or HTTP 502/503 (a proxy or the server with no backend ready).
    A 4xx, a timeout or another 5xx is not (they spend the role's ``retries`` alone)."""
    return failure.kind == "connection failed" or failure.status in (502, 503)


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


class RoleModelClient(SafeAnswer, CallCounts, ChatCompletionClient):
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
        self.answered = False  # this role's server answered in this run (``answered_before``)

    async def create(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = [],
                     tool_choice: Any = "auto", json_output: Optional[Any] = None,
                     extra_create_args: Mapping[str, Any] = {},
                     cancellation_token: Optional[CancellationToken] = None) -> CreateResult:
        if self.hooks.turn_over(self.role):
            return _text("The turn is over.")
        tools = self.hooks.tools_now(self.role, list(tools))  # only the tools this turn offers
        attempts, fitted, waits, waited = 0, False, 0, 0.0  # waited: this call's backoff, in seconds
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
                wait = self._backoff(failure, attempts, waited) if transient else None
                if wait is not None:
                    self.retried += 1
                    waited += wait
                    self.hooks.retried(self.role, failure, attempts, wait, "backoff")
                    await asyncio.sleep(wait)
                    continue
                return await self._failed(failure, attempts, waits, waited)
        self.calls += 1
        self.failed_in_row = 0
        if not self.scripted:
            self.answered = True
            answered = getattr(self.hooks, "servers_answered", None)
            if isinstance(answered, set):
                answered.add(self.url)
        self._count_usage(messages, result, tools)
        safe = self._safe(result, bool(tools))
        if not self.scripted:  # a text answer cut at the token limit: its turn_end says so
            self.hooks.answered(self.role, isinstance(safe.content, str) and result.finish_reason == "length")
        return safe

    def _backoff(self, failure: ModelFailure, attempts: int, waited: float) -> float | None:
        """Seconds to wait before retrying a transient failure of attempt ``attempts`` (``waited``: the call's backoff
        so far), or None to give up: within ``retries`` the backoff doubles from ``backoff_s``; past them only a
        server that is down (``is_server_down``) is waited for, each wait doubling up to ``MAX_DOWN_WAIT_S`` and the
        call's backoff in all up to the role's ``server_down_wait_s``."""
        wait = self.backoff_s * 2 ** min(attempts - 1, 30)
        if attempts <= self.settings.retries:
            return wait
        left = self._down_wait_s() - waited
        if not is_server_down(failure) or left <= 0 or not self.answered_before():
            return None
        return min(wait, MAX_DOWN_WAIT_S, left)

    def answered_before(self) -> bool:
        """Whether this role's server answered earlier in this run (this role, or another role asking the same URL):
        only then is its going down a restart worth waiting out."""
        return self.answered or self.url in (getattr(self.hooks, "servers_answered", None) or ())

    def _down_wait_s(self) -> float:
        """The role's ``server_down_wait_s`` in seconds (null: ``scenarios.role_settings.server_down_wait_default``;
        a settings object without it, as tests make: 0)."""
        said = getattr(self.settings, "server_down_wait_s", 0.0)
        if said is None:
            from scenarios.role_settings import server_down_wait_default
            return server_down_wait_default()
        return said

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

    async def _failed(self, failure: ModelFailure, attempts: int, waits: int = 0, waited: float = 0.0) -> CreateResult:
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
        if is_server_down(failure):  # connection refused and HTTP 502/503 alike (the walk of session 53: a 503 stop
            fix += self._down_fix(attempts, waited)  # had not named server_down_wait_s)
        self.stopped = ModelStopped(self.role, self.url, failure, attempts, in_row, waits, fix)
        raise self.stopped

    def _down_fix(self, attempts: int, waited: float) -> str:
        """What a stop by a server that is down says after the server's words: how long it was waited for, or why it
        was not, naming ``roles.ROLE.server_down_wait_s`` either way."""
        setting = f"roles.{self.role}.server_down_wait_s"
        if attempts > self.settings.retries + 1:  # waited past the retries
            return (f" — the server stayed down through {waited:g} s of backoff (roles.{self.role}.retries and "
                    f"server_down_wait_s); resume when it is back")
        if not self.answered_before():  # (its URL is said at the start of the stop line: ModelStopped)
            return (f" — not waited for: it has not answered in this run ({setting} waits only for a server that "
                    f"answered before); check the URL in roles.{self.role}.model, or start without --no-server-check "
                    f"so the server check tells it at once")
        return (f" — the server was down or restarting and {setting} ({self._down_wait_s():g} s) left no wait past "
                f"roles.{self.role}.retries: raise it to ride out a restart; resume when it is back")

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
