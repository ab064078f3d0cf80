"""A context budget too small for a role's system message, tools and a turn is refused before a run starts, in
one line naming the field and the fix (a new user's trial, session 35: ``budget_tokens: 2000`` for the manager
passed ``kirana scenario validate``, then ``kirana run`` crashed with a 99-line traceback and left a half-made run
folder; ``--set roles.manager.context.budget_tokens=2500`` did the same with a scripted manager)."""
from __future__ import annotations

import pytest
from typer.testing import CliRunner

from agents.budget_floor import budget_problem, least_budget
from kirana.cli import app
from kirana.scenario_cmd import check_scenario
from scenarios import ScenarioError, load_scenario

runner = CliRunner()


def _small(tmp_path, budget: int):
    path = tmp_path / "small.yaml"
    path.write_text(f"extends: default\nroles:\n  manager: {{context: {{budget_tokens: {budget}}}}}\n",
                    encoding="utf-8")
    return path


def test_validate_refuses_a_budget_below_the_roles_least_naming_the_field_and_the_fix(tmp_path):
    least = least_budget("manager")
    assert 2_000 < least < 4_000
    with pytest.raises(ScenarioError) as caught:
        check_scenario(_small(tmp_path, 2_000))
    text = str(caught.value)
    assert text.count("\n") == 0 and "small.yaml:3: roles.manager.context.budget_tokens: 2000 cannot hold" in text
    assert text.endswith(f"use at least {least}")
    result = runner.invoke(app, ["scenario", "validate", str(_small(tmp_path, 2_000))])
    assert result.exit_code == 2 and f"use at least {least}" in result.output
    check_scenario(_small(tmp_path, least))                              # the least budget named is enough


@pytest.mark.parametrize("how", ["file", "set"])
def test_run_refuses_before_writing_a_run_folder(tmp_path, how):
    out = tmp_path / "run"
    args = ([str(_small(tmp_path, 2_000))] if how == "file"
            else ["--set", "roles.manager.context.budget_tokens=2500"])
    result = runner.invoke(app, ["run", *args, "--days", "1", "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert "roles.manager.context.budget_tokens" in result.output and "use at least" in result.output
    assert "Traceback" not in result.output and not out.exists()


def test_the_default_budgets_hold_every_role():
    scenario = load_scenario()
    assert all(budget_problem(role, s.context) == "" for role, s in scenario.roles.items())


def test_a_direct_run_builds_no_context_so_its_budget_is_not_checked(tmp_path):
    # the check imports AutoGen (0.45 s of a direct run's CPU); --engine direct plays no model, holds no context
    with pytest.raises(ScenarioError):
        check_scenario(_small(tmp_path, 2_000))
    unchecked = check_scenario(_small(tmp_path, 2_000), context_budgets=False)
    assert unchecked.roles["manager"].context.budget_tokens == 2_000
    out = tmp_path / "run"
    result = runner.invoke(app, ["run", str(_small(tmp_path, 2_000)), "--engine", "direct", "--days", "1",
                                 "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "record.jsonl").exists()
