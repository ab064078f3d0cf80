"""Failed model requests that are tried again leave a trace in the record (``model_retried``): a fake server's HTTP
500, its rate limit with a Retry-After and its "context too long" were invisible before (only ``usage.json``'s
``retried`` count), so a researcher could not tell a month that waited out 40 rate limits from a clean one. A local
fake server (127.0.0.1) plays the manager."""
from __future__ import annotations

import json

import pytest

from agents.episode import RunStopped, run_episode
from openai_stub import StubServer
from test_faults_matrix import _checked, _scenario, _wired


def test_each_retried_failure_is_one_event_saying_what_failed_and_the_wait(tmp_path):
    def rate_limited_once(role, body, n):
        if n == 5:
            return 429, {"error": {"message": "slow down"}}, {"Retry-After": "0.2"}
        return None

    with StubServer(faults={1: "500", 3: "context_400"}, behave=rate_limited_once) as server:
        run_episode(_wired(_scenario(days=1), server.url), tmp_path)
    events = _checked(tmp_path)
    retried = [e for e in events if e["kind"] == "model_retried"]
    assert [(e["why"], e["status"], e["error"], e["attempt"], e["wait_s"]) for e in retried] == [
        ("backoff", 500, "HTTP 500", 1, 0.5),
        ("context_evicted", 400, "HTTP 400", 1, 0.0),
        ("retry_after", 429, "HTTP 429", 1, 0.2)]
    assert retried[0]["message"] == "injected server error" and "maximum context length" in retried[1]["message"]
    assert {e["role"] for e in retried} == {"manager"} and {e["turn"] for e in retried} == {"office"}
    assert not [e for e in events if e["kind"] == "model_error"]          # each was answered on the next try
    usage = json.loads((tmp_path / "usage.json").read_text())["manager"]
    assert usage["retried"] == len(retried) == 3     # the context resend counted too (a new user's trial, session 35)
    calls = [json.loads(line) for line in (tmp_path / "calls.jsonl").read_text().splitlines()]
    assert [(c["outcome"], c.get("status")) for c in calls if c["outcome"] != "answered"] == [
        ("failed", 500), ("failed", 400), ("failed", 429)]
    assert sum(c["outcome"] == "answered" for c in calls) == usage["calls"]


def test_a_failure_that_outlasts_its_retries_shows_each_try_then_the_model_error(tmp_path):
    def always_500(role, body, n):
        return (500, {"error": {"message": "CUDA out of memory"}}) if role == "manager" else None

    with StubServer(behave=always_500) as server:
        with pytest.raises(RunStopped):
            run_episode(_wired(_scenario(days=1, retries=2), server.url), tmp_path)
    events = _checked(tmp_path)
    tail = [e for e in events if e["kind"] in ("model_retried", "model_error")]
    assert [(e["kind"], e.get("attempt", e.get("attempts")), e.get("wait_s")) for e in tail] == [
        ("model_retried", 1, 0.5), ("model_retried", 2, 1.0), ("model_error", 3, None)]
