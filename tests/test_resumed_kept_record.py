"""A run stopped and resumed is scored on the record it kept: its model calls, tokens and cost are those of the same
run uninterrupted, what the resume threw away is apart (``discarded_on_resume``), and a study neither differences
it between conditions nor leaves the resume unsaid (a new user's trial, session 43: two en runs stopped by SIGTERM
and resumed read "hi − en −15.5 calls, −62,392 prompt tokens" and "26 of 339 scores differ between languages"
against 6 of 323 for the same study uninterrupted, and "resumed" was nowhere in the report)."""
from __future__ import annotations

import json
from types import SimpleNamespace as NS

from kirana.study_report import report_markdown, results_rows
from kirana.study_resumed import resumed_runs
from scoring.efficiency import usage_scores
from scoring.kept_usage import kept_usage

# the trial's run default-en-fake-manager-seed1 of runs/study_stop2: 228 calls billed, 25 of them thrown away
GONE = {"calls": 25, "failed_requests": 0, "calls_without_usage": 0, "prompt_tokens": 108_892,
        "completion_tokens": 500, "estimated_prompt_tokens": 0, "estimated_completion_tokens": 0,
        "timed_out_prompt_tokens": 0, "cost_usd": 0.016584, "note": "…"}
PRICE = (0.15, 0.6)  # US dollars per million prompt, completion tokens


def _cost(prompt: int, completion: int) -> float:
    return round((prompt * PRICE[0] + completion * PRICE[1]) / 1e6, 6)


def _usage(calls: int, prompt: int, completion: int, gone: dict | None = None, kept_record: bool = True) -> dict:
    """A usage.json as agents.run_usage writes it: the billed totals, and with ``gone`` what resumes threw away."""
    role = {"model": "openai:fake@http://127.0.0.1:1/v1", "calls": calls, "retried": 0, "prompt_tokens": prompt,
            "completion_tokens": completion, "calls_without_usage": 0, "estimated_prompt_tokens": 0,
            "estimated_completion_tokens": 0, "model_errors": 0, "timed_out_prompt_tokens": 0,
            "latency_ms": {"timed_calls": calls - (gone or {}).get("calls", 0), "median": 9.0},
            "cost_usd": _cost(prompt, completion)}
    if gone:
        role["discarded_on_resume"] = gone
        if kept_record:
            kept = {k: role[k] - gone[k] for k in ("calls", "prompt_tokens", "completion_tokens")}
            role["kept_record"] = {**kept, "calls_without_usage": 0, "estimated_prompt_tokens": 0,
                                   "estimated_completion_tokens": 0, "timed_out_prompt_tokens": 0,
                                   "cost_usd": _cost(kept["prompt_tokens"], kept["completion_tokens"])}
    return {"manager": role}


def test_a_resumed_runs_scores_count_the_kept_record_and_the_discards_apart():
    billed = _usage(228, 938_573, 4_560, GONE)
    straight = _usage(203, 829_681, 4_060)
    resumed, uninterrupted = usage_scores(billed, -100.0), usage_scores(straight, -100.0)
    manager = resumed["tokens_by_role"]["manager"]
    assert {k: manager[k] for k in ("calls", "prompt_tokens", "completion_tokens", "cost_usd")} == {
        "calls": 203, "prompt_tokens": 829_681, "completion_tokens": 4_060, "cost_usd": _cost(829_681, 4_060)}
    assert manager["cost_usd"] == uninterrupted["tokens_by_role"]["manager"]["cost_usd"]  # exact, not 228's less 25's
    assert resumed["model_cost_usd"] == uninterrupted["model_cost_usd"] == 0.126888
    assert manager["discarded_on_resume"]["calls"] == 25 and manager["discarded_on_resume"]["prompt_tokens"] == 108_892
    kept = kept_usage(billed)["manager"]
    assert (kept["calls"], kept["prompt_tokens"], "kept_record" in kept) == (203, 829_681, False)
    assert billed["manager"]["calls"] == 228  # usage.json itself is not touched: what the server billed


def test_an_older_usage_json_without_kept_record_is_netted_of_its_discards():
    kept = kept_usage(_usage(228, 938_573, 4_560, GONE, kept_record=False))["manager"]
    assert (kept["calls"], kept["prompt_tokens"], kept["completion_tokens"]) == (203, 829_681, 4_060)
    assert kept["cost_usd"] == round(_cost(938_573, 4_560) - GONE["cost_usd"], 6)


def _run(folder, run_id: str, language: str, seed: int, usage: dict, resumes: list) -> NS:
    path = folder / "runs" / run_id
    path.mkdir(parents=True)
    scores = {"profit_inr": -100.0 - seed, **usage_scores(usage, -100.0 - seed), "run_stopped": None,
              "run_resumed": resumes, "usage": kept_usage(usage)}
    (path / "scores.json").write_text(json.dumps(scores), encoding="utf-8")
    return NS(run_id=run_id, scenario_name="default", language=language, models="fake", seed=seed, engine="direct")


def test_a_study_with_a_resumed_run_compares_what_an_uninterrupted_one_would(tmp_path):
    resume = [{"from_day": 5, "checkpoint": "day-004.json", "turn": None, "discarded_calls": 25,
               "discarded_failed_requests": 0}]
    runs = [_run(tmp_path, "en-0", "en", 0, _usage(228, 938_573, 4_560, GONE), resume),
            _run(tmp_path, "en-1", "en", 1, _usage(203, 839_358, 4_060), []),
            _run(tmp_path, "hi-0", "hi", 0, _usage(203, 829_681, 4_060), []),
            _run(tmp_path, "hi-1", "hi", 1, _usage(203, 839_358, 4_060), [])]
    study = NS(name="t", description="", languages=["en", "hi"])
    rows = results_rows(study, runs, tmp_path)
    en0 = next(r for r in rows if r["run_id"] == "en-0")
    assert (en0["tokens_by_role.manager.calls"], en0["usage.manager.calls"]) == (203, 203)
    assert en0["tokens_by_role.manager.discarded_on_resume.calls"] == 25  # kept in results.csv, apart
    report = report_markdown(study, runs, rows, resumed_runs(runs, tmp_path))
    assert "no score differs between languages" in report  # the same month in both: before, calls and tokens did
    assert "discarded_on_resume" not in report.split("## Runs stopped and resumed")[1].split("\n## ", 1)[1]
    section = report.split("## Runs stopped and resumed", 1)[1].split("\n## ", 1)[0]
    assert "| en-0 | from day 5 | manager: 25 calls, 108,892 prompt and 500 completion tokens, $0.0166 |" in section
    assert "hi-0" not in section and "1 run was stopped" in section


def test_a_study_without_a_resume_has_no_such_section(tmp_path):
    runs = [_run(tmp_path, "en-0", "en", 0, _usage(203, 839_358, 4_060), [])]
    study = NS(name="t", description="", languages=["en"])
    assert "Runs stopped and resumed" not in report_markdown(study, runs, results_rows(study, runs, tmp_path),
                                                             resumed_runs(runs, tmp_path))


def test_a_run_never_resumed_reads_0_discarded_in_results_csv_not_blank(tmp_path):
    # a new user's trial (session 49, runs/stopB): the two hi runs, never stopped, had the 22 discard columns blank
    # beside the resumed en runs' 2 calls, 1,407 prompt tokens; pandas reads blank as NaN
    import csv

    from kirana.study_report import write_outputs
    resume = [{"from_day": 5, "checkpoint": "day-004.json", "turn": None, "discarded_calls": 25,
               "discarded_failed_requests": 0}]
    unpriced = _usage(203, 829_681, 4_060)
    unpriced["manager"]["cost_usd"] = None
    runs = [_run(tmp_path, "en-0", "en", 0, _usage(228, 938_573, 4_560, GONE), resume),
            _run(tmp_path, "hi-0", "hi", 0, _usage(203, 829_681, 4_060), []),
            _run(tmp_path, "hi-1", "hi", 1, unpriced, []),
            _run(tmp_path, "ref-0", "en", 2, {}, [])]   # scripted: no model, every usage column blank
    write_outputs(NS(name="t", description="", languages=["en", "hi"]), runs, tmp_path)
    with open(tmp_path / "results.csv", encoding="utf-8") as fh:
        rows = {r["run_id"]: r for r in csv.DictReader(fh)}
    for prefix in ("tokens_by_role.manager", "usage.manager"):
        gone = f"{prefix}.discarded_on_resume."
        assert [rows[r][gone + "calls"] for r in ("en-0", "hi-0", "hi-1", "ref-0")] == ["25", "0", "0", ""]
        assert [rows[r][gone + "prompt_tokens"] for r in ("en-0", "hi-0", "hi-1", "ref-0")] == ["108892", "0", "0", ""]
        assert [rows[r][gone + "cost_usd"] for r in ("en-0", "hi-0", "hi-1", "ref-0")] == ["0.016584", "0.0", "", ""]
        assert rows["hi-0"][gone + "note"] == "" and rows["en-0"][gone + "note"].startswith("the requests of")
        assert rows["ref-0"][f"{prefix}.calls"] == ""   # blank beside a scripted role's own blank columns


def test_a_study_never_resumed_has_the_same_columns_in_the_same_order_as_one_resumed(tmp_path):
    """A new user's trial (session 51, stop/A against stop/B): results.csv of the study never stopped had 474
    columns, of the one resumed 496 — no ``*.discarded_on_resume.*`` column at all where the docs say 0."""
    import csv

    from kirana.study_report import write_outputs
    from kirana.study_resumed import DISCARD_FIELDS
    resume = [{"from_day": 5, "checkpoint": "day-004.json", "turn": None, "discarded_calls": 25,
               "discarded_failed_requests": 0}]
    study = NS(name="t", description="", languages=["en", "hi"])
    headers, rows = {}, {}
    for name, first in (("straight", _usage(203, 829_681, 4_060)), ("resumed", _usage(228, 938_573, 4_560, GONE))):
        folder = tmp_path / name
        runs = [_run(folder, "en-0", "en", 0, first, resume if name == "resumed" else []),
                _run(folder, "hi-0", "hi", 0, _usage(203, 829_681, 4_060), [])]
        write_outputs(study, runs, folder)
        with open(folder / "results.csv", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            rows[name] = list(reader)
            headers[name] = reader.fieldnames
    assert headers["straight"] == headers["resumed"]
    gone = [c for c in headers["straight"] if ".discarded_on_resume." in c]
    fields = [f for f in DISCARD_FIELDS if f != "estimated_cost_usd"]
    assert gone == [f"{p}.discarded_on_resume.{f}" for p in ("tokens_by_role.manager", "usage.manager") for f in fields]
    at = headers["straight"].index("usage.manager.discarded_on_resume.calls")
    assert headers["straight"][at - 1] == "usage.manager.cost_usd"      # right after the role's own columns
    for row in rows["straight"]:
        assert [row[c] for c in gone if not c.endswith((".note", ".cost_usd"))] == ["0"] * (len(gone) - 4)
        assert [row[c] for c in gone if c.endswith(".cost_usd")] == ["0.0", "0.0"]
    en0 = rows["resumed"][0]
    assert (en0["usage.manager.discarded_on_resume.calls"], en0["usage.manager.discarded_on_resume.stopped_requests"]) \
        == ("25", "0")
