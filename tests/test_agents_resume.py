"""Killing a group-chat run mid-day and resuming it gives the record of an uninterrupted run."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from scenarios import load_scenario

# The kill lands in the middle of day 2, the month's last: after day 1's checkpoint, with half a day still to
# play on resuming — all a longer month would show (3 days was a day more of the group chat, and its own
# anchors, for nothing this test checks).
DAYS = 2


def test_kill_mid_day_then_resume_gives_the_identical_record(tmp_path, month_cache):
    # the direct engine's month (the session's play of it: test_faults_runs reads the same one)
    want = "".join(line + "\n" for line in month_cache.shop(load_scenario(days=DAYS)).record.lines())
    day2_events = [i for i, line in enumerate(want.splitlines()) if '"day":2,' in line]
    kill_after = day2_events[len(day2_events) // 2]          # the middle of day 2, after day 1's checkpoint
    out = tmp_path / "run"
    proc = subprocess.Popen([sys.executable, "-m", "kirana", "run", "--days", str(DAYS), "--out", str(out)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    record = out / "record.jsonl"
    deadline = time.time() + 120
    while time.time() < deadline:
        if record.exists() and record.read_bytes().count(b"\n") > kill_after:
            break
        if proc.poll() is not None:
            break
        time.sleep(0.005)
    assert proc.poll() is None, "the run finished before it could be killed; raise DAYS"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    killed_at = record.read_bytes().count(b"\n")
    assert killed_at < len(want.splitlines())
    assert (out / "checkpoints").exists()
    resumed = subprocess.run([sys.executable, "-m", "kirana", "run", "--resume", str(out)],
                             capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert record.read_text(encoding="utf-8") == want
    assert (out / "scores.json").exists()
