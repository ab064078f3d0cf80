"""A model server that is down or restarting is waited out (``roles.ROLE.server_down_wait_s``, default 300 s): a new
user's trial, session 53, restarted its server for 60 s and all 9 runs of its study stopped after 5 attempts (7.5 s
of backoff). Connection refused and HTTP 502/503 are retried past ``retries`` with the doubling backoff (each wait at
most ``agents.guard.MAX_DOWN_WAIT_S``) until the call's backoff adds up to the setting, each retry a ``model_retried``
event; a 4xx other than 408/429 still fails at once, and a timeout or HTTP 500 spends only ``retries``."""
from __future__ import annotations

import asyncio
import threading
import time
from types import SimpleNamespace

import pytest
from autogen_core.models import CreateResult, RequestUsage, SystemMessage, UserMessage

from agents.guard import MAX_DOWN_WAIT_S, ModelStopped, RoleModelClient
from agents.http_client import HttpChatCompletionClient, ServerStatusError
from scenarios.role_settings import server_down_wait_default
from tests.loopback_json import LoopbackJson, closed_port
from tests.openai_stub import text_answer

MESSAGES = [SystemMessage(content="You are the munshi of a kirana shop."),
            UserMessage(content="Day 3, books turn: check the books and report them.", source="user")]


class _Inner:
    """A served model's client that raises ``fail`` in order, then answers."""
    model_info = {"vision": False, "function_calling": True, "json_output": False, "family": "unknown",
                  "structured_output": False}

    def __init__(self, fail=()):
        self.fail, self.sent = list(fail), 0

    async def create(self, messages, **kwargs):
        self.sent += 1
        if self.fail:
            raise self.fail.pop(0)
        return CreateResult(finish_reason="stop", content="Books checked.", cached=False,
                            usage=RequestUsage(prompt_tokens=10, completion_tokens=3))


def _guard(inner, *, retries=4, server_down_wait_s=300.0, backoff_s=0.001, answered=True, url=""):
    """A munshi's guard over ``inner``; ``answered``: its server answered earlier in the run (only such a server is
    waited out when it goes down)."""
    retried = []
    hooks = SimpleNamespace(turn_over=lambda role: False, tools_now=lambda role, tools: tools,
                            shop=SimpleNamespace(state=SimpleNamespace(day=3)),
                            retried=lambda role, failure, attempt, wait, why: retried.append((failure.kind, attempt,
                                                                                                wait, why)),
                            model_error=lambda *a: None, note=lambda *a: None, bad_call=lambda *a: None,
                            reasoning=lambda *a, **k: None, answered=lambda *a: None, servers_answered=set())
    settings = SimpleNamespace(retries=retries, server_down_wait_s=server_down_wait_s, on_model_error="stop",
                               max_answer_chars=10_000, context_window_tokens=None, stop_after_failures_in_row=6,
                               model="openai:m@http://127.0.0.1:9/v1", api_key_env="OPENAI_API_KEY")
    guard = RoleModelClient(inner, "munshi", {"check_books"}, hooks, settings, url=url, backoff_s=backoff_s)
    guard.answered = answered
    return guard, retried


def test_the_default_waits_out_a_server_for_several_minutes(monkeypatch):
    monkeypatch.delenv("KIRANA_SERVER_DOWN_WAIT_S")  # the suite's conftest sets 0
    assert server_down_wait_default() == 300.0
    monkeypatch.setenv("KIRANA_SERVER_DOWN_WAIT_S", "45")
    assert server_down_wait_default() == 45.0
    assert MAX_DOWN_WAIT_S == 30.0


@pytest.mark.parametrize("down", [ConnectionError("http://127.0.0.1:9/v1: ConnectError: All connection attempts "
                                                  "failed"),
                                  ServerStatusError(502, "Bad Gateway"), ServerStatusError(503, "loading model")])
def test_a_server_down_past_the_retries_is_waited_out(down):
    inner = _Inner([down] * 9)  # retries=4: the 5th to 9th failures are waited out by server_down_wait_s
    guard, retried = _guard(inner)
    answer = asyncio.run(guard.create(MESSAGES))
    assert answer.content == "Books checked."
    assert inner.sent == 10 and guard.retried == 9 and guard.model_errors == 0
    assert [r[1] for r in retried] == list(range(1, 10)) and {r[3] for r in retried} == {"backoff"}
    assert [r[2] for r in retried[:5]] == [0.001, 0.002, 0.004, 0.008, 0.016]  # the backoff doubles on


def test_the_wait_stops_at_server_down_wait_s_and_says_so():
    inner = _Inner([ConnectionError("refused")] * 50)
    guard, retried = _guard(inner, retries=0, server_down_wait_s=0.5, backoff_s=0.125)
    with pytest.raises(ModelStopped) as stop:
        asyncio.run(guard.create(MESSAGES))
    assert [r[2] for r in retried] == [0.125, 0.25, 0.125]  # the last wait is what the setting leaves
    assert stop.value.attempts == 4 and inner.sent == 4
    assert "stayed down through 0.5 s of backoff (roles.munshi.retries and server_down_wait_s)" in str(stop.value)


def test_each_down_wait_is_at_most_thirty_seconds():
    guard, _ = _guard(_Inner(), retries=0, server_down_wait_s=600.0, backoff_s=0.5)
    failure = SimpleNamespace(kind="HTTP 503", status=503)
    assert [guard._backoff(failure, n, 0.0) for n in (1, 5, 7, 8, 40)] == [0.5, 8.0, 30.0, 30.0, 30.0]
    assert guard._backoff(failure, 9, 590.0) == 10.0 and guard._backoff(failure, 9, 600.0) is None


@pytest.mark.parametrize("refusal", [ServerStatusError(404, "The model `no-such` does not exist"),
                                     ServerStatusError(401, "invalid api key"), ServerStatusError(400, "bad")])
def test_a_refusal_fails_at_once_whatever_the_wait(refusal):
    inner = _Inner([refusal] * 3)
    guard, retried = _guard(inner)
    with pytest.raises(ModelStopped) as stop:
        asyncio.run(guard.create(MESSAGES))
    assert stop.value.attempts == 1 and inner.sent == 1 and retried == []


@pytest.mark.parametrize("other", [ServerStatusError(500, "boom"), TimeoutError("no answer within 1 s")])
def test_other_transient_failures_spend_the_retries_alone(other):
    inner = _Inner([other] * 10)
    guard, retried = _guard(inner, retries=2)
    with pytest.raises(ModelStopped) as stop:
        asyncio.run(guard.create(MESSAGES))
    assert stop.value.attempts == 3 and inner.sent == 3 and len(retried) == 2
    assert "server_down_wait_s" not in str(stop.value)


def test_a_loopback_server_that_starts_late_is_waited_for():
    """A server that answered earlier in the run, restarting: the real client against a port nobody listens on
    (connection refused) for half a second, then a server there answering HTTP 503 twice and then the answer: the
    request rides the restart out with retries=1."""
    port = closed_port()
    answers = [(503, {"error": {"message": "model loading"}})] * 2 + [(200, text_answer(1, "Books checked.", "m"))]
    servers = []

    def start_late():
        time.sleep(0.5)
        servers.append(LoopbackJson(lambda *request: answers.pop(0) if len(answers) > 1 else answers[0], port=port))

    threading.Thread(target=start_late, daemon=True).start()

    async def ask():
        inner = HttpChatCompletionClient("m", f"http://127.0.0.1:{port}/v1", timeout_s=5.0)
        guard, retried = _guard(inner, retries=1, server_down_wait_s=20.0, backoff_s=0.05)
        try:
            return await guard.create(MESSAGES), retried
        finally:
            await inner.close()

    try:
        answer, retried = asyncio.run(ask())
    finally:
        if servers:
            servers[0].close()
    assert answer.content == "Books checked."
    kinds = [r[0] for r in retried]
    assert kinds[0] == "connection failed" and kinds[-2:] == ["HTTP 503", "HTTP 503"] and len(kinds) >= 4


def test_a_null_setting_reads_the_default_when_a_request_fails(monkeypatch):
    monkeypatch.setenv("KIRANA_SERVER_DOWN_WAIT_S", "0.5")
    inner = _Inner([ServerStatusError(502, "Bad Gateway")] * 50)
    guard, retried = _guard(inner, retries=0, server_down_wait_s=None, backoff_s=0.125)
    with pytest.raises(ModelStopped):
        asyncio.run(guard.create(MESSAGES))
    assert [r[2] for r in retried] == [0.125, 0.25, 0.125]


@pytest.mark.parametrize("down", [ConnectionError("http://127.0.0.1:9/v1: ConnectError: All connection attempts "
                                                  "failed"), ServerStatusError(503, "loading model")])
def test_a_server_that_never_answered_is_not_waited_for(down):
    """The walk of session 53: with --no-server-check a wrong URL waited server_down_wait_s (5 minutes) before the
    run stopped; a server that has not answered in the run is told after the ordinary retries."""
    inner = _Inner([down] * 50)
    guard, retried = _guard(inner, retries=1, server_down_wait_s=300.0, answered=False, url="http://127.0.0.1:9/v1")
    with pytest.raises(ModelStopped) as stop:
        asyncio.run(guard.create(MESSAGES))
    assert inner.sent == 2 and len(retried) == 1
    assert str(stop.value).startswith("the munshi's model at http://127.0.0.1:9/v1 failed after 2 attempts: ")
    assert str(stop.value).endswith(
        " — not waited for: it has not answered in this run (roles.munshi.server_down_wait_s waits only for a server "
        "that answered before); check the URL in roles.munshi.model, or start without --no-server-check so the server "
        "check tells it at once")


def test_a_server_another_role_saw_answer_is_waited_for():
    inner = _Inner([ConnectionError("refused")] * 6)
    guard, retried = _guard(inner, retries=1, answered=False, url="http://127.0.0.1:9/v1")
    guard.hooks.servers_answered.add("http://127.0.0.1:9/v1")  # the manager's requests to it were answered
    assert asyncio.run(guard.create(MESSAGES)).content == "Books checked." and inner.sent == 7
    assert guard.answered and not _guard(_Inner(), answered=False)[0].answered_before()


@pytest.mark.parametrize("down", [ConnectionError("refused"), ServerStatusError(503, "loading model"),
                                  ServerStatusError(502, "Bad Gateway")])
def test_every_stop_by_a_server_down_names_server_down_wait_s(down):
    """The walk of session 53: a stop by HTTP 503 did not name server_down_wait_s where connection refused did;
    with the wait spent, and with none to spend (0, as the suite sets), both kinds name it alike."""
    waited, _ = _guard(_Inner([down] * 50), retries=0, server_down_wait_s=0.25, backoff_s=0.125)
    with pytest.raises(ModelStopped) as stop:
        asyncio.run(waited.create(MESSAGES))
    assert "stayed down through 0.25 s of backoff (roles.munshi.retries and server_down_wait_s)" in str(stop.value)
    none_left, _ = _guard(_Inner([down] * 50), retries=1, server_down_wait_s=0.0)
    with pytest.raises(ModelStopped) as stop:
        asyncio.run(none_left.create(MESSAGES))
    assert str(stop.value).endswith(" — the server was down or restarting and roles.munshi.server_down_wait_s (0 s) "
                                    "left no wait past roles.munshi.retries: raise it to ride out a restart; resume "
                                    "when it is back")
