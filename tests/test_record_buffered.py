"""The record's two write modes: flushed per event (the group chat's, resumed from it) and buffered (the direct
engine's, never resumed), which write the same bytes."""
from __future__ import annotations

from agents.direct import play_month
from events.record import EventRecord, read_record
from scenarios import load_scenario


def test_unbuffered_record_has_each_event_on_disk_at_once(tmp_path):
    path = tmp_path / "record.jsonl"
    record = EventRecord(path)
    record.append("day_start", 1, 480)
    assert path.read_bytes().count(b"\n") == 1  # flushed before close: a kill now loses nothing
    record.close()


def test_buffered_record_writes_at_flush_and_close(tmp_path):
    path = tmp_path / "record.jsonl"
    record = EventRecord(path, buffered=True)
    record.append("day_start", 1, 480)
    assert path.read_bytes() == b""  # still in the buffer
    record.flush()
    assert path.read_bytes().count(b"\n") == 1
    record.append("day_start", 2, 1920)
    record.close()
    assert [e["day"] for e in read_record(path)] == [1, 2]


def test_direct_month_file_is_its_lines_and_each_closed_day_is_flushed(tmp_path):
    path = tmp_path / "record.jsonl"
    sizes = []
    shop = play_month(load_scenario(seed=0, days=3), record_path=path,
                      on_day=lambda day: sizes.append((day, path.stat().st_size)))
    text = path.read_text(encoding="utf-8")
    assert text == "".join(line + "\n" for line in shop.record.lines())
    # when day 1 is reported closed, the file holds whole lines, every event of day 1 among them
    day1 = next(size for day, size in sizes if day == 1)
    head = path.read_bytes()[:day1].decode("utf-8")
    assert head.endswith("\n")
    assert max(e["day"] for e in (shop.record.events[: head.count("\n")])) >= 1
    assert sum(1 for e in shop.record.events if e["day"] == 1) <= head.count("\n")
