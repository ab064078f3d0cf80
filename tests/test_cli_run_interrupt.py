"""An interrupt while the report is drawn (Ctrl-C, or SIGTERM from a scheduler) says the run is complete and how to
write the report, and exits 130 — it had exited with no word and no report (a new user's trial)."""
from __future__ import annotations

import pytest
import typer

import kirana.cli as cli


def test_an_interrupt_while_the_report_is_drawn_says_how_to_write_it(tmp_path, monkeypatch, capsys):
    import report

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(report, "write_report", interrupted)
    with pytest.raises(typer.Exit) as stop:
        cli.report_after_run(tmp_path, scores={}, events=[])
    assert stop.value.exit_code == 130
    said = capsys.readouterr()
    assert f"kirana report {tmp_path}" in (said.out + said.err).replace("\n", "")
    assert "run is complete" in (said.out + said.err).replace("\n", " ")


def test_a_report_that_fails_warns_and_the_run_stands(tmp_path, monkeypatch, capsys):
    import report

    def broken(*args, **kwargs):
        raise ValueError("no charts today")

    monkeypatch.setattr(report, "write_report", broken)
    cli.report_after_run(tmp_path, scores={}, events=[])  # no exit: the run's own exit code stands
    said = capsys.readouterr()
    assert "no charts today" in said.out + said.err
