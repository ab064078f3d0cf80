"""Calls after a forfeit in the same answer are one ``calls_ignored`` event, not an ``invalid_action`` each.

A model that sends 20 identical reads in one answer loops at the fifth (``turn_looped``, ``turn_forfeited``); the 15
calls after it were each recorded as an ``invalid_action`` ("this turn was forfeited …"), so the month's
``invalid_actions`` counted the one mistake sixteen times. Now they are one ``calls_ignored`` event (role, turn, count,
their tool names, the forfeit's reason), scored in ``calls_ignored`` per role, and ``invalid_actions`` counts only calls
the model made while its turn was open. A call after a turn-ending call (``sleep``) is still its own
``invalid_action`` (``tests/test_faults_matrix.py``): the model made it thinking the turn open. A local fake server
(127.0.0.1) plays the manager for one day."""
from __future__ import annotations

import json

from agents.loops import LOOP_REPEATS
from fake_manager import answering as _answering, manager_turns as _manager_turns, played
from scoring import score_record








def test_calls_after_a_loop_in_the_same_answer_are_one_event(tmp_path):
    calls = [("read_messages", "{}")] * 20 + [("place_order", "{}"), ("set_price", '{"x": ')]
    events = played(_answering(calls), tmp_path)[0]
    turns = _manager_turns(events)
    assert len(turns) >= 3
    for t in turns:
        assert [e["kind"] for e in t] == ["tool_call"] * (LOOP_REPEATS - 1) + [
            "turn_looped", "turn_forfeited", "calls_ignored", "turn_end"]
        ignored = t[-2]
        assert ignored["count"] == 20 - LOOP_REPEATS + 2
        assert ignored["tools"] == ["read_messages"] * (20 - LOOP_REPEATS) + ["place_order", "set_price"]
        assert ignored["reason"] == t[-3]["reason"] == "a loop: the same read_messages call 5 times in a row"
    scores = score_record(events)
    assert not [e for e in events if e["kind"] == "invalid_action"]
    assert scores["invalid_actions_per_day"]["manager"] == 0
    assert scores["calls_ignored"]["manager"] == 17 * len(turns)
    assert scores["calls_ignored"]["cashier"] == 0


def test_calls_after_the_call_cap_are_one_event(tmp_path):
    twenty = [("set_price", json.dumps({"item": "rice-1kg", "price_inr": 20 + k})) for k in range(20)]
    events, answers = played(_answering(twenty), tmp_path, max_tool_calls_per_turn=10)
    turns = _manager_turns(events)
    assert turns
    for t in turns:
        kinds = [e["kind"] for e in t]
        assert kinds == ["tool_call"] * 10 + ["invalid_action", "turn_forfeited", "calls_ignored", "turn_end"]
        assert t[-2]["count"] == 9 and t[-2]["tools"] == ["set_price"] * 9
    assert len(answers) == len(turns)                  # one answer a turn: nothing is asked after the forfeit
    assert score_record(events)["calls_ignored"]["manager"] == 9 * len(turns)
