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
    # the last customer before the counter opens (the fifty-third session's walk: validated, then "low >= high")
    (["counter", "open_at"], "21:00", "counter: last_customer_at: 20:45 is not after open_at 21:00"),
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
    ({"suppliers": [DEFAULT["suppliers"][0]]}, "suppliers: no supplier carries the categories dairy_bakery"),
])
def test_world_errors_are_caught_before_the_run(tmp_path, change, says):
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump({**DEFAULT, **change}))
    result = runner.invoke(app, ["run", "--scenario", str(bad), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and says in result.output, result.output
    assert not (tmp_path / "run").exists()


def test_goods_no_supplier_carries_are_told_by_their_categories():
    """The fifty-third session's walk: "no supplier carries ['bread-400g', … 27 skus]" named no category to add."""
    from market.catalogue import load_catalogue
    from negotiation_kernel.suppliers import unsupplied_line
    catalogue = load_catalogue()
    assert unsupplied_line(["bread-400g", "onion-1kg", "milk-500ml", "curd-400g", "paneer-200g"], catalogue) == (
        "suppliers: no supplier carries the categories dairy_bakery (bread-400g, milk-500ml, curd-400g, …), produce "
        "(onion-1kg); add them to a supplier's categories, e.g. categories: [dairy_bakery, produce]")
    assert unsupplied_line(["onion-1kg"], catalogue) == ("suppliers: no supplier carries the category produce "
                                                         "(onion-1kg); add it to a supplier's categories, e.g. "
                                                         "categories: [produce]")


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


def test_validate_of_an_invalid_list_says_lists_are_not_merged_once(tmp_path):
    """The fifty-third session's walk: a one-entry suppliers list missing keys printed the errors' general note and
    then validate's note naming the list, twin notes one under the other; the one naming the list is kept."""
    bad = tmp_path / "mine.yaml"
    bad.write_text("extends: default\nname: mine\nsuppliers:\n  - {id: S1, language: hi}\n", encoding="utf-8")
    result = runner.invoke(app, ["scenario", "validate", str(bad)])
    assert result.exit_code == 2 and "suppliers.0.name: missing" in result.output
    notes = [line for line in result.output.splitlines() if line.startswith("note:")]
    assert notes == ["note: suppliers: this file's list of 1 replaces the base's 10 entries (lists are not merged; "
                     "copy the full list from `kirana scenario show default` and edit the entry you need)"]


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


# --- the shop's words (a new user's trial: "valid integer" with no value, no hint that a share is 0-1) ---------------

@pytest.mark.parametrize("path, value, says", [
    # a wrong type: the key path, the value written, what the field takes with its unit, the fix where it shows
    (["days"], [1, 2], "days: must be a whole number of days, 1 to 366; you wrote a list [1, 2] — write one number, "
                       "not a list"),
    (["days"], [5], "days: must be a whole number of days, 1 to 366; you wrote a list [5] — did you mean 5? "
                    "(one number, no brackets)"),
    (["days"], "thirty", "days: must be a whole number of days, 1 to 366; you wrote 'thirty' — write a plain number "
                         "in digits"),
    (["days"], "30", "days: must be a whole number of days, 1 to 366; you wrote '30' — did you mean 30? (no quotes)"),
    (["days"], 7.5, "days: must be a whole number of days, 1 to 366; you wrote 7.5 — did you mean 7 or 8?"),
    (["days"], True, "days: must be a whole number of days, 1 to 366; you wrote true — YAML reads yes, no, on, off as "
                     "true or false: write a number"),
    (["shop", "opening_bank_inr"], [100, 200], "shop.opening_bank_inr: must be an amount in rupees, 0 to "
                                               "1,000,000,000; you wrote a list [100, 200] — write one number, not a list"),
    (["shop", "opening_bank_inr"], "Rs 1.5 lakh", "shop.opening_bank_inr: must be an amount in rupees, 0 to "
                                                  "1,000,000,000; you wrote 'Rs 1.5 lakh' — did you mean 150000? (a plain "
                                                  "number, no ₹, commas or words)"),
    (["counter", "regular_share"], "60%", "counter.regular_share: must be a fraction from 0 to 1, where 0.6 means 60 %; "
                                          "you wrote '60%' — did you mean 0.60?"),
    (["name"], 123, "name: must be text; you wrote 123 — put it in quotes: '123'"),
    (["counter", "basket_lines"], 3, "counter.basket_lines: must be a pair [low, high] (min and max item lines in a "
                                     "basket); you wrote 3 — did you mean [3, 3]?"),
    (["walk_in", "slots"], ["21:00", "12:00", "12:00"], "walk_in.slots: 12:00 listed more than once; list each "
                                                          "time of day once"),
    (["walk_in", "weekday_factors"], [1, 1, 1], "walk_in.weekday_factors: must have exactly 7 entries (demand "
                                                "multiplier for day 1..7 of each week); you wrote 3: [1, 1, 1]"),
    (["suppliers", 0, "id"], "X1", "suppliers.0.id: must be 'S' and a number, like 'S1'; you wrote 'X1' — did you "
                                   "mean 'S1'?"),
    (["roles", "manager", "model"], 42, "roles.manager.model: must be 'scripted:NAME', 'openai:MODEL@URL', or an "
                                        "AutoGen component config {provider, config}; you wrote 42"),
    # a bound: the shop's words, the unit, and a percentage read as the fraction it meant
    (["days"], 0, "days: must be at least 1; you wrote 0 (a whole number of days, 1 to 366)"),
    (["days"], 400, "days: must be at most 366; you wrote 400 (a whole number of days, 1 to 366)"),
    (["counter", "regular_share"], 60, "counter.regular_share: must be at most 1; you wrote 60 (a fraction from 0 to "
                                       "1, where 0.6 means 60 %) — did you mean 0.60?"),
    # a new user's trial (session 34): a rate per day was told "a fraction, 0.6 means 60 %"; it is a chance each day
    (["negotiation", "ghost_bills_per_day"], 60, "negotiation.ghost_bills_per_day: must be at most 1; you wrote 60 (a "
                                                 "chance each day from 0 to 1, where 0.15 means on about 15 days in "
                                                 "100) — did you mean 0.60?"),
    (["negotiation", "ghost_bills_per_day"], "15%", "negotiation.ghost_bills_per_day: must be a chance each day from 0 "
                                                    "to 1, where 0.15 means on about 15 days in 100; you wrote '15%' — "
                                                    "did you mean 0.15?"),
    (["counter", "reliable_share"], 1.5, "counter.reliable_share: must be at most 1; you wrote 1.5 (a fraction from 0 "
                                         "to 1, where 0.6 means 60 %)"),  # no guess: 1.5 % is not a likely intent
    (["walk_in", "price_midpoint_of_mrp"], 98.3, "walk_in.price_midpoint_of_mrp: must be at most 1.2; you wrote 98.3 "
                                                 "(a share of MRP, 1.0 = MRP, above 0.5, at most 1.2) — did you mean "
                                                 "0.983? (a share is written as a fraction: 0.60 for 60 %)"),
    (["shop", "opening_bank_inr"], -500, "shop.opening_bank_inr: must be at least 0; you wrote -500 (an amount in "
                                         "rupees, 0 to 1,000,000,000)"),
    (["shop", "running_costs", "rent_inr_per_day"], -10, "shop.running_costs.rent_inr_per_day: must be at least 0; "
                                                         "you wrote -10 (an amount in rupees a day, 0 to 1,000,000,000)"),
    (["roles", "manager", "minutes_per_day"], 2000, "roles.manager.minutes_per_day: must be at most 1440; you wrote "
                                                    "2000 (a whole number of minutes a day, 0 to 1440)"),
    (["roles", "manager", "timeout_s"], 0, "roles.manager.timeout_s: must be above 0; you wrote 0 (a number of "
                                           "seconds)"),
    (["keep_checkpoints"], 0, "keep_checkpoints: must be at least 1; you wrote 0 (a whole number of daily "
                              "checkpoints, 1 to 366) — or write null (null keeps every day's)"),

    # a validator's own check: the key path once (a new user's trial: "counter.concession: concession: give [low,
    # high]…", no echo, no fix), the value written, what is expected, the fix
    (["counter", "concession"], [0.9, 0.1], "counter.concession: must be a pair [low, high] of fractions, 0 <= low <= "
                                            "high < 1; you wrote [0.9, 0.1] — did you mean [0.1, 0.9]? (the lower "
                                            "first)"),
    (["counter", "opening_below_reservation"], [3, 12], "counter.opening_below_reservation: must be a pair [low, "
                                                        "high] of fractions, 0 <= low <= high < 1; you wrote [3, 12] — "
                                                        "did you mean [0.03, 0.12]? (a share is written as a fraction: "
                                                        "0.35 for 35 %)"),
    (["counter", "language_mix"], {"en": 0, "hi": 0, "hinglish": 0}, "counter.language_mix: must give at least one of "
                                                                     "en, hi, hinglish a share above 0 (shares, "
                                                                     "normalised: they need not sum to 1); you wrote "
                                                                     "{en: 0, hi: 0, hinglish: 0} — e.g. {en: 0, hi: "
                                                                     "1, hinglish: 0} for Hindi alone"),
    (["counter", "basket_lines"], [5, 2], "counter.basket_lines: must be a pair [low, high], low first; you wrote "
                                          "[5, 2] — did you mean [2, 5]? (the lower first)"),
    (["negotiation", "max_rounds", "honest"], [4, 2], "negotiation.max_rounds.honest: must be a pair [low, high], low "
                                                      "first; you wrote [4, 2] — did you mean [2, 4]? (the lower "
                                                      "first)"),
])
def test_a_bad_value_is_told_in_the_shops_words(tmp_path, path, value, says):
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(_with(path, value), allow_unicode=True), encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load_scenario(bad)
    lines = [line for line in str(err.value).splitlines() if not line.startswith("note:")]
    assert len(lines) == 1 and lines[0].split(": ", 1)[1] == says, lines
    assert "Input should" not in str(err.value)
    result = runner.invoke(app, ["run", "--scenario", str(bad), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and "Traceback" not in result.output and not (tmp_path / "run").exists()
    assert says in " ".join(result.output.split()), result.output


def test_a_long_value_is_shortened_and_a_near_miss_key_is_named(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("extends: default\ndescription: [" + ", ".join(["word"] * 50) + "]\ncounter:\n  regular_shar: 0.6\n")
    lines = str(pytest.raises(ScenarioError, load_scenario, bad).value).splitlines()
    assert lines[0] == f"{bad}:2: description: must be text; you wrote a list " + repr(["word"] * 50)[:59] + "…"
    assert lines[1] == f"{bad}:4: counter.regular_shar: unknown key; did you mean 'regular_share'?"


@pytest.mark.parametrize("args, says", [
    (["--days", "abc"], "--days: must be a whole number of days, 1 to 366; you wrote 'abc' — write a plain number in "
                        "digits"),
    (["--days", "1.5"], "--days: must be a whole number of days, 1 to 366; you wrote 1.5 — did you mean 1 or 2?"),
    (["--days", "0"], "--days: must be at least 1; you wrote 0 (a whole number of days, 1 to 366)"),
    (["--days", "400"], "--days: must be at most 366; you wrote 400 (a whole number of days, 1 to 366)"),
    (["--days", "30 days"], "--days: must be a whole number of days, 1 to 366; you wrote '30 days' — did you mean 30? "
                            "(a plain number in digits)"),
    (["--seed", "-1"], "--seed: must be at least 0; you wrote -1 (a whole number)"),
    (["--seed", "x"], "--seed: must be a whole number, at least 0; you wrote 'x' — write a plain number in digits"),
    (["--keep-checkpoints", "-1"], "--keep-checkpoints: must be at least 0; you wrote -1 (a whole number of daily "
                                   "checkpoints, 0 to 366)"),
])
def test_a_bad_run_flag_is_one_line_echoing_its_value(tmp_path, args, says):
    result = runner.invoke(app, ["run", *args, "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and result.output.strip() == f"error: {says}", result.output
    assert not (tmp_path / "run").exists()
    if args[0] != "--keep-checkpoints":
        shown = runner.invoke(app, ["scenario", "show", "default", *args])
        assert shown.exit_code == 2 and shown.output.strip() == f"error: {says}", shown.output


def test_good_run_flags_still_override_the_scenario():
    shown = runner.invoke(app, ["scenario", "show", "default", "--days", " 3", "--seed", "0"])
    assert shown.exit_code == 0 and yaml.safe_load(shown.output)["days"] == 3


def test_a_study_name_and_a_bare_seed_are_told_their_fix(tmp_path):
    bad = tmp_path / "study.yaml"
    bad.write_text('name: "my study"\nscenarios: [default]\nmodels: {a: {}}\nworkers: 0\nseeds: 3\n')
    result = runner.invoke(app, ["study", str(bad), "--out", str(tmp_path / "out")])
    text = " ".join(result.output.split())
    assert result.exit_code == 2 and not (tmp_path / "out").exists()
    assert "study.yaml:1: name: must be letters, digits, '_', '.' or '-' (it names a folder), like 'my_study'; you " \
           "wrote 'my study' — did you mean 'my_study'?" in text
    assert "study.yaml:4: workers: must be at least 1; you wrote 0 (a whole number of runs at once, 1 to 256) — or " \
           "write null (null = CPU cores)" in text
    assert "study.yaml:5: seeds: must be a list" in text and "you wrote 3 — did you mean [3]?" in text


@pytest.mark.parametrize("written, meant", [("0-2", "[0, 1, 2]"), ("1..3", "[1, 2, 3]"), ("0 to 1", "[0, 1]"),
                                            ("0, 1, 2", "[0, 1, 2]"), ("en", "['en']")])
def test_seeds_written_as_a_range_or_a_line_are_told_the_list_they_mean(tmp_path, written, meant):
    """A new user's trial: ``seeds: 0-2`` was told "did you mean ['0-2']?", itself refused (seeds are numbers)."""
    bad = tmp_path / "study.yaml"
    bad.write_text(f"scenarios: [default]\nmodels: {{a: {{}}}}\nseeds: {written}\n")
    text = " ".join(runner.invoke(app, ["study", str(bad), "--out", str(tmp_path / "out")]).output.split())
    assert "study.yaml:3: seeds: must be a list" in text and f"you wrote {written!r} — did you mean {meant}?" in text


def test_show_says_a_description_is_the_bases(tmp_path):
    """The fifty-third session's walk: ``kirana scenario show`` of a file built on default that writes no description
    showed the default month's as its own; a comment above it now says whose it is."""
    mine = tmp_path / "mine.yaml"
    mine.write_text("extends: default\nname: mine\ndays: 3\n", encoding="utf-8")
    shown = runner.invoke(app, ["scenario", "show", str(mine)]).output.splitlines()
    at = shown.index(next(line for line in shown if line.startswith("description:")))
    assert shown[at - 1] == (f"# description: {mine} writes none; this is its base's (scenarios/default.yaml) — write "
                             f"a description: of its own")
    mine.write_text("extends: default\nname: mine\ndescription: three quiet days\n", encoding="utf-8")
    own = runner.invoke(app, ["scenario", "show", str(mine)]).output
    assert "description: three quiet days" in own and "# description" not in own
    assert "# description" not in runner.invoke(app, ["scenario", "show", "default"]).output
