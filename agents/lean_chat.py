"""The group chat without the work nobody reads: no output stream, no month-long thread, a plain tool bench.

AutoGen 0.7.5's group chat does five things per tool call or per turn that a month
played through ``agents.episode`` never reads:

- every event of an agent's turn (each tool call request and each result) is
  published through the runtime to the team's output topic, relayed by the group chat
  manager into the output queue and collected into ``team.run``'s ``TaskResult`` —
  half of the runtime's deliveries, and the episode discards the result;
- the manager appends every message of the month to its ``_message_thread`` (and hands
  the thread to the selector function, which here asks the shop's clock instead), so the
  heap, and each garbage collection of it, grows with the month;
- the manager builds a ``SelectSpeakerEvent`` for every turn and drops it unless the team emits its events;
- ``StaticStreamWorkbench`` rebuilds the tool list on each model call and on each tool
  call, and asks ``isinstance(tool, StreamTool)`` (a runtime ``Protocol`` check, slow in
  Python 3.11) on each tool call;
- each participant opens an OpenTelemetry ``invoke_agent`` span around every turn, a no-op span when no
  tracer provider is set, which still costs about 30 µs a turn (0.06 s of a 30-day month's 1,862 turns).

``LeanSelectorGroupChat`` is a ``SelectorGroupChat`` whose participants do not publish
their inner events (``stream_events=True`` keeps AutoGen's behaviour) and whose manager
keeps no thread and builds no speaker event nobody gets, and whose participants open no span when no tracer
provider is set (``spans_recorded``); ``ShopWorkbench`` is a
``StaticWorkbench`` with the list built once and a direct call. What the agents are sent, what they answer and the order of turns are
AutoGen's own, so the event record is unchanged (``tests/test_agents_identical.py``).
These override private parts of AutoGen 0.7.5 (pinned in ``pyproject.toml``); a test
(``tests/test_lean_chat.py``) fails loudly if a new AutoGen changes them.
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable, List, Mapping, Sequence

from autogen_agentchat.base import Response, Team, TerminationCondition
from autogen_agentchat.messages import BaseAgentEvent, BaseChatMessage, MessageFactory
from autogen_agentchat.teams import SelectorGroupChat
from autogen_agentchat.teams._group_chat._chat_agent_container import ChatAgentContainer
from autogen_agentchat.teams._group_chat._events import (GroupChatAgentResponse, GroupChatError,
                                                         GroupChatRequestPublish, SerializableException)
from autogen_agentchat.teams._group_chat._selector_group_chat import SelectorGroupChatManager
from autogen_core import CancellationToken, DefaultTopicId, MessageContext, event
from autogen_core.tools import StaticWorkbench, TextResultContent, ToolResult, ToolSchema
from opentelemetry import trace

from agents.safe_answer import REFUSED_KEY

__all__ = ["LeanSelectorGroupChat", "ShopWorkbench", "spans_recorded"]


def spans_recorded() -> bool:
    """Whether an OpenTelemetry tracer provider is set (``trace.set_tracer_provider`` or the environment): without
    one, every span AutoGen opens is a no-op span."""
    return not isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)


class _QuietContainer(ChatAgentContainer):
    """A participant whose turn's events go to nobody: the agent's response still reaches the group.

    ``manager_topic``: if given, the response goes to the group chat manager alone, on its own topic, instead of
    to the whole group (for participants whose agents drop what other agents say: ``agents.context.RoleContext``).
    """

    def __init__(self, parent_topic_type: str, output_topic_type: str, agent: Any, message_factory: MessageFactory,
                 manager_topic: str | None = None) -> None:
        super().__init__(parent_topic_type, output_topic_type, agent, message_factory)
        self._manager_topic = manager_topic

    async def _log_message(self, message: BaseAgentEvent | BaseChatMessage) -> None:
        if not self._message_factory.is_registered(message.__class__):  # the check AutoGen makes, kept
            raise ValueError(f"Message type {message.__class__} is not registered.")

    @event
    async def handle_request(self, message: GroupChatRequestPublish, ctx: MessageContext) -> None:
        """AutoGen's ``handle_request`` for one agent, without opening its ``invoke_agent`` span when no tracer
        provider is set (the span is a no-op then, and opening it costs about 30 µs).
        A team, or a run with a tracer provider, goes through AutoGen's own handler."""
        if isinstance(self._agent, Team) or spans_recorded():
            await ChatAgentContainer.handle_request(self, message, ctx)
            return
        try:
            response: Response | None = None
            async for msg in self._agent.on_messages_stream(self._message_buffer, ctx.cancellation_token):
                if isinstance(msg, Response):
                    await self._log_message(msg.chat_message)
                    response = msg
                else:
                    await self._log_message(msg)
            if response is None:
                raise RuntimeError("The agent did not produce a final response. Check the agent's on_messages_stream "
                                   "method.")
            self._message_buffer.clear()
            await self.publish_message(GroupChatAgentResponse(response=response, name=self._agent.name),
                                       topic_id=DefaultTopicId(type=self._manager_topic or self._parent_topic_type),
                                       cancellation_token=ctx.cancellation_token)
        except Exception as e:
            await self.publish_message(GroupChatError(error=SerializableException.from_exception(e)),
                                       topic_id=DefaultTopicId(type=self._parent_topic_type),
                                       cancellation_token=ctx.cancellation_token)
            raise


class _ThreadlessManager(SelectorGroupChatManager):
    """The selector's manager keeping no message thread: the selector function reads the shop's clock."""

    async def update_message_thread(self, messages: Sequence[BaseAgentEvent | BaseChatMessage]) -> None:
        return None

    async def _log_speaker_selection(self, speaker_names: List[str]) -> None:
        if self._emit_team_events:  # else AutoGen builds the event (a validation, a UUID) only to drop it
            await super()._log_speaker_selection(speaker_names)


class LeanSelectorGroupChat(SelectorGroupChat):
    """``SelectorGroupChat`` minus the unread output stream and thread (see the module docstring).

    Takes ``SelectorGroupChat``'s arguments and ``stream_events``: True publishes each agent's inner
    events to the team's output as AutoGen does (for a caller of ``run_stream``); False (the default)
    leaves ``team.run``'s result with the task and the stop message only. The manager keeps no thread in
    either case, so a ``selector_func`` is required (it is always given an empty thread).
    ``private_responses``: True (with ``stream_events`` False, and no tracer provider set) sends each agent's
    response to the manager alone instead of to every participant, for agents whose model context drops what
    other agents say (``agents.context.RoleContext``, ``agents.team.build_team``): AutoGen delivers each
    response to each participant (a task, a log line and an event built, and a message the agent converts
    only for its context to drop), three of the four deliveries of every turn.
    """

    def __init__(self, *args: Any, stream_events: bool = False, private_responses: bool = False,
                 **kwargs: Any) -> None:
        if kwargs.get("selector_func") is None:
            raise ValueError("LeanSelectorGroupChat needs a selector_func: its manager keeps no thread for a "
                             "model-based selector to read")
        super().__init__(*args, **kwargs)
        self._stream_events = stream_events
        self._private_responses = private_responses

    def _create_participant_factory(self, parent_topic_type: str, output_topic_type: str, agent: Any,
                                    message_factory: MessageFactory) -> Callable[[], ChatAgentContainer]:
        if self._stream_events:
            return super()._create_participant_factory(parent_topic_type, output_topic_type, agent, message_factory)
        manager_topic = self._group_chat_manager_topic_type if self._private_responses else None
        return lambda: _QuietContainer(parent_topic_type, output_topic_type, agent, message_factory, manager_topic)

    def _create_group_chat_manager_factory(self, name: str, group_topic_type: str, output_topic_type: str,
                                           participant_topic_types: List[str], participant_names: List[str],
                                           participant_descriptions: List[str], output_message_queue: asyncio.Queue,
                                           termination_condition: TerminationCondition | None, max_turns: int | None,
                                           message_factory: MessageFactory) -> Callable[[], SelectorGroupChatManager]:
        return lambda: _ThreadlessManager(
            name, group_topic_type, output_topic_type, participant_topic_types, participant_names,
            participant_descriptions, output_message_queue, termination_condition, max_turns, message_factory,
            self._model_client, self._selector_prompt, self._allow_repeated_speaker, self._selector_func,
            self._max_selector_attempts, self._candidate_func, self._emit_team_events, self._model_context,
            self._model_client_streaming)


class ShopWorkbench(StaticWorkbench):
    """A role's tools as a workbench: the schema list built once, each call straight to the tool.

    Args:
        tools: the role's ``agents.role_tools.RoleTool`` list (names unique). A tool that raises is
            answered as ``StaticWorkbench`` answers it (an error result, the turn goes on).
        parsed: the role's ``RoleModelClient.parsed`` (call id -> arguments text and its parse), read by
            ``agents.lean_agent`` instead of parsing each call's arguments a second time; None parses them.
    """

    def __init__(self, tools: Sequence[Any], parsed: dict[str, tuple[str, Any]] | None = None) -> None:
        super().__init__(list(tools))
        self._by_name = {t.name: t for t in tools}
        self._schemas: List[ToolSchema] = [t.schema for t in tools]
        self.parsed = parsed  # the role's guarded client's parses of the calls it passed on (agents.guard)

    async def list_tools(self) -> List[ToolSchema]:
        return list(self._schemas)

    def has_tool(self, name: str) -> bool:
        """Whether a tool of this name is on the bench."""
        return name in self._by_name

    async def call_text(self, name: str, arguments: Mapping[str, Any] | None,
                        cancellation_token: CancellationToken | None = None,
                        call_id: str | None = None) -> tuple[str, bool]:
        """A call's answer as ``(text, is_error)``: what ``call_tool``'s result reads as text
        (``ToolResult.to_text``), without building the result (``agents.lean_agent`` asks this)."""
        tool = self._by_name.get(name)
        if tool is None and isinstance(arguments, Mapping) and len(arguments) == 1 and REFUSED_KEY in arguments:
            tool = next(iter(self._by_name.values()), None)  # a call to an unknown tool the guard refused: recorded
            # and answered by the role's tools (agents.role_tools), as agents.lean_agent has it answered
        if tool is None:
            return f"Tool {name} not found.", True
        try:
            output = await tool.run_json(arguments or {}, cancellation_token or CancellationToken(), call_id=call_id)
            return tool.return_value_as_string(output), False
        except Exception as exc:  # noqa: BLE001 - answered to the model, as StaticWorkbench does
            return self._format_errors(exc), True

    async def call_tool(self, name: str, arguments: Mapping[str, Any] | None = None,
                        cancellation_token: CancellationToken | None = None, call_id: str | None = None) -> ToolResult:
        text, is_error = await self.call_text(name, arguments, cancellation_token, call_id)
        return ToolResult(name=name, result=[TextResultContent(content=text)], is_error=is_error)
