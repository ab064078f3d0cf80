"""A served month killed inside a day and resumed: the requests of the thrown-away partial day stay in usage.json
(``discarded_on_resume``) and the report, and the record says the run resumed (a new user's trial, session 35: two
interruptions in 14 days hid 238 of 2,956 requests, and nothing in the record said the run had been interrupted).

Against the local fake server (127.0.0.1 only), which reports 100 prompt and 10 completion tokens per answer."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from agents.call_log import CALL_LOG, DISCARDED_LOG
from agents.episode import run_episode
from events import read_events
from events.record import read_record
from fake_manager import served_manager
from openai_stub import StubServer
from report import write_report

PRICE = {"prompt": 1.0, "completion": 4.0}  # US dollars per million tokens


def _lines(path) -> int:
    return path.read_bytes().count(b"\n") if path.exists() else 0


def _killed_in_day_two(folder):
    """A three-day month whose day 2 was played but whose kill came before day 2's checkpoint was written (as a kill
    at the day's last request leaves it): day 1's and day 2's requests made, day-002.json gone. Returns
    (day 1's requests, day 2's). (Two days, played to the end, had stood for it until a record with run_end was
    no longer resumed, session 41: that month is finished.)"""
    with StubServer() as server:
        run_episode(served_manager(server.url, days=3, price_usd_per_million_tokens=PRICE), folder,
                    stop_after_day=1)
        day1 = server.requests
        run_episode(served_manager(server.url, days=3, price_usd_per_million_tokens=PRICE), folder, resume=True,
                    stop_after_day=2)
        day2 = server.requests - day1
    (folder / "checkpoints" / "day-002.json").unlink()
    return day1, day2


@pytest.fixture(scope="module")
def killed(tmp_path_factory):
    """``(folder, day 1's requests, day 2's)``: ``_killed_in_day_two`` played once for the module's tests, each of
    which works on a copy (``_copy``); it had been played again by three tests."""
    folder = tmp_path_factory.mktemp("killed") / "run"
    day1, day2 = _killed_in_day_two(folder)
    assert day1 > 0 and day2 > 0 and _lines(folder / CALL_LOG) == day1 + day2
    return folder, day1, day2


@pytest.fixture(scope="module")
def resumed(killed, tmp_path_factory):
    """``(folder, day1, day2, again)``: a copy of ``killed`` resumed to the month's end against a fresh fake server
    (``again``: the requests it answered), played once for the two tests that read it (each reads a copy)."""
    folder, day1, day2 = killed
    folder = _copy(folder, tmp_path_factory.mktemp("resumed"))
    with StubServer() as server:
        run_episode(served_manager(server.url, days=3, price_usd_per_million_tokens=PRICE), folder, resume=True)
        again = server.requests
    return folder, day1, day2, again


def _copy(folder: Path, into: Path) -> Path:
    """A copy of the run folder ``folder`` as ``into/run``."""
    shutil.copytree(folder, into / "run")
    return into / "run"


def test_the_thrown_away_days_requests_are_counted_once_as_discarded_on_resume(resumed, tmp_path):
    folder, day1, day2, again = resumed
    tmp_path = _copy(folder, tmp_path)
    assert again > 0                            # day 2 asked again (a fresh fake: not quite as it did), and day 3
    manager = json.loads((tmp_path / "usage.json").read_text())["manager"]
    billed = day1 + day2 + again                # every request a server answered
    assert manager["calls"] == billed
    assert (manager["prompt_tokens"], manager["completion_tokens"]) == (100 * billed, 10 * billed)
    assert manager["cost_usd"] == round((100 * billed * 1.0 + 10 * billed * 4.0) / 1e6, 6)
    gone = manager["discarded_on_resume"]
    assert {k: gone[k] for k in ("calls", "failed_requests", "prompt_tokens", "completion_tokens",
                                 "calls_without_usage")} == {
        "calls": day2, "failed_requests": 0, "prompt_tokens": 100 * day2, "completion_tokens": 10 * day2,
        "calls_without_usage": 0}
    assert gone["cost_usd"] == round((100 * day2 + 40 * day2) / 1e6, 6)
    assert _lines(tmp_path / CALL_LOG) == day1 + again and _lines(tmp_path / DISCARDED_LOG) == day2

    events = read_record(tmp_path / "record.jsonl")
    resumed = [e for e in events if e["kind"] == "run_resumed"]
    assert len(resumed) == 1
    assert {k: resumed[0][k] for k in ("checkpoint", "from_day", "turn", "discarded_calls",
                                       "discarded_failed_requests")} == {
        "checkpoint": "day-001.json", "from_day": 2, "turn": None, "discarded_calls": day2,
        "discarded_failed_requests": 0}
    assert resumed[0]["discarded_calls_in_run"] == day2
    assert resumed[0]["discarded"] == {"manager": {"calls": day2, "failed_requests": 0, "prompt_tokens": 100 * day2,
                                                   "completion_tokens": 10 * day2, "estimated_prompt_tokens": 0}}
    assert [e["seq"] for e in events] == list(range(len(events)))
    read_events(events)                          # the kind is in the record's contract

    write_report(tmp_path)
    report = (tmp_path / "report.md").read_text(encoding="utf-8")
    assert "discarded on resume" in report and f"{day2:,}" in report


def test_a_second_resume_from_the_same_checkpoint_counts_each_thrown_away_request_once(killed, tmp_path):
    folder, day1, day2 = killed
    tmp_path = _copy(folder, tmp_path)
    with StubServer() as server:  # resumed, day 2 played again, killed again before its checkpoint
        run_episode(served_manager(server.url, days=3, price_usd_per_million_tokens=PRICE), tmp_path, resume=True,
                    stop_after_day=2)
        second = server.requests
    (tmp_path / "checkpoints" / "day-002.json").unlink()
    with StubServer() as server:
        run_episode(served_manager(server.url, days=3, price_usd_per_million_tokens=PRICE), tmp_path, resume=True)
        third = server.requests
    manager = json.loads((tmp_path / "usage.json").read_text())["manager"]
    assert manager["calls"] == day1 + day2 + second + third
    assert manager["discarded_on_resume"]["calls"] == day2 + second
    events = read_record(tmp_path / "record.jsonl")
    resumed = [e for e in events if e["kind"] == "run_resumed"]
    assert [e["discarded_calls"] for e in resumed] == [second]  # the record kept: day 1, then this resume
    assert resumed[0]["discarded_calls_in_run"] == day2 + second  # the first resume's event was after day 1: cut,
    # and carried by this one (session 51, a new user's trial: "run_resumed" said 3 calls thrown away where 11 were,
    # and the report "resumed once" for a run stopped twice)
    # three resumes from day-001.json: the fixture's after its clean stop (nothing thrown away), the one that threw
    # its day 2 away, and this one
    earlier = resumed[0]["earlier_resumes"]
    assert [(e["checkpoint"], e["from_day"], e["discarded_calls"], e["discarded_calls_in_run"]) for e in earlier] == [
        ("day-001.json", 2, 0, 0), ("day-001.json", 2, day2, day2)]
    read_events(events)                          # the field is in the record's contract
    from scoring import score_record
    said = score_record(events)["run_resumed"]
    assert [(r["checkpoint"], r["from_day"], r["discarded_calls"]) for r in said] == [
        ("day-001.json", 2, 0), ("day-001.json", 2, day2), ("day-001.json", 2, second)]
    assert sum(r["discarded_calls"] for r in said) == manager["discarded_on_resume"]["calls"]
    write_report(tmp_path)
    assert "stopped and resumed 3 times" in (tmp_path / "report.md").read_text(encoding="utf-8")


def test_a_scripted_month_resumed_records_nothing_new_and_logs_no_calls(tmp_path):
    from scenarios import load_scenario
    run_episode(load_scenario(days=2), tmp_path, stop_after_day=1)
    run_episode(load_scenario(days=2), tmp_path, resume=True)
    assert not any(e["kind"] == "run_resumed" for e in read_record(tmp_path / "record.jsonl"))
    assert not (tmp_path / CALL_LOG).exists()
    assert "discarded_on_resume" not in json.loads((tmp_path / "usage.json").read_text())["manager"]


def test_a_served_run_killed_with_sigkill_inside_day_two_counts_every_request_the_server_answered(tmp_path):
    """The trial's case itself: ``kirana run`` killed (-9) inside a day, then ``--resume``: usage.json's calls are
    the server's answered requests, and those of the killed partial day are ``discarded_on_resume``."""
    import os
    import signal
    import subprocess
    import sys
    out = tmp_path / "run"
    log = out / CALL_LOG

    def day_two_begun(body) -> bool:   # the 4th request of day 2 waits for ever: the kill lands inside day 2
        lines = log.read_text().splitlines() if log.exists() else []
        return sum('"day": 2' in line for line in lines) >= 3

    with StubServer() as server:
        server.hold_if = day_two_begun
        proc = subprocess.Popen([sys.executable, "-m", "kirana", "run", "--days", "2", "--out", str(out),
                                 "--role", f"manager=openai:fake@{server.url}"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # a held request, not a race with the clock: a loaded machine once let day 2 end before a poll saw it
        held = server.held.wait(timeout=240)
        assert held and proc.poll() is None, "the run ended before it could be killed"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        server.hold_if = None
        answered_before = server.requests
        day2 = sum('"day": 2' in line for line in log.read_text().splitlines())
        resumed = subprocess.run([sys.executable, "-m", "kirana", "run", "--resume", str(out)],
                                 capture_output=True, text=True, timeout=300)
        assert resumed.returncode == 0, resumed.stdout + resumed.stderr
        answered = server.requests
    manager = json.loads((out / "usage.json").read_text())["manager"]
    replayed = answered - answered_before
    day1 = _lines(out / CALL_LOG) - replayed
    assert manager["calls"] == day1 + day2 + replayed and manager["prompt_tokens"] == 100 * manager["calls"]
    assert manager["discarded_on_resume"]["calls"] == day2 >= 3 and _lines(out / DISCARDED_LOG) == day2
    assert answered == manager["calls"]   # the held request was never answered, so never billed
    event = next(e for e in read_record(out / "record.jsonl") if e["kind"] == "run_resumed")
    assert (event["checkpoint"], event["from_day"], event["discarded_calls"]) == ("day-001.json", 2, day2)
    scores = json.loads((out / "scores.json").read_text())
    assert scores["tokens_by_role"]["manager"]["discarded_on_resume"]["calls"] == day2


def test_the_scores_and_the_report_count_the_kept_record_and_name_the_resume(resumed, tmp_path):
    """usage.json keeps what the server billed; scores.json (what a study compares) and the report's role table
    count the record kept — the requests an uninterrupted month makes — with the discards apart, and the report's
    header says the run was resumed (a new user's trial, session 43: a study read the discards as a language's
    effect, and no report said a run had been resumed)."""
    folder, day1, day2, again = resumed
    tmp_path = _copy(folder, tmp_path)
    usage = json.loads((tmp_path / "usage.json").read_text())["manager"]
    kept = day1 + again
    assert (usage["calls"], usage["kept_record"]["calls"]) == (kept + day2, kept)
    assert usage["kept_record"]["cost_usd"] == round((100 * kept * 1.0 + 10 * kept * 4.0) / 1e6, 6)
    from kirana.runs import write_scores
    scores = write_scores(tmp_path)
    manager = scores["tokens_by_role"]["manager"]
    assert (manager["calls"], manager["prompt_tokens"], manager["discarded_on_resume"]["calls"]) == (
        kept, 100 * kept, day2)
    assert scores["model_cost_usd"] == usage["kept_record"]["cost_usd"]
    assert scores["usage"]["manager"]["calls"] == kept and "kept_record" not in scores["usage"]["manager"]
    # resumed twice from day-001.json: after the fixture's stop at day 1's end (nothing thrown away; its event cut
    # by the next resume, which carries it: earlier_resumes), then after the kill inside day 2
    assert scores["run_resumed"] == [
        {"from_day": 2, "checkpoint": "day-001.json", "turn": None, "discarded_calls": 0,
         "discarded_failed_requests": 0},
        {"from_day": 2, "checkpoint": "day-001.json", "turn": None, "discarded_calls": day2,
         "discarded_failed_requests": 0}]
    write_report(tmp_path)
    report = (tmp_path / "report.md").read_text(encoding="utf-8")
    assert ("stopped and resumed 2 times (from day 2, checkpoint day-001.json: nothing thrown away; from day 2, "
            f"checkpoint day-001.json: {day2:,} answered and 0 failed model requests thrown away and asked "
            "again)") in report
    role_row = next(line for line in report.splitlines() if line.startswith("| manager | openai:"))
    assert role_row.split(" | ")[2] == f"{kept:,}"  # the role table's calls: the kept record's


def test_a_month_begun_again_twice_says_both_restarts(tmp_path):
    """Stopped twice before its first checkpoint: each resume begins the month again (``checkpoint: null``) and the
    second cuts the whole record, the first's event with it; the second carries it (``earlier_resumes``), so the
    record, the scores and the report say both, and their thrown-away calls add up to ``usage.json``'s."""
    from scoring import score_record
    lost = []
    with StubServer() as server:
        for attempt in range(3):
            before = server.requests
            run_episode(served_manager(server.url, days=2, price_usd_per_million_tokens=PRICE), tmp_path,
                        resume=attempt > 0, stop_after_day=None if attempt == 2 else 1)
            if attempt < 2:
                (tmp_path / "checkpoints" / "day-001.json").unlink()   # stopped before day 1's checkpoint
                lost.append(server.requests - before)
    events = read_record(tmp_path / "record.jsonl")
    resumed = [e for e in events if e["kind"] == "run_resumed"]
    assert [(e["checkpoint"], e["from_day"], e["discarded_calls"]) for e in resumed] == [(None, 1, lost[1])]
    assert [(e["checkpoint"], e["from_day"], e["discarded_calls"]) for e in resumed[0]["earlier_resumes"]] == [
        (None, 1, lost[0])]
    said = score_record(events)["run_resumed"]
    assert [r["discarded_calls"] for r in said] == lost and all(r["checkpoint"] is None for r in said)
    manager = json.loads((tmp_path / "usage.json").read_text())["manager"]
    assert manager["discarded_on_resume"]["calls"] == sum(lost) == resumed[0]["discarded_calls_in_run"]
    write_report(tmp_path)
    assert "stopped and resumed 2 times" in (tmp_path / "report.md").read_text(encoding="utf-8")
