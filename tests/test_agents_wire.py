"""A role played by OpenAIChatCompletionClient over real HTTP, against a local scripted server;
and the faults a real server shows: timeouts, HTTP 500, malformed tool calls, unknown tools and items."""
from __future__ import annotations

import json

from agents.direct import play_month
from agents.episode import run_episode
from kirana.runs import with_role_models
from events.record import read_record
from openai_stub import StubServer
from scenarios import load_scenario


def _role_timeout(scenario, role: str, seconds: float, retries: int = 4):
    roles = {r: v.model_dump() for r, v in scenario.roles.items()}
    roles[role].update(timeout_s=seconds, retries=retries)
    return scenario.model_validate({**scenario.model_dump(), "roles": roles})


def test_the_manager_over_http_for_three_days_writes_the_scripted_record(tmp_path):
    scenario = load_scenario(days=3)
    with StubServer() as server:
        wired = with_role_models(scenario, [f"manager=openai:scripted-reference@{server.url}"])
        run_episode(wired, tmp_path)
        requests = server.requests
    got = (tmp_path / "record.jsonl").read_text(encoding="utf-8").splitlines()
    want = list(play_month(scenario).record.lines())
    assert len(got) == len(want)
    said = [json.loads(line).get("said") for line in got if '"kind":"turn_end","role":"manager"' in line]
    assert said and set(said) == {None}  # every turn ended by a call: the guard's "The turn is over." is not said
    assert got[1:] == want[1:]                      # the scripted record, byte for byte (line 0 names the models)
    assert json.loads(got[0])["roles"]["manager"].startswith("openai:scripted-reference@http://127.0.0.1:")
    usage = json.loads((tmp_path / "usage.json").read_text())
    assert usage["manager"]["calls"] == requests     # every request the server answered was counted
    assert usage["manager"]["prompt_tokens"] == 100 * requests
    assert usage["manager"]["completion_tokens"] == 10 * requests
    assert {e["day"] for e in read_record(tmp_path / "record.jsonl") if e["kind"] == "tool_call"
            and e["role"] == "manager"} == {1, 2, 3}


def test_faults_do_not_end_the_run_and_bad_calls_are_recorded(tmp_path):
    scenario = _role_timeout(load_scenario(days=2), "manager", seconds=1.5)  # 0.5 s timed out a plain answer at load 10 (session 40)
    faults = {2: "500", 4: "timeout", 6: "bad_json", 8: "unknown_tool", 10: "bad_item", 12: "500"}
    with StubServer(faults=faults, sleep_s=4.0) as server:
        wired = with_role_models(scenario, [f"manager=openai:scripted-reference@{server.url}"])
        run_episode(wired, tmp_path)
        served = list(server.served)
    events = read_record(tmp_path / "record.jsonl")
    assert [e["kind"] for e in events].count("day_close") == 2
    invalid = [e for e in events if e["kind"] == "invalid_action" and e["role"] == "manager"]
    reasons = [(e["tool"], e["error"]) for e in invalid]
    assert any(tool == "set_price" and "not JSON" in error for tool, error in reasons)
    assert any(tool == "sell_everything" and "has no such tool" in error for tool, error in reasons)
    assert any(tool == "set_price" and error.startswith("item: no item 'caviar'") for tool, error in reasons)
    assert len(invalid) == 3
    usage = json.loads((tmp_path / "usage.json").read_text())
    assert usage["manager"]["retried"] == 3          # two 500s and one timeout, each retried once
    assert served.count("500") == 2 and served.count("timeout") == 1
    # the manager still did its day's work: prices set, orders placed
    assert any(e["kind"] == "tool_call" and e["tool"] == "set_price" for e in events)
    assert any(e["kind"] == "email_received" for e in events)
