"""A study's served run stopped before its first daily checkpoint and played again by the next ``kirana study``:
the requests of the attempt thrown away stay in ``calls.discarded.jsonl`` and ``usage.json``'s billed totals, as
``kirana run --resume`` keeps them (``run_resumed`` with ``checkpoint: null``), and the kept record's figures are
an uninterrupted run's. A new user's trial, session 44: a study killed (SIGTERM) 22 s in started that run again
from nothing, and 2 answered requests (3,183 prompt tokens) were in no file and no count; the same case on a
2-day study, 39 requests and 105,145 prompt tokens of 250.

Against the local fake server (127.0.0.1 only), which reports 100 prompt and 10 completion tokens per answer."""
from __future__ import annotations

import json

from agents.call_log import CALL_LOG, DISCARDED_LOG
from agents.episode import run_episode
from events.record import read_record
from fake_manager import served_manager
from openai_stub import StubServer
from scenarios import scenario_yaml

PRICE = {"prompt": 1.0, "completion": 4.0}  # US dollars per million tokens


def _lines(path) -> int:
    return path.read_bytes().count(b"\n") if path.exists() else 0


def test_a_study_run_stopped_before_its_first_checkpoint_keeps_the_thrown_away_requests(tmp_path):
    from kirana.study import play_job
    folder = tmp_path / "runs" / "default-en-fake-seed0"
    folder.mkdir(parents=True)
    with StubServer() as server:
        scenario = served_manager(server.url, days=2, price_usd_per_million_tokens=PRICE)
        # the first play, killed before day 1's checkpoint was written (as SIGTERM 22 s in left the trial's folder:
        # scenario.resolved.yaml, record.jsonl, calls.jsonl, checkpoints/settled.jsonl and no day file)
        (folder / "scenario.resolved.yaml").write_text(scenario_yaml(scenario), encoding="utf-8")
        run_episode(scenario, folder, stop_after_day=1)
        (folder / "checkpoints" / "day-001.json").unlink()
        lost = server.requests
        assert lost > 0 and _lines(folder / CALL_LOG) == lost

        run_id, done, _, error = play_job(("default-en-fake-seed0", scenario.model_dump(mode="json"),
                                           str(folder), "autogen"))
        answered = server.requests
    assert (run_id, error) == ("default-en-fake-seed0", "")
    assert done == "resumed"  # was "started": both call logs deleted, the month played as if never begun
    again = answered - lost
    assert again > 0
    assert _lines(folder / DISCARDED_LOG) == lost and _lines(folder / CALL_LOG) == again
    manager = json.loads((folder / "usage.json").read_text())["manager"]
    assert (manager["calls"], manager["prompt_tokens"], manager["completion_tokens"]) == (
        answered, 100 * answered, 10 * answered)  # every request the server answered and billed (was `again`)
    assert manager["cost_usd"] == round((100 * answered * 1.0 + 10 * answered * 4.0) / 1e6, 6)
    gone = manager["discarded_on_resume"]
    assert (gone["calls"], gone["prompt_tokens"], gone["completion_tokens"]) == (lost, 100 * lost, 10 * lost)
    assert (manager["kept_record"]["calls"], manager["kept_record"]["prompt_tokens"]) == (again, 100 * again)
    resumed = [e for e in read_record(folder / "record.jsonl") if e["kind"] == "run_resumed"]
    assert [(e["checkpoint"], e["from_day"], e["discarded_calls"]) for e in resumed] == [(None, 1, lost)]
    scores = json.loads((folder / "scores.json").read_text())
    tokens = scores["tokens_by_role"]["manager"]  # the kept record's, as an uninterrupted run's (scoring.kept_usage)
    assert (tokens["calls"], tokens["prompt_tokens"], tokens["discarded_on_resume"]["calls"]) == (
        again, 100 * again, lost)
    assert scores["run_stopped"] is None


def test_a_scripted_study_run_with_no_checkpoint_is_still_started_afresh(tmp_path):
    """No served role, no call log: nothing was billed, and the run is started again as before."""
    from kirana.study import play_job
    from scenarios import load_scenario
    scenario = load_scenario(days=1)
    folder = tmp_path / "r"
    folder.mkdir()
    (folder / "record.jsonl").write_text("", encoding="utf-8")  # a play killed at once
    assert play_job(("r", scenario.model_dump(mode="json"), str(folder), "autogen"))[1:4:2] == ("started", "")
    assert not (folder / CALL_LOG).exists() and not (folder / DISCARDED_LOG).exists()
