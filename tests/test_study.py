"""Studies: a grid in parallel, stopped and resumed to the same results table; errors that name the line."""
from __future__ import annotations

import csv
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from typer.testing import CliRunner

from agents.episode import run_episode
from kirana.cli import app
from kirana.study import StudyRunError, problems_as_written, run_study
from scenarios import scenario_yaml
from scenarios.study import StudyError, load_study

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]

SMALL = """
    # 2 model assignments × 2 languages × 1 seed, 2 days each, through the group chat
    name: small
    scenarios: [default]
    languages: [en, hi]
    seeds: [0]
    days: 2
    models:
      reference: {}
      unfair-counter: {cashier: "scripted:unfair-counter"}
    engine: autogen
    workers: 2
    """


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """The small study run once without interruption: (study file, its folder)."""
    folder = tmp_path_factory.mktemp("study")
    spec = _write(folder, "small.yaml", SMALL)
    result = run_study(spec, folder / "out")
    assert len(result.started) == 4 and not result.stopped
    return spec, folder / "out"


def _rows(out: Path) -> list[dict]:
    with open(out / "results.csv", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def test_the_study_writes_one_row_per_run_and_a_report(small):
    _, out = small
    rows = _rows(out)
    assert [r["run_id"] for r in rows][:3] == ["default-en-reference-seed0", "default-en-unfair-counter-seed0",
                                               "default-hi-reference-seed0"]
    assert len(rows) == 4 and {r["language"] for r in rows} == {"en", "hi"}
    assert {"profit_inr", "fraud_caught", "credit_decisions_correct_pct"} <= set(rows[0])
    assert pq.read_table(out / "results.parquet").num_rows == 4
    for models in ("reference", "unfair-counter"):       # scripted staff: the economy ignores the language
        profits = {r["profit_inr"] for r in rows if r["models"] == models}
        assert len(profits) == 1
    by_models = {r["models"]: float(r["profit_inr"]) for r in rows if r["seed"] == "0" and r["language"] == "en"}
    assert by_models["reference"] > by_models["unfair-counter"]
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "## Headline scores" in report and "| default | hi | unfair-counter | 1 |" in report
    assert "## Language ablation" in report and "| score | en | hi | hi − en |" in report
    assert "no score differs between languages" in report
    ablation = report.split("## Language ablation", 1)[1]
    assert not [l for l in ablation.splitlines() if l.startswith("| ") and ("_by_language." in l or
                                                                          "_by_message_language." in l)]
    # a count by supplier language is not differenced (each condition's suppliers speak its language only); the
    # run's own-language measure is, the same in its one seed (scripted staff read alike), over every e-mail and over
    # those written in the condition's language
    assert ("| refused share (mean of the seeds' shares) | 0.00 % | 0.00 % | ±0.00 pp (n 1; same in every seed) |"
            in ablation)
    assert ("| written in it: refused share (mean of the seeds' shares) | 0.00 % | 0.00 % | ±0.00 pp (n 1; same in "
            "every seed) |" in ablation)
    assert (out / "runs" / "default-hi-reference-seed0" / "checkpoints").is_dir()


def test_a_killed_study_resumes_to_the_same_results_table(small, tmp_path):
    spec, reference = small
    out = tmp_path / "out"
    proc = subprocess.Popen([sys.executable, "-m", "kirana", "study", str(spec), "--out", str(out)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 600  # a loaded machine (load 10 on 2 cores) took over 120 s for two runs
    while len(list(out.glob("runs/*/scores.json"))) < 2 and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)                  # the study and its worker processes, mid-run
    proc.wait()
    finished = len(list(out.glob("runs/*/scores.json")))
    assert 2 <= finished < 4 and not (out / "results.csv").exists()
    # resumed in this process: the kill above stopped a pool of workers (as ``small`` ran one); two freshly
    # spawned workers would import the group chat again (2-3 s of CPU each) for the same two runs and rows
    again = run_study(spec, out, workers=1)
    assert len(again.skipped) == finished and len(again.resumed) + len(again.started) == 4 - finished
    assert (out / "results.csv").read_text() == (reference / "results.csv").read_text()
    assert pq.read_table(out / "results.parquet").equals(pq.read_table(reference / "results.parquet"))
    assert (out / "report.md").read_text() == (reference / "report.md").read_text()


def test_a_half_played_run_is_resumed_from_its_checkpoint(small, tmp_path):
    spec, reference = small
    study, located, base = load_study(spec)
    from kirana.study import plan_study
    run = next(r for r in plan_study(study, located, base) if r.run_id == "default-hi-unfair-counter-seed0")
    shutil.copytree(reference / "runs", tmp_path / "out" / "runs")   # the other 3 runs finished
    folder = tmp_path / "out" / "runs" / run.run_id
    shutil.rmtree(folder)
    folder.mkdir(parents=True)
    (folder / "scenario.resolved.yaml").write_text(scenario_yaml(run.scenario), encoding="utf-8")
    run_episode(run.scenario, folder, stop_after_day=1)  # as if stopped after day 1's checkpoint
    result = run_study(spec, tmp_path / "out", workers=1)
    assert result.resumed == [run.run_id] and not result.started and len(result.skipped) == 3
    assert (tmp_path / "out" / "results.csv").read_text() == (reference / "results.csv").read_text()


def test_a_run_folder_from_another_scenario_is_not_overwritten(small, tmp_path):
    spec, _ = small
    folder = tmp_path / "out" / "runs" / "default-en-reference-seed0"
    folder.mkdir(parents=True)
    (folder / "scenario.resolved.yaml").write_text("name: something else\n")
    with pytest.raises(StudyRunError, match="different scenario"):
        run_study(spec, tmp_path / "out")
    assert (folder / "scenario.resolved.yaml").read_text() == "name: something else\n"


def test_a_required_key_misspelt_is_said_once(tmp_path):
    """``modles:`` is unknown and ``models`` missing: one mistake, one line (a new user's trial, session 33); a key
    really missing is still said."""
    bad = _write(tmp_path, "bad.yaml", """
        name: bad
        scenarios: [default]
        seeds: [0]
        modles:
          ref: {manager: "scripted:reference"}
        """)
    with pytest.raises(StudyError) as err:
        load_study(bad)
    assert str(err.value).splitlines() == [f"{bad}:4: modles: unknown key; did you mean 'models'?"]
    gone = _write(tmp_path, "gone.yaml", """
        name: gone
        scenarios: [default]
        seeds: [0]
        """)
    with pytest.raises(StudyError) as err:
        load_study(gone)
    assert str(err.value).splitlines() == [f"{gone}:1: models: missing; this key is required here; write for example "
                                           "`models: {reference: {}}` or `models: {mine: {manager: "
                                           '"openai:MODEL@http://HOST:PORT/v1"}}`']


def test_study_file_errors_name_the_line(tmp_path):
    bad = _write(tmp_path, "bad.yaml", """
        name: bad
        scenarios: [default]
        langauges: [en]
        seeds: [0]
        models:
          ref: {manager: "scripted:reference", cashir: "scripted:reference"}
        """)
    with pytest.raises(StudyError) as err:
        load_study(bad)
    assert f"{bad}:3: langauges: unknown key; did you mean 'languages'?" in str(err.value)
    assert f"{bad}:6: models.ref.cashir:" in str(err.value) and "did you mean 'cashier'?" in str(err.value)
    provider = _write(tmp_path, "provider.yaml", """
        name: p
        scenarios: [default]
        models:
          qwen: {manager: "vllm:qwen3-8b@http://127.0.0.1:8000/v1"}
        """)
    result = runner.invoke(app, ["study", str(provider), "--out", str(tmp_path / "p")])
    assert result.exit_code == 2
    assert f"{provider}:4: models.qwen.manager: 'vllm:qwen3-8b@http://127.0.0.1:8000/v1' is not a model spec; " \
           "tried scripted:NAME, human, openai:MODEL@URL" in result.output
    said = " ".join(result.output.split())  # the fix in this file's key (manager:), not a scenario's model:
    assert 'did you mean manager: "openai:qwen3-8b@http://127.0.0.1:8000/v1"?' in said and ' model: "' not in said
    _write(tmp_path, "month.yaml", "extends: default\nname: month\nwalk_in: {slots: [noon]}\n")
    uses = _write(tmp_path, "uses.yaml", "name: u\nscenarios: [month.yaml]\nmodels: {ref: {}}\n")
    result = runner.invoke(app, ["study", str(uses), "--out", str(tmp_path / "u")])
    assert result.exit_code == 2 and f"{uses}:2: scenarios.0: 'month.yaml' is not usable" in result.output
    assert f"{tmp_path / 'month.yaml'}:3: walk_in.slots.0: time of day must look like '08:30'" in result.output
    assert not (tmp_path / "p").exists() and not (tmp_path / "u").exists()



def test_a_studys_unusable_scenarios_come_with_its_schema_errors(tmp_path):
    """The new user's trial (session 31): a study's missing scenario file showed only after a bad seed was fixed;
    now both are in the first answer, and every unusable scenario is named, not only the first."""
    _write(tmp_path, "month.yaml", "extends: default\nname: month\nwalk_in: {slots: [noon]}\n")
    study = _write(tmp_path, "s.yaml", "name: s\nseeds: [0, two]\nscenarios: [default, nosuch.yaml, month.yaml]\n"
                                       "models: {ref: {}}\n")
    with pytest.raises(StudyError) as err:
        load_study(study, problems_as_written)
    told = str(err.value)
    assert f"{study}:2: seeds.1: must be a whole number" in told
    assert f"{study}:3: scenarios.1: 'nosuch.yaml' is not usable:\nno such file {tmp_path / 'nosuch.yaml'}" in told
    assert f"{study}:3: scenarios.2: 'month.yaml' is not usable" in told
    assert f"{tmp_path / 'month.yaml'}:3: walk_in.slots.0: time of day must look like '08:30'" in told
    assert "scenarios.0" not in told
    study.write_text(study.read_text().replace("two", "2"), encoding="utf-8")
    result = runner.invoke(app, ["study", str(study), "--out", str(tmp_path / "s")])
    assert result.exit_code == 2 and "scenarios.1: 'nosuch.yaml' is not usable" in result.output
    assert "scenarios.2: 'month.yaml' is not usable" in result.output and not (tmp_path / "s").exists()

def test_the_study_schema_is_printed_for_editors():
    import json
    schema = json.loads(runner.invoke(app, ["scenario", "schema", "--study"]).output)
    assert "languages" in schema["$defs"]["Study"]["properties"] and schema["if"] == {"required": ["extends"]}


def test_the_built_in_language_ablation(tmp_path):
    # one worker: the grid is the built-in study's; a pool of spawned workers (each importing the simulation
    # afresh, 1.2 s of CPU) is what ``small`` and the killed study run
    result = runner.invoke(app, ["study", "language_ablation", "--days", "1", "--workers", "1",
                                 "--out", str(tmp_path / "abl")])
    assert result.exit_code == 0, result.output
    rows = _rows(tmp_path / "abl")
    assert [(r["language"], r["seed"]) for r in rows] == [(lang, s) for lang in ("en", "hi", "hinglish")
                                                          for s in ("0", "1", "2")]
    assert {r["engine"] for r in rows} == {"direct"}
    for seed in ("0", "1", "2"):
        assert len({r["profit_inr"] for r in rows if r["seed"] == seed}) == 1


def test_an_empty_study_file_shows_the_smallest_study(tmp_path):
    empty = tmp_path / "s.yaml"
    empty.write_text("# my study\n", encoding="utf-8")
    with pytest.raises(StudyError) as err:
        load_study(empty)
    assert str(err.value) == (f"{empty}: the file is empty (nothing but blank lines or comments); the smallest study "
                              "file is `extends: language_ablation` and `name: my_study` (then only the keys you "
                              "change)")
    smallest = tmp_path / "smallest.yaml"
    smallest.write_text("extends: language_ablation\nname: my_study\n", encoding="utf-8")
    assert load_study(smallest)[0].name == "my_study"      # the form shown is a valid study


def test_a_study_extending_another_says_the_description_is_its_bases(tmp_path):
    """The fifteenth session's trial: a one-seed, two-language study extending language_ablation printed "seeds
    0-2 … English, Hindi, and Hinglish" as its own description, and "(1 seeds)"."""
    mine = tmp_path / "mini.yaml"
    mine.write_text("extends: language_ablation\nname: mini\nseeds: [0]\nlanguages: [en, hi]\n", encoding="utf-8")
    study, _, _ = load_study(mine)
    assert study.description.startswith("This file changes its base study's languages to en, hi; seeds to 0. The base "
                                        "study's description: The default month (seeds 0-2)")  # (session 30: say what)
    base, _, _ = load_study("language_ablation")
    assert not base.description.startswith("This file")
    own = tmp_path / "own.yaml"
    own.write_text("extends: language_ablation\nname: own\nseeds: [0]\ndescription: one seed only\n", encoding="utf-8")
    assert load_study(own)[0].description == "one seed only"


def test_study_numbers_are_numbers_not_yes_or_quoted_text(tmp_path):
    """The twenty-ninth session's trial: ``days: yes`` ran a one-day study (YAML's yes is true, and pydantic's lax
    int took true as 1); quoted numbers and seeds were taken as well. Study numbers are strict now, as a
    scenario's are, and the error names the line and the fix."""
    for said, expected in [("days: yes", "days: must be a number of days, 1 to 366; you wrote true — YAML reads yes, "
                                         "no, on, off as true or false: write a number"),
                           ('workers: "2"', "workers: must be a number of runs at once, 1 to 256; you wrote '2' — "
                                            "did you mean 2? (no quotes)"),
                           ("seeds: [on, 2]", "seeds.0: must be a whole number; you wrote true")]:
        spec = _write(tmp_path, "n.yaml", f"name: n\nscenarios: [default]\nmodels: {{scripted: {{}}}}\n{said}\n")
        with pytest.raises(StudyError) as err:
            load_study(spec)
        assert f"{spec}:4: {expected}" in str(err.value)
    spec = _write(tmp_path, "ok.yaml", "name: ok\nscenarios: [default]\nmodels: {scripted: {}}\ndays: 3\n"
                                       "seeds: [0, 4]\nworkers: 1\n")
    study = load_study(spec)[0]
    assert (study.days, study.seeds, study.workers) == (3, [0, 4], 1)
