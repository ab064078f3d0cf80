"""A run folder's ``.lock`` is the run's claim while it writes, and goes when the run stops, however it stops.

A new user's walk (session 50) found an empty ``.lock`` left in the folder of a run stopped because its model
server was dead; it blocked nothing, but read like a run in progress. ``kirana.runs.release_folder`` now removes the
file (while still holding the lock), on a run's every way out — finished, stopped by a dead server, an error line
before any day was played (at exit at the latest) — and ``claim_folder`` claims a lock file found removed anew.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import yaml

from kirana.runs import FolderBusy, claim_folder, release_folder

ROOT = Path(__file__).resolve().parents[1]


def _kirana(*args: str) -> subprocess.CompletedProcess:
    kept = {k: os.environ[k] for k in ("PYTHONPYCACHEPREFIX", "KIRANA_CACHE_DIR", "KIRANA_SERVER_DOWN_WAIT_S",
                                       "KIRANA_NO_SERVER_CHECK") if os.environ.get(k)}
    return subprocess.run([sys.executable, "-m", "kirana", *args], capture_output=True, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "COLUMNS": "300", **kept}, timeout=300)


def test_a_run_stopped_by_a_dead_server_leaves_no_lock_and_resumes(tmp_path):
    (tmp_path / "dead.yaml").write_text('extends: default\nname: dead\ndays: 1\nroles:\n'
                                        '  manager: {model: "openai:m@http://127.0.0.1:9/v1", retries: 0}\n')
    out = tmp_path / "out"
    stopped = _kirana("run", "--scenario", str(tmp_path / "dead.yaml"), "--out", str(out))
    assert stopped.returncode == 2 and "connection failed" in stopped.stderr, stopped.stderr
    assert (out / "record.jsonl").exists() and json.loads((out / "scores.json").read_text())["run_stopped"]
    assert not (out / ".lock").exists(), sorted(p.name for p in out.iterdir())
    again = _kirana("run", "--days", "1", "--engine", "direct", "--out", str(out))  # refused: an error line
    assert again.returncode == 2 and "already exists" in again.stderr
    assert not (out / ".lock").exists()
    resolved = out / "scenario.resolved.yaml"  # the dead server's role pointed elsewhere, as README says
    data = yaml.safe_load(resolved.read_text(encoding="utf-8"))
    data["roles"]["manager"]["model"] = "scripted:reference"
    resolved.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    resumed = _kirana("run", "--resume", str(out))
    assert resumed.returncode == 0, resumed.stderr
    scores = json.loads((out / "scores.json").read_text())
    assert scores["run_stopped"] is None and scores["days"] == 1  # finished
    assert not (out / ".lock").exists()


def test_release_removes_the_file_and_a_claim_makes_it_again(tmp_path):
    claim_folder(tmp_path)
    try:
        assert (tmp_path / ".lock").exists()
        claim_folder(tmp_path)  # held already: a no-op
    finally:
        release_folder(tmp_path)
    assert not (tmp_path / ".lock").exists()
    release_folder(tmp_path)  # nothing held: a no-op
    (tmp_path / ".lock").write_text("")  # a file left by a process killed outright blocks nothing
    claim_folder(tmp_path)
    release_folder(tmp_path)
    assert not (tmp_path / ".lock").exists()


def test_a_folder_held_by_another_process_stays_held_and_its_file_stays(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from pathlib import Path; "
                               "from kirana.runs import claim_folder; claim_folder(Path(sys.argv[1])); "
                               "print('held', flush=True); time.sleep(60)", str(tmp_path)],
                              stdout=subprocess.PIPE, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT)})
    try:
        assert holder.stdout.readline().strip() == "held"
        try:
            claim_folder(tmp_path)
            raise AssertionError("claimed a folder another process holds")
        except FolderBusy:
            pass
        release_folder(tmp_path)  # not ours: the holder's file stays
        assert (tmp_path / ".lock").exists()
    finally:
        holder.kill()
        holder.wait()
