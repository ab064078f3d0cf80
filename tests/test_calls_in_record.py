"""How ``usage.json``'s "calls" relates to the record (the report's efficiency section, ``report.document.CALLS_TEXT``).

A new user's trial (session 40) could only reverse-engineer it. A served model answering one call an answer: each
answered request shows once in the record, as a ``tool_call``, an ``invalid_action``, a ``turn_looped`` (the loop's
call, not run) or a ``turn_end`` with ``said`` (words, junk or empty ending the turn); a turn a tool ended or
forfeited asks nothing more. A local fake server (127.0.0.1) plays the manager for one day, answering from a fixed
cycle: a read, an unknown tool, words, a bad ``set_price``, ``null``, an empty answer, five identical reads (a loop),
then ``sleep``."""
from __future__ import annotations

import json

from fake_manager import played
from openai_stub import text_answer, tool_calls

_CYCLE = [("call", "read_messages", "{}"), ("call", "place_order", "{}"), ("text", "S1 ko bolo 20 kilo chawal bhej do"),
          ("call", "set_price", '{"item": "rice-1kg"'), ("text", "null"), ("text", ""),
          *[("call", "read_notes", "{}")] * 5, ("call", "sleep", '{"minutes": 30}')]


def _behave(role, body, n):
    if role != "manager":
        return None
    _behave.k = getattr(_behave, "k", -1) + 1
    how, *rest = _CYCLE[_behave.k % len(_CYCLE)]
    if how == "text":
        return 200, text_answer(n, rest[0], body["model"])
    return 200, tool_calls(n, [tuple(rest)], body["model"])


def test_calls_are_the_calls_and_worded_turn_ends_of_the_record(tmp_path):
    _behave.k = -1
    events, bodies = played(_behave, tmp_path)
    usage = json.loads((tmp_path / "usage.json").read_text(encoding="utf-8"))["manager"]
    mine = [e for e in events if e.get("role") == "manager"]
    kinds = {k: sum(e["kind"] == k for e in mine) for k in ("tool_call", "invalid_action", "tool_error",
                                                            "turn_looped")}
    ignored = sum(e["count"] for e in mine if e["kind"] == "calls_ignored")
    worded = sum(e["kind"] == "turn_end" and e.get("said") is not None for e in mine)
    assert kinds["invalid_action"] >= 2 and kinds["turn_looped"] >= 1 and worded >= 3  # every kind was met
    assert usage["calls"] == len(bodies) == sum(kinds.values()) + ignored + worded
    assert usage["model_errors"] == 0 and usage["retried"] == 0
