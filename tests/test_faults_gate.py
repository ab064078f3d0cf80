"""Hostile tool calls at the gate: lone surrogates, deep nesting, huge values; the record takes an
event only once it is written; short soaks through the gate and through the wire."""
from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest

from events.record import EventRecord, read_record
from engine.shop import Shop
from roles.toolbox import ToolBox
from scenarios import load_scenario

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))


@pytest.fixture()
def office(tmp_path):
    """A shop on day 1 with the manager's office turn open, writing to a file."""
    shop = Shop(load_scenario(days=1), EventRecord(tmp_path / "record.jsonl"))
    while (turn := shop.next_turn()) is not None and turn.role != "manager":
        shop.end_turn()
    return shop, ToolBox(shop)


def _state(shop):
    return dataclasses.asdict(shop.state), shop.kernel.model_dump()  # the state is a record (market.hot_model)


def test_a_lone_surrogate_is_refused_recorded_encodably_and_changes_nothing(office, tmp_path):
    shop, box = office
    before, seq = _state(shop), shop.record.next_seq
    for name, args in (("set_price", {"item": "\ud800", "price_inr": 5}), ("write_note", {"title": "\ud800", "text": "x"}),
                       ("set_price", {"\udfff": 1})):
        result = box.call("manager", name, args)
        assert not result.ok and "surrogate" in result.error
    assert _state(shop) == before
    events = read_record(tmp_path / "record.jsonl")[seq:]
    assert [e["kind"] for e in events] == ["invalid_action"] * 3
    assert box.call("manager", "read_notes", {}).data["notes"] == []    # the note was never stored
    json.dumps(shop.checkpoint(open_turn=True)).encode("utf-8")          # the state still encodes


def test_deep_nesting_and_huge_values_are_bounded_before_recording(office, tmp_path):
    shop, box = office
    deep: object = 5
    for _ in range(5000):
        deep = [deep]
    before, seq = _state(shop), shop.record.next_seq
    for args, says in (({"item": deep, "price_inr": 5}, "item: refused: nested deeper than 12 levels"),
                       ({"item": "rice-1kg", "price_inr": 10 ** 30}, "price_inr: refused: a number beyond 1,000,000,000,000"),
                       ({"item": "x" * 1_000_000, "price_inr": 5}, "item: refused: more than 64,000 characters"),
                       (deep, "arguments: refused: nested deeper")):
        result = box.call("manager", "set_price", args)
        assert not result.ok and result.error.startswith(says), result.error  # the argument named, and why
    assert _state(shop) == before
    events = read_record(tmp_path / "record.jsonl")[seq:]
    assert len(events) == 4 and all(e["kind"] == "invalid_action" for e in events)
    summaries = [e for e in events if set(e["args"]) == {"refused_arguments"}]
    assert len(summaries) == 3  # too deep, too long: a summary; the number too big is recorded as sent
    assert [e["args"] for e in events if e not in summaries] == [{"item": "rice-1kg", "price_inr": 10 ** 30}]
    assert max(len(json.dumps(e)) for e in events) < 1000


def test_a_number_too_big_is_refused_and_recorded_as_sent(office, tmp_path):
    """A new user's trial (session 28): ``price_inr: 1e15`` was refused, and the record's args held only the refusal,
    not what the model sent. Only a number too big keeps the arguments; with another problem they are summarised."""
    shop, box = office
    seq = shop.record.next_seq
    deep: object = 5
    for _ in range(40):
        deep = [deep]
    for args in ({"item": "rice-1kg", "price_inr": 1e15}, {"item": "rice-1kg", "price_inr": 10 ** 5000},
                 {"item": deep, "price_inr": 1e15}):
        result = box.call("manager", "set_price", args)
        assert not result.ok and "refused" in result.error
    events = read_record(tmp_path / "record.jsonl")[seq:]
    assert [e["args"] for e in events] == [{"item": "rice-1kg", "price_inr": 1e15},
                                          {"item": "rice-1kg", "price_inr": "an integer of about 5,001 digits"},
                                          {"refused_arguments": "item: refused: nested deeper than 12 levels"}]
    assert events[0]["error"] == "price_inr: refused: a number beyond 1,000,000,000,000; no quantity, minute " \
                                 "or rupee amount in this shop is larger"


def test_an_event_reaches_memory_only_once_written(tmp_path):
    record = EventRecord(tmp_path / "r.jsonl")
    record.append("email_sent", 1, 0, to="S1", text="1 bori chawal")
    with pytest.raises(TypeError):
        record.append("tool_call", 1, 0, role="manager", tool="sleep", args={"x": object()}, minutes=0, result=None)
    assert record.next_seq == 1 and len(record.events) == 1
    event = record.append("email_sent", 1, 0, to="S1", text="a\ud800b")
    assert event["seq"] == 1 and event["text"] == "a\\ud800b"
    assert read_record(tmp_path / "r.jsonl") == record.events


def test_gate_soak_short():
    from soak import gate_soak
    figures = gate_soak(calls=500, days=2)
    assert figures["gate_calls"] == 500
    assert {k: figures[k] for k in ("crashes", "events_lost", "refused_changed_state", "calls_without_one_outcome",
                                    "days_not_conserved")} == dict.fromkeys(
        ("crashes", "events_lost", "refused_changed_state", "calls_without_one_outcome", "days_not_conserved"), 0)
    assert 0 < figures["accepted"] < 500 and figures["tool_errors"] == 0


def test_wire_soak_short():
    from soak import wire_soak
    figures = wire_soak(min_calls=120, days=1, customers_per_day=8)
    assert figures["wire_calls"] >= 120 and figures["days_closed"] == 1
    assert figures["crashes"] == figures["events_lost"] == figures["calls_without_one_outcome"] == 0
    assert figures["days_not_conserved"] == figures["tool_errors"] == 0
    assert figures["refused_changed_state"] == 0 and figures["refused_at_the_gate"] > 0
    assert {"manager", "cashier", "helper"} <= set(figures["outcomes_by_role"])   # (the munshi acts late in a day)


def test_a_rupee_amount_written_as_text_is_refused_with_the_form_to_send(office):
    shop, box = office
    result = box.call("manager", "set_price", {"item": "rice-1kg", "price_inr": "₹1,234.50"})
    assert not result.ok and result.error.startswith("price_inr: ")
    assert "send a plain number: digits and at most one decimal point (no ₹, commas or units)" in result.error
    # a list is no number either: told the same, with a call to copy (until session 48 it was told nothing)
    assert box.call("manager", "set_price", {"item": "rice-1kg", "price_inr": [1]}).error.endswith(
        'send a plain number: digits and at most one decimal point (no quotes, ₹, commas or units); e.g. '
        'set_price {"item": "rice-1kg", "price_inr": <rupees>}')
