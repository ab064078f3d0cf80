"""Checkpoints are pydantic models (issue 15): ``agents.checkpoints.RunCheckpoint``, ``engine.snapshot.ShopSnapshot``.

``checkpoints/v1-before-version-day-001.json.gz`` is a real checkpoint written before the model existed (commit
c83598d: ``run_episode(load_scenario(days=2), out, stop_after_day=1)``, the default scenario, seed 0, scripted
roles): it must load, give back the same data, restore the shop and resume to the month's end. A damaged or
foreign checkpoint fails with one line naming the file and the field.
"""
from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path

import pytest

from agents.checkpoints import (CHECKPOINT_VERSION, CheckpointError, RunCheckpoint, checkpoint_bytes, checkpoint_json,
                                load_checkpoint, parse_checkpoint, read_checkpoint, write_checkpoint)
from agents.direct import play_month
from agents.episode import run_episode
from engine.shop import Shop
from engine.turn import TURN
from engine.snapshot import ShopSnapshot
from events.record import EventRecord
from scenarios import load_scenario, scenario_yaml

OLD = Path(__file__).parent / "checkpoints" / "v1-before-version-day-001.json.gz"


@pytest.fixture(scope="module")
def old() -> dict:
    return json.loads(gzip.decompress(OLD.read_bytes()).decode("utf-8"))


def test_a_checkpoint_written_before_the_model_loads_as_version_1_with_the_same_data(old):
    assert "version" not in old and "turn" not in old["shop"]
    saved = parse_checkpoint(copy.deepcopy(old), OLD.name)
    assert (saved.version, saved.day, saved.shop.record_seq, saved.shop.finished) == (1, 1, 1193, False)
    assert sorted(saved.contexts) == sorted(saved.memories) == ["cashier", "helper", "manager", "munshi"]
    assert saved.shop.state.day == 1 and saved.shop.turn is None and len(saved.shop.queue) == 8
    assert saved.to_json_data() == {"version": 1, **old}       # nothing lost or changed on the way through


def test_the_old_checkpoints_shop_restores_and_checkpoints_back_to_the_same_data(old):
    saved = parse_checkpoint(copy.deepcopy(old))
    shop = Shop.restore(load_scenario(days=2), saved.shop, EventRecord(start_seq=saved.shop.record_seq))
    assert shop.checkpoint() == old["shop"]
    assert Shop.restore(load_scenario(days=2), old["shop"], EventRecord(start_seq=1193)).checkpoint() == old["shop"]


def test_an_old_run_folder_resumes_to_the_months_end(old, tmp_path):
    scenario = load_scenario(days=2)
    lines = list(play_month(scenario).record.lines())
    (tmp_path / "scenario.resolved.yaml").write_text(scenario_yaml(scenario), encoding="utf-8")
    (tmp_path / "record.jsonl").write_text("".join(line + "\n" for line in lines[:1193]), encoding="utf-8")
    (tmp_path / "checkpoints").mkdir()
    (tmp_path / "checkpoints" / "day-001.json").write_text(json.dumps(old), encoding="utf-8")
    shop = run_episode(scenario, tmp_path, resume=True)
    events = [json.loads(line) for line in (tmp_path / "record.jsonl").read_text(encoding="utf-8").splitlines()]
    assert shop.finished and [e["seq"] for e in events] == list(range(len(events)))
    assert [e["day"] for e in events if e["kind"] == "day_close"] == [1, 2]
    assert read_checkpoint(tmp_path / "checkpoints" / "day-002.json").version == CHECKPOINT_VERSION


def test_a_checkpoint_written_now_reads_back_equal(tmp_path, old):
    saved = parse_checkpoint(copy.deepcopy(old))
    write_checkpoint(tmp_path / "day-001.json", saved)
    assert not (tmp_path / "day-001.tmp").exists()
    again = read_checkpoint(tmp_path / "day-001.json")
    assert again == saved and json.loads((tmp_path / "day-001.json").read_bytes())["version"] == 1


def test_checkpoint_bytes_are_those_of_its_json_data_written_from_the_models(old):
    """The file is written from the models without a dict of the shop first: the very bytes the dict gave."""
    saved = parse_checkpoint(copy.deepcopy(old))
    body = checkpoint_bytes(saved)
    assert body == checkpoint_json(saved.to_json_data())
    assert body.startswith(b'{"version":1,"day":1,"shop":{"state":') and json.loads(body) == {"version": 1, **old}
    assert b'"turn"' not in body                                          # no turn open: none written
    shop = Shop.restore(load_scenario(days=2), saved.shop, EventRecord(start_seq=saved.shop.record_seq))
    shop.next_turn()                                                      # a turn left open, as a stopped run has
    open_turn = saved.model_copy(update={"shop": shop.snapshot(open_turn=True), "notes": {"manager": ["a\udc80b"]}})
    body = checkpoint_bytes(open_turn)                                    # a lone surrogate: the dict's way
    assert body == checkpoint_json(open_turn.to_json_data()) and json.loads(body)["shop"]["turn"]["role"]
    assert json.loads(body)["notes"] == {"manager": ["a\udc80b"]}
    plain = saved.model_copy(update={"shop": shop.snapshot(open_turn=True)})
    assert checkpoint_bytes(plain) == checkpoint_json(plain.to_json_data())
    assert json.loads(checkpoint_bytes(plain))["shop"]["turn"] == TURN.dump_python(shop.turn, mode="json")


@pytest.mark.parametrize("damage, message", [
    (lambda d: d["shop"].pop("state"), r"day-001.json: shop.state: Field required"),
    (lambda d: d["shop"].update(record_seq="x"), r"day-001.json: shop.record_seq: Input should be a valid integer"),
    (lambda d: d.update(day=None), r"day-001.json: day: Input should be a valid integer"),
    (lambda d: d.pop("contexts"), r"day-001.json: contexts: Field required"),
    (lambda d: d.update(extra=1), r"day-001.json: extra: Extra inputs are not permitted"),
    (lambda d: d["shop"]["state"].update(till_paise="lots"), r"day-001.json: shop.state.till_paise: Input should be "
                                                              r"a valid integer"),
])
def test_a_damaged_checkpoint_names_the_file_and_the_field(old, tmp_path, damage, message):
    data = copy.deepcopy(old)
    damage(data)
    (tmp_path / "checkpoints").mkdir()
    (tmp_path / "checkpoints" / "day-001.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CheckpointError, match=message) as err:
        load_checkpoint(tmp_path)
    assert "\n" not in str(err.value) and "delete it to resume from the one before it" in str(err.value)


def test_an_older_layout_or_a_newer_version_says_so(old, tmp_path):
    team = {k: v for k, v in old.items() if k != "contexts"} | {"team": {"agent_states": {}}}
    with pytest.raises(CheckpointError, match=r"x.json: team: an older checkpoint layout .*start the run again"):
        parse_checkpoint(team, "x.json")
    with pytest.raises(CheckpointError, match=r"x.json: version: 5 — written by a newer kirana \(this one reads "
                                              r"version 4\)"):
        parse_checkpoint({**old, "version": 5}, "x.json")
    with pytest.raises(CheckpointError, match=r"x.json: a checkpoint is a JSON object, not list"):
        parse_checkpoint([], "x.json")


def test_a_cut_short_newest_checkpoint_is_skipped_but_a_damaged_one_is_not(old, tmp_path):
    folder = tmp_path / "checkpoints"
    folder.mkdir()
    (folder / "day-001.json").write_text(json.dumps(old), encoding="utf-8")
    (folder / "day-002.json").write_text(json.dumps(old)[:5000], encoding="utf-8")      # a kill mid-write
    path, saved = load_checkpoint(tmp_path)
    assert path.name == "day-001.json" and isinstance(saved, RunCheckpoint) and isinstance(saved.shop, ShopSnapshot)
    (folder / "day-002.json").write_text(json.dumps({**old, "day": "two"}), encoding="utf-8")
    with pytest.raises(CheckpointError, match="day-002.json: day: "):
        load_checkpoint(tmp_path)


def test_the_models_document_every_field():
    for model in (RunCheckpoint, ShopSnapshot):
        assert all(f.description for f in model.model_fields.values()), model.__name__


@pytest.mark.parametrize("damage, field", [
    (lambda d: d["usage"]["cashier"].update(calls={"x": 1}), "usage.cashier"),
    (lambda d: d["contexts"]["cashier"].update(messages=[{"type": "Nope"}]), "contexts.cashier"),
])
def test_a_checkpoint_that_fails_to_load_cuts_no_event_from_the_record(old, tmp_path, damage, field):
    """Found by a new user's trial: a checkpoint whole and of the right shape but holding a usage or a context
    AutoGen cannot load crashed the resume after record.jsonl had been cut back. Now: one line naming the file
    and the part, and the record byte for byte as it was."""
    scenario = load_scenario(days=2)
    lines = list(play_month(scenario).record.lines())
    (tmp_path / "scenario.resolved.yaml").write_text(scenario_yaml(scenario), encoding="utf-8")
    record = "".join(line + "\n" for line in lines[:1500])  # more than the checkpoint's 1,193: a partial day 2
    (tmp_path / "record.jsonl").write_text(record, encoding="utf-8")
    (tmp_path / "checkpoints").mkdir()
    data = copy.deepcopy(old)
    if not data["usage"].get("cashier"):
        pytest.skip("the old checkpoint holds no cashier usage")
    damage(data)
    (tmp_path / "checkpoints" / "day-001.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CheckpointError, match=rf"day-001.json: {field}: ") as err:
        run_episode(scenario, tmp_path, resume=True)
    assert "\n" not in str(err.value) and "record.jsonl is untouched" in str(err.value)
    assert (tmp_path / "record.jsonl").read_text(encoding="utf-8") == record
