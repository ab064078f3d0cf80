"""A role's ``AssistantAgent`` whose tool loop runs each call in place, without a task, queue and gather per call.

AutoGen 0.7.5's ``AssistantAgent._process_model_result`` runs every batch of tool calls
in a new task (``asyncio.create_task``) that ``asyncio.gather``\\ s one more task per
call and hands events back through an ``asyncio.Queue`` (for tools that stream events
while they run); the agent waits on the queue. For a tool bench that never streams —
``agents.lean_chat.ShopWorkbench``, whose tools are async functions with no awaits inside —
that is two tasks and several turns of the event loop per tool call, for nothing: the
calls run one after another in the order given either way (``gather`` starts its tasks
in order and none of them ever waits).

``ShopAssistant`` is an ``AssistantAgent`` that, when its only workbench is a
``ShopWorkbench`` and it has no handoffs, no streaming client, no structured output and
no reflection (how ``agents.team.build_team`` makes every role), plays the same loop
with each call awaited in place: the same events yielded in the same order
(``ToolCallRequestEvent``, ``ToolCallExecutionEvent``, the final ``Response`` with the
tool-call summary or the model's text), the same messages added to the model context,
the same results (``FunctionExecutionResult`` with the tool's text, or AutoGen's own
error text for arguments that are not JSON or a tool not on the bench — except a call the role's model guard
already refused as an unknown tool, answered with the guard's recorded reason, ``agents.tool_names``). Any other
agent runs AutoGen's own loop. With ``inner_events=False`` the tool-call request and
execution events are not made at all: ``agents.team.build_team`` asks that when nobody
reads them (the team streams no events, and no scaffold reads its agent's
``inner_messages``); the group chat then sees only each turn's final message, which is
all its clock reads. Each such event cost a validation of the calls or results, a
UUID and a clock reading, about a tenth of the framework's cost per tool call. This overrides a private part of AutoGen 0.7.5 (pinned
in ``pyproject.toml``); ``tests/test_lean_agent.py`` fails loudly if a new AutoGen
changes the method's signature.
"""
from __future__ import annotations

import json
from typing import Any, AsyncGenerator, Dict, List, Optional, Sequence, Tuple

from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import Response
from autogen_agentchat.messages import (BaseAgentEvent, BaseChatMessage, TextMessage, ThoughtEvent,
                                        ToolCallExecutionEvent, ToolCallRequestEvent)
from autogen_core import CancellationToken, FunctionCall
from autogen_core.models import (AssistantMessage, CreateResult, FunctionExecutionResult,
                                 FunctionExecutionResultMessage)

from agents.call_args import parsed_arguments
from agents.safe_answer import REFUSED_KEY
from agents.lean_chat import ShopWorkbench

__all__ = ["ShopAssistant"]


class ShopAssistant(AssistantAgent):
    """``AssistantAgent`` with the tool calls of a ``ShopWorkbench`` run in place (see the module docstring).

    Takes ``AssistantAgent``'s arguments, and ``inner_events``: False makes no tool-call events (the turn's
    ``Response`` then has none in ``inner_messages``); its attribute of that name may be set later.
    """

    def __init__(self, *args: Any, inner_events: bool = True, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.inner_events = inner_events

    async def _process_model_result(self, model_result: CreateResult,
                                    inner_messages: List[BaseAgentEvent | BaseChatMessage],
                                    cancellation_token: CancellationToken, agent_name: str, system_messages: List[Any],
                                    model_context: Any, workbench: Sequence[Any], handoff_tools: List[Any],
                                    handoffs: Dict[str, Any], model_client: Any, model_client_stream: bool,
                                    reflect_on_tool_use: bool, tool_call_summary_format: str,
                                    tool_call_summary_formatter: Any, max_tool_iterations: int,
                                    output_content_type: Any, message_id: str,
                                    format_string: str | None = None
                                    ) -> AsyncGenerator[BaseAgentEvent | BaseChatMessage | Response, None]:
        plain = (len(workbench) == 1 and type(workbench[0]) is ShopWorkbench and not handoff_tools and not handoffs
                 and not model_client_stream and not reflect_on_tool_use and output_content_type is None)
        if not plain:  # AutoGen's own loop
            async for out in super()._process_model_result(  # type: ignore[misc]
                    model_result=model_result, inner_messages=inner_messages, cancellation_token=cancellation_token,
                    agent_name=agent_name, system_messages=system_messages, model_context=model_context,
                    workbench=workbench, handoff_tools=handoff_tools, handoffs=handoffs, model_client=model_client,
                    model_client_stream=model_client_stream, reflect_on_tool_use=reflect_on_tool_use,
                    tool_call_summary_format=tool_call_summary_format,
                    tool_call_summary_formatter=tool_call_summary_formatter, max_tool_iterations=max_tool_iterations,
                    output_content_type=output_content_type, message_id=message_id, format_string=format_string):
                yield out
            return
        bench: ShopWorkbench = workbench[0]
        events = self.inner_events
        current = model_result
        executed: List[Tuple[FunctionCall, FunctionExecutionResult]] = []
        for loop_iteration in range(max_tool_iterations):
            if isinstance(current.content, str):
                yield Response(chat_message=TextMessage(content=current.content, source=agent_name,
                                                        models_usage=current.usage, id=message_id),
                               inner_messages=inner_messages)
                return
            assert isinstance(current.content, list) and all(isinstance(c, FunctionCall) for c in current.content)
            if events:
                request = ToolCallRequestEvent(content=current.content, source=agent_name, models_usage=current.usage)
                inner_messages.append(request)
                yield request
            executed = [(call, await _run_call(bench, call, cancellation_token)) for call in current.content]
            results = [r for _, r in executed]
            await model_context.add_message(FunctionExecutionResultMessage(content=results))
            if events:
                execution = ToolCallExecutionEvent(content=results, source=agent_name)
                inner_messages.append(execution)
                yield execution
            if loop_iteration == max_tool_iterations - 1:
                break
            following: Optional[CreateResult] = None
            async for out in self._call_llm(model_client=model_client, model_client_stream=False,
                                           system_messages=system_messages, model_context=model_context,
                                           workbench=workbench, handoff_tools=handoff_tools, agent_name=agent_name,
                                           cancellation_token=cancellation_token, output_content_type=None,
                                           message_id=message_id):
                if isinstance(out, CreateResult):
                    following = out
                else:
                    yield out
            assert following is not None, "No model result was produced in tool call loop."
            current = following
            if current.thought:
                thought = ThoughtEvent(content=current.thought, source=agent_name, id=message_id)
                yield thought
                inner_messages.append(thought)
                message_id = _new_id()
            await model_context.add_message(AssistantMessage(content=current.content, source=agent_name,
                                                             thought=getattr(current, "thought", None)))
        yield self._summarize_tool_use(executed_calls_and_results=executed, inner_messages=inner_messages,
                                      handoffs=handoffs, tool_call_summary_format=tool_call_summary_format,
                                      tool_call_summary_formatter=tool_call_summary_formatter, agent_name=agent_name)


def _new_id() -> str:
    import uuid
    return str(uuid.uuid4())


async def _run_call(bench: ShopWorkbench, call: FunctionCall, token: CancellationToken) -> FunctionExecutionResult:
    """One tool call's result, as AutoGen's ``_execute_tool_call`` makes it for a workbench that does not stream."""
    try:
        arguments = parsed_arguments(bench.parsed, call)  # the guard's parse of this text, or json.loads
    except json.JSONDecodeError as e:
        return FunctionExecutionResult(content=f"Error: {e}", call_id=call.id, is_error=True, name=call.name)
    if not bench.has_tool(call.name):
        if _is_marker(arguments):  # refused and recorded by the model guard as an unknown tool: its reason, as
            # recorded, is answered by any of the role's tools for the marker (agents.role_tools), without the gate
            first = (await bench.list_tools())[0]["name"]
            text, _ = await bench.call_text(first, arguments, token, call.id)
            return FunctionExecutionResult(content=text, call_id=call.id, is_error=True, name=call.name)
        return FunctionExecutionResult(content=f"Error: tool '{call.name}' not found in any workbench",
                                       call_id=call.id, is_error=True, name=call.name)
    text, is_error = await bench.call_text(call.name, arguments, token, call.id)
    return FunctionExecutionResult(content=text, call_id=call.id, is_error=is_error, name=call.name)


def _is_marker(arguments: Any) -> bool:
    """Whether a call's arguments are the model guard's marker of a call it refused (``agents.safe_answer.REFUSED_KEY``)."""
    return isinstance(arguments, dict) and len(arguments) == 1 and REFUSED_KEY in arguments
