"""A server's ``Retry-After`` on HTTP 429/503 (``agents.rate_limit``), over a local fake server (127.0.0.1): the next
request waits for it, so a provider's rate limit costs a retry and the wait, not a ``model_error``; a wait longer
than 120 s is a failure that says so."""
from __future__ import annotations

import asyncio
import json
import threading
import time
from email.utils import formatdate

import openai  # noqa: F401 (the guard imports it at a run's first failure: not inside the timed wait here)
import pytest
from autogen_core.models import SystemMessage, UserMessage

from agents.episode import RunStopped, run_episode
from agents.http_client import HttpChatCompletionClient, RateLimitTooLong, ServerStatusError
from agents.latency import CallTimes
from agents.models import TRANSIENT
from agents.rate_limit import MAX_WAIT_S, retry_after_s
from openai_stub import StubServer
from test_faults_matrix import _checked, _scenario, _wired

BRIEF = [SystemMessage(content="You are the manager of a kirana."), UserMessage(content="hi", source="shop")]
LIMITED = {"error": {"message": "Rate limit reached"}}


@pytest.mark.parametrize("value, seconds", [("10", 10.0), (" 1.5 ", 1.5), ("0", 0.0), ("-3", None), ("soon", None),
                                            ("", None), (formatdate(1_000_030, usegmt=True), 30.0),
                                            (formatdate(999_000, usegmt=True), 0.0)])
def test_retry_after_is_seconds_or_an_http_date(value, seconds):
    assert retry_after_s({"retry-after": value} if value else {}, now=1_000_000.0) == seconds


class _Limited:
    """A manager limited for ``limit_s`` seconds from its first request (HTTP ``status`` with Retry-After
    ``retry_after``), then answered by the scripted player; the times of the manager's requests kept."""

    def __init__(self, limit_s: float, retry_after: str, status: int = 429) -> None:
        self.limit_s, self.retry_after, self.status = limit_s, retry_after, status
        self.first: float | None = None
        self.times: list[float] = []
        self.lock = threading.Lock()

    def __call__(self, role, body, n):
        if role != "manager":
            return None
        with self.lock:
            now = time.monotonic()
            self.times.append(now)
            self.first = self.first or now
            if now - self.first < self.limit_s:
                return self.status, LIMITED, {"Retry-After": self.retry_after}
        return None


def _gate_clock(monkeypatch) -> list[float]:
    """The guard's request timer (``agents.guard``'s ``time.perf_counter``) made a clock that moves only by the
    Retry-After waits (``agents.rate_limit.RetryGate.wait``), which are kept in the list returned: a request's timed
    wall time is then exactly the waits inside it, whatever the machine's load (a loaded machine, session 56: one
    request of the stub took 8.7 s, and ``max < 1500`` ms failed)."""
    import types

    import agents.guard
    from agents.rate_limit import RetryGate
    waits: list[float] = []
    real_wait = RetryGate.wait

    async def wait(self) -> float:
        waited = await real_wait(self)
        waits.append(waited)
        return waited
    monkeypatch.setattr(RetryGate, "wait", wait)
    clock = types.SimpleNamespace(**{n: getattr(time, n) for n in dir(time) if not n.startswith("__")})
    clock.perf_counter = lambda: sum(waits)
    monkeypatch.setattr(agents.guard, "time", clock)
    return waits


def test_a_rate_limit_is_waited_out_not_a_model_error(tmp_path, monkeypatch):
    """With one retry, the guard's own 0.5 s backoff alone met the 429 again and stopped the run."""
    waits = _gate_clock(monkeypatch)
    limited = _Limited(limit_s=2.5, retry_after="3")
    with StubServer(behave=limited) as server:
        run_episode(_wired(_scenario(days=1, retries=1), server.url), tmp_path)
    events = _checked(tmp_path)
    assert not [e for e in events if e["kind"] in ("model_error", "turn_forfeited")]
    assert limited.times[1] - limited.times[0] >= 3.0          # the retry came after the Retry-After, not 0.5 s
    manager = json.loads((tmp_path / "usage.json").read_text())["manager"]
    assert manager["retried"] == 1 and manager["model_errors"] == 0 and manager["calls"] == len(limited.times) - 1
    waited = [w for w in waits if w]
    assert len(waited) == 1 and 0 < waited[0] <= 3.0           # one wait, the Retry-After's left after the backoff
    latency = manager["latency_ms"]
    assert latency["rate_limited_ms"] == round(waited[0] * 1000, 1)   # the wait counted apart,
    assert latency["max"] == 0.0 and latency["failed_ms"] == 0.0      # and in no request's time


def test_an_http_date_on_503_holds_the_next_request_and_a_retry_after_over_the_cap_fails_saying_so(monkeypatch):
    waits = _gate_clock(monkeypatch)
    status = {"code": 503, "after": None}  # the date two seconds after the 503 is sent (set as it is: a date set
    # before the server started had left under 0.9 s to wait on a loaded machine)
    with StubServer(behave=lambda role, body, n: (status["code"], LIMITED, {"Retry-After": status["after"] or formatdate(
            time.time() + 2, usegmt=True)}) if n == 1 else None) as server:
        client = HttpChatCompletionClient("m", server.url)
        with pytest.raises(ServerStatusError) as err:
            asyncio.run(client.create(BRIEF))
        assert err.value.status_code == 503 and TRANSIENT(err.value) and "Retry-After" in str(err.value)
        times = CallTimes()
        t0 = sum(waits)  # the gate's clock: the request's time is the wait inside it, told apart by took_wait

        async def answered():
            result = await client.create(BRIEF)
            times.answered(sum(waits) - t0)
            return result
        assert asyncio.run(answered()).content == "Done for this turn."
        waited = [w for w in waits if w]   # held by the date (1-2 s), the wait timed apart from the request's time
        assert len(waited) == 1 and 0 < waited[0] <= 3.0       # (no wall-clock bound: a loaded machine broke < 900 ms)
        assert times.summary()["rate_limited_ms"] == round(waited[0] * 1000, 1) and times.call_ms == [0.0]
    status["code"], status["after"] = 429, str(int(MAX_WAIT_S) + 480)
    with StubServer(behave=lambda role, body, n: (status["code"], LIMITED, {"Retry-After": status["after"]})
                    if n == 1 else None) as server:
        with pytest.raises(RateLimitTooLong) as err:
            asyncio.run(HttpChatCompletionClient("m", server.url).create(BRIEF))
    assert str(err.value) == ("HTTP 429: Rate limit reached (Retry-After 600 s: longer than the 120 s this client "
                              "waits for a rate limit; not retried)")
    assert not TRANSIENT(err.value)


def test_a_run_told_to_wait_past_the_cap_stops_at_once_with_that_line(tmp_path):
    limited = _Limited(limit_s=60, retry_after="3600")
    with StubServer(behave=limited) as server, pytest.raises(RunStopped) as stop:
        run_episode(_wired(_scenario(days=1, retries=4), server.url), tmp_path)
    assert len(limited.times) == 1                              # not retried: the server asked for an hour
    assert "failed after 1 attempt: RateLimitTooLong: HTTP 429: Rate limit reached (Retry-After 3600 s: " \
           "longer than the 120 s" in str(stop.value)
    errors = [e for e in _checked(tmp_path) if e["kind"] == "model_error"]
    assert len(errors) == 1 and errors[0]["error"] == "RateLimitTooLong"
    assert errors[0]["status"] == 429     # the server's status (a new user's trial, session 35: had been "")


def test_rate_limit_waits_spend_no_retries(tmp_path):
    """With ``retries: 0`` two 429s in a row (each with Retry-After 1 s) are waited out: the provider's limit,
    not the model's failure (``agents.guard.RATE_LIMIT_WAITS``)."""
    limited = _Limited(limit_s=1.5, retry_after="1")
    with StubServer(behave=limited) as server:
        run_episode(_wired(_scenario(days=1, retries=0), server.url), tmp_path)
    events = _checked(tmp_path)
    assert not [e for e in events if e["kind"] in ("model_error", "turn_forfeited")]
    manager = json.loads((tmp_path / "usage.json").read_text())["manager"]
    assert manager["retried"] == 2 and manager["model_errors"] == 0


def test_a_request_given_up_after_rate_limit_waits_says_them_beside_its_attempts(tmp_path):
    """A new user's trial (session 42): HTTP 429 with Retry-After on every request and ``retries: 1``: the server got
    22 requests a call (20 waited out, which spend no retry, then 2 attempts), yet the stop line, ``model_error`` and
    ``run_stopped.reason`` said only "failed after 2 attempts"."""
    from events.record import read_record
    from scoring import score_record
    limited = _Limited(limit_s=3600, retry_after="0")  # every request limited; a wait of 0 s keeps the test quick
    with StubServer(behave=limited) as server, pytest.raises(RunStopped) as stop:
        run_episode(_wired(_scenario(days=1, retries=1), server.url), tmp_path)
    said = "failed after 2 attempts and 20 rate-limit waits, 22 requests in all"
    assert len(limited.times) == 22 and f"{said}: HTTP 429: Rate limit reached" in str(stop.value)
    error, = [e for e in _checked(tmp_path) if e["kind"] == "model_error"]
    assert (error["attempts"], error["rate_limit_waits"], error["policy"]) == (2, 20, "stop")
    stopped = score_record(read_record(tmp_path / "record.jsonl"))["run_stopped"]
    assert stopped["reason"].startswith(f"the manager's model at {server.url} {said} (HTTP 429: Rate limit reached (")
    assert (stopped["model_error"]["attempts"], stopped["model_error"]["rate_limit_waits"]) == (2, 20)
