"""A tool name the role does not have (``agents.tool_names``): the model is answered with the shop's message —
the name is unknown, the role's tools, "did you mean …?" — the same text the record's ``invalid_action`` holds;
a name that means one tool unambiguously (``functions.send_message``, ``Send_Message``) is taken as that tool."""
from __future__ import annotations

import json

from agents.episode import run_episode
from agents.tool_names import resolve_tool, unknown_tool_reason
from events.record import read_record
from kirana.runs import with_role_models
from openai_stub import StubServer, text_answer, tool_calls
from scenarios import load_scenario

MANAGER = {"check_books", "go_home", "read_cash_book", "read_messages", "read_notes", "send_message", "set_price",
           "sleep", "write_note"}


def test_names_read_against_the_role_tools():
    assert resolve_tool("send_message", MANAGER) == "send_message"
    assert resolve_tool("functions.send_message", MANAGER) == "send_message"
    assert resolve_tool("Send_Message", MANAGER) == "send_message"
    assert resolve_tool("functions.SET_PRICE", MANAGER) == "set_price"
    assert resolve_tool("place_order", MANAGER) is None
    assert resolve_tool("send_messages", MANAGER) is None
    assert resolve_tool("say", {"Say", "SAY"}) is None                       # ambiguous: refused
    reason = unknown_tool_reason("send_messages", "manager", MANAGER)
    assert reason == ("unknown tool 'send_messages': the manager has no such tool. Its tools: check_books, go_home, "
                      "read_cash_book, read_messages, read_notes, send_message, set_price, sleep, write_note; "
                      "did you mean send_message?")
    assert unknown_tool_reason("functions.Sned_message", "manager", MANAGER).endswith("did you mean send_message?")
    assert "did you mean" not in unknown_tool_reason("place_order", "manager", MANAGER)


def _once_then_done(name):
    def behave(role, body, n):
        if role != "manager":
            return None
        if body["messages"][-1]["role"] == "tool":
            return 200, text_answer(n, "Done.", body["model"])
        return 200, tool_calls(n, [(name, "{}")], body["model"])
    return behave


def _play(tmp_path, name):
    scenario = load_scenario(days=1)
    counter = {**scenario.counter.model_dump(), "customers_per_day": 4}
    scenario = scenario.model_validate({**scenario.model_dump(), "counter": counter})
    with StubServer(behave=_once_then_done(name)) as server:
        run_episode(with_role_models(scenario, [f"manager=openai:fake@{server.url}"]), tmp_path)
        bodies = [b for b in server.bodies if b["messages"][0]["content"].startswith("You are the manager")]
    answers = [_answer(b["messages"][-1]["content"]) for b in bodies if b["messages"][-1]["role"] == "tool"]
    return read_record(tmp_path / "record.jsonl"), answers


def _answer(text: str) -> dict:
    """A tool result as the model read it: a refusal's JSON, or a successful result's text (``agents.result_format``:
    its first line ``ok (N minutes)``) as {"ok": true, "text": ...}."""
    return json.loads(text) if text.startswith("{") else {"ok": text.startswith("ok ("), "text": text}


def test_an_unknown_tool_is_answered_with_the_shops_message_the_record_holds(tmp_path):
    events, answers = _play(tmp_path, "place_order")
    invalid = [e for e in events if e["kind"] == "invalid_action" and e["role"] == "manager"]
    assert invalid and len(answers) == len(invalid)
    assert all(e["tool"] == "place_order" for e in invalid)
    assert [a["error"] for a in answers] == [e["error"] for e in invalid]        # the model reads the record's text
    assert all(a["ok"] is False for a in answers)
    assert invalid[0]["error"].startswith("unknown tool 'place_order': the manager has no such tool. Its tools: "
                                          "check_books, go_home,")
    assert not any("workbench" in a["error"] for a in answers)
    # each manager turn: the unknown tool refused, then "Done." — nothing happened in the shop, so every one of its
    # turns ended in words counts as a turn without a call (a later trial: these counted 0)
    from events import read_events
    from scoring.model_turns import model_turn_scores
    ended = [e for e in events if e["kind"] == "turn_end" and e["role"] == "manager" and e.get("said") is not None]
    assert ended and not any(e["kind"] == "tool_call" and e["role"] == "manager" for e in events)
    bare = model_turn_scores(read_events(tmp_path / "record.jsonl"))["turns_ended_without_a_call"]
    assert bare["manager"] == len(ended)


def test_a_namespaced_or_recased_name_runs_as_the_tool(tmp_path):
    events, answers = _play(tmp_path, "functions.Read_Notes")
    reads = [e for e in events if e["kind"] == "tool_call" and e["role"] == "manager"]
    assert reads and all(e["tool"] == "read_notes" for e in reads)
    assert not any(e["kind"] == "invalid_action" and e["role"] == "manager" for e in events)
    assert answers and all(a["ok"] is True for a in answers)
    assert {a["text"] for a in answers} == {"ok (3 minutes)\nnotes: []"}     # the notes, as compact text
