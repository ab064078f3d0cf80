"""Numbers in a scenario file are numbers: YAML's yes/no and quoted text are refused, 1e4 is read.

A new user's trial (session 28) wrote ``regular_share: yes`` and ``"0.5"``; pydantic's lax mode took them as 1.0 and
0.5 and the month ran on a share nobody wrote. PyYAML reads ``1e4`` as text (YAML 1.1 wants ``1.0e+4``); the
scenario loader reads it as the number it is.
"""
from __future__ import annotations

import pytest

from scenarios import ScenarioError, load_scenario


def _load(tmp_path, body: str):
    path = tmp_path / "month.yaml"
    path.write_text("extends: default\n" + body, encoding="utf-8")
    return load_scenario(path)


@pytest.mark.parametrize("body, says", [
    ("counter:\n  regular_share: yes\n", "month.yaml:3: counter.regular_share: must be a fraction from 0 to 1"),
    ("counter:\n  regular_share: on\n", "you wrote true — YAML reads yes, no, on, off as true or false"),
    ("counter:\n  credit_ask_share: '0.5'\n", "you wrote '0.5' — did you mean 0.50? (no quotes)"),
    ("days: '5'\n", "month.yaml:2: days: "),
    ("days: yes\n", "YAML reads yes, no, on, off as true or false"),
    ("days: 5.5\n", "did you mean 5 or 6?"),
    ("walk_in:\n  weekday_factors: [1, 1, 1, 1, 1, yes, 1]\n", "walk_in.weekday_factors.5:"),
])
def test_a_number_field_refuses_yes_and_quoted_text(tmp_path, body, says):
    with pytest.raises(ScenarioError) as raised:
        _load(tmp_path, body)
    assert says in str(raised.value)


def test_whole_numbers_and_exponents_are_numbers(tmp_path):
    scenario = _load(tmp_path, "days: 3\nwalk_in:\n  daily_spend_at_mrp_inr: 1.2e4\n"
                               "counter:\n  regular_share: 0\n  customers_per_day: 2e1\n")
    assert scenario.days == 3
    assert scenario.walk_in.daily_spend_at_mrp_inr == 12_000.0
    assert scenario.counter.regular_share == 0.0
    assert scenario.counter.customers_per_day == 20.0


def test_a_switch_still_takes_yes(tmp_path):
    """A true/false field keeps YAML's yes/no: only number fields refuse them."""
    scenario = load_scenario("default")
    role = next(iter(scenario.roles))
    changed = _load(tmp_path, f"roles:\n  {role}:\n    send_name: yes\n")
    assert changed.roles[role].send_name is True
