"""The fault matrix: a local OpenAI-compatible server (127.0.0.1) that misbehaves the way model
servers are publicly reported to, one behaviour per test, two simulated days each (a run that
stops: resumed to the end). Every case ends with the run finished or cleanly stopped, a record
that parses with no gap in ``seq``, net worth conserved day by day, and nothing recorded before
a fault lost."""
from __future__ import annotations

import json

import pytest

from agents.episode import RunStopped, run_episode
from kirana.runs import with_role_models
from events.record import read_record
from fake_manager import manager_turns, quiet_month
from openai_stub import StubServer, text_answer, tool_calls
from record_checks import events_after_close, net_worth_mismatches
from scoring import score_record




def _wired(scenario, url: str):
    return with_role_models(scenario, [f"manager=openai:fake@{url}"])


def _checked(folder) -> list[dict]:
    """The record: it parses, seq runs 0..n-1 with no gap, each closed day conserves net worth, and no event is
    stamped after its day's close."""
    events = read_record(folder / "record.jsonl")
    assert [e["seq"] for e in events] == list(range(len(events)))
    assert len(events) == (folder / "record.jsonl").read_bytes().count(b"\n")
    assert net_worth_mismatches(events) == []
    assert events_after_close(events) == []
    return events




def test_a_model_that_always_sleeps_ends_each_turn_at_its_first_sleep(tmp_path):
    def always_sleep(role, body, n):
        return (200, tool_calls(n, [("sleep", '{"minutes": 30}')], body["model"])) if role == "manager" else None

    with StubServer(behave=always_sleep) as server:
        run_episode(_wired(_scenario(), server.url), tmp_path)
        manager_requests = sum(1 for s in server.seen if s[0] == "manager")
    events = _checked(tmp_path)
    assert [e["day"] for e in events if e["kind"] == "day_close"] == [1, 2]
    turns = _manager_turns(events)
    assert turns and all([e["tool"] for e in t if e["kind"] == "tool_call"] == ["sleep"] for t in turns)
    assert not any(e["kind"] == "invalid_action" and e["role"] == "manager" for e in events)
    assert manager_requests == len(turns)          # one request a turn: nothing is asked after the sleep


def test_a_call_after_a_turn_ending_call_in_the_same_answer_is_refused(tmp_path):
    price = json.dumps({"item": "rice-1kg", "price_inr": 1})

    def sleep_then_price(role, body, n):
        if role != "manager":
            return None
        return 200, tool_calls(n, [("sleep", '{"minutes": 60}'), ("set_price", price)], body["model"])

    with StubServer(behave=sleep_then_price) as server:
        run_episode(_wired(_scenario(), server.url), tmp_path)
        manager_requests = sum(1 for s in server.seen if s[0] == "manager")
    events = _checked(tmp_path)
    turns = _manager_turns(events)
    assert turns and manager_requests == len(turns)
    for t in turns:
        assert [(e["kind"], e["tool"]) for e in t if "tool" in e] == [("tool_call", "sleep"), ("invalid_action", "set_price")]
        assert "this turn is over" in t[-1]["error"]
    assert not any(e["kind"] == "tool_call" and e["tool"] == "set_price" for e in events)


def test_refused_calls_again_and_again_forfeit_the_turn(tmp_path):
    def unknown(role, body, n):  # each call another (the same one five times in a row would be a loop: agents.loops)
        return (200, tool_calls(n, [("sell_everything", json.dumps({"n": n}))], body["model"])) if role == "manager" \
            else None

    with StubServer(behave=unknown) as server:
        run_episode(_wired(_scenario(max_refused_calls_in_row=5), server.url), tmp_path)
        manager_requests = sum(1 for s in server.seen if s[0] == "manager")
    events = _checked(tmp_path)
    forfeits = [e for e in events if e["kind"] == "turn_forfeited"]
    turns = _manager_turns(events)
    assert len(forfeits) == len(turns) > 0
    assert all(f["reason"] == "5 refused calls in a row" for f in forfeits)
    assert all(sum(e["kind"] == "invalid_action" for e in t) == 5 for t in turns)
    assert manager_requests == 5 * len(turns)
    assert [e["day"] for e in events if e["kind"] == "day_close"] == [1, 2]


def test_the_call_cap_counts_calls_not_answers(tmp_path):
    # twenty different prices (twenty identical calls would end the turn as a loop at the fifth: agents.loops)
    twenty = [("set_price", json.dumps({"item": "rice-1kg", "price_inr": 20 + k})) for k in range(20)]

    def parallel(role, body, n):
        return (200, tool_calls(n, twenty, body["model"])) if role == "manager" else None

    with StubServer(behave=parallel) as server:
        run_episode(_wired(_scenario(max_tool_calls_per_turn=10), server.url), tmp_path)
    events = _checked(tmp_path)
    turns = _manager_turns(events)
    assert turns
    for t in turns:
        assert sum(e["kind"] == "tool_call" for e in t) == 10
        assert sum(e["kind"] == "invalid_action" for e in t) == 1      # the eleventh, which forfeits the turn
        assert [e["count"] for e in t if e["kind"] == "calls_ignored"] == [9]   # every call has exactly one outcome
        assert [e["reason"] for e in t if e["kind"] == "turn_forfeited"] == ["more than 10 tool calls in one turn"]


def test_a_tool_call_written_as_text_is_recorded_and_corrected(tmp_path):
    """The call written as text is refused in the turn (one invalid_action) and the model reads why in its result;
    a model that then calls the tool through the interface gets it run in the same turn (agents.safe_answer.SafeAnswer._written)."""
    written = '<tool_call>{"name": "set_price", "arguments": {"item": "rice-1kg", "price_inr": 40}}</tool_call>'

    def as_text(role, body, n):
        if role != "manager":
            return None
        last = body["messages"][-1]
        if last["role"] != "tool":
            return 200, text_answer(n, written, body["model"])
        if "tool-calling interface" in last["content"]:
            return 200, tool_calls(n, [("set_price", '{"item": "rice-1kg", "price_inr": 40}')], body["model"])
        return 200, text_answer(n, "Done.", body["model"])

    with StubServer(behave=as_text) as server:
        run_episode(_wired(_scenario(), server.url), tmp_path)
    events = _checked(tmp_path)
    turns = _manager_turns(events)
    assert len(turns) > 1
    for t in turns:
        assert [(e["kind"], e["tool"]) for e in t if "tool" in e] == [("invalid_action", "set_price"),
                                                                      ("tool_call", "set_price")]
        assert "tool-calling interface" in t[0]["error"] and t[0]["args"] == {"raw": written}


def test_a_tool_named_the_python_way_inside_a_sentence_is_a_refused_call_not_a_silent_end(tmp_path):
    """"I will now call set_price(…) for the rice." had ended the turn as words (no invalid_action; a new user's
    trial, session 33): it is a call written as text, refused in the turn, the answer kept as its arguments."""
    said = "Stock is low. I will now call set_price(item='rice-1kg', price_inr=40) for the rice."

    def in_words(role, body, n):
        if role != "manager":
            return None
        last = body["messages"][-1]
        return 200, text_answer(n, "Done." if last["role"] == "tool" else said, body["model"])

    with StubServer(behave=in_words) as server:
        run_episode(_wired(_scenario(), server.url), tmp_path)
    turns = _manager_turns(_checked(tmp_path))
    assert turns
    for t in turns:
        refused = [e for e in t if e["kind"] == "invalid_action"]
        assert [(e["tool"], e["args"]) for e in refused] == [("set_price", {"raw": said})]
        assert "tool-calling interface" in refused[0]["error"]


def test_a_flaky_server_empty_choices_context_400_name_refused_and_no_usage(tmp_path):
    """One day against a server that answers ``choices: []`` twice, refuses one request as longer than its
    context, refuses any message with a ``name`` field and never reports usage."""
    price = {"prompt": 1.0, "completion": 2.0}
    faults = {3: "empty_choices", 5: "empty_choices", 40: "context_400"}
    with StubServer(faults=faults, reject_name=True, usage=False) as server:
        run_episode(_wired(_scenario(price_usd_per_million_tokens=price), server.url), tmp_path)
        seen, requests, bodies = list(server.seen), server.requests, list(server.bodies)
    events = _checked(tmp_path)
    assert not any(e["kind"] in ("model_error", "invalid_action") for e in events)
    assert any(e["kind"] == "tool_call" and e["tool"] == "set_price" for e in events)
    assert seen and not any(s[2] for s in seen)             # no name field was sent
    refused, retried = seen[39], seen[40]                    # the context-length refusal, then its one retry
    assert refused[0] == retried[0] == "manager"
    # the retry carries less: the current turn's older results folded to fit (its calls stay: session 42)
    size = [len(json.dumps(bodies[k]["messages"], ensure_ascii=False)) for k in (39, 40)]
    assert size[1] < size[0] and retried[1] <= refused[1], (size, retried[1], refused[1])
    usage = json.loads((tmp_path / "usage.json").read_text())["manager"]
    assert usage["retried"] == 3 and usage["model_errors"] == 0   # each empty answer retried once, the context resend
    assert usage["cost_usd"] is None and usage["calls_without_usage"] == usage["calls"] == requests - 3
    assert usage["estimated_prompt_tokens"] > 0 and usage["estimated_cost_usd"] > 0
    assert "estimate" in usage["estimate_note"]


def test_name_field_on_request_reaches_a_server_that_refuses_it(tmp_path):
    with StubServer(reject_name=True) as server:
        with pytest.raises(RunStopped, match="HTTP 400"):
            run_episode(_wired(_scenario(send_name=True, retries=0), server.url), tmp_path)
        assert server.seen[0][2]
    events = _checked(tmp_path)
    assert events[-1]["kind"] == "model_error" and "name" in events[-1]["message"]


def _always_500(role, body, n):
    if role == "manager" and n >= 6:
        return 500, {"error": {"message": "CUDA out of memory"}}
    return None


def test_a_server_error_on_every_attempt_stops_at_that_turn_and_resume_continues_from_it(tmp_path):
    scenario = _scenario(retries=1)
    with StubServer(behave=_always_500) as server:
        with pytest.raises(RunStopped) as stop:
            run_episode(_wired(scenario, server.url), tmp_path)
    message = str(stop.value)
    assert "\n" not in message and "manager" in message and "HTTP 500" in message
    assert f"kirana run --resume {tmp_path}" in message and "CUDA out of memory" in message
    assert "Traceback" in (tmp_path / "error.log").read_text()
    before = (tmp_path / "record.jsonl").read_text(encoding="utf-8")
    events = _checked(tmp_path)
    error = events[-1]
    assert error["kind"] == "model_error" and error["status"] == 500 and error["attempts"] == 2
    assert error["message"] == "CUDA out of memory" and error["policy"] == "stop"
    assert (tmp_path / "checkpoints" / "day-001-turn.json").exists()
    with StubServer() as healthy:
        run_episode(_wired(scenario, healthy.url), tmp_path, resume=True)
        first = healthy.seen[0]
    after = (tmp_path / "record.jsonl").read_text(encoding="utf-8")
    assert after.startswith(before)                            # nothing recorded before the stop is lost
    resumed = [json.loads(line) for line in after[len(before):].splitlines()]
    assert resumed[0]["kind"] != "turn_start" and resumed[0]["day"] == 1   # the same turn goes on
    assert first[0] == "manager"
    events = _checked(tmp_path)
    assert [e["day"] for e in events if e["kind"] == "day_close"] == [1, 2]


def test_skip_turn_policy_forfeits_the_turn_and_goes_on(tmp_path):
    with StubServer(behave=_always_500) as server:
        run_episode(_wired(_scenario(retries=0, on_model_error="skip_turn", stop_after_failures_in_row=1000),
                           server.url), tmp_path)
    events = _checked(tmp_path)
    errors = [e for e in events if e["kind"] == "model_error"]
    forfeits = [e for e in events if e["kind"] == "turn_forfeited"]
    assert errors and len(forfeits) == len(errors)
    assert all(f["reason"] == "model error: HTTP 500" for f in forfeits)
    scores = score_record(events)                                  # scored as forfeited
    assert scores["turns_forfeited"] == {"manager": len(forfeits), "cashier": 0, "helper": 0, "munshi": 0}
    assert scores["model_errors"]["manager"] == len(errors)
    assert [e["day"] for e in events if e["kind"] == "day_close"] == [1, 2]


def test_skip_turn_stops_after_that_many_failures_in_a_row(tmp_path):
    """A dead server under skip_turn: the third failed request in a row stops the run (resumable), rather than
    waiting out every turn of the month (a new user measured 501 s for 2 days at a 10 s timeout)."""
    with StubServer(behave=_always_500) as server:
        with pytest.raises(RunStopped) as stop:
            run_episode(_wired(_scenario(retries=0, on_model_error="skip_turn", stop_after_failures_in_row=3),
                               server.url), tmp_path)
    assert f"kirana run --resume {tmp_path}" in str(stop.value)
    assert "3 failed requests in a row: stop_after_failures_in_row" in str(stop.value)  # (the trial: it said not)
    events = _checked(tmp_path)
    errors = [e for e in events if e["kind"] == "model_error"]
    assert len(errors) == 3 and [e["policy"] for e in errors] == ["skip_turn", "skip_turn", "stop"]
    assert len([e for e in events if e["kind"] == "turn_forfeited"]) == 2
    # the record, scores.json and the report say the rule stopped it, not the last failure alone (a new user's
    # trial, session 43: run_stopped.reason named only the last timeout, as if one had stopped a skip_turn run)
    assert [e.get("failures_in_row", 0) for e in errors] == [0, 0, 3]
    stopped = score_record(events)["run_stopped"]
    assert stopped["model_error"]["failures_in_row"] == 3
    assert stopped["reason"].startswith(f"the manager's model at {server.url} failed 3 times in a row: "
                                        "stop_after_failures_in_row stops a skip_turn role's run")
    assert "the last request failed after 1 attempt (HTTP 500: " in stopped["reason"]


def test_a_dead_url_stops_with_one_line_and_a_log(tmp_path):
    with pytest.raises(RunStopped) as stop:
        run_episode(_wired(_scenario(retries=1), "http://127.0.0.1:9/v1"), tmp_path)
    message = str(stop.value)
    assert "\n" not in message and len(message) < 700  # (pytest's folder, named twice, is much of it; and since
    # session 54 why a server that never answered was not waited for, naming server_down_wait_s and the server check)
    assert "not waited for: it has not answered in this run (roles.manager.server_down_wait_s" in message
    assert "manager" in message and "http://127.0.0.1:9/v1" in message and "connection failed" in message
    assert "is the model server running at that URL, on that port?" in message  # what to check (a new user's trial)
    assert f"kirana run --resume {tmp_path}" in message
    assert "Traceback" in (tmp_path / "error.log").read_text()
    events = _checked(tmp_path)
    assert events[-1]["kind"] == "model_error" and events[-1]["error"] == "connection failed"


def test_a_10_mb_text_answer_is_cut_before_it_is_kept_or_sent_again(tmp_path):
    """A model that answers 10 MB of plain text: the text is cut to ``max_answer_chars`` before it joins the
    conversation, so no later request and no checkpoint carries it (requests reached 230 MB before)."""
    def huge(role, body, n):
        return (200, text_answer(n, "z" * 10_000_000, body["model"])) if role == "manager" and n < 200 else None

    with StubServer(behave=huge) as server:
        run_episode(_wired(_scenario(), server.url), tmp_path)
        sizes = [len(json.dumps(b)) for b in server.bodies]
        manager = [s for s, seen in zip(sizes, server.seen) if seen[0] == "manager"]
    events = _checked(tmp_path)
    assert [e["day"] for e in events if e["kind"] == "day_close"] == [1, 2]
    assert len(manager) > 3 and max(sizes) < 200_000        # 20,000 characters kept at most, never 10 MB
    assert max(p.stat().st_size for p in (tmp_path / "checkpoints").glob("*.json")) < 2_000_000
    assert max(len(line) for line in (tmp_path / "record.jsonl").read_text(encoding="utf-8").splitlines()) < 100_000


def test_usage_of_all_zeros_on_a_priced_role_is_an_unknown_cost_with_an_estimate(tmp_path):
    def zeros(role, body, n):
        if role != "manager":
            return None
        answer = tool_calls(n, [("sleep", '{"minutes": 120}')], body["model"])
        answer["usage"] = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}
        return 200, answer

    price = {"prompt": 1.0, "completion": 2.0}
    with StubServer(behave=zeros) as server:
        run_episode(_wired(_scenario(days=1, price_usd_per_million_tokens=price), server.url), tmp_path)
        requests = sum(1 for s in server.seen if s[0] == "manager")
    _checked(tmp_path)
    usage = json.loads((tmp_path / "usage.json").read_text())["manager"]
    assert usage["cost_usd"] is None and usage["calls_without_usage"] == usage["calls"] == requests > 0
    assert usage["prompt_tokens"] == 0 and usage["estimated_prompt_tokens"] > 0 and usage["estimated_cost_usd"] > 0


def _scenario(days: int = 2, **manager):
    return quiet_month(days, **manager)


def _manager_turns(events):
    return manager_turns(events, with_end=False)
