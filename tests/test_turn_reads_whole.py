"""A role sees, whole, every tool result of its current turn (``agents.context``): a munshi reading one tool an
answer reports what it read, a helper moving stock still sees the shelves and the godown, and the budget holds.

A new user's trial (session 42) played the munshi on a fake server that makes one call an answer, in the order its
brief gives (register, till, payables, khata, GST): with the default context (``full_results`` 2) the request it
answered with ``report_books`` carried the register, till and payables only as "[older result folded; call again to
see it]", so a model that reports what it sees was scored 0 % on sales, till and payables — the context policy, not
the model. The fake server here keeps no results of its own (the trial's did, which hid it).
"""
from __future__ import annotations

import asyncio
import json

from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage

from agents.context import FOLDED, RoleContext
from agents.episode import run_episode
from agents.result_format import parse
from events.record import read_record
from kirana.runs import with_role_models
from openai_stub import StubServer, text_answer, tool_calls
from scenarios import load_scenario
from scoring import score_record

READS = ["read_register", "count_till", "read_payables", "read_khata", "read_gst"]


def _seen(messages: list[dict]) -> dict[str, object]:
    """The books turn's results as the request carries them: tool name -> parsed result, or the text (a fold)."""
    start = max(i for i, m in enumerate(messages) if m["role"] == "user" and "```turn" in str(m["content"]))
    names = {c["id"]: c["function"]["name"] for m in messages[start:] if m["role"] == "assistant"
             for c in m.get("tool_calls") or []}
    out: dict[str, object] = {}
    for m in messages[start:]:
        if m["role"] == "tool":
            try:  # the compact text a model reads (agents.result_format), read back exactly
                out[names[m["tool_call_id"]]] = parse(m["content"])[1]
            except ValueError:
                out[names[m["tool_call_id"]]] = m["content"]
    return out


def _munshi_one_call_an_answer(requests: list):
    """The trial's obeying munshi without a memory of its own: one read an answer in the brief's order, then
    ``report_books`` from what the request shows (a figure it cannot see is guessed 0)."""
    def behave(role, body, n):
        if role != "munshi":
            return None
        seen = _seen(body["messages"])
        requests.append(seen)
        for name in READS:
            if name not in seen:
                return 200, tool_calls(n, [(name, json.dumps({"per_page": 200} if name == "read_payables" else {}))],
                                       body["model"])
        if "report_books" in seen:
            return 200, text_answer(n, "Done for this turn.", body["model"])
        figure = lambda tool, key: seen[tool].get(key, 0) if isinstance(seen[tool], dict) else 0  # noqa: E731
        bills = seen["read_payables"].get("bills", []) if isinstance(seen["read_payables"], dict) else []
        day = seen["read_payables"].get("today", 1) if isinstance(seen["read_payables"], dict) else 1
        accounts = seen["read_khata"].get("accounts", []) if isinstance(seen["read_khata"], dict) else []
        args = {"sales_inr": figure("read_register", "sales_inr"), "till_inr": figure("count_till", "till_inr"),
                "payables_inr": round(sum(b["amount_inr"] for b in bills), 2),
                "payables_due_inr": round(sum(b["amount_inr"] for b in bills if b["due_day"] <= day + 2), 2),
                "payables_due_within_days": 2,
                "overdue_khata_customers": [a["customer_id"] for a in accounts if a.get("oldest_due_day") is not None
                                            and a["oldest_due_day"] < day and a["balance_inr"] > 0]}
        return 200, tool_calls(n, [("report_books", json.dumps(args))], body["model"])
    return behave


def test_a_munshi_reading_one_tool_an_answer_sees_every_reading_and_reports_it_exactly(tmp_path):
    requests: list[dict] = []
    with StubServer(behave=_munshi_one_call_an_answer(requests)) as server:
        scenario = with_role_models(load_scenario(days=2), [f"munshi=openai:fake@{server.url}"])
        run_episode(scenario, tmp_path)
    reporting = [r for r in requests if set(READS) <= set(r) and "report_books" not in r]
    assert len(reporting) == 2                                       # one report a night
    for seen in reporting:                                           # every reading whole (3 of 5 were folded)
        assert all(isinstance(seen[name], dict) and seen[name] != FOLDED for name in READS), seen
    fields = score_record(read_record(tmp_path / "record.jsonl"))["report_fields"]["munshi"]
    for field in ("sales", "till", "payables", "payables_due", "overdue_khata"):
        assert (fields[field]["reports"], fields[field]["exact"]) == (2, 2), (field, fields[field])
    assert fields["sales"]["error_inr"] == fields["till"]["error_inr"] == 0.0   # were ₹1,02,257 and ₹1,09,944


def _unit(ctx: RoleContext, i: int, name: str, result: str, args: str = "{}") -> None:
    call = AssistantMessage(content=[FunctionCall(id=f"c{i}", name=name, arguments=args)], source=ctx.role)
    res = FunctionExecutionResultMessage(content=[FunctionExecutionResult(content=result, call_id=f"c{i}",
                                                                          is_error=False, name=name)])
    for m in (call, res):
        asyncio.run(ctx.add_message(m))


def _results(kept) -> dict[str, str]:
    return {m.content[0].call_id: m.content[0].content for m in kept if isinstance(m, FunctionExecutionResultMessage)}


def test_a_helper_moving_stock_still_sees_the_shelves_and_godown_and_earlier_turns_fold_first():
    ctx = RoleContext("helper", 16_000, 2_000)                        # the defaults: recent_calls 7, full_results 2
    ctx.begin_turn("[d1 08:30] floor", day=1)
    _unit(ctx, 0, "look_at_shelves", '{"shelf": "morning"}')
    _unit(ctx, 1, "count_godown", '{"godown": "morning"}')
    ctx.begin_turn("[d1 13:30] floor", day=1)
    _unit(ctx, 2, "look_at_shelves", '{"shelf": {"rice-1kg": {"units": 3, "plan": 40}}}')
    _unit(ctx, 3, "count_godown", '{"godown": {"rice-1kg": {"units": 90}}}')
    for i in range(4, 14):                                            # ten moves, one an answer
        _unit(ctx, i, "move_to_shelf", f'{{"item": "sku-{i}", "moved": 5, "shelf": 5}}', f'{{"item": "sku-{i}"}}')
    kept = _results(asyncio.run(ctx.get_messages()))
    assert kept["c2"].startswith('{"shelf"') and kept["c3"].startswith('{"godown"')   # were folded after 2 moves
    assert [f"c{i}" for i in range(2, 14)] == list(kept)             # every call of the turn, though recent_calls 7
    assert all(not r.startswith("[older") for r in kept.values())
    assert "c0" not in kept and "c1" not in kept                      # the earlier turn's calls left first


def test_under_the_budget_the_earlier_turns_go_then_the_turns_older_results_fold_never_over():
    big = json.dumps({"bills": [{"bill_id": f"B{i}", "amount_inr": 1000 + i} for i in range(60)]})
    ctx = RoleContext("munshi", 4_000, 1_500)
    ctx.begin_turn("[d1 10:00] earlier", day=1)
    _unit(ctx, 0, "read_payables", big)
    ctx.begin_turn("[d1 21:15] books", day=1)
    for i, name in enumerate(READS, start=1):
        _unit(ctx, i, name, big)
        kept = asyncio.run(ctx.get_messages())
        assert ctx.tokens() <= 4_000                                   # never over the budget
    results = _results(kept)
    assert "c0" not in results                                        # the earlier turn went first
    assert list(results) == ["c1", "c2", "c3", "c4", "c5"]            # no call of the turn dropped: folded instead
    assert results["c5"] == big and FOLDED in results.values()       # the newest whole, older ones folded to fit
