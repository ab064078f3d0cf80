"""A study's failed model requests, by role and reason (``kirana.study_failures``): from hand-made runs'
``scores.json`` (``failed_requests_by_reason`` as ``scoring.failed_requests`` writes it) to the results table's
columns and the report's table, totals over each condition's finished runs; a run without a reason counts 0."""
from __future__ import annotations

import json
from types import SimpleNamespace as NS

from kirana.study_failures import failed_request_columns
from kirana.study_report import report_markdown, results_rows

JUNK = "unreadable answer"


def _run(folder, run_id: str, language: str, seed: int, failed: list[dict], stopped=None) -> NS:
    path = folder / "runs" / run_id
    path.mkdir(parents=True)
    scores = {"profit_inr": 100.0 + seed, "failed_requests_by_reason": failed, "run_stopped": stopped}
    (path / "scores.json").write_text(json.dumps(scores), encoding="utf-8")
    return NS(run_id=run_id, scenario_name="default", language=language, models="fake", seed=seed, engine="direct")


def _study(tmp_path):
    runs = [
        _run(tmp_path, "en-0", "en", 0, [{"role": "manager", "error": JUNK, "retried": 3, "given_up": 1},
                                         {"role": "manager", "error": "HTTP 500", "retried": 2, "given_up": 0}]),
        _run(tmp_path, "en-1", "en", 1, []),
        _run(tmp_path, "hi-0", "hi", 0, [{"role": "cashier", "error": "timeout", "retried": 1, "given_up": 1}]),
        # a stopped run: its failures are not the study's results
        _run(tmp_path, "hi-1", "hi", 1, [{"role": "cashier", "error": "timeout", "retried": 9, "given_up": 9}],
             stopped={"day": 3}),
    ]
    return NS(name="t", description="", languages=["en", "hi"]), runs


def test_a_runs_reasons_become_columns():
    cols = failed_request_columns({"failed_requests_by_reason": [
        {"role": "munshi", "error": "HTTP 429", "retried": 4, "given_up": 0}]})
    assert cols == {"failed_requests.munshi.HTTP 429.retried": 4, "failed_requests.munshi.HTTP 429.given_up": 0}
    assert failed_request_columns({"profit_inr": 1.0}) == {}  # scores written before the list existed


def test_results_rows_carry_the_reasons_with_zero_for_runs_without_them(tmp_path):
    study, runs = _study(tmp_path)
    rows = results_rows(study, runs, tmp_path)
    assert [r["run_id"] for r in rows] == ["en-0", "en-1", "hi-0"]  # the stopped run is left out
    by_id = {r["run_id"]: r for r in rows}
    assert by_id["en-0"][f"failed_requests.manager.{JUNK}.retried"] == 3
    assert by_id["en-0"][f"failed_requests.manager.{JUNK}.given_up"] == 1
    assert by_id["en-1"][f"failed_requests.manager.{JUNK}.retried"] == 0  # none in this run: 0, not missing
    assert by_id["en-1"]["failed_requests.cashier.timeout.given_up"] == 0
    assert by_id["hi-0"]["failed_requests.cashier.timeout.retried"] == 1
    assert "failed_requests_by_reason" not in by_id["en-0"]  # the list itself stays in scores.json


def test_the_report_tables_the_reasons_per_condition(tmp_path):
    study, runs = _study(tmp_path)
    report = report_markdown(study, runs, results_rows(study, runs, tmp_path))
    section = report.split("## Failed model requests", 1)[1].split("\n## ", 1)[0]
    table = [line for line in section.splitlines() if line.startswith("| default")]
    assert table == [
        f"| default | en | fake | manager | {JUNK} | 3 | 1 | 1 of 2 |",
        "| default | en | fake | manager | HTTP 500 | 2 | 0 | 1 of 2 |",
        "| default | hi | fake | cashier | timeout | 1 | 1 | 1 of 1 |",  # the stopped run's 9 are not counted
    ]


def test_no_failed_request_no_section(tmp_path):
    runs = [_run(tmp_path, "en-0", "en", 0, [])]
    study = NS(name="t", description="", languages=["en"])
    report = report_markdown(study, runs, results_rows(study, runs, tmp_path))
    assert "Failed model requests" not in report


def test_a_condition_whose_runs_stopped_says_why_under_its_heading(tmp_path):
    """A new user's trial (session 51): three conditions of a study stopped on their model servers' failures (junk
    answers, a stall, a dead port) read only "No finished run yet." — the reason was in each run's scores.json."""
    from kirana.study_report import write_outputs
    dead = ("the manager's model at http://127.0.0.1:1/v1 failed after 2 attempts (connection failed: ConnectError: "
            "All connection attempts failed) on day 1, in its office turn")
    runs = [_run(tmp_path, "en-0", "en", 0, []),
            _run(tmp_path, "hi-0", "hi", 0, [], stopped={"day": 1, "reason": dead}),
            NS(run_id="hi-1", scenario_name="default", language="hi", models="fake", seed=1, engine="direct"),
            NS(run_id="en-1", scenario_name="default", language="en", models="fake", seed=1, engine="direct")]
    (tmp_path / "runs" / "hi-1").mkdir()
    (tmp_path / "runs" / "hi-1" / "record.jsonl").write_text("", encoding="utf-8")
    (tmp_path / "runs" / "hi-1" / "error.log").write_text("Traceback ...\nRuntimeError: the shop broke\n",
                                                         encoding="utf-8")
    write_outputs(NS(name="t", description="", languages=["en", "hi"]), runs, tmp_path)
    report = (tmp_path / "report.md").read_text(encoding="utf-8")
    hi = report.split("### default · language hi · models fake (0 seeds)", 1)[1].split("\n#", 1)[0]
    assert hi.strip().splitlines() == [
        "No finished run yet:",
        f"- `hi-0`: stopped: {dead} (`runs/hi-0/`)",
        "- `hi-1`: failed, and its error.log ends: RuntimeError: the shop broke (`runs/hi-1/`)"]
    en = report.split("### default · language en · models fake (1 seed)", 1)[1].split("\n### ", 1)[0]
    assert "Not finished, so left out of these figures:\n- `en-1`: not started yet (`runs/en-1/`)" in en
