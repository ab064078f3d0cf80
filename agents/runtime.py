"""The group chat's agent runtime, without the bookkeeping nobody reads.

AutoGen 0.7.5's ``SingleThreadedAgentRuntime`` does three things on every
message whether or not anything listens: it serialises the message to JSON for
the ``autogen_core.events`` logger (``_try_serialize``), formats the whole
message into an f-string for the ``autogen_core`` INFO log, and opens
OpenTelemetry spans (no-op spans when ``AUTOGEN_DISABLE_RUNTIME_TRACING`` is
``true``) with attributes that serialise the message again. In a scripted
month that is about a third of the group chat's CPU.

``LeanRuntime`` skips each of them only when it would be thrown away: the
serialisation when the events logger is not enabled for INFO, the log
formatting when ``autogen_core`` is not enabled for INFO, and the spans when
runtime tracing is off. With a logger or tracing switched on it behaves exactly
as AutoGen's runtime (it defers to it). Message delivery is untouched, so the
group chat's order of turns, and the event record, are the same.
"""
from __future__ import annotations

import contextlib
import logging
import os
import uuid
from typing import Any, Mapping

from autogen_core import AgentId, CancellationToken, SingleThreadedAgentRuntime, TopicId
from autogen_core._single_threaded_agent_runtime import PublishMessageEnvelope

__all__ = ["LeanRuntime", "tracing_off"]

_LOG = logging.getLogger("autogen_core")
_EVENTS = logging.getLogger("autogen_core.events")


def tracing_off() -> bool:
    """Whether AutoGen's runtime tracing is off (``AUTOGEN_DISABLE_RUNTIME_TRACING=true``, which
    ``agents.team.build_team`` sets unless the environment says otherwise)."""
    return os.environ.get("AUTOGEN_DISABLE_RUNTIME_TRACING") == "true"


class _NoSpans:
    """Stands in for AutoGen's ``TraceHelper`` when tracing is off: every block is a null context."""

    _null = contextlib.nullcontext()

    def trace_block(self, *args: Any, **kwargs: Any) -> contextlib.nullcontext:
        return self._null


class LeanRuntime(SingleThreadedAgentRuntime):
    """``SingleThreadedAgentRuntime`` that skips unread logging and tracing (see the module docstring).

    Takes the same arguments as AutoGen's runtime.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if tracing_off():
            self._tracer_helper = _NoSpans()  # type: ignore[assignment]

    def _try_serialize(self, message: Any) -> str:
        if not _EVENTS.isEnabledFor(logging.INFO):
            return ""  # only ever put into an event the events logger drops
        return super()._try_serialize(message)

    async def _create_otel_attributes(self, *args: Any, **kwargs: Any) -> Mapping[str, str]:
        if isinstance(self._tracer_helper, _NoSpans):
            return {}  # only ever handed to a span that is not opened
        return await super()._create_otel_attributes(*args, **kwargs)

    async def publish_message(self, message: Any, topic_id: TopicId, *, sender: AgentId | None = None,
                              cancellation_token: CancellationToken | None = None,
                              message_id: str | None = None) -> None:
        if (_LOG.isEnabledFor(logging.INFO) or _EVENTS.isEnabledFor(logging.INFO)
                or not isinstance(self._tracer_helper, _NoSpans)):
            return await super().publish_message(message, topic_id, sender=sender,
                                                 cancellation_token=cancellation_token, message_id=message_id)
        await self._message_queue.put(PublishMessageEnvelope(
            message=message, cancellation_token=cancellation_token or CancellationToken(), sender=sender,
            topic_id=topic_id, metadata=None, message_id=message_id or str(uuid.uuid4())))  # metadata: for spans only
