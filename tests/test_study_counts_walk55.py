"""What a new user's walk found in a stopped and resumed study (session 55, /work/walk55/runs/study): its lines
counted the runs finished three ways (the stop "3 of 4 runs finished", the resume's plan "2 of 4 runs already
finished", its summary "3 already finished" — one run had written ``run_end`` but not ``scores.json`` when SIGTERM
came), ``timings.json`` kept only the resumed run's seconds, and a headline mean of one seed stood in a row of n 2
with nothing to say so. A scripted month resumed records no ``run_resumed`` (README says when it is recorded)."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from fake_manager import quiet_month
from kirana.runs import resume_folder, run_to_folder
from kirana.study import run_study
from kirana.study_cells import mean_cells
from kirana.study_pool import StudyStopped
from kirana.study_unfinished import ended_runs

STUDY = """
    name: counted
    scenarios: [default]
    languages: [en]
    seeds: [0, 1, 2]
    days: 1
    models:
      reference: {}
    engine: direct
    workers: 1
    """
IDS = [f"default-en-reference-seed{s}" for s in (0, 1, 2)]


@pytest.fixture
def stopped_after_one(tmp_path):
    """The study stopped (as Ctrl-C stops it) once its first run has finished: (study file, folder, the stop)."""
    spec = tmp_path / "counted.yaml"
    spec.write_text(textwrap.dedent(STUDY).lstrip("\n"), encoding="utf-8")
    out = tmp_path / "out"

    def interrupt(run_id, done):
        raise KeyboardInterrupt

    with pytest.raises(StudyStopped) as stop:
        run_study(spec, out, on_done=interrupt, server_check=False)
    return spec, out, stop.value


def test_a_run_ended_without_its_scores_is_counted_finished_by_the_stop_the_plan_and_the_summary(stopped_after_one):
    spec, out, stop = stopped_after_one
    assert (stop.finished, stop.total) == (1, 3)
    first = out / "runs" / IDS[0]
    scores = (first / "scores.json").read_text(encoding="utf-8")
    (first / "scores.json").unlink()  # as SIGTERM between the month's run_end and its scores left it
    assert ended_runs(run_study_runs(spec), out / "runs") == {IDS[0]}  # the stop's count: 1
    planned = []
    result = run_study(spec, out, on_plan=lambda runs, finished: planned.append(finished), server_check=False)
    assert planned == [1]                                      # before: 0 of 3 "already finished"
    assert result.skipped == [IDS[0]] and result.started == IDS[1:] and result.resumed == []
    assert (first / "scores.json").read_text(encoding="utf-8") == scores  # written from its record, the same


def test_timings_keep_the_earlier_invocations_runs(stopped_after_one):
    spec, out, _ = stopped_after_one
    earlier = json.loads((out / "timings.json").read_text())["seconds"]  # a stopped study writes its timings too
    assert list(earlier) == [IDS[0]] and earlier[IDS[0]] > 0
    run_study(spec, out, server_check=False)
    timings = json.loads((out / "timings.json").read_text())
    assert list(timings["seconds"]) == IDS and timings["seconds"][IDS[0]] == earlier[IDS[0]]
    assert timings["engine"] == "process" and timings["workers"] == 1
    run_study(spec, out, server_check=False)  # every run finished: nothing timed, nothing lost
    assert json.loads((out / "timings.json").read_text()) == timings


def run_study_runs(spec):
    """The study's planned runs (``kirana.study.plan_study``)."""
    from kirana.study import plan_study
    from kirana.study import problems_as_written
    from scenarios.study import load_study
    study, located, base = load_study(spec, problems_as_written)
    return plan_study(study, located, base)


def test_a_mean_over_fewer_runs_than_its_row_says_its_n():
    group = [{"seed": 0, "credit_decisions_balanced_pct": 92.857, "profit_inr": 100.0},
             {"seed": 1, "credit_decisions_balanced_pct": None, "profit_inr": 300.0}]
    assert mean_cells(group, ["credit_decisions_balanced_pct", "profit_inr"]) == ["92.86 % (n 1)", "₹200 ± ₹141"]
    group[1]["credit_decisions_balanced_pct"] = 90.0
    assert mean_cells(group, ["credit_decisions_balanced_pct"]) == ["91.43 % ± 2.02 pp"]
    assert mean_cells([{"x_pct": None}, {"x_pct": None}], ["x_pct"]) == ["—"]


def test_a_scripted_month_resumed_records_no_resume_as_readme_says(tmp_path):
    """runs/cc of the walk: a scripted month stopped by Ctrl-C and resumed has ``run_resumed: []`` — by design: its
    resume replays byte for byte, so its record is an uninterrupted month's (README's ``run_resumed`` row says so)."""
    def stop_after_day_1(day):
        raise KeyboardInterrupt

    run_to_folder(quiet_month(2), tmp_path / "straight")
    with pytest.raises(KeyboardInterrupt):
        run_to_folder(quiet_month(2), tmp_path / "stopped", on_day=stop_after_day_1)
    assert json.loads((tmp_path / "stopped" / "scores.json").read_text())["days_closed"] == 1
    _, scores = resume_folder(tmp_path / "stopped")
    assert scores["run_resumed"] == [] and scores["days_closed"] == 2
    assert (tmp_path / "stopped" / "record.jsonl").read_bytes() == (tmp_path / "straight" / "record.jsonl").read_bytes()
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    assert "always `[]` for a month of scripted players alone, resumed or not" in readme
