"""A direct month's readings kept between runs (kirana.readings): the next run reads none anew, the same record."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import lang.read_cache as read_cache
import lang.handover as handover
import lang.replies as replies
from kirana import readings
from kirana.runs import run_to_folder
from lang.handover import same_value
from lang.intents import Intent
from scenarios import load_scenario, scenario_yaml


def _forget() -> None:
    """This process's readings gone, as in a new process."""
    read_cache._CACHE.clear()
    read_cache._FROM_STORE.clear()
    read_cache._STORED.clear()
    replies._CACHE.clear()
    handover._STORED_LINES.clear()
    handover._LEARNED_LINES.clear()


@pytest.fixture
def counted(monkeypatch):
    """How many texts the reader read and lines the reply reader matched, anew."""
    n = {"texts": 0, "lines": 0}
    real_read, real_match = read_cache._read, replies._Tables.match

    def read(*a, **k):
        n["texts"] += 1
        return real_read(*a, **k)

    def match(self, *a, **k):
        n["lines"] += 1
        return real_match(self, *a, **k)
    monkeypatch.setattr(read_cache, "_read", read)
    monkeypatch.setattr(replies._Tables, "match", match)
    yield n
    _forget()


def test_a_second_run_reads_nothing_anew_and_writes_the_same_record(tmp_path, monkeypatch, counted):
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(tmp_path / "cache"))
    scenario = load_scenario(seed=1, days=3)
    _forget()
    first = run_to_folder(scenario, tmp_path / "a", engine="direct", keep_readings=True)
    kept = readings.readings_file(scenario_yaml(scenario))
    assert kept.exists() and counted["texts"] > 100 and counted["lines"] > 100
    data = json.loads(kept.read_text(encoding="utf-8"))
    assert len(data["texts"]) > 100 and len(data["lines"]) > 100
    _forget()
    counted.update(texts=0, lines=0)
    second = run_to_folder(scenario, tmp_path / "b", engine="direct", keep_readings=True)
    assert counted == {"texts": 0, "lines": 0}                                 # every reading handed over
    assert (tmp_path / "a" / "record.jsonl").read_bytes() == (tmp_path / "b" / "record.jsonl").read_bytes()
    assert first == second
    assert json.loads(kept.read_text(encoding="utf-8")) == data                # nothing new: not rewritten
    _forget()
    monkeypatch.setenv("KIRANA_READINGS_CACHE", "0")                           # the file off: read as ever
    run_to_folder(scenario, tmp_path / "c", engine="direct", keep_readings=True)
    assert counted["texts"] > 100 and counted["lines"] > 100
    assert (tmp_path / "a" / "record.jsonl").read_bytes() == (tmp_path / "c" / "record.jsonl").read_bytes()


def test_a_damaged_file_means_reading_again(tmp_path, monkeypatch, counted):
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(tmp_path / "cache"))
    scenario = load_scenario(seed=1, days=1)
    kept = readings.readings_file(scenario_yaml(scenario))
    kept.parent.mkdir(parents=True)
    kept.write_text("{not json", encoding="utf-8")
    _forget()
    run_to_folder(scenario, tmp_path / "a", engine="direct", keep_readings=True)
    assert counted["texts"] > 0
    assert json.loads(kept.read_text(encoding="utf-8"))["version"] == 1       # written afresh


def test_only_what_json_rebuilds_exactly_is_the_same_value():
    assert same_value({"a": [1, {"b": None}]}, {"a": [1, {"b": None}]})
    assert not same_value((1, 2), [1, 2]) and not same_value(1, 1.0) and not same_value(True, 1)
    assert not same_value(0.0, -0.0)
    told, defaulted = Intent(kind="order", note=""), Intent(kind="order")      # equal, but "note" set in one
    assert told == defaulted and not same_value(told, defaulted)
    assert same_value(Intent.model_validate_json(told.model_dump_json(exclude_unset=True)), told)


def test_only_kirana_run_keeps_readings_and_the_folder_keeps_the_newest(tmp_path, monkeypatch):
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(tmp_path / "cache"))
    scenario = load_scenario(seed=1, days=1)
    run_to_folder(scenario, tmp_path / "a", engine="direct")                   # a study's cell, a fork: none kept
    assert not (tmp_path / "cache" / "readings").exists()
    folder = tmp_path / "cache" / "readings"
    folder.mkdir(parents=True)
    for i in range(readings.KEEP_FILES + 3):
        (folder / f"old{i}.json").write_text("{}", encoding="utf-8")
        __import__("os").utime(folder / f"old{i}.json", (1000 + i, 1000 + i))
    _forget()
    run_to_folder(scenario, tmp_path / "b", engine="direct", keep_readings=True)
    left = sorted(p.name for p in folder.iterdir())
    assert len(left) == readings.KEEP_FILES and readings.readings_file(scenario_yaml(scenario)).name in left
    assert "old0.json" not in left and f"old{readings.KEEP_FILES + 2}.json" in left


def test_the_code_digest_covers_what_changes_a_reading():
    """Saved readings and anchors are keyed by ``code_digest``: the second opinion's weights (a retrained model reads
    some e-mails otherwise) are hashed with the code; docs and bytecode are not."""
    from kirana.anchors import digested_files
    names = {p.relative_to(Path(__file__).resolve().parent.parent).as_posix() for p in digested_files()}
    assert {"lang/data/second_opinion.npy", "lang/data/second_opinion.json", "lang/data/reading_doubt.json",
            "lang/reader.py", "market/data/catalogue.csv", "agents/direct.py"} <= names
    assert not any(n.endswith((".md", ".pyc")) or "__pycache__" in n for n in names)
