"""A model server's outage a role rode out (``roles.ROLE.server_down_wait_s``) is told at the end of ``kirana run``
(the fifty-third session's walk: a restart waited out was never mentioned): ``scoring.outages`` reads each request
that met its server down and was answered from the record's ``model_retried`` events; figures worked out by hand."""
from __future__ import annotations

from event_builder import complete
from events import read_events
from report.labels import unanswered
from scoring.outages import outage_scores


def _typed(raw: list[dict], tmp_path) -> list:
    import json
    path = tmp_path / "record.jsonl"
    path.write_text("".join(json.dumps(complete(e, seq=k)) + "\n" for k, e in enumerate(raw)), encoding="utf-8")
    return read_events(path)


def _retried(role, attempt, wait_s, *, day=1, minute=600, error="connection failed", status=""):
    return {"kind": "model_retried", "role": role, "turn": "books", "status": status, "error": error, "message": "x",
            "attempt": attempt, "wait_s": wait_s, "why": "backoff", "day": day, "minute": minute}


def test_outages_ridden_out_are_counted_and_told(tmp_path):
    raw = [
        {"kind": "turn_start", "role": "munshi", "turn": "books", "day": 2, "minute": 1275},
        # day 2: refused three times, then answered (its tool call): one outage, 3.5 s
        _retried("munshi", 1, 0.5, day=2, minute=1275), _retried("munshi", 2, 1.0, day=2, minute=1275),
        _retried("munshi", 3, 2.0, day=2, minute=1275),
        {"kind": "tool_call", "role": "munshi", "tool": "check_books", "args": {}, "day": 2, "minute": 1275},
        # day 3: a 503 twice, answered (the next request's first failure closes it): 30.5 s
        _retried("munshi", 1, 0.5, day=3, minute=1280, error="HTTP 503", status=503),
        _retried("munshi", 2, 30.0, day=3, minute=1280, error="HTTP 503", status=503),
        # a timeout retried, then answered: not an outage
        _retried("munshi", 1, 0.5, day=3, minute=1290, error="timeout"),
        {"kind": "tool_call", "role": "munshi", "tool": "check_books", "args": {}, "day": 3, "minute": 1290},
        # the manager's server down and never back: given up (model_error), not ridden out
        _retried("manager", 1, 0.5, day=3, minute=700),
        {"kind": "model_error", "role": "manager", "status": "", "error": "connection failed", "message": "x",
         "attempts": 2, "policy": "skip_turn", "url": "http://127.0.0.1:9/v1", "turn": "office", "day": 3,
         "minute": 700},
    ]
    s = outage_scores(_typed(raw, tmp_path))
    assert s["server_outages_ridden_out"] == {
        "manager": [], "cashier": [], "helper": [],
        "munshi": [{"day": 2, "minute": 1275, "retried": 3, "waited_s": 3.5},
                   {"day": 3, "minute": 1280, "retried": 2, "waited_s": 30.5}]}
    assert unanswered(s) == [
        "warning: munshi: its model server was down or restarting 2 time(s) and answered again "
        "(roles.munshi.server_down_wait_s), the longest 30.5 s of waiting and 2 retries, on day 3; scores.json "
        "server_outages_ridden_out, model_retried in the record"]


def test_a_request_still_failing_where_the_record_ends_is_not_ridden_out(tmp_path):
    s = outage_scores(_typed([_retried("helper", 1, 0.5), _retried("helper", 2, 1.0)], tmp_path))
    assert s["server_outages_ridden_out"]["helper"] == [] and unanswered(s) == []
