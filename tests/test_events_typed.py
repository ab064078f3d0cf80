"""The record read typed (``events.read_events``): one model per event, losing nothing, chosen by ``kind``; and
scoring and the report read it by the model classes and the words ``events/`` declares, never by string names."""
from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import get_args

import pytest

from agents.direct import play_month
from events import EVENTS, EventError, of_kind, read_events
from events.counter import NOBODY_AT_COUNTER, NOTHING_IN_STOCK, CounterLeft, LeaveReason
from events.reading import EventList
from events.record import EventRecord
from events.suppliers import (ADVANCE_BAIT, DUPLICATE_BILL, EXPIRED_GOODS, GHOST_BILL, ORDER_CANCELLED, ORDER_CONFIRMED,
                              VERDICT_STANDS, DisputeVerdict, FraudScheme, SupplierDecision)
from events.world import DayClose, WalkIn, WalkInLine
from kirana.runs import with_shop
from report.transcripts import conversations, format_text
from scenarios import load_scenario
from scoring import score_record

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def month(tmp_path_factory) -> tuple[list[dict], Path]:
    """The reference shop's 3-day month (seed 1): its events as written, and its record.jsonl."""
    path = tmp_path_factory.mktemp("typed") / "record.jsonl"
    shop = play_month(with_shop(load_scenario(seed=1, days=3), "reference"), record_path=path)
    return shop.record.events, path


def test_every_event_is_read_as_its_kinds_model_losing_nothing(month):
    events, path = month
    typed, from_file = read_events(events), read_events(path)
    assert type(typed) is EventList and len(typed) == len(events) > 1000
    assert typed == from_file
    for e, t in zip(events, typed):
        assert type(t) is EVENTS[e["kind"]]
        # the model gives back the line exactly: the same fields, values and order (nested lines too)
        assert json.dumps(t.model_dump(exclude_unset=True), ensure_ascii=False) == json.dumps(e, ensure_ascii=False)
    walk = next(e for e in typed if type(e) is WalkIn)
    assert type(walk.lines[0]) is WalkInLine and walk.lines[0].sold >= 0
    assert read_events(typed) is typed  # already typed: handed back as it is
    assert [e.day for e in of_kind(typed, DayClose)] == [1, 2, 3]


def test_scores_and_transcripts_are_the_same_from_dicts_or_models(month):
    events, path = month
    typed = read_events(path)
    assert score_record(typed) == score_record(events)
    assert format_text(conversations(typed)) == format_text(conversations(events))
    assert json.dumps(conversations(typed)) == json.dumps(conversations(events))


def test_a_torn_last_line_is_dropped_and_a_broken_one_named(tmp_path):
    record = EventRecord(tmp_path / "r.jsonl")
    record.append("day_start", 1, 360)
    record.append("day_start", 2, 1800)
    record.close()
    good = (tmp_path / "r.jsonl").read_bytes()
    (tmp_path / "r.jsonl").write_bytes(good + b'{"seq":2,"day":2,"min')  # a killed writer
    assert [e.seq for e in read_events(tmp_path / "r.jsonl")] == [0, 1]
    (tmp_path / "r.jsonl").write_bytes(b"{oops\n" + good)
    with pytest.raises(ValueError, match="line 1 is not valid JSON"):
        read_events(tmp_path / "r.jsonl")


@pytest.mark.parametrize("event, named", [
    ({"seq": 0, "day": 1, "minute": 0, "kind": "no_such_kind"}, "event kind 'no_such_kind' is not declared"),
    ({"seq": 0, "day": 1, "minute": 0, "kind": "till_banked"}, "event 'till_banked': field 'amount_paise'"),
    ({"seq": 0, "day": 1, "minute": 0, "kind": "till_banked", "amount_paise": 5, "tip": 1}, "field 'tip'"),
])
def test_an_event_its_model_does_not_allow_is_refused_naming_kind_and_field(event, named, tmp_path):
    with pytest.raises(EventError, match=named):
        read_events([event])
    (tmp_path / "r.jsonl").write_text(json.dumps(event) + "\n", encoding="utf-8")
    with pytest.raises(EventError, match="line 1"):
        read_events(tmp_path / "r.jsonl")


def test_each_kind_is_one_final_class():
    """Readers test ``type(e) is Model``: no event model may subclass another."""
    models = list(EVENTS.values())
    assert not [(a, b) for a in models for b in models if a is not b and issubclass(b, a)]


def test_the_reason_words_scoring_tests_are_declared_values():
    assert {NOTHING_IN_STOCK, NOBODY_AT_COUNTER} <= set(get_args(LeaveReason))
    assert VERDICT_STANDS in get_args(DisputeVerdict)
    assert {GHOST_BILL, ADVANCE_BAIT, DUPLICATE_BILL, EXPIRED_GOODS} <= set(get_args(FraudScheme))
    desk = "".join((ROOT / "negotiation_kernel" / name).read_text(encoding="utf-8")  # an order is booked in
                   for name in ("order_booking.py", "order_cancel.py"))  # order_booking, cancelled whole in order_cancel
    assert f'"kind": "{ORDER_CONFIRMED}"' in desk and f'"kind": "{ORDER_CANCELLED}"' in desk
    left = CounterLeft(seq=0, day=1, minute=0, visit_id="V1", customer_id=None, language="en",
                       reason=NOTHING_IN_STOCK, posted_total_paise=0, mrp_total_paise=0)
    assert left.nothing_in_stock and not left.unattended
    decision = SupplierDecision(seq=0, day=1, minute=0, supplier_id="S1", decision={"kind": ORDER_CONFIRMED},
                                hidden_list_paise=None, hidden_floor_paise=None)
    assert decision.decision_kind == ORDER_CONFIRMED


def _compared_words(path: Path) -> set[str]:
    """Every string a module compares something with (``==``, ``!=``, ``in``; a tuple's or set's items too)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare):
            for side in [node.left, *node.comparators]:
                items = side.elts if isinstance(side, (ast.Tuple, ast.List, ast.Set)) else [side]
                out |= {i.value for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str)}
    return out


def test_scoring_and_the_report_test_no_kind_or_reason_by_its_string():
    """Kinds are told apart by their model classes and reasons by what events/ declares (the report's tables
    may still name a kind as the source of a figure)."""
    # (ORDER_CANCELLED, "cancelled", is also the name of a fraud outcome scoring gives)
    words = set(EVENTS) | set(get_args(LeaveReason)) | {VERDICT_STANDS, ORDER_CONFIRMED}
    found = {f"{path.relative_to(ROOT)}: {word}" for package in ("scoring", "report")
             for path in sorted((ROOT / package).glob("*.py")) for word in _compared_words(path) & words}
    assert not found, sorted(found)
