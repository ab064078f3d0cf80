"""A tool result's text and its reading back (agents/role_tools.py): the text ``result_text`` just wrote is read
back without a parse, and gives the same ToolResult as parsing it; any other text is parsed."""
from __future__ import annotations

import json

from agents.role_tools import result_from_text, result_text
from roles.toolbox import ToolResult


def _parsed(text: str) -> ToolResult:
    """What ``result_from_text`` gives for a copy of ``text`` (a new object: always parsed)."""
    copy = "".join(list(text))
    assert copy is not text
    return result_from_text(copy)


def test_the_text_just_written_reads_back_as_its_parse():
    results = [ToolResult(ok=True, data={"items": [{"sku": "rice-1kg", "units": 3}], "note": "ठीक"}, minutes=5),
               ToolResult(ok=True, data={}, minutes=0),
               ToolResult(ok=False, data={"ignored": 1}, error="minutes spent: end the turn", minutes=5),
               ToolResult(ok=False, data={}, error="")]
    for r in results:
        text = result_text(r)
        back = result_from_text(text)
        assert back == _parsed(text)
        assert json.loads(text)["ok"] is r.ok


def test_a_text_not_written_here_is_parsed():
    assert result_from_text('{"ok": true, "minutes": 2, "data": {"a": 1}}') == ToolResult(ok=True, data={"a": 1},
                                                                                          minutes=2)
    assert result_from_text("[older result folded; call again to see it]") == ToolResult(
        ok=False, data={}, error="[older result folded; call again to see it]")
