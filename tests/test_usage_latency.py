"""usage.json's per-role request times for a served model (``agents.latency``), against the local fake server
(127.0.0.1 only): the new-user trial's usage.json had tokens but no figure of what the server's time cost."""
from __future__ import annotations

import json
import time

import pytest

from agents.episode import run_episode
from agents.latency import CallTimes
from agents.stopped import RunStopped
from kirana.runs import with_role_models
from openai_stub import StubServer
from scenarios import load_scenario

SLOW_S = 0.02  # every request to the fake server waits this long before it answers


def test_the_summary_is_median_nearest_rank_p95_max_and_total_in_ms():
    times = CallTimes()
    assert times.summary() == {"timed_calls": 0, "median": None, "p95": None, "max": None, "total": 0.0,
                               "failed_ms": 0.0, "rate_limited_ms": 0.0}
    for ms in range(1, 101):                 # 1 .. 100 ms, out of order
        times.answered(((ms * 37) % 100 + 1) / 1000)
    times.failed(1.5)
    assert times.summary() == {"timed_calls": 100, "median": 50.5, "p95": 95.0, "max": 100.0, "total": 5050.0,
                               "failed_ms": 1500.0, "rate_limited_ms": 0.0}
    again = CallTimes()
    again.load({"call_ms": times.call_ms, "latency_ms": times.summary()})
    assert again.summary() == times.summary()


def _slow_then_failing(fail_from: int | None):
    def behave(role, body, n):
        time.sleep(SLOW_S)
        if fail_from is not None and role == "manager" and n >= fail_from:
            return 500, {"error": {"message": "CUDA out of memory"}}
        return None
    return behave


def _wired(url: str):
    scenario = load_scenario(days=1)
    roles = {r: v.model_dump() for r, v in scenario.roles.items()}
    roles["manager"].update(retries=1)
    scenario = scenario.model_validate({**scenario.model_dump(), "roles": roles})
    return with_role_models(scenario, [f"manager=openai:fake@{url}"])


def test_usage_json_has_each_served_roles_latency_and_a_resume_keeps_the_calls_before_the_stop(tmp_path):
    with StubServer(behave=_slow_then_failing(6)) as server:
        with pytest.raises(RunStopped):
            run_episode(_wired(server.url), tmp_path)
    stopped = json.loads((tmp_path / "checkpoints" / "day-001-turn.json").read_text())["usage"]["manager"]
    assert len(stopped["call_ms"]) == stopped["calls"] == 5          # the checkpoint keeps each answered call's time
    assert stopped["latency_ms"]["failed_ms"] >= 2 * SLOW_S * 1000   # the 500 and its retry waited too
    with StubServer(behave=_slow_then_failing(None)) as healthy:
        run_episode(_wired(healthy.url), tmp_path, resume=True)
        served = healthy.requests
    usage = json.loads((tmp_path / "usage.json").read_text())
    manager = usage["manager"]
    latency = manager["latency_ms"]
    assert manager["calls"] == served + 5 == latency["timed_calls"]  # the calls before the stop are counted
    assert SLOW_S * 1000 <= latency["median"] <= latency["p95"] <= latency["max"] < 60_000
    assert latency["total"] >= latency["timed_calls"] * SLOW_S * 1000
    assert latency["failed_ms"] == stopped["latency_ms"]["failed_ms"]
    assert "call_ms" not in manager                                  # each call's time: the checkpoint's only
    assert all("latency_ms" not in usage[r] for r in ("cashier", "helper", "munshi"))   # scripted: unchanged
