"""The group chat's runtime skips only the logging and tracing nobody reads (agents/runtime.py)."""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from autogen_core import DefaultTopicId, MessageContext, RoutedAgent, TypeSubscription, default_subscription, \
    message_handler
from autogen_core._telemetry import TraceHelper

from agents.runtime import LeanRuntime, _NoSpans


@dataclass
class Note:
    text: str


@default_subscription
class Collector(RoutedAgent):
    def __init__(self, got: list) -> None:
        super().__init__("collects notes")
        self.got = got

    @message_handler
    async def on_note(self, message: Note, ctx: MessageContext) -> None:
        self.got.append(message.text)


async def _publish(runtime: LeanRuntime, texts: list[str]) -> list[str]:
    got: list[str] = []
    await Collector.register(runtime, "collector", lambda: Collector(got))
    runtime.start()
    for text in texts:
        await runtime.publish_message(Note(text), DefaultTopicId())
    await runtime.stop_when_idle()
    return got


def test_tracing_off_opens_no_spans_and_still_delivers_in_order(monkeypatch):
    monkeypatch.setenv("AUTOGEN_DISABLE_RUNTIME_TRACING", "true")
    runtime = LeanRuntime(ignore_unhandled_exceptions=False)
    assert isinstance(runtime._tracer_helper, _NoSpans)
    assert asyncio.run(_publish(runtime, ["one", "two", "three"])) == ["one", "two", "three"]


def test_tracing_on_keeps_autogens_spans(monkeypatch):
    monkeypatch.setenv("AUTOGEN_DISABLE_RUNTIME_TRACING", "false")
    runtime = LeanRuntime(ignore_unhandled_exceptions=False)
    assert isinstance(runtime._tracer_helper, TraceHelper)
    assert asyncio.run(_publish(runtime, ["a", "b"])) == ["a", "b"]


def test_message_serialised_only_when_the_events_logger_listens(monkeypatch):
    monkeypatch.setenv("AUTOGEN_DISABLE_RUNTIME_TRACING", "true")
    runtime = LeanRuntime(ignore_unhandled_exceptions=False)
    asyncio.run(_publish(runtime, []))  # registers the message type's serializer
    events = logging.getLogger("autogen_core.events")
    before = events.level
    try:
        events.setLevel(logging.WARNING)
        assert runtime._try_serialize(Note("chawal 50 kilo")) == ""
        events.setLevel(logging.INFO)
        assert "chawal 50 kilo" in runtime._try_serialize(Note("chawal 50 kilo"))
    finally:
        events.setLevel(before)


def test_info_log_on_publish_when_the_runtime_logger_listens(monkeypatch, caplog):
    monkeypatch.setenv("AUTOGEN_DISABLE_RUNTIME_TRACING", "true")
    runtime = LeanRuntime(ignore_unhandled_exceptions=False)
    with caplog.at_level(logging.INFO, logger="autogen_core"):
        assert asyncio.run(_publish(runtime, ["atta 2 packet"])) == ["atta 2 packet"]
    assert any("Publishing message of type Note" in r.getMessage() for r in caplog.records)
