"""The day's close bounds every role's clock (``roles.day_close``): a call that would run past 23:59 is not run, the
turn is ended and told why, and no event is ever stamped after its day's close.

A new user's trial (session 42, ``runs/staff7b``): a served helper's 20:30 floor turn moved stock until 00:47 of the
next day — 16 events recorded as day 1 after 23:59, then the day's close at 23:59 — because the gate bounded only the
role's minutes a day (720), never the clock.
"""
from __future__ import annotations

import json

import pytest

from agents.episode import run_episode
from engine.shop import Shop
from events.record import read_record
from kirana.runs import with_role_models
from openai_stub import StubServer, tool_calls
from record_checks import events_after_close
from roles.toolbox import ToolBox, turn_spent
from scenarios import load_scenario
from test_tools_bad_input import _until

CLOSE_DAY1 = 1439  # 23:59 of day 1, an absolute minute

#: a turn of each role, and a call in it with no arguments that costs minutes
CASES = [("manager", "office", "read_cash_book", 3), ("cashier", "closing", "read_register", 2),
         ("helper", "floor", "look_at_shelves", 2), ("munshi", "books", "read_register", 3)]


@pytest.mark.parametrize("role, kind, tool, minutes", CASES, ids=[c[0] for c in CASES])
def test_a_call_that_would_pass_the_close_ends_the_turn_for_every_role(role, kind, tool, minutes):
    shop = Shop(load_scenario(days=1))
    box = ToolBox(shop)
    turn = _until(shop, role, kind)
    shop.role_day(role).busy_until = CLOSE_DAY1 - minutes  # the role's clock: `minutes` before 23:59
    used = shop.role_day(role).minutes_used
    fits = box.call(role, tool, {})
    assert fits.ok, fits.error  # a call ending at 23:59 exactly is run
    assert shop.record.events[-1]["kind"] == "tool_call" and shop.record.events[-1]["minute"] == CLOSE_DAY1
    passes = box.call(role, tool, {})
    assert not passes.ok and turn_spent(passes)
    assert passes.error == (f"the day closes at 23:59: {tool} needs {minutes} minutes and it is 23:59; nothing was "
                            f"done and this turn is over; end the turn")
    refused = shop.record.events[-1]
    assert (refused["kind"], refused["tool"], refused["minute"], refused["error"]) == \
        ("invalid_action", tool, CLOSE_DAY1, passes.error)
    assert turn.over and turn.ended == f"the day closes at 23:59 and {tool} needed {minutes} minutes; it is 23:59"
    again = box.call(role, tool, {})  # any later call of the turn is told the same reason
    assert again.error == f"this turn is over ({turn.ended}); end the turn"
    shop.end_turn()
    while shop.next_turn() is not None:  # the rest of the day, unplayed, to its close
        shop.end_turn()
    events = shop.record.events
    assert events[-2]["kind"] == "day_close" and events_after_close(events) == []
    assert shop.role_day(role).minutes_used == used + minutes  # the refused calls cost nothing


def test_a_role_busy_past_the_close_is_told_so():
    """A fraud's lost minutes can push a role's clock past 23:59 (``time_lost``): even a call that costs nothing
    then ends the turn rather than be stamped on the next day."""
    shop = Shop(load_scenario(days=1))
    box = ToolBox(shop)
    turn = _until(shop, "helper", "floor")
    shop.role_day("helper").busy_until = CLOSE_DAY1 + 5
    result = box.call("helper", "done", {})
    assert result.error == ("the day closes at 23:59: done needs 0 minutes and the helper is busy until after it; "
                            "nothing was done and this turn is over; end the turn")
    assert turn.over and events_after_close(shop.record.events) == []


def test_the_record_check_finds_an_event_after_its_days_close():
    at = {"seq": 0, "kind": "tool_call"}
    assert events_after_close([{**at, "day": 1, "minute": 1439}, {**at, "day": 2, "minute": 1440}]) == []
    late = {**at, "day": 1, "minute": 1487}  # the trial's helper at 00:47 of day 2, stamped day 1
    assert events_after_close([{**at, "day": 1, "minute": 1485 - 60}, late]) == [late]


def _late_helper(url: str):
    """One quiet day, the helper served by ``url`` and its only floor turn at 22:00 (the others scripted)."""
    sc = load_scenario(days=1)
    counter = {**sc.counter.model_dump(), "customers_per_day": 8}
    sc = sc.model_validate({**sc.model_dump(), "counter": counter, "helper_floor_turns": ["22:00"]})
    return with_role_models(sc, [f"helper=openai:fake@{url}"])


def test_a_served_helper_that_never_says_done_stops_at_the_close(tmp_path):
    """The trial's shape: a model keeps working its evening floor turn (count_godown, 25 minutes, then
    look_at_shelves, 2, over and over: no loop) with most of its 720 minutes left. From 22:00 it reaches 23:48;
    the next count_godown would end at 00:13, so the turn ends there, and the model is asked nothing more."""
    floor_requests = []

    def behave(role, body, n):
        if role != "helper" or not any(t["function"]["name"] == "count_godown" for t in body.get("tools", [])):
            return None  # the door turns: the scripted helper's answers
        floor_requests.append(n)
        tool = "count_godown" if len(floor_requests) % 2 else "look_at_shelves"
        return 200, tool_calls(n, [(tool, json.dumps({}))], body["model"])

    with StubServer(behave=behave) as server:
        run_episode(_late_helper(server.url), tmp_path)
    events = read_record(tmp_path / "record.jsonl")
    assert events_after_close(events) == []  # before the fix the helper worked on past 23:59
    start = max(i for i, e in enumerate(events) if e["kind"] == "turn_start" and e["turn"] == "floor")
    floor = [e for e in events[start:] if e.get("role") == "helper" or e["kind"] == "shelf_count"]
    calls = [(e["kind"], e.get("tool"), e["minute"]) for e in floor if e["kind"] in ("tool_call", "invalid_action")]
    assert calls == [("tool_call", "count_godown", 1345), ("tool_call", "look_at_shelves", 1347),
                     ("tool_call", "count_godown", 1372), ("tool_call", "look_at_shelves", 1374),
                     ("tool_call", "count_godown", 1399), ("tool_call", "look_at_shelves", 1401),
                     ("tool_call", "count_godown", 1426), ("tool_call", "look_at_shelves", 1428),
                     ("invalid_action", "count_godown", 1428)]
    assert floor[-3]["error"] == ("the day closes at 23:59: count_godown needs 25 minutes and it is 23:48; nothing "
                                  "was done and this turn is over; end the turn")
    assert [e["kind"] for e in floor[-2:]] == ["shelf_count", "turn_end"] and "said" not in floor[-1]
    assert len(floor_requests) == 9  # the refused call's answer was the last request: the guard ended the turn
    assert events[-2]["kind"] == "day_close" and events[-2]["minute"] == CLOSE_DAY1
