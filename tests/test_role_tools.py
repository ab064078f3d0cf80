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


def test_the_text_just_written_reads_back_as_the_gates_result():
    results = [ToolResult(ok=True, data={"items": [{"sku": "rice-1kg", "units": 3}], "note": "ठीक"}, minutes=5),
               ToolResult(ok=True, data={}, minutes=0),
               ToolResult(ok=False, data={"ignored": 1}, error="minutes spent: end the turn", minutes=5),
               ToolResult(ok=False, data={}, error="")]
    texts = [result_text(r) for r in results]
    assert texts[0] == "ok (5 minutes)\nitems (1 row): sku | units\nrice-1kg | 3\nnote: ठीक"   # compact text
    assert texts[1] == "ok (0 minutes)"
    assert json.loads(texts[2]) == {"ok": False, "error": "minutes spent: end the turn"}       # a refusal: JSON
    for r, text in zip(results, texts):
        back = result_from_text(text)
        assert back == ToolResult(ok=r.ok, data=r.data if r.ok else {}, error=r.error, minutes=r.minutes if r.ok else 0)
        assert result_from_text("".join(list(text))) == back   # an equal text, another object: the same reading
    assert not _parsed(texts[2]).ok and _parsed(texts[2]).error == "minutes spent: end the turn"


def test_a_text_not_written_here_is_parsed():
    assert result_from_text('{"ok": true, "minutes": 2, "data": {"a": 1}}') == ToolResult(ok=True, data={"a": 1},
                                                                                          minutes=2)
    assert result_from_text("[result folded]") == ToolResult(ok=False, data={}, error="[result folded]")
