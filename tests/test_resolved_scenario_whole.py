"""A run's scenario.resolved.yaml is written whole or not at all (kirana.runs.run_to_folder, session 56): a study
killed by SIGKILL mid-write had left a cut file, and its resume refused the folder as "a run of a different scenario"
(a fresh clone's .ci/run, tests/test_study.py::test_a_killed_study_resumes_to_the_same_results_table)."""
from pathlib import Path

import pytest

from kirana.runs import run_to_folder
from scenarios import load_scenario, scenario_yaml


def test_a_write_stopped_midway_leaves_no_cut_scenario(tmp_path, monkeypatch):
    real = Path.write_text

    def stopped_midway(self, data, *args, **kwargs):
        if self.name.startswith("scenario.resolved.yaml"):
            real(self, data[: len(data) // 2], *args, **kwargs)  # half the text is on disk when the kill comes
            raise KeyboardInterrupt
        return real(self, data, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", stopped_midway)
    with pytest.raises(KeyboardInterrupt):
        run_to_folder(load_scenario(days=1), tmp_path / "run", engine="direct")
    assert not (tmp_path / "run" / "scenario.resolved.yaml").exists()


def test_a_run_writes_the_whole_scenario(tmp_path):
    scenario = load_scenario(days=1)
    run_to_folder(scenario, tmp_path / "run", engine="direct")
    assert (tmp_path / "run" / "scenario.resolved.yaml").read_text(encoding="utf-8") == scenario_yaml(scenario)
    assert not list((tmp_path / "run").glob("*.tmp"))
