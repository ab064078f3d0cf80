"""Tool calls written as text count toward the loop rule as structured ones do (``agents.loops``).

Before, a tool call written in the answer's text (``<tool_call>{…}</tool_call>``, bare JSON, ``read_messages()``) was one
``invalid_action`` and ended the turn (a text answer ends a turn), so the loop rule never saw it: a model that wrote
the same text call every time lost every turn to it and no ``turn_looped`` ever said why. Now, when the request
offered tools, the call is answered in the turn as a refused call (one ``invalid_action``, the model reads why in the
call's result) and counted for the loop rule under the name and arguments written: the fifth identical one in a row
ends the turn as ``turn_looped``. A local fake server (127.0.0.1) plays the manager for one day."""
from __future__ import annotations

import json

import pytest

from agents.loops import LOOP_REPEATS, loop_reason
from agents.text_calls import written_call
from fake_manager import LOOPED_TURN, manager_turns as _manager_turns, played
from openai_stub import text_answer, tool_calls
from scoring import score_record






@pytest.mark.parametrize("text, tool, args", [
    ('<tool_call>{"name": "read_messages", "arguments": {}}</tool_call>', "read_messages", {}),
    ('{"name": "set_price", "arguments": {"item": "rice-1kg", "price_inr": 50}}', "set_price",
     {"item": "rice-1kg", "price_inr": 50}),
    ("read_messages()", "read_messages", {}),                  # its arguments read (tests/test_text_call_forms.py)
], ids=["tagged", "bare JSON", "python"])
def test_the_same_text_call_five_times_in_a_row_ends_the_turn_as_a_loop(tmp_path, text, tool, args):
    def behave(role, body, n):
        return (200, text_answer(n, text, body["model"])) if role == "manager" else None

    events, bodies = played(behave, tmp_path)
    turns = _manager_turns(events)
    assert len(turns) >= 3
    for t in turns:
        assert [e["kind"] for e in t] == LOOPED_TURN
        assert {e["tool"] for e in t[:LOOP_REPEATS - 1]} == {tool}
        assert all(e["args"] == {"raw": text} and "tool-calling interface" in e["error"] for e in t[:LOOP_REPEATS - 1])
        looped, forfeited = t[-3], t[-2]
        assert (looped["tool"], looped["args"], looped["repeats"]) == (tool, args, LOOP_REPEATS)
        assert forfeited["reason"] == loop_reason(tool)
    assert len(bodies) == LOOP_REPEATS * len(turns)          # the model was asked again in the turn, five times
    told = [m["content"] for m in bodies[1]["messages"] if m["role"] == "tool"]
    assert "tool-calling interface" in json.loads(told[-1])["error"]   # and read why in the turn, not a turn later
    scores = score_record(events)
    assert scores["turns_looped"]["manager"] == len(turns) == scores["turns_forfeited"]["manager"]


def test_a_text_call_and_the_same_structured_call_are_one_row(tmp_path):
    """read_messages as text, then as a structured call, alternately: the same name and arguments, so one row."""
    def behave(role, body, n):
        if role != "manager":
            return None
        brief = max(i for i, m in enumerate(body["messages"]) if m["role"] == "user")
        asked = sum(1 for m in body["messages"][brief:] if m["role"] == "tool")   # calls so far in this turn
        if asked % 2:
            return 200, tool_calls(n, [("read_messages", "{}")], body["model"])
        return 200, text_answer(n, '<tool_call>{"name": "read_messages", "arguments": {}}</tool_call>', body["model"])

    turns = _manager_turns(played(behave, tmp_path)[0])
    assert turns
    for t in turns:
        assert [e["kind"] for e in t] == ["invalid_action", "tool_call", "invalid_action", "tool_call", "turn_looped",
                                          "turn_forfeited", "turn_end"]


def test_a_text_call_then_a_plain_answer_ends_the_turn_with_one_invalid_action(tmp_path):
    def behave(role, body, n):
        if role != "manager":
            return None
        if body["messages"][-1]["role"] == "tool":
            return 200, text_answer(n, "Done for now.", body["model"])
        return 200, text_answer(n, "Action: sleep(minutes=30)", body["model"])

    turns = _manager_turns(played(behave, tmp_path)[0])
    assert turns
    for t in turns:
        assert [(e["kind"], e.get("tool")) for e in t] == [("invalid_action", "sleep"), ("turn_end", None)]
        assert t[-1]["said"] == "Done for now."


@pytest.mark.parametrize("text, found", [
    ('<tool_call>{"name": "sleep", "arguments": "{\\"minutes\\": 30}"}</tool_call>', ("sleep", {"minutes": 30})),
    ("<function=sleep>{\"minutes\": 5}</function>", ("sleep", {"minutes": 5})),
    ('[TOOL_CALLS][{"name": "go_home", "arguments": {}}]', ("go_home", {})),
    ("Action: sleep(minutes=30)", ("sleep", {"minutes": 30})),
    ("<tool_call>junk</tool_call>", ("?", {"raw": "<tool_call>junk</tool_call>"})),
    ("Done for today.", None)])
def test_a_written_call_is_read_as_its_name_and_arguments(text, found):
    assert written_call(text, {"sleep", "go_home"}) == found
