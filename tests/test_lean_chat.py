"""The group chat without unread work (agents/lean_chat.py) and the cheaper per-call paths around it."""
from __future__ import annotations

import asyncio
import gc
import json

import pytest
from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.conditions import MaxMessageTermination
from autogen_agentchat.messages import ToolCallExecutionEvent, ToolCallRequestEvent
from autogen_core import CancellationToken, FunctionCall
from autogen_core.models import (AssistantMessage, CreateResult, FunctionExecutionResult,
                                 FunctionExecutionResultMessage, RequestUsage, UserMessage)
from autogen_core.tools import FunctionTool
from autogen_ext.models.replay import ReplayChatCompletionClient

from agents.context import FOLDED, RoleContext, count_tokens, message_bound, message_tokens
from agents.checkpoints import checkpoint_json
from agents.episode import GC_YOUNG_THRESHOLD, _fewer_collections
from agents.lean_chat import LeanSelectorGroupChat, ShopWorkbench

_USAGE = RequestUsage(prompt_tokens=0, completion_tokens=0)


def _call(name: str, args: dict, n: int) -> CreateResult:
    return CreateResult(finish_reason="function_calls", usage=_USAGE, cached=False,
                        content=[FunctionCall(id=f"c{n}", name=name, arguments=json.dumps(args))])


def _team(stream_events: bool, done: list, private_responses: bool = False):
    def stock(sku: str) -> str:
        """How many of an item are on the shelf."""
        done.append(sku)
        return f"{sku}: 12"

    client = ReplayChatCompletionClient([_call("stock", {"sku": "atta"}, 1), "Done.",
                                         _call("stock", {"sku": "dal"}, 2), "Done."])
    agent = AssistantAgent("helper", client, workbench=ShopWorkbench([FunctionTool(stock, "stock on the shelf")]),
                           max_tool_iterations=3)
    idle = AssistantAgent("cashier", ReplayChatCompletionClient(["never asked"]))
    return LeanSelectorGroupChat([agent, idle], model_client=ReplayChatCompletionClient([]),
                                 selector_func=lambda thread: "helper", allow_repeated_speaker=True,
                                 termination_condition=MaxMessageTermination(3), stream_events=stream_events,
                                 private_responses=private_responses)


@pytest.mark.parametrize("stream_events", [False, True])
def test_tools_run_and_the_manager_keeps_no_thread(stream_events):
    done: list = []
    team = _team(stream_events, done)

    async def go():
        result = await team.run(task="Day 1 begins.")
        return result, await team.save_state()

    result, state = asyncio.run(go())
    assert done == ["atta", "dal"]                                   # both turns ran their tool through the bench
    kinds = [type(m) for m in result.messages]
    assert (ToolCallRequestEvent in kinds) is stream_events          # the turn's events reach run() only if asked
    assert (ToolCallExecutionEvent in kinds) is stream_events
    manager = next(v for k, v in state["agent_states"].items() if "SelectorGroupChatManager" in k)
    assert manager["message_thread"] == []                           # nothing kept for a selector that never reads it


@pytest.mark.parametrize("provider", [False, True])
def test_a_turn_opens_the_agents_span_only_for_a_tracer_provider(provider, monkeypatch):
    """Without a tracer provider the quiet participant runs the turn without AutoGen's no-op span; with one it runs
    AutoGen's own handler (which opens it). The turns and their messages are the same either way."""
    import agents.lean_chat as lean_chat
    from autogen_agentchat.teams._group_chat._chat_agent_container import ChatAgentContainer

    if provider:
        provider_set = lean_chat.trace.NoOpTracerProvider()  # a provider set, as an SDK's would be
        monkeypatch.setattr(lean_chat.trace, "get_tracer_provider", lambda: provider_set)
    assert lean_chat.spans_recorded() is provider
    opened: list = []
    autogens = ChatAgentContainer.handle_request

    async def counted(self, message, ctx):
        opened.append(self._agent.name)
        return await autogens(self, message, ctx)

    monkeypatch.setattr(ChatAgentContainer, "handle_request", counted)
    done: list = []
    result = asyncio.run(_team(False, done).run(task="Day 1 begins."))
    assert done == ["atta", "dal"]
    assert [getattr(m, "content", None) for m in result.messages][-1] is not None
    assert opened == (["helper", "helper"] if provider else [])


@pytest.mark.parametrize("private", [False, True])
def test_private_responses_reach_the_manager_alone(private, monkeypatch):
    """With ``private_responses`` an agent's answer goes to the manager only: no other participant buffers it
    (each still gets the task), and the turns run as before."""
    from autogen_agentchat.teams._group_chat._chat_agent_container import ChatAgentContainer

    buffered: list = []
    keep = ChatAgentContainer._buffer_message

    def counted(self, message):
        buffered.append((self._agent.name, type(message).__name__, message.source))
        return keep(self, message)

    monkeypatch.setattr(ChatAgentContainer, "_buffer_message", counted)
    done: list = []
    result = asyncio.run(_team(False, done, private_responses=private).run(task="Day 1 begins."))
    assert done == ["atta", "dal"]
    answers = [b for b in buffered if b[2] == "helper"]
    assert sorted(b for b in buffered if b[2] == "user") == [("cashier", "TextMessage", "user"),
                                                            ("helper", "TextMessage", "user")]
    assert answers == ([] if private else [("cashier", "TextMessage", "helper")] * 2)


def test_a_lean_group_chat_needs_a_selector_function():
    agents = [AssistantAgent(name, ReplayChatCompletionClient(["Done."])) for name in ("helper", "cashier")]
    with pytest.raises(ValueError, match="selector_func"):
        LeanSelectorGroupChat(agents, model_client=ReplayChatCompletionClient([]))


def test_shop_workbench_answers_like_autogens():
    def fine(n: int) -> str:
        """Echo."""
        return f"got {n}"

    def broken(n: int) -> str:
        """Fails."""
        raise RuntimeError("the till is jammed")

    bench = ShopWorkbench([FunctionTool(fine, "echo"), FunctionTool(broken, "fails")])

    async def go():
        return (await bench.list_tools(), await bench.call_tool("fine", {"n": 3}),
                await bench.call_tool("broken", {"n": 3}), await bench.call_tool("nope", {}))

    schemas, ok, err, missing = asyncio.run(go())
    assert [s["name"] for s in schemas] == ["fine", "broken"]
    assert (ok.to_text(), ok.is_error) == ("got 3", False)
    assert err.is_error and "the till is jammed" in err.to_text()
    assert missing.is_error and missing.to_text() == "Tool nope not found."


@pytest.mark.parametrize("text", ["", "ok", "{\"ok\": true, \"minutes\": 3, \"data\": {\"atta_5kg\": 12}}",
                                  "आटा 5 किलो ₹240 मिलेगा?", "Bhaiya, aata ka rate kya hai??",
                                  "x" * 40 + "!" * 9,
                                  "supercalifragilistic_expialidocious " * 5, "\u0915\u093e\u0902 ... \n\t ;;"])
def test_the_length_bound_never_falls_below_the_count(text):
    assert count_tokens(text) <= len(text)
    for m in (UserMessage(content=text, source="shop"),
              FunctionExecutionResultMessage(content=[
                  FunctionExecutionResult(content=text, call_id="c", is_error=False, name="read_messages")]),
              AssistantMessage(content=[FunctionCall(id="c", name="say", arguments=json.dumps({"text": text}))],
                               source="cashier")):
        assert message_tokens(m) <= message_bound(m)


def test_lazy_counts_give_the_same_context_as_counting_every_message():
    ctx = RoleContext("cashier", 1_500, 200, recent_calls=3, full_results=1)
    ctx.begin_turn("```turn\nday 1 counter\n```", day=1, desk="Cash: till ₹1,200.")
    for n in range(8):
        ctx._append(AssistantMessage(content=[FunctionCall(id=f"c{n}", name="say",
                                                           arguments=json.dumps({"text": "haan ji " * 30}))],
                                     source="cashier"))
        ctx._append(FunctionExecutionResultMessage(content=[FunctionExecutionResult(
            content=json.dumps({"ok": True, "data": {"said": "दाल 2 किलो " * 40}}, ensure_ascii=False),
            call_id=f"c{n}", is_error=False, name="say")]))
        sent = asyncio.run(ctx.get_messages())
        assert ctx.tokens() == 200 + message_tokens(sent[0]) + sum(message_tokens(m) for m in sent[1:])
        assert ctx.tokens() <= 1_500
    # one turn: its calls all stay (recent_calls 3 bounds earlier turns); the budget folds its older results
    assert sum(1 for m in ctx._messages if isinstance(m, AssistantMessage)) == 8
    results = [m.content[0].content for m in ctx._messages if isinstance(m, FunctionExecutionResultMessage)]
    assert results[-1] != FOLDED and FOLDED in results


def test_collections_are_fewer_during_a_run_and_restored_after_even_on_error():
    before = gc.get_threshold()
    with pytest.raises(RuntimeError):
        with _fewer_collections():
            assert gc.get_threshold()[0] == max(before[0], GC_YOUNG_THRESHOLD)
            assert gc.get_threshold()[1:] == before[1:]
            raise RuntimeError("stop")
    assert gc.get_threshold() == before


def test_each_closed_day_is_frozen_and_thawed_at_the_end_unless_something_was_frozen_before():
    assert gc.get_freeze_count() == 0
    with pytest.raises(RuntimeError):
        with _fewer_collections() as freeze_day:
            kept = [object() for _ in range(10)]
            freeze_day()
            assert gc.get_freeze_count() >= len(kept)            # the month so far: not walked by collections
            raise RuntimeError("stop")
    assert gc.get_freeze_count() == 0                            # thawed, even on error
    gc.freeze()                                                  # a caller froze its own objects before the run
    try:
        frozen = gc.get_freeze_count()
        with _fewer_collections() as freeze_day:
            freeze_day()
            assert gc.get_freeze_count() == frozen               # nothing frozen on top: its thaw would free theirs
        assert gc.get_freeze_count() == frozen                   # and theirs stay frozen
    finally:
        gc.unfreeze()


def test_checkpoint_bytes_read_back_the_same_a_lone_surrogate_included():
    data = {"day": 3, "inbox": ["आटा ₹240", "ok"], "x": float("inf")}
    assert json.loads(checkpoint_json(data)) == data
    odd = checkpoint_json({"text": "a\udc80b"})
    assert json.loads(odd.decode("utf-8")) == {"text": "a\udc80b"}     # UTF-8 on disk, the same text read back


def test_the_guard_keeps_a_well_formed_answer_as_it_is_and_still_mends_the_rest():
    from types import SimpleNamespace
    from agents.guard import RoleModelClient

    client = RoleModelClient(ReplayChatCompletionClient([]), "helper", {"look_at_shelves", "set_plan"},
                             hooks=None, settings=SimpleNamespace(max_answer_chars=10_000))
    good = _call("look_at_shelves", {}, 1)
    assert client._safe(good) is good                                   # nothing to mend: no copy
    empty = CreateResult(finish_reason="function_calls", usage=_USAGE, cached=False,
                         content=[FunctionCall(id="c2", name="set_plan", arguments="  ")])
    mended = client._safe(empty)
    assert mended is not empty and mended.content[0].arguments == "{}"  # still mended


@pytest.mark.parametrize("emit", [False, True])
def test_a_speaker_event_is_built_only_when_the_team_emits_its_events(emit, monkeypatch):
    import autogen_agentchat.teams._group_chat._base_group_chat_manager as base
    from autogen_agentchat.messages import SelectSpeakerEvent
    built: list = []

    def counted(**kwargs):
        built.append(kwargs["content"])
        return SelectSpeakerEvent(**kwargs)

    monkeypatch.setattr(base, "SelectSpeakerEvent", counted)
    team = _team(False, [])
    team._emit_team_events = emit
    result = asyncio.run(team.run(task="Day 1 begins."))
    assert built == ([["helper"], ["helper"]] if emit else [])      # one per turn, or none at all
    assert (SelectSpeakerEvent in [type(m) for m in result.messages]) is emit
