"""Why model requests failed (``scoring.failed_requests``): from a hand-built record, and from a month a local fake
server (127.0.0.1) answers with HTTP 500s, a rate limit, a context-too-long and junk bodies, where the record's
counts must equal ``usage.json``'s and the report must show them (a new user's trial, session 40: junk bodies showed
only as "failed calls 0 (35)")."""
import json

import pytest

from agents.episode import RunStopped, run_episode
from openai_stub import StubServer
from report.document import _efficiency
from scoring import score_record
from scoring.failed_requests import failed_request_scores
from test_faults_matrix import _checked, _scenario, _wired
from test_invalid_reasons import _typed


def _retried(role, error, why="backoff"):
    return {"kind": "model_retried", "role": role, "turn": "office", "status": "", "error": error, "message": "x",
            "attempt": 1, "wait_s": 0.5, "why": why}


def _gave_up(role, error):
    return {"kind": "model_error", "role": role, "status": "", "error": error, "message": "x", "attempts": 3,
            "policy": "skip_turn", "url": "http://127.0.0.1:1/v1", "turn": "office"}


def test_failures_are_grouped_by_role_and_error_most_first():
    raw = [_retried("cashier", "timeout"), _retried("manager", "HTTP 500"), _retried("manager", "unreadable answer"),
           _retried("manager", "unreadable answer"), _gave_up("manager", "unreadable answer"),
           _retried("manager", "HTTP 429", "retry_after"), _retried("manager", "HTTP 500"),
           _gave_up("cashier", "timeout"), _gave_up("munshi", "connection failed")]
    assert failed_request_scores(_typed(raw))["failed_requests_by_reason"] == [
        {"role": "manager", "error": "unreadable answer", "retried": 2, "given_up": 1},
        {"role": "manager", "error": "HTTP 500", "retried": 2, "given_up": 0},
        {"role": "manager", "error": "HTTP 429", "retried": 1, "given_up": 0},
        {"role": "cashier", "error": "timeout", "retried": 1, "given_up": 1},
        {"role": "munshi", "error": "connection failed", "retried": 0, "given_up": 1}]
    assert failed_request_scores([])["failed_requests_by_reason"] == []


def test_a_served_month_counts_what_usage_json_counts_and_the_report_names_each_failure(tmp_path):
    def junk_then_500s(role, body, n):
        if role == "manager" and n in (2, 6):
            return 200, "<html>not json</html>"          # a body no client can read: retried
        if role == "manager" and n == 9:
            return 429, {"error": {"message": "slow down"}}, {"Retry-After": "0.2"}
        return None

    with StubServer(faults={1: "500", 4: "context_400"}, behave=junk_then_500s) as server:
        run_episode(_wired(_scenario(days=1), server.url), tmp_path)
    events = _checked(tmp_path)
    scores = score_record(tmp_path / "record.jsonl")
    rows = scores["failed_requests_by_reason"]
    usage = json.loads((tmp_path / "usage.json").read_text())["manager"]
    mine = [r for r in rows if r["role"] == "manager"]
    assert sum(r["retried"] for r in mine) == usage["retried"] == sum(e["kind"] == "model_retried" for e in events)
    assert sum(r["given_up"] for r in mine) == usage["model_errors"] == 0
    assert [(r["error"], r["retried"]) for r in mine] == [  # the junk bodies first: two of them
        ("unreadable answer", 2), ("HTTP 500", 1), ("HTTP 400", 1), ("HTTP 429", 1)]
    section = _efficiency({**scores, "tokens_by_role": {"manager": {**usage, "model_errors": 0}}})
    [failed] = [t for t in section.tables if t.headers[0] == "role" and "what failed" in t.headers[1]]
    assert [row[1] for row in failed.rows] == [r["error"] for r in mine]
    assert "model_retried and model_error" in section.sources


def test_a_scripted_month_has_no_failed_requests_and_no_table():
    from report.staff_sections import failed_requests_table
    assert failed_requests_table({"failed_requests_by_reason": []}) == []
    assert failed_requests_table({}) == []


def test_requests_given_up_are_counted_with_their_error(tmp_path):
    def always_500(role, body, n):
        return (500, {"error": {"message": "CUDA out of memory"}}) if role == "manager" else None

    with StubServer(behave=always_500) as server:
        with pytest.raises(RunStopped):
            run_episode(_wired(_scenario(days=1, retries=2), server.url), tmp_path)
    rows = score_record(tmp_path / "record.jsonl")["failed_requests_by_reason"]
    assert rows == [{"role": "manager", "error": "HTTP 500", "retried": 2, "given_up": 1}]
