"""Stopping a study by a signal to its main process stops every worker, and a second study on the same folder is
refused (a new user's trial, session 41: ``kill PID`` of ``kirana study`` left its workers running, re-parented to
init, finishing runs into the folder and then idling forever; ``kill -INT PID`` hung in multiprocessing's exit join;
after a stop the progress bar said 0/12 with runs finished; two studies in one folder raced over its runs).

Scripted players through the group chat, 20-day months; Linux (/proc) for the children's pids."""
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

import pytest

from agents.stopped import record_ended
from kirana.runs import finished as is_finished
from kirana.study import StudyRunError, run_study

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the children's pids in /proc")

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
    stat = _stat(pid)
    return stat is not None and stat[0] != "Z"


@pytest.fixture(scope="module")
def spec(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("stoppable") / "stoppable.yaml"
    path.write_text(textwrap.dedent(STUDY).lstrip("\n"), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def uninterrupted(spec, tmp_path_factory) -> str:
    """The study's results.csv, played here without a stop."""
    out = tmp_path_factory.mktemp("uninterrupted") / "out"
    result = run_study(spec, out, workers=1)
    assert len(result.started) == RUNS and not result.stopped
    return (out / "results.csv").read_text(encoding="utf-8")


def _as_at_a_terminal() -> None:
    """In the child before exec: Ctrl-C as a terminal's foreground job has it. A test runner started in the background
    of a non-interactive shell (CI) has SIGINT ignored, an ignored signal is inherited through exec, and Python then
    keeps ignoring it, as every Unix program does (so ``nohup kirana study … &`` is stopped with SIGTERM)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _study(spec: Path, out: Path, log: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "kirana", "study", str(spec), "--out", str(out)], cwd=ROOT,
                            stdout=open(log, "w"), stderr=subprocess.STDOUT, start_new_session=True,
                            preexec_fn=_as_at_a_terminal)


def _wait_for(condition, proc: subprocess.Popen, seconds: float = 600) -> None:
    deadline = time.monotonic() + seconds  # a loaded machine (load 10 on 2 cores) is slow to spawn and play
    while not condition() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
    assert condition(), f"gave up waiting; exit {proc.poll()}"


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGINT"])
def test_a_signal_to_the_study_alone_stops_every_worker_and_loses_nothing(spec, uninterrupted, tmp_path, signame):
    out, log = tmp_path / "out", tmp_path / "study.log"
    proc, kids = _study(spec, out, log), []
    try:
        _wait_for(lambda: list(out.glob("runs/*/scores.json")), proc)  # one run finished, others playing
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
    assert (out / "results.csv").read_text(encoding="utf-8") == uninterrupted


def test_a_second_study_on_the_same_folder_is_refused_at_once(spec, tmp_path):
    out, log = tmp_path / "out", tmp_path / "first.log"
    first = _study(spec, out, log)
    try:
        _wait_for(lambda: (out / "runs").is_dir(), first)  # the first holds the folder
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
        _wait_for(lambda: children(proc.pid) and (out / "record.jsonl").exists(), proc)
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

