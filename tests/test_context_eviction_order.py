"""What a context eviction keeps (issue 13; a new user's trial, session 35): a server's context-length 400 made the
resend replace both the shop summary (desk) and the turn's brief with "[... cut to fit the context budget]" while
keeping the whole system message and tools, and the role acted without its day, turn or instructions; the trial's
later requests grew back over the limit the server had stated. Now older units leave first (the current turn's
over-long results are cut before its calls go, session 46), a tool result is cut at
whole entries (valid JSON saying how many were left out), the desk is cut last, the brief never, and a stated limit
holds for the rest of the run."""
from __future__ import annotations

import asyncio
import json

from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage, UserMessage

from agents.context import RoleContext
from agents.context_folds import CUT_KEY, cut_result
from agents.role_tools import result_from_text
from agents.tokens import count_tokens

BRIEF = "Day 5, 08:00, office turn.\nInstructions from the manager: pay B12 today; report payables due in 2 days."
DESK = "Cash: till ₹3,000, bank ₹2,77,288. Bills due by tomorrow: B12 ₹8,432 (S2). " * 6


def _books(n: int) -> str:
    bills = [{"bill_id": f"B{i}", "supplier_id": f"S{i % 9 + 1}", "kind": "goods", "delivery_id": f"D{i}",
              "amount_inr": 1000 + i * 17.5, "due_day": 5 + i % 20, "lines": 3} for i in range(n)]
    return json.dumps({"ok": True, "minutes": 5, "data": {"day": 5, "bank_inr": 277288.67, "bills": bills}})


def _group(i: int, result: str) -> list:
    call = AssistantMessage(content=[FunctionCall(id=f"c{i}", name="check_books", arguments="{}")], source="manager")
    res = FunctionExecutionResultMessage(content=[FunctionExecutionResult(content=result, call_id=f"c{i}",
                                                                          is_error=False, name="check_books")])
    return [call, res]


def _context(fixed: int = 1_000) -> RoleContext:
    ctx = RoleContext("manager", 16_000, fixed, recent_calls=50, full_results=50)
    ctx.begin_turn(BRIEF, day=5, desk=DESK)
    for i in range(3):
        for m in _group(i, _books(75)):
            asyncio.run(ctx.add_message(m))
    return ctx


def test_an_eviction_keeps_the_brief_whole_and_cuts_the_books_at_whole_bills():
    ctx = _context()
    limit = 2_500
    assert ctx.evict_to(limit) <= limit
    kept = asyncio.run(ctx.get_messages())
    briefs = [m.content for m in kept if isinstance(m, UserMessage) and m.content != ctx.desk]
    assert briefs == [BRIEF]                                             # the brief, whole: day, turn, instructions
    assert ctx.desk == DESK                                              # the summary is cut last: not needed here
    results = [m for m in kept if isinstance(m, FunctionExecutionResultMessage)]
    # the over-long results are cut before the turn's calls go (agents.context_cuts, session 46), then the oldest go
    assert [r.content[0].call_id for r in results] == ["c1", "c2"]
    for r in results:
        text = r.content[0].content
        body = json.loads(text)                                          # valid JSON, never cut mid-entry
        shown = body["data"]["bills"]
        assert 0 < len(shown) < 75 and all(set(b) == {"bill_id", "supplier_id", "kind", "delivery_id", "amount_inr",
                                                      "due_day", "lines"} for b in shown)
        assert body[CUT_KEY].startswith(f"{75 - len(shown)} of 75 bills left out")
        assert "cut to fit the context budget]" not in text
        # a scripted player behind a model client never reads a cut result as the whole data
        assert not result_from_text(text).ok


def test_when_only_the_brief_and_desk_are_left_the_desk_is_cut_and_the_brief_kept():
    ctx = RoleContext("munshi", 16_000, 1_000)
    ctx.begin_turn(BRIEF, day=5, desk=DESK)
    after = ctx.evict_to(1_000 + count_tokens(BRIEF) + 60)
    kept = asyncio.run(ctx.get_messages())
    assert kept[-1].content == BRIEF and ctx.desk.endswith("[... cut to fit the context budget]")
    assert after == ctx.tokens()


def test_a_limit_below_the_brief_keeps_the_brief_and_stops():
    ctx = RoleContext("munshi", 16_000, 1_000)
    ctx.begin_turn(BRIEF, day=5, desk=DESK)
    after = ctx.evict_to(1_010)                                          # cannot be met: the brief is never cut
    kept = asyncio.run(ctx.get_messages())
    assert kept[-1].content == BRIEF and after > 1_010 and after == ctx.tokens()


def test_a_stated_limit_holds_for_later_calls():
    ctx = _context()
    ctx.lower_budget(3_000)
    assert ctx.budget == 3_000
    for m in _group(9, _books(75)):                                      # a later call: fitted to the stated limit
        asyncio.run(ctx.add_message(m))
    asyncio.run(ctx.get_messages())
    assert ctx.tokens() <= 3_000
    ctx.lower_budget(20_000)                                             # never raised
    assert ctx.budget == 3_000


def test_cut_result_is_valid_json_within_the_aim_and_says_what_left():
    text = _books(75)
    for aim in (2_000, 800, 200):
        out = cut_result(text, aim)
        assert count_tokens(out) <= aim
        body = json.loads(out)
        assert CUT_KEY in body
    assert cut_result("not json at all", 50) is None                    # plain text: cut_text cuts it
    assert json.loads(cut_result(text, 30)) == {CUT_KEY: "the result was too long for the context budget; "
                                                          "call the tool again to see it"}


def test_a_servers_context_400_resends_the_brief_and_later_calls_stay_under_its_limit(tmp_path):
    """Through the guard, on a loopback fake: the 400's resend carries the turn brief as sent before, and every
    later request of the role is within three quarters of the stated window by the offline count."""
    from agents.episode import run_episode
    from openai_stub import StubServer
    from test_faults_matrix import _scenario, _wired

    bodies: list[tuple[int, dict]] = []

    def too_long_once(role, body, n):
        bodies.append((n, body))
        if n == 3:
            return 400, {"error": {"message": "This model's maximum context length is 4096 tokens. However, you "
                                              "requested 5000 tokens.", "type": "BadRequestError"}}
        return None

    def tokens(body) -> int:
        text = sum(count_tokens(str(m.get("content") or "")) + count_tokens(json.dumps(m.get("tool_calls") or ""))
                   + 4 for m in body["messages"])
        return text + sum(count_tokens(json.dumps(t["function"], ensure_ascii=False)) for t in body.get("tools", []))

    with StubServer(behave=too_long_once) as server:
        run_episode(_wired(_scenario(days=2), server.url), tmp_path)
    refused = next(b for n, b in bodies if n == 3)
    resent = bodies[[n for n, _ in bodies].index(3) + 1][1]
    brief = [m["content"] for m in refused["messages"] if m["role"] == "user"][-1]
    assert brief in [m["content"] for m in resent["messages"] if m["role"] == "user"]   # the brief, as it was
    later = [tokens(b) for n, b in bodies if n > 3]
    assert later and max(later) <= 4096, max(later)                    # the stated window holds for the run
