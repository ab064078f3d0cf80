"""``kirana.flags_once``: an option that takes one value, given twice, is one clear error line (exit 2) instead of
the last value silently kept; options that may repeat (``--role``) and switches (``--json``) still may."""
from __future__ import annotations

import pytest
from typer.testing import CliRunner

from kirana.cli import app
from kirana.flags_once import given_twice

RUNNER = CliRunner()


@pytest.mark.parametrize("args,line", [
    (["run", "--days", "2", "--days", "3"], "--days is given twice (2, then 3); give it once"),
    (["run", "--days=2", "--seed", "1", "--days", "3"], "--days is given twice (2, then 3); give it once"),
    (["run", "--seed", "1", "--seed", "2", "--seed", "3"], "--seed is given 3 times (1, then 2, then 3); give it once"),
])
def test_an_option_given_twice_is_refused_in_one_line(args, line, tmp_path):
    result = RUNNER.invoke(app, [*args, "--out", str(tmp_path / "run")])
    assert result.exit_code == 2
    assert line in " ".join(result.output.split())
    assert not (tmp_path / "run").exists()  # nothing ran


def test_repeatable_options_switches_and_words_after_dashes_are_not_counted():
    from kirana.cli import run  # noqa: F401  (the command's parameters, as click builds them)
    import typer.main
    command = typer.main.get_command(app).commands["run"]
    assert given_twice(command.params, ["--role", "manager=scripted", "--role", "cashier=scripted"]) is None
    read = typer.main.get_command(app).commands["read-message"]
    assert given_twice(read.params, ["--json", "--json", "rice"]) is None
    assert given_twice(read.params, ["--", "--file", "a", "--file", "b"]) is None
    assert given_twice(read.params, ["--file", "a", "--file", "b"]) == "--file is given twice (a, then b); give it once"


@pytest.mark.parametrize("args,line", [
    (["study", "language_ablation", "--days", "0"], "error: --days: must be at least 1; you wrote '0'"),
    (["study", "language_ablation", "--workers=-1"], "error: --workers: must be at least 1; you wrote '-1'"),
    (["fork", "runs/none", "--at-day", "0"], "error: --at-day: must be at least 1; you wrote '0'"),
    (["transcript", "--day", "abc", "runs/none"], "error: --day: must be a whole number written in digits; you wrote 'abc'"),
])
def test_a_bad_option_value_is_one_error_line_not_a_box(args, line):
    result = RUNNER.invoke(app, args)
    assert result.exit_code == 2
    assert line in result.output and "╭" not in result.output


def test_a_role_given_twice_is_refused_naming_both_models(tmp_path):
    result = RUNNER.invoke(app, ["run", "--role", "manager=scripted:reference", "--role", "manager=scripted:no-manager",
                                 "--days", "1", "--out", str(tmp_path / "r")])
    assert result.exit_code == 2
    assert ("--role manager is given twice (scripted:reference, then scripted:no-manager); give each role once"
            in " ".join(result.output.split()))


def test_resuming_a_finished_run_says_it_had_run_to_its_end(tmp_path):
    from kirana.runs import resume_label, resume_note
    (tmp_path / "record.jsonl").write_text('{"seq":0,"day":1,"minute":0,"kind":"run_start"}\n'
                                           '{"seq":1,"day":2,"minute":2879,"kind":"run_end"}\n', encoding="utf-8")
    assert resume_note(tmp_path) == f"{tmp_path} had run to its end: nothing left to play; its scores again"
    assert resume_label(tmp_path) == f"resuming {tmp_path}: day"   # (shown only for a run that plays on)
    (tmp_path / "record.jsonl").write_text('{"seq":0,"day":1,"minute":0,"kind":"run_start"}\n', encoding="utf-8")
    assert (resume_note(tmp_path), resume_label(tmp_path)) == ("", f"resuming {tmp_path}: day")


def test_resuming_a_finished_run_prints_why_as_a_whole_line_at_80_columns(tmp_path):
    # the fortieth session's trial: in the progress bar's text it read "… had run to its end: nothing left t…"
    run = tmp_path / "a-run-folder-whose-name-is-long-enough-to-pass-eighty-columns"
    assert RUNNER.invoke(app, ["run", "--engine", "direct", "--days", "1", "--out", str(run)]).exit_code == 0
    again = RUNNER.invoke(app, ["run", "--resume", str(run)], env={"COLUMNS": "80"})
    assert again.exit_code == 0, again.output
    line = f"{run} had run to its end: nothing left to play; its scores again"
    assert len(line) > 80 and again.output.splitlines()[0] == line
    # and no day bar: it plays no day (the trial, session 43, read "its scores again: day 0/3")
    assert "0/1" not in again.output and ": day" not in again.output


@pytest.mark.parametrize("args,line", [
    (["run", "--dayz", "3"], "error: --dayz: kirana run has no such option; did you mean --days? (kirana run --help "
                             "lists them)"),
    (["study", "x", "--workerz", "2"], "error: --workerz: kirana study has no such option; did you mean --workers?"),
    (["run", "--qqq"], "error: --qqq: kirana run has no such option (kirana run --help lists them)"),
])
def test_a_misspelt_option_is_one_line_naming_the_nearest(args, line, tmp_path):
    """The twenty-ninth session's trial: a misspelt flag got click's boxed error while every other flag error is one
    line."""
    result = RUNNER.invoke(app, [*args, "--out", str(tmp_path / "run")], prog_name="kirana")
    assert result.exit_code == 2
    assert line in " ".join(result.output.split()) and "╭" not in result.output
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize("args,line", [
    (["run", "--days"], "error: --days needs a value after it (kirana run --help says which)"),
    (["run", "--role"], "error: --role needs a value after it"),
    (["run", "a.yaml", "b.yaml"], "error: kirana run does not take b.yaml: one value per argument"),
    (["study"], "error: kirana study needs SPEC (kirana study --help)"),
    (["transcript"], "error: kirana transcript needs RUN_DIR (kirana transcript --help)"),
])
def test_click_usage_errors_are_one_line_too(args, line):
    """The thirtieth session's trial: a flag with no value, an extra argument and a missing one got click's box."""
    result = RUNNER.invoke(app, args, prog_name="kirana")
    assert result.exit_code == 2
    assert line in " ".join(result.output.split()) and "╭" not in result.output


@pytest.mark.parametrize("args", [["--help"], ["scenario", "--help"], ["record", "--help"], ["run", "--help"]])
def test_help_shows_no_type_beside_switches(args):
    result = RUNNER.invoke(app, args, prog_name="kirana")
    assert result.exit_code == 0 and "--help" in result.output and "<bool>" not in result.output
