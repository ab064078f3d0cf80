"""The record's line encoder writes exactly what ``json`` writes (the record stays byte-identical), but for a float
below 1e-4, which it spells as orjson does (session 36): the same number read back."""
from __future__ import annotations

import json
import random

import pytest

from events.record import EventRecord, _ENCODE

REFERENCE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


@pytest.mark.parametrize("value", [
    1e-05, 2.5e-05, 9.99e-05, 1e-04, 1e-07, -3.2e-12, 5e-324, 1e16, 1.5e300, 1e15, 123456789.123, -0.0, 0.1 + 0.2,
    float("nan"), float("inf"), float("-inf"), 2 ** 70, -2 ** 63, True, None, "rice-1kg e-5 0.00001",
    "\x00\x1f\x7f\u2028\"\\ चावल 😀", {1: "a", True: 2, 1.5: 3}, [(1, 2), []]])
def test_each_value_is_spelled_as_json_spells_it(value):
    event = {"seq": 0, "kind": "x", "v": value, "nested": [{"v": value}]}
    if _small(value):  # 1e-05 written 0.00001, 1e-07 written 1e-7: the same number read back
        assert json.loads(_ENCODE(event)) == json.loads(REFERENCE(event))
    else:
        assert _ENCODE(event) == REFERENCE(event)


def _small(x) -> bool:
    return type(x) is float and 0 < abs(x) < 1e-4


def test_random_floats_of_every_magnitude():
    rng = random.Random(7)
    for _ in range(3000):
        x = rng.uniform(1, 10) * 10.0 ** rng.randint(-30, 30) * rng.choice((1, -1))
        line = _ENCODE({"x": x})
        assert json.loads(line) == {"x": x} and (_small(x) or line == REFERENCE({"x": x}))


def test_what_json_cannot_hold_raises_its_error_and_records_nothing(tmp_path):
    record = EventRecord(tmp_path / "r.jsonl")
    with pytest.raises(TypeError):
        record.append("tool_call", 1, 0, role="manager", tool="sleep", args={"x": object()}, minutes=0, result=None)
    assert record.next_seq == 0 and (tmp_path / "r.jsonl").read_text(encoding="utf-8") == ""


@pytest.mark.parametrize("event", [
    {"seq": 0, "kind": "x", "result": None, "args": {"x": float("nan")}},
    {"seq": 0, "kind": "x", "result": None, "v": float("inf")},
    {"seq": 0, "kind": "x", "a": None, "b": None, "v": [float("-inf")]},
    {"seq": 0, "kind": "x", "result": None, "text": "null and void"},
    {"seq": 0, "kind": "x", "null": None, "v": None},
    {"seq": 0, "kind": "x", "result": None, "offer_paise": None, "v": 1.5, "w": [None]},
    {"seq": 0, "kind": "x", "result": None, "offer_paise": None, "v": 1.5}])
def test_a_field_left_none_beside_a_nan_or_a_null_in_text(event):
    """A line's nulls that are its fields' own Nones stay orjson's; any other null (a NaN, an infinity, a None
    inside a value, text) sends it the old way: either way the bytes ``json`` writes."""
    assert _ENCODE(event) == REFERENCE(event)


@pytest.mark.parametrize("args,result", [
    ({"x": float("nan")}, None), ({}, {"v": float("inf"), "w": None}), ({"x": None}, [float("-inf"), None]),
    ({"text": "null and void"}, None), ({}, {"due_day": None, "amount": 1.5}), ({"x": 1e-07}, 2 ** 70),
    ({"s": "\ud800"}, {"k": "चावल"}), ({}, (1, 2)), ({"n": 0.1 + 0.2}, {"nested": [{"a": None}]})])
@pytest.mark.parametrize("buffered", [False, True])
def test_record_writes_what_the_encoder_writes(tmp_path, args, result, buffered):
    """``EventRecord.add`` writes ``_line`` inline (session 37): the same bytes as the encoder and ``lines()``,
    on disk and in memory, NaN and infinities spelled as ``json`` spells them (never orjson's ``null``)."""
    path = tmp_path / "r.jsonl"
    record = EventRecord(path, buffered=buffered)
    event = record.append("tool_call", 1, 0, role="manager", tool="t", args=args, minutes=1, result=result)
    record.close()
    line = path.read_text(encoding="utf-8")
    assert line == _ENCODE(event) + "\n" == "".join(record.lines()) + "\n"
    if "\ud800" not in str(args):
        assert line == REFERENCE(event) + "\n" or _small(args.get("x"))
    if "nan" in str((args, result)) or "inf" in str((args, result)):
        assert "NaN" in line or "Infinity" in line
