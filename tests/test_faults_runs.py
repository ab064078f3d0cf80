"""Run folders under stress: a truncated newest checkpoint, two runs into one folder, secrets in a
component config, and every command's one-line answer to a bad destination or a bad record."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agents.episode import load_checkpoint, run_episode
from kirana.cli import app
from kirana.runs import FolderBusy, run_to_folder
from engine.shop import Shop
from scenarios import load_scenario, scenario_yaml
from scenarios.redact import REDACTED, without_redacted

ROOT = Path(__file__).resolve().parents[1]


def _bare_env(**more: str) -> dict[str, str]:
    """A child's whole environment, as bare as a new shell's, but with the suite's bytecode cache and the session's
    kirana cache (conftest): without them each child compiled the project into the user's tree (``__pycache__``)
    and used the user's cache."""
    kept = {k: os.environ[k] for k in ("PYTHONPYCACHEPREFIX", "KIRANA_CACHE_DIR", "KIRANA_SERVER_DOWN_WAIT_S",
                                       "KIRANA_NO_SERVER_CHECK") if os.environ.get(k)}
    return {"PYTHONPATH": str(ROOT), **kept, **more}


runner = CliRunner()


def test_a_truncated_newest_checkpoint_falls_back_to_the_one_before(tmp_path, month_cache):
    scenario = load_scenario(days=3)  # killed after day 2's checkpoint (a month played to its run_end is not resumed)
    run_episode(scenario, tmp_path, stop_after_day=2)
    newest = tmp_path / "checkpoints" / "day-002.json"
    newest.write_bytes(newest.read_bytes()[:1000])
    with open(tmp_path / "record.jsonl", "a", encoding="utf-8") as fh:
        fh.write('{"seq": 4321, "day": 3, "ki')                     # and a torn last line: dropped by --resume
    path, data = load_checkpoint(tmp_path)
    assert path.name == "day-001.json" and data.day == 1
    run_episode(scenario, tmp_path, resume=True)
    want = "".join(line + "\n" for line in month_cache.shop(scenario).record.lines())  # the direct engine's month
    assert (tmp_path / "record.jsonl").read_text(encoding="utf-8") == want


def test_a_record_with_a_line_lost_inside_it_is_not_resumed(tmp_path):
    """A resume of a record missing line 3,000 exited 0 and wrote seq 5,413 twice and no 3,000 (a new user's
    trial); a line lost or damaged before the checkpoint now stops the resume naming it, the file untouched."""
    from agents.episode import RunStopped
    scenario = load_scenario(days=2)
    run_episode(scenario, tmp_path, stop_after_day=1)
    record = tmp_path / "record.jsonl"
    lines = record.read_text(encoding="utf-8").split("\n")
    # line 41 lost, and one event past the checkpoint (as if killed in day 2), so the count alone does not show it
    for damaged, says in ((lines[:40] + lines[41:-1] + [lines[-2], ""], "record.jsonl:41 holds seq 41, where seq 40 belongs"),
                          (lines[:40] + ['{"seq": 40, "da'] + lines[41:], "record.jsonl:41 is not an event")):
        record.write_text("\n".join(damaged), encoding="utf-8")
        with pytest.raises(RunStopped, match=says):
            run_episode(scenario, tmp_path, resume=True)
        assert record.read_text(encoding="utf-8") == "\n".join(damaged)


def test_a_second_run_into_a_claimed_folder_fails_at_once(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from pathlib import Path; "
                               "from kirana.runs import claim_folder; claim_folder(Path(sys.argv[1])); "
                               "print('held', flush=True); time.sleep(60)", str(tmp_path)],
                              stdout=subprocess.PIPE, text=True, cwd=ROOT, env=_bare_env())
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(FolderBusy, match="in use by another run"):
            run_to_folder(load_scenario(days=1), tmp_path, engine="direct")
        assert holder.poll() is None  # refused while the holder still held it: no wait on the lock (a wall-clock
        # bound, < 5 s, was what a loaded machine breaks; a blocking claim would have waited the holder's 60 s out)
        assert not (tmp_path / "record.jsonl").exists()
    finally:
        holder.kill()
        holder.wait()
    run_to_folder(load_scenario(days=1), tmp_path, engine="direct")   # the claim ends with its process
    assert (tmp_path / "scores.json").exists()


def test_kirana_run_into_a_busy_folder_says_so_before_drawing_any_progress(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from pathlib import Path; "
                               "from kirana.runs import claim_folder; claim_folder(Path(sys.argv[1])); "
                               "print('held', flush=True); time.sleep(60)", str(tmp_path)],
                              stdout=subprocess.PIPE, text=True, cwd=ROOT, env=_bare_env())
    try:
        assert holder.stdout.readline().strip() == "held"
        done = subprocess.run([sys.executable, "-m", "kirana", "run", "--days", "1", "--engine", "direct",
                               "--out", str(tmp_path)], capture_output=True, text=True, cwd=ROOT,
                              env=_bare_env(COLUMNS="200"), timeout=120)
    finally:
        holder.kill()
        holder.wait()
    assert done.returncode == 2
    assert done.stderr.strip() == f"error: {tmp_path} is in use by another run; wait for it or choose another --out"
    assert not (tmp_path / "record.jsonl").exists()


def test_secrets_in_a_component_config_are_never_written():
    scenario = load_scenario(days=1)
    roles = {r: v.model_dump() for r, v in scenario.roles.items()}
    roles["manager"]["model"] = {"provider": "autogen_ext.models.openai.OpenAIChatCompletionClient",
                                 "config": {"model": "m", "base_url": "http://127.0.0.1:9/v1", "api_key": "sk-SECRET",
                                            "default_headers": {"Authorization": "Bearer sk-SECRET"}}}
    scenario = scenario.model_validate({**scenario.model_dump(), "roles": roles})
    text = scenario_yaml(scenario)
    assert "sk-SECRET" not in text and REDACTED in text
    start = Shop(scenario).record.events[0]
    assert "sk-SECRET" not in json.dumps(start)
    assert start["roles"]["manager"]["config"]["api_key"] == REDACTED
    assert "api_key" not in without_redacted(start["roles"]["manager"])["config"]


def _one_line_error(result) -> str:
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:") and "Traceback" not in result.output
    return lines[0]


def test_commands_answer_bad_destinations_and_records_in_one_line(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    assert "cannot write" in _one_line_error(runner.invoke(app, ["scenario", "schema", "--out", str(blocker / "s.json")]))
    assert "a message is needed" in _one_line_error(runner.invoke(app, ["read-message"]))
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "record.jsonl").write_text("")
    assert "is empty" in _one_line_error(runner.invoke(app, ["transcript", str(empty)]))
    folder = tmp_path / "run"
    run_to_folder(load_scenario(days=1), folder, engine="direct")
    assert "--day 99: the run has days 1 to" in _one_line_error(
        runner.invoke(app, ["transcript", str(folder), "--day", "99"]))
    with open(folder / "record.jsonl", "a", encoding="utf-8") as fh:
        fh.write('{"seq": 99999, "kind": "tor')                    # a torn last line
    (folder / "report.md").mkdir()                                   # and a destination that cannot be written
    result = runner.invoke(app, ["report", str(folder), "--no-anchors"])
    assert "last line" in result.output and "cut short" in result.output
    assert "cannot write the report" in result.output and result.exit_code == 2
    assert "Traceback" not in result.output


def test_a_dead_server_url_is_one_line_on_the_terminal_and_a_traceback_in_the_log(tmp_path):
    (tmp_path / "dead.yaml").write_text('extends: default\nname: dead\ndays: 1\nroles:\n'
                                        '  manager: {model: "openai:m@http://127.0.0.1:9/v1", retries: 0}\n')
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "kirana", "run", "--scenario", str(tmp_path / "dead.yaml"),
                           "--out", str(out)], capture_output=True, text=True, cwd=ROOT,
                          env=_bare_env(COLUMNS="300"), timeout=300)
    assert done.returncode == 2
    errors = [line for line in done.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "Traceback" not in done.stderr and len(done.stderr.splitlines()) <= 3
    assert "the manager's model at http://127.0.0.1:9/v1" in errors[0] and "connection failed" in errors[0]
    assert f"kirana run --resume {out}" in errors[0]
    assert "Traceback" in (out / "error.log").read_text()


def test_a_kill_while_a_checkpoint_is_half_written_resumes_from_the_one_before(tmp_path, month_cache):
    """The short version of ``benchmarks/kill_resume.py``: the run's checkpoint writer is wrapped to
    pause with day 2's checkpoint half written; kill -9 lands in that pause; ``--resume`` ignores the
    half-written file, starts from day 1's checkpoint, and ends with the uninterrupted record."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from kill_resume import _half_written, _kirana
    want = "".join(line + "\n" for line in month_cache.shop(load_scenario(days=2)).record.lines())
    out = tmp_path / "run"
    checkpoints = out / "checkpoints"
    proc = _kirana("run", "--days", "2", "--out", str(out))
    try:
        deadline = time.time() + 300
        while time.time() < deadline and proc.poll() is None:
            if (checkpoints / "day-001.json").exists() and _half_written(checkpoints):
                break
            time.sleep(0.005)
        assert proc.poll() is None, "the run ended before day 2's checkpoint was written"
        proc.kill()
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    half = next(checkpoints.glob("*.tmp"))
    assert half.name == "day-002.tmp" and 0 < half.stat().st_size
    assert load_checkpoint(out)[0].name == "day-001.json"
    done = subprocess.run([sys.executable, "-m", "kirana", "run", "--resume", str(out)], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=300)
    assert done.returncode == 0, done.stderr
    assert (out / "record.jsonl").read_text(encoding="utf-8") == want


def test_a_study_stopped_by_a_dead_server_names_the_exact_command_that_continues_it(tmp_path):
    (tmp_path / "quick.yaml").write_text("extends: default\nname: quick\ndays: 1\nroles:\n  manager: {retries: 0}\n")
    (tmp_path / "s.yaml").write_text("name: dead\nscenarios: [quick.yaml]\nseeds: [0]\nworkers: 1\n"
                                     "models:\n  dead: {manager: 'openai:m@http://127.0.0.1:9/v1'}\n")
    out = tmp_path / "study out"
    result = runner.invoke(app, ["study", str(tmp_path / "s.yaml"), "--out", str(out), "--days", "1"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    stopped = [line for line in result.output.splitlines() if line.startswith("stopped:")]
    assert len(stopped) == 1 and "the manager's model at http://127.0.0.1:9/v1" in stopped[0]
    assert f"Resume it with: kirana study {tmp_path / 's.yaml'} --out '{out}' --days 1  (details:" in stopped[0]
    # the run started, then stopped: counted as both (the trial, session 33, saw "0 started, 1 stopped")
    assert "1 runs: 0 already finished, 0 resumed, 1 started; 1 stopped before the end;" in result.output
    # the bar counts the runs finished, as that line does (the trial, session 43: "runs 2/2" over "1 stopped")
    bar = [line for line in result.output.splitlines() if line.startswith("runs ")]
    assert bar and "0/1" in bar[-1] and "1/1" not in bar[-1]


def test_kirana_report_on_a_killed_run_writes_its_scores_for_the_days_closed(tmp_path):
    """A killed run (record through day 1, no run_end, no scores.json: a new user's trial, session 38) gets its
    ``scores.json`` from ``kirana report``: the days closed, ``run_stopped`` saying it was killed and how to resume,
    so a script collecting scores.json finds it (and a study still counts it unfinished)."""
    run_episode(load_scenario(days=2), tmp_path, stop_after_day=1)
    assert not (tmp_path / "scores.json").exists()
    result = runner.invoke(app, ["report", str(tmp_path), "--no-anchors"])
    assert result.exit_code == 0, result.output
    assert "scores.json (the run wrote none" in result.output
    scores = json.loads((tmp_path / "scores.json").read_text(encoding="utf-8"))
    assert scores["days_closed"] == 1 and scores["days"] == 2
    assert "killed" in scores["run_stopped"]["reason"]
    assert scores["run_stopped"]["resume"] == f"kirana run --resume {tmp_path}"
    from kirana.runs import finished
    assert not finished(tmp_path)
    before = (tmp_path / "scores.json").read_bytes()
    assert runner.invoke(app, ["report", str(tmp_path), "--no-anchors"]).exit_code == 0
    assert (tmp_path / "scores.json").read_bytes() == before  # written once, not again
