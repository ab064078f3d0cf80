"""A study or a run under ``nohup`` (no terminal): a plain line per run ended or day closed, and a resume command
that works from any directory (a new user's trial, session 55: a 173-byte ``study.log`` after 18 runs, the bar's
last state only; ``resume with: kirana study ablation.yaml …`` worked only where the study had been started)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from kirana.study_cmd import _again, run_line

ROOT = Path(__file__).resolve().parents[1]


def test_a_run_line_says_the_run_its_place_seconds_and_why_it_stopped():
    assert run_line("default-en-fake-seed0", "started", 52.34, "", 4, 18) == \
        "run 4/18 finished: default-en-fake-seed0, 52.3 s"
    assert run_line("default-hi-fake-seed1", "resumed", 16.2, "", 18, 18) == \
        "run 18/18 finished: default-hi-fake-seed1, 16.2 s (resumed)"
    assert run_line("default-hi-fake-seed2", "started stopped", 12.04, "the model server stopped answering", 4, 18) \
        == "run default-hi-fake-seed2 stopped after 12.0 s: the model server stopped answering"
    assert run_line("default-hi-fake-seed2", "skipped", 0.0, "", 4, 18) == \
        "run default-hi-fake-seed2 finished by another process"


def test_the_resume_command_names_the_study_file_and_folder_by_absolute_paths(tmp_path, monkeypatch):
    (tmp_path / "ablation.yaml").write_text("name: x\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    again = _again("ablation.yaml", Path("out"), 2, None, "process", None)
    assert again == f"kirana study {tmp_path.resolve() / 'ablation.yaml'} --out {tmp_path.resolve() / 'out'} --workers 2"
    # a built-in study is named, not a path (no such file here)
    assert _again("language_ablation", Path("runs/x"), None, 3, "process", None) == \
        f"kirana study language_ablation --out {tmp_path.resolve() / 'runs/x'} --days 3"


def test_kirana_run_into_a_log_prints_a_line_a_day(tmp_path):
    log = tmp_path / "run.log"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with open(log, "w") as fh:
        code = subprocess.run([sys.executable, "-m", "kirana", "run", "--days", "3", "--engine", "direct", "--out",
                               str(tmp_path / "run")], cwd=tmp_path, stdout=fh, stderr=subprocess.STDOUT, env=env,
                              timeout=600).returncode
    said = log.read_text(encoding="utf-8")
    assert code == 0, said
    days = re.findall(r"^default seed 0: day (\d)/3 closed, \d+\.\d s$", said, re.M)
    assert days == ["1", "2", "3"], said
