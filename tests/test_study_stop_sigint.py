"""Stopping a study by Ctrl-C (SIGINT) to its main process stops every worker; a second study on the same folder is
refused; a signal to a run with a chart painter leaves no process. The SIGTERM case and the story of these checks:
tests/test_study_stop.py (both files share tests/study_stop.py: the check and the uninterrupted study, played once).

Scripted players through the group chat, 20-day months; Linux (/proc) for the children's pids."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kirana.study import StudyRunError, run_study
from study_stop import (ROOT, alive, check_a_signal_stops_every_worker, children, start_study, stoppable_spec,
                        uninterrupted, wait_for)

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the children's pids in /proc")


@pytest.fixture(scope="module")
def spec(tmp_path_factory) -> Path:
    return stoppable_spec(tmp_path_factory)


def test_a_second_study_on_the_same_folder_is_refused_at_once(spec, tmp_path):
    out, log = tmp_path / "out", tmp_path / "first.log"
    first = start_study(spec, out, log)
    try:
        wait_for(lambda: (out / "runs").is_dir(), first)  # the first holds the folder
        busy = (f"{out} is in use by another kirana study; wait for it to end, or give this one another "
                f"--out")
        with pytest.raises(StudyRunError) as refused:
            run_study(spec, out, workers=1)
        assert str(refused.value) == busy
        second = subprocess.run([sys.executable, "-m", "kirana", "study", str(spec), "--out", str(out)], cwd=ROOT,
                                capture_output=True, text=True, timeout=120)
        assert first.poll() is None  # refused while the first plays, not after waiting for it
        assert second.returncode == 2 and second.stdout + second.stderr == f"error: {busy}\n"
        first.send_signal(signal.SIGTERM)
        assert first.wait(timeout=60) == 130
    finally:
        if first.poll() is None:
            os.killpg(first.pid, signal.SIGKILL)
    assert not (out / "results.csv").exists()


def test_a_signal_to_a_run_with_a_chart_painter_leaves_no_process(tmp_path):
    """``kirana run`` with its report's chart painter started beside the month (forked): SIGTERM to the run alone."""
    env = {**os.environ, "KIRANA_REPORT_WORKERS": "2"}  # a painter even on a loaded machine
    out, log = tmp_path / "run", tmp_path / "run.log"
    proc = subprocess.Popen([sys.executable, "-m", "kirana", "run", "--days", "2", "--out", str(out)], cwd=ROOT,
                            env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_for(lambda: children(proc.pid) and (out / "record.jsonl").exists(), proc)
        kids = children(proc.pid)
        proc.send_signal(signal.SIGTERM)
        code = proc.wait(timeout=60)
        deadline = time.monotonic() + 10
        while any(alive(k) for k in kids) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = [k for k in kids if alive(k)]
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert left == [] and code == 130
    assert f"Resume it with: kirana run --resume {out}" in log.read_text(encoding="utf-8").replace("\n", "")


def test_a_sigint_to_the_study_alone_stops_every_worker_and_loses_nothing(spec, tmp_path, tmp_path_factory):
    """Ctrl-C (SIGINT) to ``kirana study``'s main process alone; the uninterrupted study asked for last (played by
    tests/test_study_stop.py's worker meanwhile, or here if this file runs alone)."""
    check_a_signal_stops_every_worker(spec, lambda: uninterrupted(spec, tmp_path_factory), tmp_path, "SIGINT")
