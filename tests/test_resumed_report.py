"""``kirana run --resume`` of a run stopped by Ctrl-C after a closed day writes the report, as a fresh run does, and
says it is writing it before it does.

A new user's walk (session 56) stopped a 3-day run with SIGINT after the day-1 checkpoint, resumed it, and read its
log and folder while the report was still being drawn (half a minute at load 17): the score table and "run folder:"
were the last lines, and the folder had no report.html, report.md nor charts/, so it was taken for a resume that
writes no report (the resume printed "report: …" a few seconds later). ``kirana.after_run.report_after_run`` now
says "writing the report into FOLDER: …" (stderr; in a terminal a status line) before it draws.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _env() -> dict:
    kept = {k: os.environ[k] for k in ("PYTHONPYCACHEPREFIX", "KIRANA_CACHE_DIR") if os.environ.get(k)}
    return {"PYTHONPATH": str(ROOT), "COLUMNS": "300", "PATH": os.environ.get("PATH", ""), **kept}


def test_a_run_resumed_after_ctrl_c_writes_its_report_and_says_so_first(tmp_path):
    out = tmp_path / "cc"
    proc = subprocess.Popen([sys.executable, "-m", "kirana", "run", "--days", "2", "--out", str(out)], cwd=ROOT,
                            env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 600  # a loaded machine is slow to start and play
    while not (out / "checkpoints" / "day-001.json").exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert proc.poll() is None, "the run ended before day 1's checkpoint could be seen; raise --days"
    proc.send_signal(signal.SIGINT)  # Ctrl-C, after day 1 closed: the walk's stop
    stopped_err = proc.communicate(timeout=300)[1]
    assert proc.returncode == 130 and "interrupted:" in stopped_err, stopped_err
    assert not (out / "report.html").exists()
    resumed = subprocess.run([sys.executable, "-m", "kirana", "run", "--resume", str(out)], cwd=ROOT, env=_env(),
                             capture_output=True, text=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr
    lines = resumed.stdout.strip().splitlines()
    assert lines[-2:] == [f"run folder: {out}", f"report: {out / 'report.html'}"], lines[-3:]
    assert (out / "report.html").stat().st_size > 0 and (out / "report.md").stat().st_size > 0
    assert sorted(p.name for p in (out / "charts").glob("*.svg"))  # the charts drawn
    assert f"writing the report into {out}: report.html, report.md, charts/ …" in resumed.stderr.splitlines()
