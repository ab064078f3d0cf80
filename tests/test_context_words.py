"""Turns a model ends in words leave its context as tool-call turns do (``agents.context``): a cashier that ends
every turn with text — a sign-off, or reasoning in ``<think>`` blocks — over a simulated day sends requests that
stay within the 16,000-token budget and roughly flat (the tester measured 2,246 → 16,004 tokens before)."""
from __future__ import annotations

import asyncio
import json
import statistics

import pytest
from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage

from agents.context import DEFAULT_BUDGET, RoleContext
from agents.episode import run_episode
from agents.tokens import count_tokens
from kirana.runs import with_role_models
from openai_stub import StubServer, text_answer
from scenarios import load_scenario

THINK = "<think>\nThe customer wants rice. " + "hmm " * 300 + "</think>\n\nAll done for this turn."


def _request_tokens(body: dict) -> int:
    """A request's tokens by the project's offline counter, over its JSON (messages and tool schemas)."""
    return (count_tokens(json.dumps(body["messages"], ensure_ascii=False))
            + count_tokens(json.dumps(body.get("tools", []), ensure_ascii=False)))


@pytest.mark.parametrize("answer", ["Done for this turn.", THINK])
def test_a_cashier_ending_every_turn_in_words_keeps_its_requests_flat_and_within_budget(tmp_path, answer):
    def words(role, body, n):
        return (200, text_answer(n, answer, body["model"])) if role == "cashier" else None

    scenario = load_scenario(days=1)
    with StubServer(behave=words) as server:
        run_episode(with_role_models(scenario, ["cashier=openai:fake@" + server.url]), tmp_path)
        sizes = [_request_tokens(b) for b in server.bodies
                 if b["messages"][0]["content"].startswith("You are the cashier")]
    assert len(sizes) >= 20                                     # a day of counter turns, one request each
    assert max(sizes) <= DEFAULT_BUDGET
    quarter = len(sizes) // 4
    first, last = statistics.median(sizes[:quarter]), statistics.median(sizes[-quarter:])
    assert last <= 1.25 * first and max(sizes) <= 1.5 * statistics.median(sizes)   # flat, not growing all day
    assert max(sizes) < 4_000


def test_earlier_turns_words_leave_and_their_calls_stay():
    ctx = RoleContext("cashier", budget_tokens=DEFAULT_BUDGET)

    async def turn(k: int, call: bool) -> None:
        ctx.begin_turn(f"```turn\nbrief {k}\n```", day=1)
        if call:
            await ctx.add_message(AssistantMessage(content=[FunctionCall(id=f"c{k}", name="read_register",
                                                                         arguments="{}")], source="cashier",
                                                   thought="<think>" + "why " * 50 + "</think>"))
            await ctx.add_message(FunctionExecutionResultMessage(content=[FunctionExecutionResult(
                content='{"ok": true}', call_id=f"c{k}", name="read_register", is_error=False)]))
        await ctx.add_message(AssistantMessage(content=THINK, source="cashier"))

    async def day() -> list:
        await turn(1, False)
        await turn(2, True)
        await turn(3, False)
        await turn(4, False)
        return await ctx.get_messages()

    kept = asyncio.run(day())
    texts = [m.content for m in kept if isinstance(m.content, str)]
    assert texts[:-1] == ["```turn\nbrief 2\n```", "```turn\nbrief 4\n```"]    # the turn with a call keeps its brief
    assert texts[-1] == THINK                                   # the current turn's own answer, until the next opens
    calls = [m for m in kept if isinstance(m, AssistantMessage) and not isinstance(m.content, str)]
    assert [c.content[0].id for c in calls] == ["c2"]
