"""Bad scenario files give one clear error naming the field, and nothing is written."""
from __future__ import annotations

import copy

import pytest
import yaml
from typer.testing import CliRunner

from kirana.cli import app
from scenarios import ScenarioError, load_scenario
from scenarios.schema import Scenario

runner = CliRunner()
DEFAULT = yaml.safe_load(open(__file__.replace("tests/test_scenario_errors.py", "scenarios/default.yaml")))


def _with(path: list, value) -> dict:
    data = copy.deepcopy(DEFAULT)
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


@pytest.mark.parametrize("path, value, says", [
    (["counter", "open_at"], "25:00", "counter.open_at"),
    (["closing_at"], "9pm", "closing_at"),
    (["roles", "manager", "starts_at"], "eight", "roles.manager.starts_at"),
    (["walk_in", "slots"], ["noon"], "walk_in.slots.0"),
    (["counter", "basket_lines"], [5, 2], "basket_lines"),
    (["counter", "reservation_of_mrp"], [1.05, 0.9], "reservation_of_mrp"),
    (["counter", "repay_prob"], {"reliable": 0.9}, "repay_prob"),
    (["negotiation", "max_rounds", "honest"], [0, 0], "max_rounds.honest"),
    (["negotiation", "floor_of_wholesale", "honest"], [0.94, 1.2], "honest floor"),
    (["shop", "running_costs", "wages_inr_per_day"], {"cashierr": 650}, "cashierr"),
    (["shop", "items"], [], "items"),
    (["days"], True, "days"),
    # numbers no shop has (the fifteenth session's new-user trial: these validated, then the run crashed)
    (["shop", "opening_bank_inr"], float("inf"), "shop.opening_bank_inr"),
    (["shop", "opening_bank_inr"], 1e300, "shop.opening_bank_inr"),
    (["shop", "running_costs", "rent_inr_per_day"], float("nan"), "rent_inr_per_day"),
    (["shop", "running_costs", "wages_inr_per_day"], {"cashier": 1e12}, "wages_inr_per_day"),
    (["counter", "customers_per_day"], 1e9, "counter.customers_per_day"),
    # a block written as one value (the seventeenth session's trial: the message named pydantic's class)
    (["counter", "language_mix"], "tamil", "counter.language_mix: should be a block of keys"),
    (["counter"], [1, 2], "counter: should be a block of keys"),
])
def test_schema_errors_name_the_field(tmp_path, path, value, says):
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(_with(path, value)))
    with pytest.raises(ScenarioError, match=says.replace(".", r"\.")):
        load_scenario(bad)
    result = runner.invoke(app, ["run", "--scenario", str(bad), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize("change, says", [
    ({"shop": {**DEFAULT["shop"], "items": ["atta-5kg", "unicorn-1kg"]}}, "shop.items: ['unicorn-1kg']"),
    ({"suppliers": [DEFAULT["suppliers"][0]]}, "suppliers: no supplier carries"),
])
def test_world_errors_are_caught_before_the_run(tmp_path, change, says):
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump({**DEFAULT, **change}))
    result = runner.invoke(app, ["run", "--scenario", str(bad), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and says in result.output, result.output
    assert not (tmp_path / "run").exists()


def test_a_folder_or_binary_file_is_not_a_scenario(tmp_path):
    with pytest.raises(ScenarioError, match="not a file"):
        load_scenario(tmp_path)
    blob = tmp_path / "blob.yaml"
    blob.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(ScenarioError, match="UTF-8"):
        load_scenario(blob)


def test_the_default_scenario_is_valid_and_round_trips():
    scenario = load_scenario()
    assert Scenario.model_validate(scenario.model_dump()) == scenario


def test_a_list_written_to_change_one_entry_says_lists_are_not_merged(tmp_path):
    """A new user's trial: one supplier's language changed by a one-entry list gave seven "missing" lines and no hint
    why; the errors now end with one note that a list replaces the base's list and where to copy it from."""
    bad = tmp_path / "mine.yaml"
    bad.write_text("extends: default\nsuppliers:\n  - id: S1\n    language: hi\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load_scenario(str(bad))
    lines = str(err.value).splitlines()
    assert any("suppliers.0.name: missing" in ln for ln in lines)
    assert sum("lists are not merged" in ln for ln in lines) == 1 and "kirana scenario show default" in lines[-1]


def test_validate_notes_a_list_cut_shorter_than_the_bases(tmp_path):
    """The second new-user trial: a one-entry suppliers list with every key given validated (or failed on the
    catalogue) and kept one supplier of ten without a word; validate now notes the list replaced."""
    base = yaml.safe_load(runner.invoke(app, ["scenario", "show", "default"]).output)
    one = next(s for s in base["suppliers"] if s["id"] == "S1") | {"language": "hi"}
    mine = tmp_path / "one.yaml"
    mine.write_text(yaml.safe_dump({"extends": "default", "suppliers": [one]}), encoding="utf-8")
    result = runner.invoke(app, ["scenario", "validate", str(mine)])
    assert "note: suppliers: this file's list of 1 replaces the base's 10 entries" in result.output
    assert "note:" not in runner.invoke(app, ["scenario", "validate", "default"]).output


def test_money_written_with_rupee_sign_and_commas_is_told_to_be_a_plain_number(tmp_path):
    path = tmp_path / "money.yaml"
    path.write_text('extends: default\nshop:\n  opening_bank_inr: "₹1,50,000"\n')
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert f"{path}:3: shop.opening_bank_inr: must be an amount in rupees, 0 to 1,000,000,000; you wrote '₹1,50,000' " \
           "— did you mean 150000? (a plain number, no ₹, commas or words)" == str(err.value)


def test_a_tab_in_the_indentation_is_told_to_be_spaces(tmp_path):
    path = tmp_path / "tab.yaml"
    path.write_text("extends: default\nshop:\n\topening_bank_inr: 1000\n")
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert "tab.yaml:3" in str(err.value) and "replace the tab with spaces" in str(err.value)
