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
