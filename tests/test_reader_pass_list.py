"""lang/PASSES.md is what ``lang.pass_list`` writes from ``lang.after_acts`` (run order and each pass's module
docstring), so the list of the reader's passes cannot drift from the code."""
from __future__ import annotations

from pathlib import Path

from lang import pass_list

ROOT = Path(__file__).resolve().parent.parent


def test_page_is_written_from_the_code():
    page = (ROOT / pass_list.PAGE).read_text(encoding="utf-8")
    assert page == pass_list.markdown(), "run: python -m lang.pass_list > lang/PASSES.md"


def test_every_pass_says_what_it_reads():
    found = pass_list.passes()
    assert len(found) > 100
    assert [p.place for p in found] == list(range(1, len(found) + 1))
    assert found[0].name == "beside_requests" and found[-1].name == "repeat_changed"
    for p in found:
        assert p.module.startswith("lang.") and len(p.reads) >= 40, p


def test_a_statement_that_is_no_pass_is_told(monkeypatch):
    import inspect

    from lang import after_acts

    real = inspect.getsource
    monkeypatch.setattr(inspect, "getsource", lambda obj: real(obj).replace(
        "    beside_requests(reader)", "    x = 1\n    beside_requests(reader)", 1) if obj is after_acts else real(obj))
    try:
        pass_list.passes()
    except ValueError as e:
        assert "not a call of one pass" in str(e)
    else:
        raise AssertionError("a statement that is no pass was not told")
