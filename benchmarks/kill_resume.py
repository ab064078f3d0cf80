"""Kill -9 a group-chat run at random moments (some while a checkpoint is being written), resume it
each time, and compare every resumed record with an uninterrupted run's, byte for byte.

One run folder is killed ``--kills`` times: each time a fresh ``kirana run --resume`` (the first
time ``kirana run``) is started and killed with SIGKILL once the record has grown by a random
number of lines, or — every third kill — while a daily checkpoint is being written: the run's
checkpoint writer is wrapped to write the first half of the file, pause ``PAUSE_S``, then write
the rest (the same bytes, the same rename), and the kill lands in that pause, so the newest
checkpoint's temporary file is half written. Once, after a kill (the fourth or a later one, when
two checkpoints exist), the newest checkpoint is cut in half, so the resume must fall back to
the one before it. After every kill a copy of the folder is resumed to the end and compared with
the uninterrupted record (``identical_after_kill``: k of k); the killed folder itself goes on to
the next kill, and is finally resumed to the end and compared too.

    python benchmarks/kill_resume.py --days 8 --kills 10

Prints one line per kill and a summary (JSON); exits 1 unless every planned kill happened and
every resumed record is identical.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAUSE_S = 0.4  # seconds the wrapped checkpoint writer holds a half-written temporary file


def _slow_checkpoints() -> None:
    """Wrap the episode's ``write_checkpoint`` (``agents.checkpoints``): a checkpoint's bytes go to its ``.tmp``
    in two halves with a ``PAUSE_S`` pause between them, then the same ``os.replace``."""
    import agents.episode as episode
    from agents.checkpoints import checkpoint_bytes

    def halves(path: Path, checkpoint) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        body = checkpoint_bytes(checkpoint)
        with open(tmp, "wb") as fh:
            fh.write(body[:len(body) // 2])
            fh.flush()
            time.sleep(PAUSE_S)
            fh.write(body[len(body) // 2:])
        os.replace(tmp, path)

    episode.write_checkpoint = halves


def _kirana(*args: str, slow: bool = True) -> subprocess.Popen:
    """``kirana ARGS`` in a child process; ``slow``: with the checkpoint writer wrapped (``_slow_checkpoints``)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, __file__, "--child", *args] if slow else [sys.executable, "-m", "kirana", *args]
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=str(ROOT))


def _lines(path: Path) -> int:
    return path.read_bytes().count(b"\n") if path.exists() else 0


def _half_written(checkpoints: Path) -> bool:
    return checkpoints.exists() and any(p.stat().st_size > 0 for p in checkpoints.glob("*.tmp"))


def _resumed_copy_identical(out: Path, k: int, want: str) -> bool:
    """Copy the killed folder, ``kirana run --resume`` the copy to the end, compare its record with ``want``."""
    copy = out.parent / f"copy-{k}"
    shutil.copytree(out, copy)
    try:
        done = subprocess.run([sys.executable, "-m", "kirana", "run", "--resume", str(copy)], capture_output=True,
                              text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=str(ROOT), timeout=1800)
        return done.returncode == 0 and (copy / "record.jsonl").read_text(encoding="utf-8") == want
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def kill_and_resume(days: int = 8, kills: int = 10, seed: int = 0, truncate_at: int = 4,
                    check_each: bool = True) -> dict:
    """Run the experiment (see the module docstring); returns the figures.

    ``check_each``: after every kill, resume a copy of the folder to the end and compare (slower:
    one more partial run per kill).
    """
    from agents.checkpoints import load_checkpoint
    from agents.direct import play_month
    from scenarios import load_scenario
    want = "".join(line + "\n" for line in play_month(load_scenario(days=days)).record.lines())
    total = want.count("\n")
    rng = random.Random(seed)
    out = Path(tempfile.mkdtemp(prefix="kill-")) / "run"
    record, checkpoints = out / "record.jsonl", out / "checkpoints"
    during_write = truncated = fell_back = prefixes = identical = 0
    log: list[str] = []
    started = time.perf_counter()
    for k in range(kills):
        proc = _kirana("run", "--days", str(days), "--out", str(out)) if k == 0 else _kirana("run", "--resume", str(out))
        mid_write = k % 3 == 2
        target = _lines(record) + rng.randint(200, max(400, total // (kills + 2)))
        deadline, hit = time.time() + 600, False
        while time.time() < deadline and proc.poll() is None:
            if mid_write and _half_written(checkpoints):
                hit = True
                break
            if not mid_write and _lines(record) >= target:
                break
            time.sleep(0.005)
        if proc.poll() is not None:
            log.append(f"kill {k + 1}: the run finished first")
            print(log[-1], flush=True)
            break
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        hit = hit and _half_written(checkpoints)    # the kill landed while the file was half written
        during_write += hit
        text = record.read_text(encoding="utf-8", errors="replace") if record.exists() else ""
        whole = text[:text.rfind("\n") + 1]            # a torn last line is dropped by --resume
        prefixes += want.startswith(whole)
        note = " during a checkpoint write" if hit else ""
        found = sorted(checkpoints.glob("day-*.json")) if checkpoints.exists() else []
        if k + 1 >= truncate_at and not truncated and len(found) >= 2:
            newest = found[-1]
            data = newest.read_bytes()
            newest.write_bytes(data[:len(data) // 2])
            truncated += 1
            loaded = load_checkpoint(out)
            fell_back += loaded is not None and loaded[0] == found[-2]
            note += f"; {newest.name} cut to half"
        same = _resumed_copy_identical(out, k + 1, want) if check_each else None
        identical += bool(same)
        log.append(f"kill {k + 1}: at {_lines(record)} of {total} events{note}"
                   + ("" if same is None else f"; a copy resumed to the end: {'identical' if same else 'DIFFERENT'}"))
        print(log[-1], flush=True)
    final = subprocess.run([sys.executable, "-m", "kirana", "run", "--resume", str(out)], capture_output=True,
                           text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=str(ROOT), timeout=1800)
    done = sum(1 for line in log if "finished first" not in line)
    same = record.read_text(encoding="utf-8") == want
    return {"kills_planned": kills, "kills": done, "during_checkpoint_write": during_write,
            "records_a_prefix_after_kill": prefixes,
            "identical_after_kill": identical if check_each else None,
            "checkpoints_truncated": truncated, "fell_back_to_the_one_before": fell_back,
            "final_resume_exit": final.returncode, "identical_record": same,
            "events": total, "seconds": round(time.perf_counter() - started, 1)}


def passed(figures: dict) -> bool:
    """Every planned kill happened, every record after a kill was a prefix, every resume came out identical."""
    return (figures["kills"] == figures["kills_planned"] == figures["records_a_prefix_after_kill"]
            and figures["identical_after_kill"] in (None, figures["kills"])
            and figures["fell_back_to_the_one_before"] == figures["checkpoints_truncated"]
            and figures["final_resume_exit"] == 0 and figures["identical_record"])


def main() -> None:
    if sys.argv[1:2] == ["--child"]:  # a kirana command, its checkpoint writer wrapped
        here = Path(__file__).resolve().parent   # no benchmark module may shadow an import of the run's
        sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != here]
        _slow_checkpoints()
        from kirana.cli import app
        sys.argv = ["kirana", *sys.argv[2:]]
        app()
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=8)
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-check-each", action="store_true", help="skip resuming a copy after every kill")
    args = parser.parse_args()
    figures = kill_and_resume(args.days, args.kills, args.seed, check_each=not args.no_check_each)
    print(json.dumps(figures), flush=True)
    sys.exit(0 if passed(figures) else 1)


if __name__ == "__main__":
    main()
