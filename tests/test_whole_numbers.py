"""A whole number is written in digits, in a flag and in a scenario file (the fifty-third session's README walk):
``kirana run --days 1e2`` was said back as "100.0", ``--days 1_0`` and typer's ``--day 1_0`` ran as 10, and YAML 1.1
read ``days: 017`` as 15 (octal), ``0x10`` as 16 and ``1_0`` as 10, silently."""
from __future__ import annotations

import pytest
from typer.testing import CliRunner

from kirana.cli import app
from kirana.flags import FlagError, whole_flag
from scenarios import ScenarioError, load_located

runner = CliRunner()


@pytest.mark.parametrize("written, says", [
    ("1e2", "--days: must be a whole number of days, 1 to 366; you wrote 1e2 — did you mean 100?"),
    ("1_0", "--days: must be a whole number of days, 1 to 366; you wrote 1_0 — did you mean 10?"),
    ("2.5", "--days: must be a whole number of days, 1 to 366; you wrote 2.5 — did you mean 2 or 3?"),
    ("0x10", "--days: must be a whole number of days, 1 to 366; you wrote '0x10' — write a plain number in digits"),
])
def test_a_days_flag_not_in_digits_is_refused_as_written(written, says):
    with pytest.raises(FlagError) as raised:
        whole_flag("--days", written, "days")
    assert str(raised.value) == says


def test_digits_with_a_sign_or_spaces_are_read():
    assert [whole_flag("--days", text, "days") for text in ("7", " 7 ", "+7", "007")] == [7, 7, 7, 7]


@pytest.mark.parametrize("args, says", [
    (["transcript", "runs/none", "--day", "1_0"], "--day: must be a whole number written in digits; you wrote '1_0' "
                                                   "— did you mean 10?"),
    (["transcript", "runs/none", "--day=1e2"], "--day: must be a whole number written in digits; you wrote '1e2' — "
                                               "did you mean 100?"),
    (["study", "s.yaml", "--days", "3.0"], "--days: must be a whole number written in digits; you wrote '3.0' — did "
                                           "you mean 3?"),
    (["baselines", "--workers", "two"], "--workers: must be a whole number written in digits; you wrote 'two'"),
])
def test_typers_whole_number_options_are_held_to_digits(args, says):
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert says in " ".join(result.output.split())


def _days(tmp_path, written: str):
    path = tmp_path / "month.yaml"
    path.write_text(f"extends: default\nname: month\ndays: {written}\n", encoding="utf-8")
    return load_located(str(path))[0].days


def test_a_leading_zero_is_decimal_in_a_scenario(tmp_path):
    assert [_days(tmp_path, w) for w in ("017", "+5", "30")] == [17, 5, 30]


@pytest.mark.parametrize("written", ["0x10", "1_0", "0o17", "0b11"])
def test_other_bases_and_underscores_are_refused_in_a_scenario(tmp_path, written):
    with pytest.raises(ScenarioError) as raised:
        _days(tmp_path, written)
    assert f"days: must be a whole number of days, 1 to 366; you wrote '{written}' — write a plain number in digits" \
        in str(raised.value)


def test_an_unquoted_time_of_day_is_still_refused_with_the_fix(tmp_path):
    path = tmp_path / "month.yaml"
    path.write_text("extends: default\nname: month\nclosing_at: 21:00\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as raised:
        load_located(str(path))
    assert "closing_at: time of day must be quoted text like '21:00'" in str(raised.value)
