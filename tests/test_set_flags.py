"""``kirana run --set KEY=VALUE``: one scenario key changed for one run, checked like a key in a file."""
from __future__ import annotations

import pytest
import yaml
from typer.testing import CliRunner

from kirana.cli import app
from kirana.flags import FlagError
from kirana.set_flags import parse_sets
from scenarios import ScenarioError, load_located

runner = CliRunner()


def test_values_are_read_as_yaml():
    assert parse_sets(["roles.manager.timeout_s=30", "suppliers.2.language=hi", "counter.reservation_of_mrp=[0.8, 1]",
                       "roles.manager.send_name=yes", "walk_in.daily_spend_at_mrp_inr=1.5e4"]) == {
        "roles.manager.timeout_s": 30, "suppliers.2.language": "hi", "counter.reservation_of_mrp": [0.8, 1],
        "roles.manager.send_name": True, "walk_in.daily_spend_at_mrp_inr": 15_000.0}


@pytest.mark.parametrize("pairs, given, says", [
    (["timeout_s"], (), "--set: write KEY=VALUE, e.g. roles.manager.timeout_s=30; you wrote 'timeout_s'"),
    (["roles..manager=1"], (), "--set: 'roles..manager' is not a key path"),
    (["days=3", "days=4"], (), "--set: days is given twice (3, then 4); give it once"),
    (["days=3"], ("days",), "--set days=… and --days both set days; give one"),
    (["days=[1"], (), "--set days: the value '[1' is not valid YAML"),
])
def test_a_bad_pair_is_one_line_naming_it(pairs, given, says):
    with pytest.raises(FlagError) as raised:
        parse_sets(pairs, given)
    assert str(raised.value).startswith(says)


def test_a_key_below_the_top_is_set_and_checked_by_the_schema():
    scenario, located = load_located("default", **{"roles.manager.timeout_s": 30, "roles.manager.retries": 1,
                                                   "suppliers.2.language": "hi"})
    assert (scenario.roles["manager"].timeout_s, scenario.roles["manager"].retries) == (30, 1)
    assert scenario.suppliers[2].language == "hi" and scenario.suppliers[1].language == "hi"
    assert located.where(("roles", "manager", "timeout_s")) == "(override roles.manager.timeout_s=…)"
    assert located.where(("roles", "manager", "retries")) == "(override roles.manager.retries=…)"
    with pytest.raises(ScenarioError, match=r"roles\.manager\.timout_s: unknown key; did you mean 'timeout_s'\?"):
        load_located("default", **{"roles.manager.timout_s": 30})
    with pytest.raises(ScenarioError, match=r"roles\.manager\.timeout_s: must be above 0; you wrote -1"):
        load_located("default", **{"roles.manager.timeout_s": -1})
    with pytest.raises(ScenarioError, match=r"days is 30, not a block of keys"):
        load_located("default", **{"days.x": 1})
    with pytest.raises(ScenarioError, match=r"roles is a block of keys, not a list; name its key, not 0"):
        load_located("default", **{"roles.0.model": "human"})
    with pytest.raises(ScenarioError, match=r"suppliers is a list of 10; give a position from 0 to 9"):
        load_located("default", **{"suppliers.10.language": "hi"})


def test_a_run_with_set_keeps_the_value_in_its_folder(tmp_path):
    result = runner.invoke(app, ["run", "--engine", "direct", "--days", "1", "--out", str(tmp_path / "run"),
                                 "--set", "roles.cashier.timeout_s=45", "--set", "suppliers.0.reply_minutes=25"])
    assert result.exit_code == 0, result.output
    resolved = yaml.safe_load((tmp_path / "run" / "scenario.resolved.yaml").read_text(encoding="utf-8"))
    assert resolved["roles"]["cashier"]["timeout_s"] == 45
    assert resolved["suppliers"][0]["reply_minutes"] == 25 and resolved["days"] == 1


def test_resume_refuses_set(tmp_path):
    result = runner.invoke(app, ["run", "--resume", str(tmp_path), "--set", "days=2"])
    assert result.exit_code == 2 and "--set cannot change it" in result.output


def test_a_misspelt_block_in_an_override_names_the_override(tmp_path):
    # the fortieth session's trial: "--set roles.manger.retries=1" blamed scenarios/default.yaml:90, a file the
    # user never wrote
    result = runner.invoke(app, ["run", "--days", "3", "--set", "roles.manger.retries=1", "--out", str(tmp_path / "x")])
    assert result.exit_code == 2
    assert " ".join(result.output.split()) == (
        "error: (override roles.manger.retries=…): roles.manger: 'manger' is not an allowed key; use one of "
        "'manager', 'cashier', 'helper', 'munshi' (did you mean 'manager'?)")
    assert not (tmp_path / "x").exists()
