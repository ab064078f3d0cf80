"""Version-4 checkpoints (issue 13): the settled past in ``checkpoints/settled.jsonl``, a day's slice at a time.

A run's day file holds only the part of the manager's inbox, of the bargaining threads, of the supplier bills
and of their orders not yet settled, and ``settled`` (the log's bytes and counts it reads); reading it puts the lists back together.
Checked here: every day's checkpoint reads back as the whole snapshot it was written from; a run stopped on day k
and resumed (from day k, or from an earlier kept day, or with a log line written after its checkpoint) ends with
the record of a month played straight; so does a run stopped under version 2 (no bills or orders in its log)
or 3 (no orders) and resumed now; no bill or order the log holds changes by the month's end (the fraud-heavy
month's disputes, late fees, cancels and lapsed advances included), and the log's test of an order settled is
``open_order``'s; a missing or short log fails in one line naming the files; a fork's copy is whole.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import agents.checkpoints as checkpoints
import agents.episode as episode
from agents.checkpoints import (CHECKPOINT_VERSION, SETTLED_LOG, CheckpointError, checkpoint_bytes, checkpoint_json,
                                load_checkpoint, read_checkpoint)
from agents.episode import run_episode
from kirana.fork import checkpoint_for_fork
from negotiation_kernel.order_cancel import open_order
from scenarios import load_scenario

DAYS = 4


def _whole(checkpoint) -> dict:
    """A checkpoint's data as a whole (version-1) file would hold it, with no call-log position (a fork's copy has no
    call log: ``agents.call_log``)."""
    return json.loads(checkpoint_json(checkpoint.model_copy(update={"version": 1, "settled": None,
                                                                    "calls_logged": None}).to_json_data()))


@pytest.fixture(scope="module")
def straight(month_cache) -> str:
    return "".join(line + "\n" for line in month_cache.shop(load_scenario(days=DAYS)).record.lines())


def test_each_days_checkpoint_reads_back_as_the_whole_snapshot(tmp_path, monkeypatch, straight):
    written = []

    def keep(path: Path, checkpoint) -> None:
        write(path, checkpoint)
        written.append((path, _whole(checkpoint), path.stat().st_size))

    write = episode.write_checkpoint
    monkeypatch.setattr(episode, "write_checkpoint", keep)
    scenario = load_scenario(days=DAYS)
    run_episode(scenario.model_copy(update={"keep_checkpoints": None}), tmp_path)
    assert (tmp_path / "record.jsonl").read_text(encoding="utf-8") == straight
    assert [p.name for p, _, _ in written] == [f"day-{d:03d}.json" for d in range(1, DAYS + 1)]
    for path, whole, size in written:
        again = read_checkpoint(path)
        assert again.version == CHECKPOINT_VERSION == 4 and _whole(again) == whole
        assert size < len(checkpoint_json(whole))                # the day file leaves the settled past out
    last = read_checkpoint(written[-1][0])
    assert last.settled.counts["threads"] > 0 and last.settled.counts["inbox.manager"] > 0
    assert 0 < last.settled.counts["bills"] < len(last.shop.state.bills)  # paid ones in the log, open ones not
    assert 0 < last.settled.counts["orders"] < len(last.shop.kernel.orders)  # vans come, orders of today's wait
    assert last.settled.bytes == (tmp_path / "checkpoints" / SETTLED_LOG).stat().st_size
    assert len((tmp_path / "checkpoints" / SETTLED_LOG).read_bytes().splitlines()) == DAYS
    assert json.loads(checkpoint_bytes(last)) == last.to_json_data()


@pytest.mark.parametrize("how", ["at day k", "from the day before", "with a log line after it"])
def test_a_run_stopped_on_day_k_and_resumed_gives_the_straight_record(tmp_path, straight, how):
    scenario = load_scenario(days=DAYS)
    k = 3
    run_episode(scenario, tmp_path, stop_after_day=k)
    log = tmp_path / "checkpoints" / SETTLED_LOG
    assert read_checkpoint(tmp_path / "checkpoints" / f"day-{k:03d}.json").settled.bytes == log.stat().st_size
    if how == "from the day before":  # the newest day file lost: the log is cut back to day k-1's line
        (tmp_path / "checkpoints" / f"day-{k:03d}.json").unlink()
        assert load_checkpoint(tmp_path)[1].day == k - 1
    elif how == "with a log line after it":  # a kill between the log's line and its day file
        with open(log, "ab") as fh:
            fh.write(b'{"day":4,"at":{"inbox.manager":1')
    shop = run_episode(scenario, tmp_path, resume=True)
    assert shop.finished and (tmp_path / "record.jsonl").read_text(encoding="utf-8") == straight
    newest = read_checkpoint(tmp_path / "checkpoints" / f"day-{DAYS:03d}.json")
    assert newest.settled.bytes == log.stat().st_size and len(log.read_bytes().splitlines()) == DAYS


def test_a_missing_or_short_log_says_which_file_and_what_to_do(tmp_path):
    run_episode(load_scenario(days=2), tmp_path)
    log = tmp_path / "checkpoints" / SETTLED_LOG
    body = log.read_bytes()
    log.write_bytes(body[:len(body) // 2])
    with pytest.raises(CheckpointError, match=r"day-002.json: settled: .*settled.jsonl: it holds \d+ bytes, the "
                                              r"checkpoint needs \d+ .*start the run again") as err:
        load_checkpoint(tmp_path)
    assert "\n" not in str(err.value)
    log.unlink()
    with pytest.raises(CheckpointError, match=r"day-002.json: settled: .*settled.jsonl cannot be read .*needs the "
                                              r"log beside it"):
        load_checkpoint(tmp_path)


def test_a_forks_copy_is_whole_and_resumes_without_a_log(tmp_path, straight):
    run_episode(load_scenario(days=DAYS), tmp_path / "run", stop_after_day=2)
    saved = read_checkpoint(tmp_path / "run" / "checkpoints" / "day-002.json")
    copy = checkpoint_for_fork(saved, {})
    assert copy.version == 1 and copy.settled is None
    data = json.loads(checkpoint_bytes(copy))
    assert "settled" not in data and data == _whole(saved)


@pytest.mark.parametrize("version", [2, 3])
def test_a_run_stopped_under_an_older_version_resumes_now_to_the_straight_record(tmp_path, monkeypatch, straight,
                                                                                 version):
    """A run folder written before bills (version 2) or orders (versions 2 and 3) were settled — its log has none,
    its day files all — resumes, and goes on in version 4 (the next log line adds every settled one)."""
    scenario = load_scenario(days=DAYS)
    counts = checkpoints.settled_counts
    unlogged = {2: ("bills", "orders"), 3: ("orders",)}[version]
    with monkeypatch.context() as m:  # the older version as it was written
        m.setattr(checkpoints, "settled_counts",
                  lambda shop, before: {k: v for k, v in counts(shop, before).items() if k not in unlogged})
        m.setattr(episode, "CHECKPOINT_VERSION", version)
        run_episode(scenario, tmp_path, stop_after_day=2)
    old = json.loads((tmp_path / "checkpoints" / "day-002.json").read_text(encoding="utf-8"))
    assert old["version"] == version and not set(unlogged) & set(old["settled"]["counts"])
    assert old["shop"]["state"]["bills"] and old["shop"]["kernel"]["orders"]
    assert read_checkpoint(tmp_path / "checkpoints" / "day-002.json").version == version
    shop = run_episode(scenario, tmp_path, resume=True)
    assert shop.finished and (tmp_path / "record.jsonl").read_text(encoding="utf-8") == straight
    newest = read_checkpoint(tmp_path / "checkpoints" / f"day-{DAYS:03d}.json")
    assert newest.version == 4 and newest.settled.counts["bills"] > 0 and newest.settled.counts["orders"] > 0
    assert _whole(newest) == json.loads(checkpoint_json(newest.model_copy(
        update={"version": 1, "settled": None, "calls_logged": None}).to_json_data()))
    assert [b.model_dump() for b in newest.shop.state.bills] == [b.model_dump() for b in shop.state.bills]
    assert [o.model_dump() for o in newest.shop.kernel.orders.values()] == [
        o.model_dump() for o in shop.kernel.orders.values()]


@pytest.fixture(scope="module")
def fraud_month(tmp_path_factory):
    """``(shop, run folder)`` of the fraud-heavy month's first 8 days through the group chat, played once for the two
    tests that read its settled log (each played it until session 50)."""
    folder = tmp_path_factory.mktemp("fraud-month")
    return run_episode(load_scenario("kirana_fraud", days=8), folder), folder


def test_no_bill_the_log_holds_changes_by_the_months_end(fraud_month):
    """What the log's bills rest on (``agents.checkpoints.settled_counts``): a bill paid or cancelled never
    changes again — checked on the fraud-heavy month, whose bills are disputed, corrected, cancelled and fined."""
    shop, tmp_path = fraud_month
    logged = []
    for raw in (tmp_path / "checkpoints" / SETTLED_LOG).read_bytes().splitlines():
        line = json.loads(raw)
        assert line["at"]["bills"] == len(logged)
        logged.extend(line["add"]["bills"])
    final = [json.loads(checkpoint_json(b.model_dump(mode="json"))) for b in shop.state.bills]
    assert logged and logged == final[:len(logged)]
    assert {b["status"] for b in logged} == {"paid", "cancelled"}


def test_no_order_the_log_holds_changes_by_the_months_end_and_settled_is_not_open(fraud_month):
    """What the log's orders rest on (``agents.checkpoints.settled_counts``): an order no longer open
    (``negotiation_kernel.order_cancel.open_order``) never changes again — checked on the fraud-heavy month, whose
    advance-bait orders lapse or are paid and whose deliveries are refused — and the log's test of it is
    ``open_order``'s, order by order, at the month's end."""
    shop, tmp_path = fraud_month
    logged = {}
    for raw in (tmp_path / "checkpoints" / SETTLED_LOG).read_bytes().splitlines():
        line = json.loads(raw)
        assert line["at"]["orders"] == len(logged)
        logged.update(line["add"]["orders"])
    final = {k: json.loads(checkpoint_json(o.model_dump(mode="json"))) for k, o in shop.kernel.orders.items()}
    assert logged and list(logged.items()) == list(final.items())[:len(logged)]
    assert {"confirmed", "lapsed"} <= {o["status"] for o in logged.values()}
    snapshot = shop.snapshot()
    n = checkpoints.settled_counts(snapshot, {})["orders"]
    first_open = next((i for i, o in enumerate(shop.kernel.orders.values()) if open_order(shop, o)),
                      len(shop.kernel.orders))
    assert n == first_open
