"""A model's control characters never reach a report raw (``report.control_chars.printable``).

A researcher's month against weak fake models (session 54's trial) had a cashier's answer "\\x00\\x1b[31m###" raw in
its run's ``report.md`` (line 118, the answers-that-ended-turns table: a NUL and an ESC that recolours a terminal)
and in ``report.html``, while ``kirana transcript`` showed it escaped. Now the report's Markdown and HTML and a
study's ``report.md``, ``results.csv`` and ``results.parquet`` write each such character as a ``\\uXXXX`` escape;
newlines, tabs and the joiners Indian scripts need are kept."""
from __future__ import annotations

import csv
import json
import re
from types import SimpleNamespace as NS

from fake_manager import played
from kirana.study_report import write_outputs
from openai_stub import text_answer
from report import write_report
from report.control_chars import printable
from report.document import Section, Table
from report.render import to_html, to_markdown

#: the trial's answer: NUL, then an ESC sequence that turns a terminal red
ANSWER = "\x00\x1b[31m###"
SHOWN = "\\u0000\\u001b[31m###"
#: any character ``printable`` escapes
_RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]")


def test_printable_escapes_controls_and_keeps_lines_tabs_and_joiners():
    assert printable(ANSWER) == SHOWN
    assert printable("a\rb\u202ecba\x7f") == "a\\u000db\\u202ecba\\u007f"
    kept = "line one\n\tक्\u200dष and र्\u200cय\n"       # newline, tab, ZWJ (U+200D) and ZWNJ (U+200C)
    assert printable(kept) == kept


def test_markdown_and_html_show_a_models_control_characters_escaped():
    section = Section("Behaviour", [f"said {ANSWER} once"],
                      tables=[Table(["role", "answer"], [["cashier", f"`{ANSWER}`"], ["munshi", "`ठीक\u200dहै`"]])])
    md = to_markdown("Run \u202eevil", ["header\x1b[2J"], [section], {})
    page = to_html("Run \u202eevil", ["header\x1b[2J"], [section], {})
    for text in (md, page):
        assert not _RAW.search(text)
        assert SHOWN in text and "\\u202eevil" in text and "header\\u001b[2J" in text
        assert "ठीक\u200dहै" in text                            # the joiner Hindi needs is kept
    assert f"| cashier | `{SHOWN}` |" in md.splitlines()
    assert f"<td><code>{SHOWN}</code></td>" in page


def test_a_run_whose_model_answered_control_characters_writes_them_escaped(tmp_path):
    """The trial's case end to end: a fake manager ends each turn with the answer; the run's report shows it in the
    answers table as ``\\u0000\\u001b[31m###``, in both files, and no raw control character anywhere."""
    def behave(role, body, n):
        return (200, text_answer(n, ANSWER, body["model"])) if role == "manager" else None

    events, _ = played(behave, tmp_path)
    assert [e["said"] for e in events if e["kind"] == "turn_end" and e["role"] == "manager"][0] == ANSWER  # kept raw
    paths = write_report(tmp_path)
    md, page = (paths[k].read_text(encoding="utf-8") for k in ("markdown", "html"))
    assert f"| manager | `{SHOWN}` |" in md
    assert f"<td>manager</td><td><code>{SHOWN}</code></td>" in page
    assert not _RAW.search(md) and not _RAW.search(page)


def test_a_studys_tables_and_report_show_a_servers_control_characters_escaped(tmp_path):
    """A failed request's error (a server's or model's words) becomes a column of ``results.csv`` and a row of the
    study report: each written escaped."""
    run = NS(run_id="default-en-fake-seed0", scenario_name="default", language="en", models="fake", seed=0,
             engine="autogen")
    folder = tmp_path / "runs" / run.run_id
    folder.mkdir(parents=True)
    error = f"HTTP 500: {ANSWER}"
    (folder / "scores.json").write_text(json.dumps({
        "profit_inr": 10.0, "note": f"text {ANSWER}",
        "failed_requests_by_reason": [{"role": "manager", "error": error, "retried": 2, "given_up": 1}]}),
        encoding="utf-8")
    study = NS(name="s", description="", languages=["en"])
    rows = write_outputs(study, [run], tmp_path)
    assert rows[0][f"failed_requests.manager.{error}.retried"] == 2          # the rows themselves as scored
    report = (tmp_path / "report.md").read_text(encoding="utf-8")
    table = (tmp_path / "results.csv").read_text(encoding="utf-8")
    assert not _RAW.search(report) and not _RAW.search(table)
    assert f"HTTP 500: {SHOWN}" in report
    [row] = list(csv.DictReader(table.splitlines()))
    assert row[f"failed_requests.manager.HTTP 500: {SHOWN}.retried"] == "2" and row["note"] == f"text {SHOWN}"
    import pyarrow.parquet as pq
    parquet = pq.read_table(tmp_path / "results.parquet").to_pylist()[0]
    assert parquet[f"failed_requests.manager.HTTP 500: {SHOWN}.given_up"] == 1 and parquet["note"] == f"text {SHOWN}"
