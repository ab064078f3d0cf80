"""A run stopped by its user (SIGTERM, Ctrl-C) while a model request is in flight: the stop is one line, no
traceback anywhere, the folder says it was a stop, and the request sent is counted (a new user's trial, session 45:
``runs/inflight``, server 1 request, in no count; ``runs/stopq3``, "it failed … ValueError: task_done() called too
many times"; an asyncio "Task exception was never retrieved … KeyboardInterrupt" after the "interrupted:" line).

Against the local fake server (127.0.0.1 only), which holds the manager's second request unanswered."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from agents.call_log import CALL_LOG, DISCARDED_LOG
from agents.user_stop import STOPPED_NOTE
from openai_stub import StubServer


def _stopped_in_flight(out, how: int):
    """``kirana run --days 1`` with the manager served, stopped by signal ``how`` while its second request is held
    by the server; returns (its exit code, its output, the server's answered requests, the server's URL)."""
    seen = []

    def second_request(body) -> bool:
        if body["messages"][0]["content"].startswith("You are the manager"):
            seen.append(1)
        return len(seen) == 2

    def default_sigint():  # a child of a shell job may inherit "ignore Ctrl-C"; a terminal's Ctrl-C is not ignored
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    with StubServer() as server:
        server.hold_if = second_request
        proc = subprocess.Popen([sys.executable, "-m", "kirana", "run", "--days", "1", "--out", str(out),
                                 "--role", f"manager=openai:fake@{server.url}"], preexec_fn=default_sigint,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        held = server.held.wait(timeout=240)
        assert held and proc.poll() is None, "the run ended before it could be stopped"
        os.kill(proc.pid, how)
        said, _ = proc.communicate(timeout=120)
        return proc.returncode, said, server.requests, server.url


@pytest.mark.parametrize("how,name", [(signal.SIGTERM, "SIGTERM"), (signal.SIGINT, "Ctrl-C")])
def test_a_stop_with_a_request_in_flight_is_one_line_and_a_stop(tmp_path, how, name):
    out = tmp_path / "run"
    code, said, answered, _ = _stopped_in_flight(out, how)
    assert code == 130, said
    assert "interrupted: every event recorded so far" in said and "Traceback" not in said, said
    assert "never retrieved" not in said and "KeyboardInterrupt" not in said, said
    log = out / "error.log"
    assert not log.exists() or "Traceback" not in log.read_text(), log.read_text()  # (had: task_done() … too many)
    assert json.loads((out / STOPPED_NOTE).read_text())["how"] == name

    calls = [json.loads(line) for line in (out / CALL_LOG).read_text().splitlines()]
    assert [c["outcome"] for c in calls] == ["answered"] * answered + ["stopped"]
    sent = calls[-1]["stopped_prompt_tokens"]
    assert sent > 500                                    # the held request's prompt, by the offline count
    manager = json.loads((out / "usage.json").read_text())["manager"]
    assert (manager["calls"], manager["stopped_prompt_tokens"]) == (answered, sent)

    from kirana.runs import write_scores
    scores = write_scores(out)
    assert scores["run_stopped"]["reason"].endswith(f"the run was stopped by its user ({name} at "
                                                    f"{json.loads((out / STOPPED_NOTE).read_text())['at']}); "
                                                    "nothing failed")
    assert scores["tokens_by_role"]["manager"]["stopped_prompt_tokens"] == sent


def test_the_request_left_in_flight_is_counted_once_the_run_is_resumed(tmp_path):
    out = tmp_path / "run"
    code, said, before, url = _stopped_in_flight(out, signal.SIGTERM)
    assert code == 130, said
    sent = json.loads((out / CALL_LOG).read_text().splitlines()[-1])["stopped_prompt_tokens"]
    with StubServer() as server:  # another port: the run folder's scenario is pointed at it, as a user would
        resolved = out / "scenario.resolved.yaml"
        resolved.write_text(resolved.read_text().replace(url, server.url))
        resumed = subprocess.run([sys.executable, "-m", "kirana", "run", "--resume", str(out)],
                                 capture_output=True, text=True, timeout=300)
        again = server.requests
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert not (out / STOPPED_NOTE).exists()             # the stop is over
    manager = json.loads((out / "usage.json").read_text())["manager"]
    gone = manager["discarded_on_resume"]
    assert (gone["calls"], gone["stopped_requests"], gone["stopped_prompt_tokens"]) == (before, 1, sent)
    assert manager["calls"] == before + again and manager["stopped_prompt_tokens"] == sent
    assert len((out / DISCARDED_LOG).read_text().splitlines()) == before + 1
    event = next(json.loads(line) for line in (out / "record.jsonl").read_text().splitlines()
                 if '"run_resumed"' in line)
    assert event["discarded"]["manager"]["stopped_prompt_tokens"] == sent
    report = (out / "report.md").read_text(encoding="utf-8")
    assert f"1 in flight at a stop ({sent:,} prompt tokens, offline count)" in report


def test_only_a_request_whose_body_was_sent_whole_is_counted_at_a_stop():
    """A stop while the client was still connecting (the study's worker, stopped between two requests) sent
    nothing the server could bill: not counted. The client knows from httpcore's trace of the request."""
    import asyncio
    from types import SimpleNamespace

    from autogen_core.models import UserMessage

    from agents.call_counts import CallCounts
    from agents.http_client import HttpChatCompletionClient

    counts = CallCounts()
    counts.scripted, counts.stopped_prompt_tokens, counts.call_log = False, 0, None
    counts.inner = SimpleNamespace(request_sent=False)
    asked = [UserMessage(content="Please send 20 kg rice tomorrow.", source="user")]
    counts._count_stopped(asked, [])
    assert counts.stopped_prompt_tokens == 0
    counts.inner.request_sent = True
    counts._count_stopped(asked, [])
    assert counts.stopped_prompt_tokens > 5

    from openai_stub import text_answer
    with StubServer(behave=lambda role, body, n: (200, text_answer(n, "ok", "fake"))) as server:
        client = HttpChatCompletionClient("fake", server.url, timeout_s=30)
        assert client.request_sent is False

        async def ask():
            try:
                return await client.create(asked)
            finally:
                await client.close()
        asyncio.run(ask())
        assert client.request_sent is True and server.requests == 1


def test_a_stopped_run_writes_the_scores_of_its_closed_days_at_once(tmp_path):
    """README: scores.json is "written for the closed days of a stopped run too" — a new user's trial (session 53,
    probe/sigint_run2: exit 130, day 1 closed, only stopped.json) found none after Ctrl-C."""
    out = tmp_path / "run"
    code, said, _, _ = _stopped_in_flight(out, signal.SIGINT)
    assert code == 130, said
    scores = json.loads((out / "scores.json").read_text())
    stop = scores["run_stopped"]
    assert stop["days_closed"] == 0 and stop["resume"] == f"kirana run --resume {out}"
    assert stop["reason"].endswith("the run was stopped by its user (Ctrl-C at "
                                   f"{json.loads((out / STOPPED_NOTE).read_text())['at']}); nothing failed")
    assert f"its scores (no day closed yet) and why it stopped are in {out / 'scores.json'}" in said
