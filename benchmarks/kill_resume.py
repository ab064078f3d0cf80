"""Kill -9 a group-chat run at random moments (some while a checkpoint is being written), resume it
each time, and compare the final record with an uninterrupted run's, byte for byte.

One run folder is killed ``--kills`` times: each time a fresh ``kirana run --resume`` (the first
time ``kirana run``) is started and killed with SIGKILL once the record has grown by a random
number of lines, or — every third kill — at the first moment a checkpoint's temporary file
exists (mid-write). Once, after a kill (the fourth or a later one, when two checkpoints
exist), the newest checkpoint is cut in half, so the resume
must fall back to the one before it. Then the run is resumed to its end.

    python benchmarks/kill_resume.py --days 6 --kills 10

Prints one line per kill and a summary: kills, kills during a checkpoint write, whether the
final record is identical to the uninterrupted one.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _kirana(*args: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "kirana", *args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env=env, cwd=str(ROOT))


def _lines(path: Path) -> int:
    return path.read_bytes().count(b"\n") if path.exists() else 0


def kill_and_resume(days: int = 6, kills: int = 10, seed: int = 0, truncate_at: int = 4) -> dict:
    """Run the experiment (see the module docstring); returns the figures."""
    from agents.direct import play_month
    from scenarios import load_scenario
    want = "".join(line + "\n" for line in play_month(load_scenario(days=days)).record.lines())
    total = want.count("\n")
    rng = random.Random(seed)
    out = Path(tempfile.mkdtemp(prefix="kill-")) / "run"
    record, checkpoints = out / "record.jsonl", out / "checkpoints"
    during_write = truncated = prefixes = 0
    log = []
    for k in range(kills):
        proc = _kirana("run", "--days", str(days), "--out", str(out)) if k == 0 else _kirana("run", "--resume", str(out))
        mid_write = k % 3 == 2
        target = _lines(record) + rng.randint(200, max(400, total // (kills + 2)))
        deadline, hit = time.time() + 600, False
        while time.time() < deadline and proc.poll() is None:
            if mid_write and checkpoints.exists() and any(checkpoints.glob("*.tmp")):
                hit = True
                break
            if not mid_write and _lines(record) >= target:
                break
            time.sleep(0.002 if mid_write else 0.01)
        if proc.poll() is not None:
            log.append(f"kill {k + 1}: the run finished first")
            break
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        during_write += hit
        text = record.read_text(encoding="utf-8", errors="replace")
        whole = text[:text.rfind("\n") + 1]            # a torn last line is dropped by --resume
        prefixes += want.startswith(whole)
        note = " during a checkpoint write" if hit else ""
        found = sorted(checkpoints.glob("day-*.json")) if checkpoints.exists() else []
        if k + 1 >= truncate_at and not truncated and len(found) >= 2:
            newest = found[-1]
            data = newest.read_bytes()
            newest.write_bytes(data[:len(data) // 2])
            truncated += 1
            note += f"; {newest.name} cut to half"
        log.append(f"kill {k + 1}: at {_lines(record)} of {total} events{note}")
        print(log[-1], flush=True)
    final = subprocess.run([sys.executable, "-m", "kirana", "run", "--resume", str(out)], capture_output=True,
                           text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=str(ROOT), timeout=1800)
    same = record.read_text(encoding="utf-8") == want
    return {"kills": sum(1 for line in log if "finished first" not in line), "during_checkpoint_write": during_write,
            "records_a_prefix_after_kill": prefixes,
            "checkpoints_truncated": truncated, "final_resume_exit": final.returncode, "identical_record": same,
            "events": total}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=6)
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(json.dumps(kill_and_resume(args.days, args.kills, args.seed)), flush=True)


if __name__ == "__main__":
    main()
