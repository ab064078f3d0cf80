"""A record that ends with ``run_end`` is never resumed nor appended to (a new user's trial, session 41: a second
study on the same folder resumed two months another had finished, in the gap before their scores.json, and wrote
``run_resumed`` after their ``run_end``). Against the local fake server (127.0.0.1 only): only a served role's resume
writes ``run_resumed``."""
from __future__ import annotations

import json

import pytest

from agents.episode import run_episode
from agents.stopped import RunEnded, record_ended
from fake_manager import served_manager
from kirana.runs import resume_folder, resume_note
from kirana.study import play_job
from openai_stub import StubServer


def test_a_finished_served_month_is_never_resumed_nor_appended_to(tmp_path):
    folder = tmp_path / "run"
    with StubServer() as server:
        scenario = served_manager(server.url, days=1)
        job = ("served-seed0", scenario.model_dump(mode="json"), str(folder), "autogen")
        assert play_job(job)[1] == "started"
        asked = server.requests
        record = (folder / "record.jsonl").read_bytes()
        scores = json.loads((folder / "scores.json").read_text(encoding="utf-8"))
        assert asked > 0 and record_ended(folder / "record.jsonl") and scores["run_stopped"] is None
        (folder / "scores.json").unlink()  # the gap: the month ended, its scores not yet written (a kill there)
        run_id, done, _, why = play_job(job)  # a second study's worker, planned while the first played it
        assert (run_id, done, why) == ("served-seed0", "skipped", "")
        assert json.loads((folder / "scores.json").read_text(encoding="utf-8")) == scores  # written from the record
        with pytest.raises(RunEnded, match=f"{folder} had run to its end .* nothing to resume"):
            run_episode(scenario, folder, resume=True)
        assert resume_note(folder) == f"{folder} had run to its end: nothing left to play; its scores again"
        again_scenario, again = resume_folder(folder)  # kirana run --resume: the scores again, nothing played
        assert again == scores and again_scenario.days == 1
        assert server.requests == asked  # no model was asked anything after the end
    assert (folder / "record.jsonl").read_bytes() == record  # no run_resumed after run_end


def test_a_record_ends_with_its_run_end_event_only(tmp_path):
    path = tmp_path / "record.jsonl"
    assert not record_ended(path)  # no record
    path.write_text('{"seq":0,"day":1,"minute":0,"kind":"run_start"}\n'
                    '{"seq":1,"day":1,"minute":5,"kind":"email_sent","text":"\\"kind\\":\\"run_end\\""}\n')
    assert not record_ended(path)  # the words inside an event's text are escaped
    with open(path, "a", encoding="utf-8") as fh:
        fh.write('{"seq":2,"day":1,"minute":1439,"kind":"run_end"}\n')
    assert record_ended(path)
