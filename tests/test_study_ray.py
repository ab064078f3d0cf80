"""Studies on Ray (``--engine ray``): a local Ray instance started by the test gives the process engine's
results table byte for byte, skips finished runs, and retries a lost worker from its last checkpoint."""
from __future__ import annotations

import json
import os

import pytest

from agents.direct import play_month
from kirana.study import run_study
from scenarios import load_scenario, with_language

# CI installs the ray extra (README's test command), so there a missing Ray fails rather than skips.
ray = __import__("ray") if os.environ.get("CI") else pytest.importorskip(
    "ray", reason="needs the ray extra: pip install -e '.[ray]' (README's second, heavy test command and .ci/run install it)")

# one day a run: the byte-for-byte comparison of the two engines' tables and records needs no second day (the
# lost worker's study below plays two, resuming from day 1's checkpoint)
GRID = "extends: language_ablation\nname: ray_grid\nseeds: [0]\ndays: 1\nworkers: 2\n"
LOST = ("extends: language_ablation\nname: lost_worker\nlanguages: [hi]\nseeds: [0]\ndays: 2\n"
        "engine: autogen\nworkers: 1\n")


@pytest.fixture(scope="module")
def local_ray():
    from kirana.ray_engine import _start
    _start(None, 2)                     # the same local instance play_on_ray would start, shared by the tests
    yield
    ray.shutdown()


def test_ray_gives_the_process_engines_results_byte_for_byte_and_skips_finished_runs(tmp_path, local_ray):
    (tmp_path / "grid.yaml").write_text(GRID, encoding="utf-8")
    by_process = run_study(tmp_path / "grid.yaml", tmp_path / "process", workers=1)
    by_ray = run_study(tmp_path / "grid.yaml", tmp_path / "ray", engine="ray")
    assert len(by_ray.started) == 3 and not by_ray.stopped
    csv = (tmp_path / "ray" / "results.csv").read_bytes()
    assert csv == (tmp_path / "process" / "results.csv").read_bytes()
    assert csv.count(b"\n") == 4                          # a header and three runs
    for run in by_process.runs:
        assert (tmp_path / "ray" / "runs" / run.run_id / "record.jsonl").read_bytes() == \
            (tmp_path / "process" / "runs" / run.run_id / "record.jsonl").read_bytes()
    assert json.loads((tmp_path / "ray" / "timings.json").read_text())["engine"] == "ray"
    again = run_study(tmp_path / "grid.yaml", tmp_path / "ray", engine="ray")
    assert len(again.skipped) == 3 and not again.started and not again.resumed
    assert (tmp_path / "ray" / "results.csv").read_bytes() == csv


def test_a_lost_worker_is_retried_from_its_last_checkpoint(tmp_path, local_ray):
    (tmp_path / "lost.yaml").write_text(LOST, encoding="utf-8")
    result = run_study(tmp_path / "lost.yaml", tmp_path / "study", engine="ray", die_after_day=1)
    run = tmp_path / "study" / "runs" / "default-hi-reference-seed0"
    assert (run / ".worker-lost-once").exists()          # the first worker died after day 1's checkpoint
    assert result.resumed == ["default-hi-reference-seed0"] and not result.started and not result.stopped
    want = play_month(with_language(load_scenario("default", days=2), "hi")).record.lines()
    assert (run / "record.jsonl").read_text(encoding="utf-8") == "".join(line + "\n" for line in want)
    assert json.loads((run / "scores.json").read_text())["days_closed"] == 2
