"""The bounded context: recent calls, folding, a new day, the budget; no call of a scripted month exceeds it."""
from __future__ import annotations

import asyncio
import json

import pytest
from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage, UserMessage

from agents import models
from agents.context import FOLD_TEXT_CHARS, FOLDED, RoleContext, message_tokens, tool_tokens
from agents.episode import run_episode
from agents.tokens import message_bound
from scenarios import load_scenario


def _group(i: int, result: str, args: str = "{}") -> list:
    call = AssistantMessage(content=[FunctionCall(id=f"c{i}", name="send_message", arguments=args)], source="manager")
    res = FunctionExecutionResultMessage(content=[FunctionExecutionResult(content=result, call_id=f"c{i}",
                                                                          is_error=False, name="send_message")])
    return [call, res]


def _add(ctx: RoleContext, msgs: list) -> None:
    for m in msgs:
        asyncio.run(ctx.add_message(m))


def _ids(kept) -> list[str]:
    return [m.content[0].id for m in kept if isinstance(m, AssistantMessage) and not isinstance(m.content, str)]


def test_recent_calls_kept_older_results_folded_brief_and_desk_first():
    ctx = RoleContext("manager", 16_000, 100, recent_calls=4, full_results=2)
    ctx.begin_turn("brief 0", day=1, desk="Cash: till ₹3,000")
    long_args = json.dumps({"to": "S1", "text": "Namaste " * 60})
    for i in range(4):                                                                  # an earlier turn's calls
        _add(ctx, _group(i, f"result {i}", long_args))
    ctx.begin_turn("brief 1", day=1, desk="Cash: till ₹3,000")
    for i in range(4, 6):                                                               # the current turn's
        _add(ctx, _group(i, f"result {i}", long_args))
    kept = asyncio.run(ctx.get_messages())
    assert kept[0].content == "Cash: till ₹3,000"                                      # the desk first
    assert _ids(kept) == ["c2", "c3", "c4", "c5"]                                        # the newest four calls
    assert kept[5].content == "brief 1"                                                  # the current turn's brief
    results = [m.content[0].content for m in kept if isinstance(m, FunctionExecutionResultMessage)]
    words = ("Namaste " * 60).strip()
    digest = f'result 4 [your call, folded: text: "{words[:400]}…"]'                    # a prose e-mail: its words
    assert results == [FOLDED, FOLDED, digest, "result 5"]                               # the newest whole
    folded_args = [json.loads(m.content[0].arguments) for m in kept[1:5:2]]
    assert folded_args == [{"to": "S1", "text": ("Namaste " * 60)[:FOLD_TEXT_CHARS] + "…"}] * 2  # keys kept, text cut
    assert json.loads(kept[-2].content[0].arguments)["to"] == "S1"                      # newest call untouched


def test_the_current_turns_calls_and_results_all_stay_whole_beyond_recent_calls_and_full_results():
    ctx = RoleContext("munshi", 16_000, 100, recent_calls=4, full_results=2)
    ctx.begin_turn("books", day=1)
    for i in range(6):
        _add(ctx, _group(i, f"result {i}"))
    kept = asyncio.run(ctx.get_messages())
    assert _ids(kept) == [f"c{i}" for i in range(6)] and ctx._calls == 6                 # all six, though 4
    assert [m.content[0].content for m in kept if isinstance(m, FunctionExecutionResultMessage)] == \
        [f"result {i}" for i in range(6)]                                                # all whole, though 2
    ctx.begin_turn("next", day=1)                                                         # now an earlier turn
    kept = asyncio.run(ctx.get_messages())
    assert _ids(kept) == ["c2", "c3", "c4", "c5"] and ctx._calls == 4
    assert [m.content[0].content for m in kept if isinstance(m, FunctionExecutionResultMessage)] == \
        [FOLDED, FOLDED, "result 4", "result 5"]


def test_a_new_day_starts_afresh_and_a_new_turn_keeps_recent_calls_of_today():
    ctx = RoleContext("cashier", 16_000, 0, recent_calls=3, full_results=3)
    ctx.begin_turn("day 1 customer", day=1)
    _add(ctx, _group(1, "r1"))
    ctx.begin_turn("day 1 second customer", day=1)
    _add(ctx, _group(2, "r2"))
    kept = asyncio.run(ctx.get_messages())
    assert [m.content for m in kept if isinstance(m, UserMessage)] == ["day 1 customer", "day 1 second customer"]
    ctx.begin_turn("day 2 customer", day=2)
    kept = asyncio.run(ctx.get_messages())
    assert [m.content for m in kept] == ["day 2 customer"]


def test_budget_never_exceeded_even_by_one_huge_result_and_evict_to():
    ctx = RoleContext("helper", 2_000, 500, recent_calls=50, full_results=50)
    ctx.begin_turn("stock the shelves", day=3, desk="Shelves empty now: 2.")
    for i in range(20):
        _add(ctx, _group(i, "shelf " * 100))
    asyncio.run(ctx.get_messages())
    assert ctx.tokens() <= 2_000
    kept = asyncio.run(ctx.get_messages())
    assert kept[1].content == "stock the shelves" and _ids(kept)[-1] == "c19" and ctx.evictions >= 1
    assert ctx.tokens() == 500 + sum(message_tokens(m) for m in kept)   # the running count matches a recount
    _add(ctx, _group(99, "x " * 5_000))                                    # one result far over the budget
    kept = asyncio.run(ctx.get_messages())
    assert ctx.tokens() <= 2_000 and ctx.cuts >= 1
    assert kept[-1].content[0].content.endswith("[... cut to fit the context budget]")
    assert ctx.evict_to(900) <= 900                                        # a server said: too long
    kept = asyncio.run(ctx.get_messages())
    assert 500 + sum(message_tokens(m) for m in kept) <= 900 and kept[1].content.startswith("stock the shelves")


def test_state_round_trip_keeps_day_and_desk():
    ctx = RoleContext("manager", 16_000, 0)
    ctx.begin_turn("brief", day=4, desk="notes here")
    _add(ctx, _group(1, "r"))
    saved = asyncio.run(ctx.save_state())
    again = RoleContext("manager", 16_000, 0)
    asyncio.run(again.load_state(json.loads(json.dumps(saved))))
    assert again.day == 4 and asyncio.run(again.get_messages()) == asyncio.run(ctx.get_messages())


def _tokens_per_call(monkeypatch, scenario, tmp_path) -> dict[str, dict[int, list[int]]]:
    """Play the scenario through the group chat (``run_episode``, as ``benchmarks/context.py`` does) and count
    every model call's tokens offline: role -> day -> [tokens of each call that day].

    A message sent again on a later call (the contexts replace a message they fold or cut, never change it) is
    counted once a day: remembered by its identity and its length bound, the message held so the identity is not
    reused; the tool schemas likewise. Over the 30-day month that cuts the counting from 3.9 s of CPU to 0.9 s
    (5 Dec 2026, load 9-10: the month alone 5.1 s, with every message counted anew 8.9 s, counted so 5.9 s), with
    the same counts."""
    seen: dict[str, dict[int, list[int]]] = {}
    today = [1]
    counted: dict[tuple[int, int], tuple[object, int]] = {}
    schemas: dict[tuple[int, ...], tuple[list, int]] = {}
    original = models.RoleModelClient.create

    def tokens_of(m) -> int:
        key = (id(m), message_bound(m))
        hit = counted.get(key)
        if hit is None or hit[0] is not m:
            hit = counted[key] = (m, message_tokens(m))
        return hit[1]

    def schema_tokens(tools) -> int:
        key = tuple(id(t) for t in tools)
        hit = schemas.get(key)
        if hit is None or hit[0] != list(tools):
            hit = schemas[key] = (list(tools), tool_tokens(tools))
        return hit[1]

    async def counting(self, messages, *, tools=[], **kwargs):
        tokens = sum(tokens_of(m) for m in messages) + schema_tokens(tools)
        seen.setdefault(self.role, {}).setdefault(today[0], []).append(tokens)
        return await original(self, messages, tools=tools, **kwargs)

    def new_day(day: int) -> None:
        today[0] = day + 1
        counted.clear()   # a new day starts every context afresh
        schemas.clear()

    monkeypatch.setattr(models.RoleModelClient, "create", counting)
    run_episode(scenario, tmp_path, on_day=new_day)
    return seen


def test_no_call_of_a_scripted_month_exceeds_the_budget(monkeypatch, tmp_path):
    """The whole 30-day scripted month through the group chat: every role calls its model every day, and
    the largest call of each role on each day is within the role's budget (16,000 tokens by default).

    About 6 s of CPU, most of it the month itself (the 3 days it used to cover took 1.1 s; see ``_tokens_per_call``
    for the measurement). The month is played as ``benchmarks/context.py`` plays it, through the group chat: the
    contexts are AutoGen ``ChatCompletionContext``s fed by its agents, so no cheaper path plays the same contexts.
    """
    scenario = load_scenario(days=30)
    seen = _tokens_per_call(monkeypatch, scenario, tmp_path / "default")
    assert set(seen) == {"manager", "cashier", "helper", "munshi"}
    for role, by_day in seen.items():
        budget = scenario.roles[role].context.budget_tokens
        assert budget == 16_000
        assert sorted(by_day) == list(range(1, 31)), (role, sorted(by_day))   # a call every day of the month
        largest = {day: max(calls) for day, calls in by_day.items()}
        over = {day: n for day, n in largest.items() if n > budget}
        assert not over, f"{role}: largest call per day over its budget of {budget}: {over}"
        # not vacuous: the counted calls are real requests (system message, context and tool schemas)
        assert min(largest.values()) >= 1_500, (role, largest)
    manager = sorted(n for calls in seen["manager"].values() for n in calls)
    # the manager's median call: 5,970 tokens over the 30 days (benchmarks/context.py: 5,960). It was 3,789 while
    # the current turn's results folded after two (4,000 was issue 13's goal): the reference manager reads its
    # books (~5,000 tokens) and then sets some 35 prices one call each, and now sees the books whole while it does
    # (session 42, a trial's finding 1: a model that made one call an answer could not). Session 44: 4,207 (5,562
    # before), the current turn's answered e-mails one line each (agents.context_digest) and the tools'
    # descriptions without their Returns sections. Session 45: below issue 13's 4,000 (said once: the tool schemas
    # without boilerplate, the summary's lists compact, the brief and turn block without what the context says
    # elsewhere)
    assert manager[len(manager) // 2] <= 4_000
    # no growth with the month: the manager's largest call climbs while its notes fill (7,759 tokens on day 1,
    # 12,506 by days 8-15) and then stays flat (12,545 over days 16-30)
    second, rest = (max(max(seen["manager"][d]) for d in days) for days in (range(8, 16), range(16, 31)))
    assert rest <= second * 105 // 100, (second, rest)


def test_a_budget_too_small_for_the_role_names_the_field(tmp_path):
    base = load_scenario(days=1)
    roles = {r: {**v.model_dump(), "context": {"budget_tokens": 2_000}} for r, v in base.roles.items()}
    scenario = base.model_validate({**base.model_dump(), "roles": roles})
    with pytest.raises(Exception, match=r"roles\.manager\.context\.budget_tokens: 2000 .* use at least"):
        run_episode(scenario, tmp_path)


def test_a_fit_is_done_once_per_change_and_the_call_count_follows_the_messages(monkeypatch):
    ctx = RoleContext("manager", 16_000, 100, recent_calls=3, full_results=1)
    ctx.begin_turn("brief 0", day=1, desk="Cash: till ₹3,000")
    for i in range(3):
        _add(ctx, _group(i, f"result {i}"))
    ctx.begin_turn("brief 1", day=1, desk="Cash: till ₹3,000")
    for i in range(3, 5):
        _add(ctx, _group(i, f"result {i}"))
    assert ctx._calls == 5                                     # counted as they came, no scan
    first = asyncio.run(ctx.get_messages())
    assert _ids(first) == ["c2", "c3", "c4"] and ctx._calls == 3 and ctx.evictions == 1
    scans = []
    monkeypatch.setattr(RoleContext, "_fold_old_results", lambda self: scans.append(1))
    again = asyncio.run(ctx.get_messages())                    # nothing added since: nothing refitted
    assert again == first and scans == [] and ctx.evictions == 1
    _add(ctx, _group(5, "result 5"))
    asyncio.run(ctx.get_messages())                             # one more call: fitted again
    assert scans == [1] and ctx._calls == 3 and ctx.evictions == 2
    ctx.evict_to(150)                                           # a server's limit: the next call fits anew
    asyncio.run(ctx.get_messages())
    assert scans == [1, 1]
    state = asyncio.run(ctx.save_state())
    other = RoleContext("manager", 16_000, 100, recent_calls=3, full_results=1)
    asyncio.run(other.load_state(state))
    assert other._calls == sum(1 for m in other._messages if isinstance(m, AssistantMessage)) and not other._fitted


def test_a_limit_below_what_cannot_be_cut_ends_instead_of_cutting_forever():
    """A server stating a window smaller than the system message and tools: evict_to gives up (it looped)."""
    ctx = RoleContext("manager", 16_000, 100)
    ctx.begin_turn("brief 1", day=1, desk="Cash: till ₹3,000 " * 40)
    after = ctx.evict_to(10)
    assert after > 10 and after == ctx.tokens() and ctx.desk.endswith("[... cut to fit the context budget]")
