"""A resume leaves no file describing an earlier state as if current (a new user's trial, session 53,
study/snap_after_sigkill/runs/flaky-hi-fake-seed0: ``scores.json`` of the outage's stop — days_closed 0, a model
failure on day 1 — beside a record whose resume had closed day 1 before a kill; ``stopped.json`` saying "Ctrl-C"
where the study process had been killed with SIGKILL and its worker stopped itself)."""
from __future__ import annotations

import asyncio
import json
import os
import signal

import pytest

import agents.episode
from agents.stopped import RunStopped
from agents.user_stop import STOPPED_NOTE, STUDY_GONE, _cause, note_stopped, play, stop_cause
from fake_manager import quiet_month
from kirana.runs import resume_folder, run_to_folder, with_role_models, write_scores

DEAD = "http://127.0.0.1:9/v1"


class _Killed(BaseException):
    """A process killed mid-resume (kill -9): nothing after it runs."""


def test_a_resume_killed_midway_leaves_no_earlier_stops_scores(tmp_path, monkeypatch):
    folder = tmp_path / "run"
    with pytest.raises(RunStopped):
        run_to_folder(with_role_models(quiet_month(2, retries=0), [f"manager=openai:fake@{DEAD}"]), folder)
    assert json.loads((folder / "scores.json").read_text())["run_stopped"]["days_closed"] == 0

    def killed(*args, **kwargs):
        raise _Killed

    monkeypatch.setattr(agents.episode, "run_episode", killed)
    with pytest.raises(_Killed):
        resume_folder(folder)
    assert not (folder / "scores.json").exists()  # kirana report (or the study) scores the record as it now is


def test_a_worker_whose_study_is_gone_says_so_not_ctrl_c(tmp_path):
    async def month():
        os.kill(os.getpid(), signal.SIGINT)  # what kirana.study_pool's watcher sends itself
        await asyncio.sleep(5)

    stop_cause(STUDY_GONE)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # as a worker starts: a test before this one in
    try:  # the same pytest worker may have left another handler (CI's order had: DID NOT RAISE)
        with pytest.raises(KeyboardInterrupt) as stop:
            play(month)
    finally:
        _cause.clear()
        signal.signal(signal.SIGINT, before)
    assert stop.value.how == STUDY_GONE
    (tmp_path / "record.jsonl").write_text("")
    note_stopped(tmp_path, stop.value.how)
    assert json.loads((tmp_path / STOPPED_NOTE).read_text())["how"] == STUDY_GONE
    from kirana.run_scores import _why_no_model_error
    assert _why_no_model_error(tmp_path).endswith(f": {STUDY_GONE} (kill -9 of the study, a closed terminal); "
                                                  "nothing failed")
