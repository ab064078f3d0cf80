"""A run stopped by a dead model server still writes scores.json for the days it closed, saying that it stopped and
why (``scoring.stopped``: ``run_stopped``, from the record's ``model_error``); resumed to its end, it writes them
again whole. A new user's trial: a run stopped on day 1 left no scores.json until resumed. The servers are local
(127.0.0.1): port 9 refuses every connection."""
from __future__ import annotations

import json

import pytest
import yaml

from agents.stopped import RunStopped
from events.record import read_record
from fake_manager import quiet_month, served_manager
from kirana.runs import finished, resume_folder, run_to_folder, stopped_note, with_role_models
from openai_stub import StubServer
from scoring import score_record
from test_scoring_families import Record

DEAD = "http://127.0.0.1:9/v1"


def _dead_manager(days: int = 2):
    return with_role_models(quiet_month(days, retries=0), [f"manager=openai:fake@{DEAD}"])


def _point_manager_at(folder, model: str) -> None:
    data = yaml.safe_load((folder / "scenario.resolved.yaml").read_text(encoding="utf-8"))
    data["roles"]["manager"]["model"] = model
    (folder / "scenario.resolved.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")


def _dead_after_day_one(folder):
    """A ``StubServer`` behaviour: the manager's server dies (HTTP 500) once ``folder``'s record holds day 1's close."""
    def behave(role, body, n):
        record = folder / "record.jsonl"
        if role == "manager" and record.exists() and '"kind":"day_close"' in record.read_text(encoding="utf-8"):
            return 500, {"error": {"message": "CUDA out of memory"}}
        return None
    return behave


def test_a_run_stopped_on_day_one_writes_its_scores_and_why_then_resume_writes_them_whole(tmp_path):
    folder = tmp_path / "run"
    with pytest.raises(RunStopped) as stop:
        run_to_folder(_dead_manager(), folder)
    assert (folder / "scores.json").exists()
    scores = json.loads((folder / "scores.json").read_text(encoding="utf-8"))
    assert scores["days_closed"] == 0 and scores["profit_inr"] is None and scores["net_worth_close_inr"] is None
    assert scores["net_worth_open_inr"] > 0 and scores["profit_by_day_inr"] == []
    stopped = scores["run_stopped"]
    assert (stopped["day"], stopped["days_closed"]) == (1, 0)
    assert stopped["model_error"] == {"role": "manager", "url": DEAD, "status": "", "error": "connection failed",
                                      "message": stopped["model_error"]["message"], "attempts": 1, "rate_limit_waits": 0,
                                      "failures_in_row": 0, "turn": "office"}
    assert stopped["reason"].startswith(f"the manager's model at {DEAD} failed after 1 attempt (connection failed: ")
    assert stopped["reason"].endswith("on day 1, in its office turn")
    assert stopped["resume"] == f"kirana run --resume {folder}"
    assert not finished(folder)
    assert stopped_note(folder) == f"; its scores (no day closed yet) and why it stopped are in {folder / 'scores.json'}"
    assert "kirana run --resume" in str(stop.value)
    _point_manager_at(folder, "scripted:reference")
    _, whole = resume_folder(folder)
    assert whole["run_stopped"] is None and whole["days_closed"] == 2 and whole["profit_inr"] is not None
    assert json.loads((folder / "scores.json").read_text(encoding="utf-8"))["run_stopped"] is None
    assert finished(folder)


def test_a_run_stopped_on_day_two_is_scored_on_day_one_alone(tmp_path):
    folder = tmp_path / "run"

    with StubServer(behave=_dead_after_day_one(folder)) as server:
        with pytest.raises(RunStopped):
            run_to_folder(served_manager(server.url, days=2, retries=0), folder)
    events = read_record(folder / "record.jsonl")
    close = max(i for i, e in enumerate(events) if e["kind"] == "day_close")
    assert events[close]["day"] == 1 and events[-1]["kind"] == "model_error" and events[-1]["day"] == 2
    scores = json.loads((folder / "scores.json").read_text(encoding="utf-8"))
    assert scores["days_closed"] == 1 and scores["run_stopped"]["day"] == 2
    assert scores["run_stopped"]["days_closed"] == 1 and scores["run_stopped"]["model_error"]["role"] == "manager"
    assert "failed after 1 attempt (HTTP 500: CUDA out of memory) on day 2" in scores["run_stopped"]["reason"]
    assert scores["profit_inr"] == (events[close]["net_worth_paise"] - next(
        e for e in events if e["kind"] == "net_worth_open")["net_worth_paise"]) / 100
    run_end = {"seq": close + 1, "day": 1, "minute": events[close]["minute"], "kind": "run_end"}
    day_one = score_record(events[:close + 1] + [run_end])       # day 1's events as a finished one-day month
    for key in ("counter_customers_served", "counter_customers_attended_pct", "credit_decisions",
                "shelf_demand_captured_pct", "invalid_actions_per_day"):
        assert scores[key] == day_one[key], key
    assert stopped_note(folder).startswith("; its scores (of the 1 closed day) and why it stopped are in ")


def _run(r: Record, days: int = 2) -> None:
    r.add("run_start", 1, minute=0, scenario="t", seed=0, days=days, skus=["rice"],
          roles={"manager": "openai:m@http://127.0.0.1:9/v1"})
    r.add("net_worth_open", 1, minute=0, net_worth_paise=100_000)
    r.add("day_start", 1)


def test_a_record_without_run_end_is_scored_on_its_closed_days_and_says_why():
    r = Record()
    _run(r)
    r.add("counter_request", 1, visit_id="V1", customer_id=None, language="en")
    r.add("counter_bill", 1, visit_id="V1", total_paise=100, posted_total_paise=100, mrp_total_paise=110)
    r.close(1, net_worth_paise=100_500)
    r.add("day_start", 2)
    r.add("counter_request", 2, visit_id="V2", customer_id=None, language="en")   # day 2 never closed: left out
    r.add("model_error", 2, role="manager", status=500, error="http_500", message="CUDA out of memory", attempts=3,
          policy="stop", url="http://127.0.0.1:9/v1", turn="office")
    s = score_record(r.events)
    assert s["days_closed"] == 1 and s["profit_inr"] == 5.0 and s["counter_customers_served"] == 1
    assert s["model_errors"]["manager"] == 1    # day 2's, though the day is open: the failure that stopped the run
    assert s["counter_customers_served"] == 1   # (every other score: closed days only)
    assert s["run_stopped"] == {
        "day": 2, "days_closed": 1, "model_error": {"role": "manager", "url": "http://127.0.0.1:9/v1", "status": 500,
                                                    "error": "http_500", "message": "CUDA out of memory",
                                                    "attempts": 3, "rate_limit_waits": 0, "failures_in_row": 0,
                                                    "turn": "office"},
        "reason": "the manager's model at http://127.0.0.1:9/v1 failed after 3 attempts (HTTP 500: CUDA out of "
                  "memory) on day 2, in its office turn"}
    r.add("tool_call", 2, role="manager", tool="read_messages", args={})   # resumed: that error no longer ends it
    assert score_record(r.events)["run_stopped"]["model_error"] is None
    assert score_record(r.events)["run_stopped"]["reason"].startswith("the record ends on day 2 without run_end and "
                                                                      "no model error stopped it")
    r.close(2, net_worth_paise=100_700)
    r.add("run_end", 2)
    s = score_record(r.events)
    assert s["run_stopped"] is None and s["days_closed"] == 2 and s["profit_inr"] == 7.0
    assert s["model_errors"]["manager"] == 1


def test_a_killed_runs_reason_says_it_was_killed_and_a_failed_ones_quotes_its_error_log(tmp_path):
    """No model error stopped the run: without an error.log it was killed (a new user's trial, session 43: a kill
    -9'd run's reason sent the reader to "the run folder's error.log", which a kill never writes); with one written
    at the stop, its last line is quoted; one left by an earlier stop is said to be that."""
    import os
    from kirana.runs import write_scores
    r = Record()
    _run(r)
    r.close(1, net_worth_paise=100_500)
    r.add("day_start", 2)
    record = tmp_path / "record.jsonl"
    record.write_text("".join(json.dumps(e) + "\n" for e in r.events), encoding="utf-8")
    head = "the record ends on day 2 without run_end and no model error stopped it: "
    assert write_scores(tmp_path)["run_stopped"]["reason"] == head + (
        "the run was killed (no error.log was written: kill -9, a closed terminal, Ctrl-C or SIGTERM, or the "
        "machine stopped)")
    log = tmp_path / "error.log"
    log.write_text("Traceback (most recent call last):\n  File ...\nOSError: [Errno 28] No space left on device\n\n",
                   encoding="utf-8")
    assert write_scores(tmp_path)["run_stopped"]["reason"] == head + (
        "it failed, and the run folder's error.log ends: OSError: [Errno 28] No space left on device")
    os.utime(log, (record.stat().st_mtime - 3600,) * 2)   # a log of an earlier stop, resumed since
    assert "the run was killed (its error.log is of an earlier stop: kill -9" in \
        write_scores(tmp_path)["run_stopped"]["reason"]
    assert "error.log" not in score_record(r.events)["run_stopped"]["reason"]  # the record alone cannot tell


def test_a_study_counts_a_stopped_runs_scores_as_not_finished(tmp_path):
    for name, stop in (("done", None), ("stopped", {"day": 1, "days_closed": 0})):
        (tmp_path / name).mkdir()
        (tmp_path / name / "scores.json").write_text(json.dumps({"days_closed": 2, "run_stopped": stop}))
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "scores.json").write_text(json.dumps({"days_closed": 2}))  # written before run_stopped
    (tmp_path / "torn").mkdir()
    (tmp_path / "torn" / "scores.json").write_text('{"days_cl')
    assert [finished(tmp_path / n) for n in ("done", "stopped", "old", "torn", "none")] == [True, False, True, False,
                                                                                             False]


def test_a_run_resumed_with_a_scripted_role_handed_to_a_model_does_not_crash(tmp_path):
    """A scripted cashier's saved memory is left behind when the resumed scenario hands the cashier to a model (it
    had raised ``AttributeError: 'HttpChatCompletionClient' object has no attribute 'policy'``); the run goes on and,
    the model's server being dead, stops as any run does."""
    folder = tmp_path / "run"

    with StubServer(behave=_dead_after_day_one(folder)) as server:
        with pytest.raises(RunStopped):
            run_to_folder(served_manager(server.url, days=2, retries=0), folder)
    data = yaml.safe_load((folder / "scenario.resolved.yaml").read_text(encoding="utf-8"))
    data["roles"]["manager"]["model"] = "scripted:reference"
    data["roles"]["cashier"]["model"] = f"openai:fake@{DEAD}"
    data["roles"]["cashier"]["retries"] = 0  # the schema's 4 waited 0.5 + 1 + 2 + 4 s of backoff on the dead server
    (folder / "scenario.resolved.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(RunStopped) as stop:
        resume_folder(folder)
    assert "cashier" in str(stop.value)
    scores = json.loads((folder / "scores.json").read_text(encoding="utf-8"))
    assert scores["run_stopped"]["model_error"]["role"] == "cashier"


def test_turns_lost_on_the_day_a_run_stopped_in_count_beside_its_model_errors():
    """A new user's trial: a run stopped on day 1 by a server that stalled said ``model_errors`` 6 and
    ``turns_forfeited`` 0 beside five ``turn_forfeited`` events (each a turn skipped for a model error). The stopped
    day's forfeits, loops and ignored calls count as its model errors do; every other score stays closed-days-only."""
    r = Record()
    _run(r)
    r.close(1, net_worth_paise=100_500)
    r.add("day_start", 2)
    for minute in (480, 540):
        r.add("model_error", 2, role="manager", status="", error="timeout", message="no answer within 2 s",
              attempts=1, policy="skip", url="http://127.0.0.1:9/v1", turn="office")
        r.add("turn_forfeited", 2, role="manager", turn="office", reason="model error: timeout", calls=0)
    r.add("turn_looped", 2, role="cashier", turn="counter", tool="read_messages", repeats=5)
    r.add("turn_forfeited", 2, role="cashier", turn="counter", reason="loop", calls=5)
    r.add("calls_ignored", 2, role="cashier", turn="counter", count=3)
    r.add("model_error", 2, role="manager", status=500, error="http_500", message="CUDA out of memory", attempts=3,
          policy="stop", url="http://127.0.0.1:9/v1", turn="office")
    s = score_record(r.events)
    assert s["days_closed"] == 1 and s["run_stopped"]["day"] == 2
    assert s["model_errors"] == {"manager": 3, "cashier": 0, "helper": 0, "munshi": 0}
    assert s["turns_forfeited"] == {"manager": 2, "cashier": 1, "helper": 0, "munshi": 0}
    assert s["turns_looped"]["cashier"] == 1 and s["calls_ignored"]["cashier"] == 3
