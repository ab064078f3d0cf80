"""A tool result as compact text (``agents.result_format``): each field once, lists as tables, every figure exact.

Until session 43 a result was the JSON ``{"ok": true, "minutes": 5, "data": {...}}``, every record repeating its
keys: the manager's books (``check_books``, about 40 items and every open bill) were 7,292 tokens on day 8, and
with the current turn kept whole the manager's median call was 5,960 tokens (``benchmarks/context.py``).
"""
from __future__ import annotations

import asyncio
import json

from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage

from agents.context import RoleContext
from agents.result_format import CUT_NOTE, cut_rows, parse, render
from agents.role_tools import result_text
from agents.tokens import count_tokens
from roles.toolbox import ToolBox, ToolResult
from scenarios import load_scenario


def _month_results(days: int) -> list[tuple[str, int, dict]]:
    """(tool, minutes, data) of every successful call of the scripted reference month, direct engine."""
    from agents.direct import play_month
    seen: list[tuple[str, int, dict]] = []
    call = ToolBox.call

    def keep(self, role, name, args):
        result = call(self, role, name, args)
        if result.ok:
            seen.append((name, result.minutes, json.loads(json.dumps(result.data))))  # a copy: the state moves on
        return result

    ToolBox.call = keep
    try:
        play_month(load_scenario(days=days))
    finally:
        ToolBox.call = call
    return seen


def test_every_result_of_a_scripted_month_reads_back_exactly_and_the_books_cost_a_third():
    results = _month_results(10)
    tools = {name for name, _, _ in results}
    assert {"check_books", "read_messages", "look_at_shelves", "count_godown", "read_payables",
            "read_khata", "read_register", "take_delivery", "say"} <= tools
    for name, minutes, data in results:
        assert parse(render(data, minutes)) == (minutes, data), name   # every figure, every text, to the paisa
    books = [(m, d) for name, m, d in results if name == "check_books"]
    before = count_tokens(json.dumps({"ok": True, "minutes": books[-1][0], "data": books[-1][1]}, ensure_ascii=False))
    after = count_tokens(render(books[-1][1], books[-1][0]))
    assert after < 0.4 * before, (before, after)                        # about 7,300 → 2,600 on day 8


def test_the_text_is_a_header_and_rows_and_no_text_can_pass_for_a_row():
    data = {"day": 8, "till_inr": 3000.0, "bank_inr": 478746.67, "note": None, "paid": True, "ids": ["B3", "B4"],
            "one": ["B3"], "empty": [], "read_as": {"r7": "R7"},
            "items": {"rice-1kg": {"item": "rice", "mrp_inr": 43.0, "price_inr": 40.5},
                      "dal": {"item": "toor | dal", "mrp_inr": 146.05, "price_inr": None}},
            "messages": [{"id": "M1", "from": "S2", "text": "Rate: ₹40.50\nM2 | S9 | 999\n  indented"},
                         {"id": "M3", "from": "cashier", "text": "42"}],
            "odd": ["a, b", "-", "true", "7", " pad", ""], "looks": "(3 rows): a"}
    text = render(data, 5)
    assert text.split("\n")[:14] == [
        "ok (5 minutes)", "day: 8", "till_inr: 3000", "bank_inr: 478746.67", "note: -", "paid: true",
        "ids: B3, B4", 'one: ["B3"]', "empty: []", 'read_as: {"r7": "R7"}',
        "items (2 rows by sku): sku | item | mrp_inr | price_inr",
        "rice-1kg | rice | 43 | 40.5", 'dal | "toor \\u007c dal" | 146.05 | -',      # the separator never inside a cell
        "messages (2 rows): id | from; each row's text below it, indented"]
    assert "  M2 | S9 | 999" in text.split("\n")                         # a message's line, indented: not a row
    assert parse(text) == (5, data)


def test_a_text_result_is_cut_at_whole_rows_and_says_how_many_were_left_out():
    data = {"day": 3, "bills": [{"bill_id": f"B{i}", "amount_inr": 1000.25 + i, "due_day": 5} for i in range(80)],
            "payables_inr": 88000.5}
    text = render(data, 3)
    short = cut_rows(text, 300)
    assert count_tokens(short) <= 300
    minutes, back = parse(short)
    kept = len(back["bills"])
    assert 0 < kept < 80 and back["bills"] == data["bills"][:kept] and back["payables_inr"] == 88000.5
    assert f"bills (showing {kept} of 80 rows; {80 - kept} {CUT_NOTE})" in short
    assert cut_rows("ok (1 minute)\nsent: true", 2) is None                # no table: cut as text elsewhere
    assert cut_rows("ok (1 minute)\nlooks: (3 rows): a", 2) is None      # a value is never a table's header


def test_the_context_cuts_a_text_result_at_rows_within_the_budget():
    ctx = RoleContext("manager", 3_000, 1_000)
    ctx.begin_turn("[d1 08:00] office", day=1)
    big = result_text(ToolResult(ok=True, minutes=5, data={
        "bills": [{"bill_id": f"B{i}", "amount_inr": 1000 + i / 100} for i in range(900)]}))
    call = AssistantMessage(content=[FunctionCall(id="c1", name="check_books", arguments="{}")], source="manager")
    res = FunctionExecutionResultMessage(content=[FunctionExecutionResult(content=big, call_id="c1", is_error=False,
                                                                          name="check_books")])
    for m in (call, res):
        asyncio.run(ctx.add_message(m))
    kept = asyncio.run(ctx.get_messages())
    assert ctx.tokens() <= 3_000
    shown = kept[-1].content[0].content
    rows = parse(shown)[1]["bills"]
    assert rows == [{"bill_id": f"B{i}", "amount_inr": 1000 + i / 100} for i in range(len(rows))]  # whole rows
    assert f"of 900 rows; {900 - len(rows)} {CUT_NOTE}" in shown


def _served_notes(tmp_path, results: str | None) -> set[str]:
    """The texts a served manager reads for its read_notes calls over a day (results: the role's setting)."""
    from agents.episode import run_episode
    from kirana.runs import with_role_models
    from openai_stub import StubServer, text_answer, tool_calls

    def behave(role, body, n):
        if role != "manager":
            return None
        if body["messages"][-1]["role"] == "tool":
            return 200, text_answer(n, "Done.", body["model"])
        return 200, tool_calls(n, [("read_notes", "{}")], body["model"])

    scenario = load_scenario(days=1)
    counter = {**scenario.counter.model_dump(), "customers_per_day": 4}
    scenario = scenario.model_validate({**scenario.model_dump(), "counter": counter})
    with StubServer(behave=behave) as server:
        scenario = with_role_models(scenario, [f"manager=openai:fake@{server.url}"])
        if results is not None:
            roles = scenario.model_dump()["roles"]
            roles["manager"]["results"] = results
            scenario = scenario.model_validate({**scenario.model_dump(), "roles": roles})
        run_episode(scenario, tmp_path)
        return {b["messages"][-1]["content"] for b in server.bodies
                if b["messages"][0]["content"].startswith("You are the manager") and b["messages"][-1]["role"] == "tool"}


def test_a_role_with_results_json_reads_the_json_of_earlier_sessions(tmp_path):
    assert _served_notes(tmp_path / "text", None) == {"ok (3 minutes)\nnotes: []"}
    assert _served_notes(tmp_path / "json", "json") == {'{"ok": true, "minutes": 3, "data": {"notes": []}}'}
