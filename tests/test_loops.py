"""A model stuck in a loop (``agents.loops``): the same tool call five times in a row in one turn ends the turn,
recorded as ``turn_looped`` and a ``turn_forfeited``, scored in ``turns_looped``; the model is told why in one line.
Each case is a local fake server (127.0.0.1) playing one role for one simulated day."""
from __future__ import annotations

import json

from agents.episode import run_episode
from agents.loops import LOOP_REPEATS, LoopWatch, loop_answer, loop_reason
from events.record import read_record
from kirana.runs import with_role_models
from openai_stub import StubServer, tool_calls
from scenarios import load_scenario
from scoring import score_record


def _scenario(role: str, url: str, customers: int = 8):
    scenario = load_scenario(days=1)
    counter = {**scenario.counter.model_dump(), "customers_per_day": customers}
    scenario = scenario.model_validate({**scenario.model_dump(), "counter": counter})
    return with_role_models(scenario, [f"{role}=openai:fake@{url}"])


def _turns(events, role):
    turns, current = [], None
    for e in events:
        if e["kind"] == "turn_start" and e["role"] == role:
            current = []
        elif e["kind"] == "turn_end" and e["role"] == role:
            turns.append(current + [e])
            current = None
        elif current is not None and e.get("role") == role:
            current.append(e)
    return turns


def _repeating(role_played, name, args):
    def behave(role, body, n):
        return (200, tool_calls(n, [(name, json.dumps(args))], body["model"])) if role == role_played else None
    return behave


def test_a_manager_reading_its_messages_again_and_again_loses_each_turn_at_the_fifth_read(tmp_path):
    with StubServer(behave=_repeating("manager", "read_messages", {})) as server:
        run_episode(_scenario("manager", server.url), tmp_path)
        bodies = [b for b in server.bodies if b["messages"][0]["content"].startswith("You are the manager")]
    events = read_record(tmp_path / "record.jsonl")
    turns = _turns(events, "manager")
    assert len(turns) >= 3
    for t in turns:
        assert [e["kind"] for e in t] == ["tool_call"] * (LOOP_REPEATS - 1) + ["turn_looped", "turn_forfeited",
                                                                               "turn_end"]
        looped, forfeited = t[-3], t[-2]
        assert (looped["tool"], looped["args"], looped["repeats"]) == ("read_messages", {}, 5)
        assert forfeited["reason"] == loop_reason("read_messages") == "a loop: the same read_messages call 5 " \
                                                                       "times in a row"
        assert forfeited["calls"] == 5 and "said" not in t[-1]  # (the guard's words)
    assert len(bodies) == LOOP_REPEATS * len(turns)        # 5 requests a turn, not 400 (the call cap)
    told = [m["content"] for m in bodies[LOOP_REPEATS]["messages"] if m["role"] == "tool"]
    assert json.loads(told[-1]) == {"ok": False, "error": loop_answer("read_messages")}   # the one line, next turn
    assert "\n" not in loop_answer("read_messages")
    scores = score_record(events)
    assert scores["turns_looped"] == {"manager": len(turns), "cashier": 0, "helper": 0, "munshi": 0}
    assert scores["turns_forfeited"]["manager"] == len(turns)


def test_a_cashier_greeting_again_and_again_is_heard_four_times_a_customer(tmp_path):
    with StubServer(behave=_repeating("cashier", "say", {"text": "Namaste ji"})) as server:
        run_episode(_scenario("cashier", server.url), tmp_path)
        requests = sum(1 for b in server.bodies if b["messages"][0]["content"].startswith("You are the cashier"))
    events = read_record(tmp_path / "record.jsonl")
    turns = _turns(events, "cashier")
    said = [e for e in events if e["kind"] == "tool_call" and e["role"] == "cashier" and e["tool"] == "say"]
    looped = [e for e in events if e["kind"] == "turn_looped"]
    assert turns and len(looped) == len(turns) == requests // LOOP_REPEATS
    assert requests == LOOP_REPEATS * len(turns)
    for t in turns:  # four outcomes (heard, or refused where say is not offered: the closing turn), then the loop
        assert [e["kind"] for e in t][LOOP_REPEATS - 1:] == ["turn_looped", "turn_forfeited", "turn_end"]
        assert all(e["kind"] in ("tool_call", "invalid_action") and e["tool"] == "say" for e in t[:LOOP_REPEATS - 1])
    assert 0 < len(said) <= (LOOP_REPEATS - 1) * len(turns)
    assert all(e["args"] == {"text": "Namaste ji"} and e["role"] == "cashier" for e in looped)
    # nobody was named a bill: 0% attended and fairness None (a new user's trial had 92.77% and 100%)
    reached = [e for e in events if e["kind"] == "counter_request" and e["missing"] != e["asked"]]
    assert reached and not any(e["kind"] in ("counter_bill", "credit_decision", "counter_sale") for e in events)
    scores = score_record(events)
    assert scores["counter_customers_served"] == 0 and scores["counter_customers_not_served"] == len(reached)
    assert scores["counter_customers_attended_pct"] == 0.0 and scores["customers_served_fairly_pct"] is None
    # a customer left in a looped (forfeited) turn left because of the forfeit, not because the cashier ended it
    left = {e["reason"] for e in events if e["kind"] == "counter_left" and e["visit_id"] in
            {t[0].get("visit_id") for t in turns} | {e["visit_id"] for e in reached}}
    assert "cashier's turn forfeited" in left and "cashier ended the turn" not in left


def test_the_watch_counts_identical_calls_in_a_row_within_one_turn():
    watch, turn, other = LoopWatch(), object(), object()
    assert [watch.looped(turn, "say", {"text": "a", "to": 1}) for _ in range(4)] == [0, 0, 0, 0]
    assert watch.looped(turn, "say", {"to": 1, "text": "a"}) == 5          # the same arguments in another order
    assert watch.shown_args() == {"text": "a", "to": 1}
    assert [watch.looped(turn, "say", {"text": "b"}) for _ in range(4)] == [0, 0, 0, 0]
    assert watch.looped(turn, "read_messages", {}) == 0                     # another call breaks the row
    assert [watch.looped(turn, "say", {"text": "b"}) for _ in range(4)] == [0, 0, 0, 0]
    assert watch.looped(other, "say", {"text": "b"}) == 0                   # a new turn starts the count again
    assert watch.looped(None, "say", {"text": "b"}) == 0                    # no turn of the role's: not counted


def test_a_whole_number_written_as_a_float_is_the_same_call():
    """``wait(minutes=30)`` and ``wait(minutes=30.0)`` are one call said again (a model alternating the two loops);
    ``30.5`` is another call."""
    watch, turn = LoopWatch(), object()
    calls = [{"minutes": 30}, {"minutes": 30.0}, {"minutes": 30}, {"minutes": 30.0}]
    assert [watch.looped(turn, "wait", c) for c in calls] == [0, 0, 0, 0]
    assert watch.looped(turn, "wait", {"minutes": 30.0}) == 5
    assert watch.shown_args() == {"minutes": 30}
    assert watch.looped(turn, "wait", {"minutes": 30.5}) == 0
    nested = [{"lines": [{"qty": 2.0, "sku": "rice-1kg"}]}, {"lines": [{"sku": "rice-1kg", "qty": 2}]}]
    fresh = LoopWatch(repeats=2)
    assert [fresh.looped(turn, "order", c) for c in nested] == [0, 2]
