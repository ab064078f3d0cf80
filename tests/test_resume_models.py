"""A resume whose scenario.resolved.yaml names another model records the change, so the scores say who played
which days (a new user's trial: after pointing a dead server's role elsewhere, scores.json still credited the
model that never played)."""
from __future__ import annotations

import yaml

from agents.episode import models_in_force, run_episode
from events.record import read_record
from kirana.runs import resume_folder
from scenarios import load_scenario, scenario_yaml


def _stopped_after_day_one(tmp_path):
    """A two-day group-chat run folder stopped after its first day (a checkpoint to resume from)."""
    folder = tmp_path / "run"
    sc = load_scenario(days=2)
    folder.mkdir()
    (folder / "scenario.resolved.yaml").write_text(scenario_yaml(sc), encoding="utf-8")
    run_episode(sc, folder, stop_after_day=1)
    return folder


def test_a_resume_with_another_model_records_the_swap_and_the_scores_name_both(tmp_path):
    folder = _stopped_after_day_one(tmp_path)
    data = yaml.safe_load((folder / "scenario.resolved.yaml").read_text(encoding="utf-8"))
    before = data["roles"]["manager"]["model"]
    data["roles"]["manager"]["model"] = "scripted:no-manager"
    (folder / "scenario.resolved.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    _, scores = resume_folder(folder)
    swaps = [e for e in read_record(folder / "record.jsonl") if e["kind"] == "roles_swapped"]
    assert [(s["at_day"], s["parent"], s["roles"]) for s in swaps] == [
        (2, None, {"manager": {"from": before, "to": "scripted:no-manager"}})]  # no parent: the same run went on (a
    # new user's trial, session 42: it named the run's own folder)
    assert scores["models"]["manager"] == f"{before} → scripted:no-manager from day 2"
    assert models_in_force(read_record(folder / "record.jsonl"))["manager"] == "scripted:no-manager"


def test_a_resume_with_the_same_models_records_nothing_new(tmp_path):
    folder = _stopped_after_day_one(tmp_path)
    resume_folder(folder)
    assert not [e for e in read_record(folder / "record.jsonl") if e["kind"] == "roles_swapped"]


def test_a_resume_with_an_unusable_model_spec_says_which_field_and_how_to_fix_it(tmp_path):
    """The fifteenth session's new-user trial: a URL without http:// edited in gave a 123-line traceback."""
    import pytest
    from scenarios import ScenarioError
    folder = _stopped_after_day_one(tmp_path)
    data = yaml.safe_load((folder / "scenario.resolved.yaml").read_text(encoding="utf-8"))
    data["roles"]["manager"]["model"] = "openai:qwen@127.0.0.1:8000/v1"
    (folder / "scenario.resolved.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    record = (folder / "record.jsonl").read_bytes()
    with pytest.raises(ScenarioError, match=r"roles\.manager\.model: .*needs http://.*write openai:qwen@http://127"):
        resume_folder(folder)
    assert (folder / "record.jsonl").read_bytes() == record  # nothing lost, nothing written
