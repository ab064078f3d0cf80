"""What a role's guarded client counts of its requests: tokens as the server reported them or, none reported, the
offline estimate of the messages and tool schemas a request carried (``request_tokens``) and of the answer; the
prompts of requests that timed out, and of those in flight when the run was stopped; and one line of the run's call log per request (``agents.call_log``).

``CallCounts`` is a mixin of ``agents.guard.RoleModelClient`` (which sets the counters in its ``__init__``):
``usage()`` gives ``usage.json``'s counts, ``load_usage`` continues a checkpoint's. Split from ``agents.guard``
(session 35).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from autogen_core.models import CreateResult, LLMMessage

from agents.tokens import count_tokens, message_tokens, tool_tokens

if TYPE_CHECKING:  # the failure a request ended in (annotations only)
    from agents.failures import ModelFailure

__all__ = ["CallCounts", "request_tokens"]


def request_tokens(messages: Sequence[LLMMessage], tools: Sequence[Any] = ()) -> int:
    """The offline estimate of a request's prompt: its messages (``message_tokens``) and the tool schemas it carried
    (``tool_tokens``, the count the role's context budget reserves for them)."""
    return sum(message_tokens(m) for m in messages) + (tool_tokens(tools) if tools else 0)


class CallCounts:
    """The counting half of ``RoleModelClient`` (see the module docstring); its attributes are the client's."""

    def _count_usage(self, messages: Sequence[LLMMessage], result: CreateResult, tools: Sequence[Any] = ()) -> None:
        """Add an answered request's tokens: as the server reported them, or (none reported) the offline estimate
        of the messages and the tool schemas the request carried (``request_tokens``) and of the answer; and write
        its line to the run's call log."""
        usage = result.usage
        prompt, completion = int(getattr(usage, "prompt_tokens", 0) or 0), int(getattr(usage, "completion_tokens", 0) or 0)
        self.prompt_tokens += prompt
        self.completion_tokens += completion
        if self.scripted:
            return
        estimated_prompt = estimated_completion = 0
        if prompt + completion == 0:
            self.calls_without_usage += 1
            estimated_prompt = request_tokens(messages, tools)
            content = result.content
            text = content if isinstance(content, str) else "".join(
                f"{getattr(c, 'name', '')}{getattr(c, 'arguments', '')}" for c in content)
            estimated_completion = count_tokens(str(text)[:1_000_000])
            self.estimated_prompt_tokens += estimated_prompt
            self.estimated_completion_tokens += estimated_completion
        self._log("answered", prompt_tokens=prompt, completion_tokens=completion,
                  estimated_prompt_tokens=estimated_prompt, estimated_completion_tokens=estimated_completion)

    def _count_failed(self, messages: Sequence[LLMMessage], tools: Sequence[Any], failure: ModelFailure) -> None:
        """A request that failed: a timed-out one's prompt (offline count) is counted in ``timed_out_prompt_tokens``
        (the server may have read, and billed, it); every failed request of a served role gets its call-log line."""
        if self.scripted:
            return
        if failure.kind == "timeout":
            tokens = request_tokens(messages, tools)
            self.timed_out_prompt_tokens += tokens
            self._log("timed_out", timed_out_prompt_tokens=tokens)
        else:
            self._log("failed", status=failure.status, error=failure.kind)

    def _count_stopped(self, messages: Sequence[LLMMessage], tools: Sequence[Any]) -> None:
        """A request sent and still unanswered when the run was stopped (Ctrl-C, SIGTERM): the server may answer
        and bill it, though nobody reads the answer. Its prompt (offline count, ``request_tokens``) is counted in
        ``stopped_prompt_tokens`` and its call-log line written (outcome ``stopped``), so the resume that asks it
        again counts it under ``discarded_on_resume`` (a new user's trial, session 45: such a request was in no
        count). A request whose body had not been sent whole (``agents.http_client``'s ``request_sent``: the
        stop came while connecting) never reached the server and is not counted."""
        if self.scripted or not getattr(self.inner, "request_sent", True):
            return
        tokens = request_tokens(messages, tools)
        self.stopped_prompt_tokens += tokens
        self._log("stopped", stopped_prompt_tokens=tokens)

    def _log(self, outcome: str, **counts: Any) -> None:
        if self.call_log is not None:
            self.call_log.write(self.role, self.hooks.shop.state.day, outcome, **counts)

    def usage(self) -> dict:
        """Counts for ``usage.json`` (without cost, which needs the price); for a served model also
        ``latency_ms`` (``agents.latency.CallTimes.summary``) and ``call_ms``, each answered request's time, which
        the checkpoint keeps and ``usage.json`` leaves out (``agents.episode``)."""
        counts = {"calls": self.calls, "retried": self.retried, "prompt_tokens": self.prompt_tokens,
                  "completion_tokens": self.completion_tokens, "calls_without_usage": self.calls_without_usage,
                  "estimated_prompt_tokens": self.estimated_prompt_tokens,
                  "estimated_completion_tokens": self.estimated_completion_tokens, "model_errors": self.model_errors}
        if not self.scripted:  # a scripted role's usage stays the same run to run
            counts.update(timed_out_prompt_tokens=self.timed_out_prompt_tokens,
                          stopped_prompt_tokens=self.stopped_prompt_tokens, latency_ms=self.times.summary(), call_ms=list(self.times.call_ms))
        return counts

    def load_usage(self, saved: dict) -> None:
        """Continue the counts of a checkpoint's ``usage`` entry (and the request times of a served model)."""
        for key in ("calls", "retried", "prompt_tokens", "completion_tokens", "calls_without_usage",
                    "estimated_prompt_tokens", "estimated_completion_tokens", "model_errors",
                    "timed_out_prompt_tokens", "stopped_prompt_tokens"):
            setattr(self, key, int(saved.get(key, 0)))
        if not self.scripted:
            self.times.load(saved)
