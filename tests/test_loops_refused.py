"""Refused calls repeated are loops too (``agents.loops``): the same unknown tool, or the same arguments that are not
JSON, five times in a row in one turn ends the turn as a loop (``turn_looped``, a ``turn_forfeited``), as any other
repeated call does, instead of running on to ``max_refused_calls_in_row`` (20): four ``invalid_action`` s, and the
fifth is not run, as for any loop. Refused calls are recorded in the order of the answer that made them. A local fake server (127.0.0.1) plays the manager for one day."""
from __future__ import annotations

import json

import pytest

from agents.loops import LOOP_REPEATS, loop_answer, loop_reason
from fake_manager import LOOPED_TURN, answering as _repeating, manager_turns as _manager_turns, played
from openai_stub import tool_calls
from scoring import score_record








@pytest.mark.parametrize("name, arguments", [
    ("place_order", '{"item": "rice-1kg", "qty": 10}'),          # a tool the manager does not have
    ("set_price", '{"item": "rice-1kg", "price_inr": '),           # arguments that are not JSON
], ids=["unknown tool", "not JSON"])
def test_the_same_refused_call_five_times_in_a_row_ends_the_turn_as_a_loop(tmp_path, name, arguments):
    events, bodies = played(_repeating([(name, arguments)]), tmp_path)
    turns = _manager_turns(events)
    assert len(turns) >= 3
    for t in turns:
        assert [e["kind"] for e in t] == LOOPED_TURN
        looped, forfeited = t[-3], t[-2]
        assert looped["tool"] == name and looped["repeats"] == LOOP_REPEATS
        assert looped["args"] == {"raw": arguments} if name == "set_price" else json.loads(arguments)
        assert forfeited["reason"] == loop_reason(name) and forfeited["calls"] == LOOP_REPEATS
    assert len(bodies) == LOOP_REPEATS * len(turns)          # 5 requests a turn, not 20 (max_refused_calls_in_row)
    told = [m["content"] for m in bodies[LOOP_REPEATS]["messages"] if m["role"] == "tool"]
    assert json.loads(told[-1]) == {"ok": False, "error": loop_answer(name)}
    scores = score_record(events)
    assert scores["turns_looped"]["manager"] == len(turns) == scores["turns_forfeited"]["manager"]
    refused = [e for e in events if e["kind"] == "invalid_action"]
    assert len(refused) == (LOOP_REPEATS - 1) * len(turns) and {e["role"] for e in refused} == {"manager"}


def test_a_refused_call_between_identical_calls_breaks_the_row(tmp_path):
    """read_messages, read_messages, an unknown tool, then read_messages again and again: the row starts again after
    the refused call, so the loop comes at the fifth read after it (the eighth call of the turn)."""
    def behave(role, body, n):
        if role != "manager":
            return None
        asked = sum(1 for m in body["messages"] if m["role"] == "tool")  # calls so far in the kept context
        call = ("place_order", "{}") if asked == 2 else ("read_messages", "{}")
        return 200, tool_calls(n, [call], body["model"])

    first = _manager_turns(played(behave, tmp_path)[0])[0]
    assert [(e["kind"], e.get("tool")) for e in first] == (
        [("tool_call", "read_messages")] * 2 + [("invalid_action", "place_order")]
        + [("tool_call", "read_messages")] * 4 + [("turn_looped", "read_messages"), ("turn_forfeited", None),
                                                  ("turn_end", None)])


def test_refused_calls_are_recorded_in_the_order_the_answer_made_them(tmp_path):
    """One answer of 50 identical reads, then 50 calls to an unknown tool: the refusals were recorded when the answer
    arrived, ahead of the reads, so the turn was forfeited for "20 refused calls in a row" before the first read
    ran; now the reads run first, and the fifth read ends the turn as a loop."""
    calls = [("read_messages", "{}")] * 50 + [("place_order", "{}")] * 50
    first = _manager_turns(played(_repeating(calls), tmp_path)[0])[0]
    kinds = [(e["kind"], e.get("tool")) for e in first]
    assert kinds[:LOOP_REPEATS + 1] == [("tool_call", "read_messages")] * (LOOP_REPEATS - 1) + [
        ("turn_looped", "read_messages"), ("turn_forfeited", None)]
    assert first[LOOP_REPEATS]["reason"] == loop_reason("read_messages")
    later = first[LOOP_REPEATS + 1:-1]            # the answer's other 95 calls: one calls_ignored, names in order
    assert [e["kind"] for e in later] == ["calls_ignored"]
    assert later[0]["count"] == 95 and later[0]["tools"] == ["read_messages"] * 45 + ["place_order"] * 50
    assert later[0]["reason"] == loop_reason("read_messages")
