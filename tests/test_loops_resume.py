"""The loop rule across a stop inside a turn (``agents.loops``, ``agents.episode``): the identical calls a turn made
before a model error stopped the run are kept in the in-turn checkpoint, so the resumed turn loops at the fifth
identical call in all, not at the fifth after the resume. A local fake server (127.0.0.1) plays the manager."""
from __future__ import annotations

import json

import pytest

from agents.checkpoints import read_checkpoint
from agents.episode import RunStopped, run_episode
from agents.loops import LoopWatch
from events.record import read_record
from kirana.runs import with_role_models
from openai_stub import StubServer, tool_calls
from scenarios import load_scenario


def _scenario(url: str):
    scenario = load_scenario(days=1)
    roles = {r: v.model_dump() for r, v in scenario.roles.items()}
    roles["manager"].update(retries=0)
    counter = {**scenario.counter.model_dump(), "customers_per_day": 8}
    scenario = scenario.model_validate({**scenario.model_dump(), "roles": roles, "counter": counter})
    return with_role_models(scenario, [f"manager=openai:fake@{url}"])


def _reads_then_fails(role, body, n):
    """The manager reads its messages three times, then its server fails (HTTP 500) for good."""
    if role != "manager":
        return None
    if n <= 3:
        return 200, tool_calls(n, [("read_messages", "{}")], body["model"])
    return 500, {"error": {"message": "CUDA out of memory"}}


def _reads(role, body, n):
    return (200, tool_calls(n, [("read_messages", "{}")], body["model"])) if role == "manager" else None


def test_a_turn_stopped_after_three_identical_calls_loops_at_the_second_after_the_resume(tmp_path):
    with StubServer(behave=_reads_then_fails) as failing:
        with pytest.raises(RunStopped):
            run_episode(_scenario(failing.url), tmp_path)
    checkpoint = read_checkpoint(tmp_path / "checkpoints" / "day-001-turn.json")
    assert checkpoint.loops == {"manager": {"tool": "read_messages", "args": "{}", "count": 3}}
    raw = json.loads((tmp_path / "checkpoints" / "day-001-turn.json").read_text(encoding="utf-8"))
    assert raw["loops"]["manager"]["count"] == 3
    day_file = json.loads((tmp_path / "checkpoints").glob("day-*.json").__next__().read_text(encoding="utf-8"))
    assert "loops" in day_file  # the only file is the in-turn one
    before = (tmp_path / "record.jsonl").read_text(encoding="utf-8")
    with StubServer(behave=_reads) as healthy:
        run_episode(_scenario(healthy.url), tmp_path, resume=True)
    after = (tmp_path / "record.jsonl").read_text(encoding="utf-8")
    assert after.startswith(before)
    resumed = [json.loads(line) for line in after[len(before):].splitlines()]
    first_end = next(i for i, e in enumerate(resumed) if e["kind"] == "turn_end" and e["role"] == "manager")
    turn = [e for e in resumed[:first_end] if e.get("role") == "manager"]
    assert [e["kind"] for e in turn] == ["tool_call", "turn_looped", "turn_forfeited"]
    assert turn[1]["repeats"] == 5 and turn[1]["tool"] == "read_messages"
    assert turn[2]["calls"] == 5            # the turn's calls: three before the stop, the fourth, the loop
    whole = [e for e in read_record(tmp_path / "record.jsonl") if e["kind"] == "turn_looped"]
    assert whole and all(e["repeats"] == 5 for e in whole)


def test_a_day_checkpoint_between_turns_holds_no_loop_count(tmp_path):
    with StubServer(behave=_reads) as server:
        run_episode(_scenario(server.url), tmp_path)
    raw = json.loads((tmp_path / "checkpoints" / "day-001.json").read_text(encoding="utf-8"))
    assert "loops" not in raw and read_checkpoint(tmp_path / "checkpoints" / "day-001.json").loops == {}


def test_the_watch_gives_its_count_for_the_open_turn_and_takes_it_back():
    watch, turn, other = LoopWatch(), object(), object()
    assert watch.state(turn) is None
    for _ in range(3):
        watch.looped(turn, "say", {"text": "a"})
    assert watch.state(turn) == {"tool": "say", "args": '{"text": "a"}', "count": 3}
    assert watch.state(other) is None
    again = LoopWatch()
    again.restore(other, watch.state(turn))
    assert [again.looped(other, "say", {"text": "a"}) for _ in range(2)] == [0, 5]
    with pytest.raises(ValueError, match="a whole number >= 1"):
        again.restore(other, {"tool": "say", "args": "{}", "count": 0})
