"""ShopAssistant (agents/lean_agent.py) plays AutoGen's tool loop with each call in place: same events, same context."""
from __future__ import annotations

import asyncio
import inspect
import json

import pytest
from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import Response
from autogen_agentchat.messages import TextMessage
from autogen_core import CancellationToken, FunctionCall
from autogen_core.model_context import UnboundedChatCompletionContext
from autogen_core.models import CreateResult, RequestUsage
from autogen_core.tools import FunctionTool, StaticWorkbench
from autogen_ext.models.replay import ReplayChatCompletionClient

from agents.lean_agent import ShopAssistant
from agents.lean_chat import ShopWorkbench

_USAGE = RequestUsage(prompt_tokens=3, completion_tokens=2)


def _calls(*calls: tuple[str, str], thought: str | None = None) -> CreateResult:
    return CreateResult(finish_reason="function_calls", usage=_USAGE, cached=False, thought=thought,
                        content=[FunctionCall(id=f"c{n}", name=name, arguments=args) for n, (name, args) in
                                 enumerate(calls)])


def _script() -> list:
    return [_calls(("stock", json.dumps({"sku": "atta"})), ("stock", json.dumps({"sku": "dal"}))),
            _calls(("stock", "{not json"), ("nosuch", "{}"), thought="let me look again"),
            _calls(("jam", json.dumps({"n": 1}))),
            "All counted."]


def _tools(done: list) -> list:
    def stock(sku: str) -> str:
        """How many of an item are on the shelf."""
        done.append(sku)
        return f"{sku}: 12"

    def jam(n: int) -> str:
        """Fails."""
        raise RuntimeError("the till is jammed")

    return [FunctionTool(stock, "stock on the shelf"), FunctionTool(jam, "jams")]


def _play(kind, script: list, max_tool_iterations: int = 5, bench=ShopWorkbench, **extra):
    done: list = []
    context = UnboundedChatCompletionContext()
    agent = kind("helper", ReplayChatCompletionClient(script), workbench=bench(_tools(done)), model_context=context,
                 max_tool_iterations=max_tool_iterations, **extra)

    async def go():
        out = [m async for m in agent.on_messages_stream([TextMessage(content="Count the shelf.", source="shop")],
                                                          CancellationToken())]
        return out, await context.get_messages()

    out, messages = asyncio.run(go())
    return done, [_plain(m) for m in out], [m.model_dump() for m in messages]


def _plain(m) -> tuple:
    """An event without its random id and clock time."""
    if isinstance(m, Response):
        return ("Response", _plain(m.chat_message), [_plain(i) for i in m.inner_messages])
    return (type(m).__name__, m.model_dump(exclude={"id", "created_at"}))


@pytest.mark.parametrize("iterations", [5, 2, 1])
def test_the_tool_loop_is_autogens_event_for_event(iterations):
    ours = _play(ShopAssistant, _script(), iterations)
    theirs = _play(AssistantAgent, _script(), iterations)
    assert ours == theirs
    done, events, messages = ours
    assert done == (["atta", "dal"] if iterations > 0 else [])   # two calls in one answer ran in the order given
    if iterations == 5:
        kinds = [e[0] for e in events]
        assert kinds == ["ToolCallRequestEvent", "ToolCallExecutionEvent", "ThoughtEvent", "ToolCallRequestEvent",
                         "ToolCallExecutionEvent", "ToolCallRequestEvent", "ToolCallExecutionEvent", "Response"]
        results = [r["content"] for r in events[4][1]["content"]]
        assert results[0].startswith("Error: Expecting property name")          # AutoGen's own text, not JSON
        assert results[1] == "Error: tool 'nosuch' not found in any workbench"
        assert events[6][1]["content"][0]["content"] == "the till is jammed"
        assert events[6][1]["content"][0]["is_error"] is True
        assert events[-1][1][0] == "TextMessage" and events[-1][1][1]["content"] == "All counted."
        assert len(messages) == 8   # the brief, then a call and its results three times, then the text
    if iterations == 1:   # the loop ends after the first batch: the answer is the tool-call summary
        assert events[-1][1][0] == "ToolCallSummaryMessage"
        assert events[-1][1][1]["content"] == "atta: 12\ndal: 12"


def test_another_bench_runs_autogens_own_loop():
    ours = _play(ShopAssistant, _script(), 5, bench=StaticWorkbench)
    assert ours == _play(AssistantAgent, _script(), 5, bench=StaticWorkbench)
    assert ours[0] == ["atta", "dal"]


def test_the_overridden_method_is_still_autogens_shape():
    """A new AutoGen that renames or reorders the arguments of the overridden method fails here."""
    theirs = list(inspect.signature(AssistantAgent._process_model_result).parameters)
    ours = list(inspect.signature(ShopAssistant._process_model_result).parameters)
    assert ours == ["self"] + theirs          # bound to the agent (it reads inner_events), called as AutoGen calls it
    assert "stream" in inspect.signature(AssistantAgent._execute_tool_call).parameters


def test_a_shop_bench_runs_its_calls_in_place(monkeypatch):
    """The lean loop never reaches AutoGen's per-call task (``_execute_tool_call`` under ``gather``)."""
    async def never(*args, **kwargs):
        raise AssertionError("AutoGen's tool task was used")

    monkeypatch.setattr(AssistantAgent, "_execute_tool_call", staticmethod(never))
    done, events, _ = _play(ShopAssistant, _script(), 5)
    assert done == ["atta", "dal"] and events[-1][1][1]["content"] == "All counted."


def test_a_phase_is_found_only_in_a_phase_prompt():
    from autogen_core.models import UserMessage
    from agents.scaffold_scripted import phase_of
    desk = UserMessage(content="Shop summary: cash ₹3,000 " * 300, source="shop")
    assert phase_of([desk, UserMessage(content="```turn\n{}\n```", source="shop")]) is None
    prompt = UserMessage(content='Plan the day.\n```phase\n{"phase": "plan", "day": 4}\n```', source="shop")
    assert phase_of([prompt]) == {"phase": "plan", "day": 4}
    assert phase_of([]) is None


def _nested(levels: int):
    out: list = [1]
    for _ in range(levels - 1):
        out = [out]
    return out


@pytest.mark.parametrize("args, refused", [
    (json.dumps({"a": _nested(11)}), False),                           # 12 levels: allowed
    (json.dumps({"a": _nested(12)}), True),                            # 13 levels: refused
    (json.dumps({"a": [[1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12]]}), False),  # many, shallow
    (json.dumps({"text": "{" * 40}), False),                           # brackets inside a string do not nest
])
def test_the_guard_refuses_only_arguments_nested_too_deep(args, refused):
    from types import SimpleNamespace
    from agents.guard import RoleModelClient
    client = RoleModelClient(ReplayChatCompletionClient([]), "helper", {"set_plan"}, hooks=None,
                             settings=SimpleNamespace(max_answer_chars=10_000))
    reason, parsed = client._refusal("set_plan", args)
    assert (reason == "arguments refused: nested deeper than 12 levels") is refused
    assert refused or reason == ""
    assert parsed == (None if refused else json.loads(args))


@pytest.mark.parametrize("iterations", [5, 1])
def test_without_inner_events_the_turn_and_its_context_are_the_same(iterations):
    done, events, messages = _play(ShopAssistant, _script(), iterations, inner_events=False)
    full = _play(ShopAssistant, _script(), iterations)
    assert done == full[0] and messages == full[2]                       # same calls run, same context kept
    assert [e[0] for e in events] == (["ThoughtEvent", "Response"] if iterations == 5 else ["Response"])
    final = events[-1]
    assert final[1] == full[1][-1][1] and final[2] == [e for e in full[1][-1][2] if e[0] == "ThoughtEvent"]


def test_the_team_makes_tool_call_events_only_for_a_reader():
    from agents.episode import make_context
    from agents.team import build_team
    from engine.shop import ROLES, Shop
    from events.record import EventRecord
    from roles.toolbox import ToolBox
    from agents.role_tools import role_tools
    from scenarios import load_scenario
    base = load_scenario(days=1)
    roles = {r: v.model_dump() for r, v in base.roles.items()}
    roles["manager"].update(scaffold="reflection")          # a reflection reads its agent's inner messages
    shop = Shop(load_scenario(days=1, roles=roles), EventRecord(None))
    box = ToolBox(shop)
    tools = {r: role_tools(box, r) for r in ROLES}
    contexts = {r: make_context(r, shop.scenario.roles[r].context, tools[r]) for r in ROLES}
    clients = {r: ReplayChatCompletionClient(["Done."]) for r in ROLES}
    for stream in (False, True):
        scaffolds: dict = {}
        team, _ = build_team(shop, clients, tools, contexts, scaffolds=scaffolds, stream_events=stream)
        agents = {r: scaffolds[r].inner if r in scaffolds else a for r, a in zip(ROLES, team._participants)}
        assert {r: a.inner_events for r, a in agents.items()} == {r: stream or r == "manager" for r in ROLES}
