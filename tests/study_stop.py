"""What tests/test_study_stop.py and tests/test_study_stop_sigint.py share: the stoppable study, its uninterrupted
results (played once in the whole test session, whichever xdist worker asks first), the study started as a
subprocess, the children's pids from /proc, and the whole check of a signal to the study's main process.

The two signals were one parametrised test in one file until session 56: the file was the suite's floor (36 s of CPU
of an idle machine, 62 s and 242 s of wall at load 14 on one worker, while the other workers had finished theirs), so
SIGINT moved to a file of its own that ``--dist loadfile`` hands to another worker, and the uninterrupted study both
compare with is played once for both (``uninterrupted``), as the one module's fixture played it before."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from agents.stopped import record_ended
from kirana.runs import finished as is_finished
from kirana.study import run_study
from month_cache import locked, session_folder

ROOT = Path(__file__).resolve().parents[1]

STUDY = """
    # 3 runs of 8 days through the group chat, 2 at a time: the test signals once the first has finished, when the
    # second is playing and the third is starting or about to; the stop gives workers 1 s to end on their own, so a
    # month must outlast that (with 3 runs of 2 days, and then 4, an idle machine finished every run before the
    # stop). A fourth run (until session 49) only added a month to every study here: no new run starts after a stop
    # (a stop that let the workers play on fails with 3 runs: ALONE_S = 30 gave "3 of 3 runs finished" after 38 s).
    # 20 days since session 50: at 8 days an idle machine played the three runs in 3 s, each within the stop's 1 s,
    # and the study said "3 of 3 runs finished" for both signals (python -m pytest -n 0 tests/test_study_stop.py).
    name: stoppable
    scenarios: [default]
    languages: [en]
    seeds: [0, 1, 2]
    days: 20
    models:
      reference: {}
    engine: autogen
    workers: 2
    """
RUNS = 3  # the study's runs (its seeds)


def stoppable_spec(tmp_path_factory) -> Path:
    """The study's spec file, one for the whole test session (every worker's the same path)."""
    path = session_folder(tmp_path_factory, "stoppable") / "stoppable.yaml"
    text = textwrap.dedent(STUDY).lstrip("\n")
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    return path


def uninterrupted(spec: Path, tmp_path_factory) -> str:
    """The study's results.csv played without a stop (``run_study(spec, out, workers=1)``, 3 runs of 20 days): played
    by the first process of the session that asks, under a lock; any other reads what it wrote."""
    folder = session_folder(tmp_path_factory, "stoppable")
    kept = folder / "uninterrupted.csv"
    with locked(folder / "uninterrupted.lock"):
        if not kept.exists():
            out = folder / "uninterrupted"
            result = run_study(spec, out, workers=1)
            assert len(result.started) == RUNS and not result.stopped
            tmp = kept.with_name(f"{kept.name}.{os.getpid()}.tmp")
            tmp.write_text((out / "results.csv").read_text(encoding="utf-8"), encoding="utf-8")
            os.replace(tmp, kept)
        return kept.read_text(encoding="utf-8")


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command's name (state first, then the parent's pid); None: gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def children(pid: int) -> list[int]:
    """The pids of the live processes whose parent is ``pid``."""
    found = []
    for entry in os.listdir("/proc"):
        stat = _stat(int(entry)) if entry.isdigit() else None
        if stat and stat[0] != "Z" and int(stat[1]) == pid:
            found.append(int(entry))
    return found


def alive(pid: int) -> bool:
    """Whether ``pid`` is a live process (not gone, not a zombie)."""
    stat = _stat(pid)
    return stat is not None and stat[0] != "Z"


def _as_at_a_terminal() -> None:
    """In the child before exec: Ctrl-C as a terminal's foreground job has it. A test runner started in the background
    of a non-interactive shell (CI) has SIGINT ignored, an ignored signal is inherited through exec, and Python then
    keeps ignoring it, as every Unix program does (so ``nohup kirana study … &`` is stopped with SIGTERM)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start_study(spec: Path, out: Path, log: Path) -> subprocess.Popen:
    """``kirana study SPEC --out OUT`` in a session of its own, its output into ``log``, SIGINT as at a terminal."""
    return subprocess.Popen([sys.executable, "-m", "kirana", "study", str(spec), "--out", str(out)], cwd=ROOT,
                            stdout=open(log, "w"), stderr=subprocess.STDOUT, start_new_session=True,
                            preexec_fn=_as_at_a_terminal)


def wait_for(condition, proc: subprocess.Popen, seconds: float = 600) -> None:
    """Poll ``condition()`` every 50 ms until it holds, ``proc`` ends or ``seconds`` pass; fail unless it holds."""
    deadline = time.monotonic() + seconds  # a loaded machine (load 10 on 2 cores) is slow to spawn and play
    while not condition() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
    assert condition(), f"gave up waiting; exit {proc.poll()}"


def check_a_signal_stops_every_worker(spec: Path, reference, tmp_path: Path, signame: str) -> None:
    """``signame`` sent to the study's main process alone (as ``kill PID`` does) once a run has finished: the study
    exits 130 within 20 s leaving no worker, says how many runs finished and how to resume, and resuming it gives the
    uninterrupted study's results.csv (``reference()``, called last)."""
    out, log = tmp_path / "out", tmp_path / "study.log"
    proc, kids = start_study(spec, out, log), []
    try:
        wait_for(lambda: list(out.glob("runs/*/scores.json")), proc)  # one run finished, others playing
        kids = children(proc.pid)
        assert len(kids) >= 2  # the workers (and multiprocessing's resource tracker)
        os.kill(proc.pid, getattr(signal, signame))  # the main process only, as `kill PID` does
        started = time.monotonic()
        code = proc.wait(timeout=60)
        took = time.monotonic() - started
        deadline = time.monotonic() + 10
        while any(alive(k) for k in kids) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = [k for k in kids if alive(k)]
    finally:
        for pid in [proc.pid] + children(proc.pid) + kids:  # (orphans had outlived their study)
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
    said = log.read_text(encoding="utf-8")
    assert left == [] and code == 130 and took < 20, (left, code, took, said)
    written = len(list(out.glob("runs/*/scores.json")))  # a run stopped in its turn may write its days' scores
    time.sleep(1)
    assert len(list(out.glob("runs/*/scores.json"))) == written, said  # no worker plays on
    finished = sum(is_finished(folder) or record_ended(folder / "record.jsonl")  # played to its end: scores.json
                   for folder in out.glob("runs/*"))  # without run_stopped, or run_end before its scores (a signal)
    assert 1 <= finished < RUNS, said
    assert f"{finished}/{RUNS}" in said, said  # the bar counts the runs finished (it had said 0/12)
    stops = [line for line in said.splitlines() if line.startswith("stopped")]
    assert stops == [f"stopped: {finished} of {RUNS} runs finished; resume with: kirana study {spec.resolve()} "
                     f"--out {out.resolve()}"]  # absolute: it works from any directory (a trial, session 55)
    assert "Traceback" not in said and not (out / "results.csv").exists()
    # the log is no terminal: a plain line per run finished (session 55: only the bar's last state, 173 bytes)
    assert re.search(rf"^run 1/{RUNS} finished: default-en-reference-seed\d, \d+\.\d s$", said, re.M), said
    # each run stopped inside its month says who stopped it: SIGTERM, not "Ctrl-C" (session 55; a run the stop
    # caught before its month began has no stopped.json, so there may be none)
    how = {"SIGTERM": "SIGTERM", "SIGINT": "Ctrl-C"}[signame]
    notes = [json.loads(p.read_text(encoding="utf-8")) for p in out.glob("runs/*/stopped.json")]
    assert all(n["how"] == how for n in notes), notes
    for scores in out.glob("runs/*/scores.json"):
        reason = (json.loads(scores.read_text(encoding="utf-8")).get("run_stopped") or {}).get("reason", "")
        assert not reason or f"({how} at" in reason, reason
    again = run_study(spec, out, workers=1)  # here: no second pool of spawned workers to import the group chat
    assert len(again.skipped) == finished and len(again.resumed) + len(again.started) == RUNS - finished
    assert (out / "results.csv").read_text(encoding="utf-8") == reference()
