"""Scenario files: extends, errors that name FILE:LINE and the field with a suggestion, the CLI, the library."""
from __future__ import annotations

import json
import textwrap

import pytest
import yaml
from typer.testing import CliRunner

from kirana.cli import app
from kirana.scenario_cmd import check_scenario
from scenarios import ScenarioError, load_scenario

runner = CliRunner()


def _write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def _problem(path) -> str:
    with pytest.raises(ScenarioError) as err:
        check_scenario(path)
    return str(err.value)


# --- extends -------------------------------------------------------------------

def test_extends_merges_mappings_deeply_and_replaces_lists(tmp_path):
    base = _write(tmp_path, "base.yaml", "extends: default\nname: base\ndays: 7\n")
    (tmp_path / "sub").mkdir()
    variant = _write(tmp_path, "sub/variant.yaml", """
        extends: ../base.yaml
        name: variant
        counter:
          customers_per_day: 12
        walk_in:
          slots: ["13:00"]
        """)
    sc = load_scenario(variant)
    default = load_scenario("default")
    assert (sc.name, sc.days, sc.counter.customers_per_day) == ("variant", 7, 12)
    assert sc.counter.regulars == default.counter.regulars          # the rest of the mapping is the base's
    assert sc.walk_in.slots == ["13:00"]                            # a list replaces the base's list
    assert sc.suppliers == default.suppliers
    assert load_scenario(base).days == 7


# --- errors with FILE:LINE, field path and a suggestion --------------------------

def test_a_wrong_key_names_file_line_path_and_the_nearest_key(tmp_path):
    bad = _write(tmp_path, "bad.yaml", """
        extends: default
        name: bad
        counter:
          customers_per_dya: 30
        roles:
          managr: {model: "scripted:reference", starts_at: "08:00", minutes_per_day: 720}
        dayz: 3
        """)
    text = _problem(bad)
    assert f"{bad}:4: counter.customers_per_dya: unknown key; did you mean 'customers_per_day'?" in text
    assert f"{bad}:6: roles.managr:" in text and "did you mean 'manager'?" in text
    assert f"{bad}:7: dayz: unknown key; did you mean 'days'?" in text


def test_a_wrong_type_and_a_bad_value_name_their_lines(tmp_path):
    bad = _write(tmp_path, "bad.yaml", """
        extends: default
        name: bad
        days: thirty
        counter:
          open_at: "25:00"
          language_mix: {en: 1, hi: 0, hinglish: -1}
        suppliers:
          - {id: S1, name: A, language: en, kind: honest, categories: [grains_pulses, dairy_bakery, fmcg, produce],
             lead_days: 1, credit_days: 7, arrives_at: "07:00", reply_minutes: 20}
          - {id: S2, name: B, language: hindi, kind: honest, categories: [grains_pulses], lead_days: 1,
             credit_days: 7, arrives_at: "07:00", reply_minutes: 20}
        """)
    text = _problem(bad)
    assert f"{bad}:3: days: must be a whole number of days, 1 to 366; you wrote 'thirty'" in text
    assert f"{bad}:5: counter.open_at: time of day out of range: '25:00'; write hours 00-23 and minutes 00-59, e.g. '08:30' or '21:00'" in text
    assert f"{bad}:6: counter.language_mix.hinglish: must be at least 0; you wrote -1 (a number)" in text
    assert f"{bad}:10: suppliers.1.language: 'hindi' is not an allowed value" in text and "did you mean 'hi'" in text


def test_an_error_in_a_base_names_the_base_file(tmp_path):
    _write(tmp_path, "base.yaml", "extends: default\nname: base\nshop:\n  gst_filing_every_days: 0\n")
    variant = _write(tmp_path, "variant.yaml", "extends: base.yaml\nname: v\n")
    assert f"{tmp_path / 'base.yaml'}:4: shop.gst_filing_every_days: must be at least 1; you wrote 0" \
        in _problem(variant)


def test_a_missing_key_points_at_the_mapping_that_should_hold_it(tmp_path):
    bad = _write(tmp_path, "bad.yaml", "name: x\ndays: 3\nseed: 0\n")
    text = _problem(bad)
    assert f"{bad}:1: shop: missing" in text


@pytest.mark.parametrize("files, says", [
    ({"a.yaml": "extends: b.yaml\nname: a\n", "b.yaml": "# b\nextends: a.yaml\n"},
     "b.yaml:2: extends: a cycle of bases: a.yaml → b.yaml → a.yaml"),
    ({"a.yaml": "extends: a.yaml\n"}, "a.yaml:1: extends: a cycle of bases: a.yaml → a.yaml"),
    ({"a.yaml": "name: a\nextends: nowhere.yaml\n"}, "a.yaml:2: extends: 'nowhere.yaml': no such file"),
    ({"a.yaml": "extends: defualt\n"}, "a.yaml:1: extends: 'defualt': no built-in scenario 'defualt'"),
    ({"a.yaml": "extends: [default]\n"}, "a.yaml:1: extends: name a built-in scenario or a YAML file"),
    ({"a.yaml": "name: a\n  days: 3\n"}, "a.yaml:2: not valid YAML"),
    ({"a.yaml": "days: 30\n  seed: 1\n"}, "which has a value already: indent it like that key, 0 spaces"),
    ({"a.yaml": "- just\n- a list\n"}, "a.yaml: a scenario file is `key: value` lines, got a list (lines starting "
                                        "with '- '); the smallest scenario file is `extends: default`"),
    # an unclosed list at the end of the file: the last line, not one past it
    ({"a.yaml": "extends: default\ndays: 2\nsuppliers: [a, b\n"},
     "a.yaml:3: not valid YAML: expected ',' or ']', but got '<stream end>'"),
    # an unclosed mapping followed by more keys: the problem's line and where the mapping opened
    ({"a.yaml": "extends: default\nroles:\n  manager: {model: scripted\ndays: 3\n"},
     "a.yaml:4: not valid YAML: expected ',' or '}', but got ':' (the flow mapping opened on line 3 is not closed) — "
     "add its '}' after its last entry, before line 4; or, if line 4 belongs in it, a ',' at the end of line 3"),
    # a new user's trial: a flow mapping left open at the end of the file, or missing a comma, had no hint
    ({"a.yaml": "extends: default\ncounter: {customers_per_day: 25, regular_share: 0.5\n"},
     "a.yaml:2: not valid YAML: expected ',' or '}', but got '<stream end>' — the '{' opened on line 2 is never "
     "closed: add '}' after its last entry, on line 2"),
    ({"a.yaml": "extends: default\ncounter: {customers_per_day: 25,\n  regular_share: 0.5\n"},
     "a.yaml:3: not valid YAML: expected ',' or '}', but got '<stream end>' — the '{' opened on line 2 is never "
     "closed: add '}' after its last entry, on line 3"),
    ({"a.yaml": "extends: default\ncounter: {customers_per_day: 25 regular_share: 0.5}\n"},
     "a.yaml:2: not valid YAML: expected ',' or '}', but got ':' — on line 2: add the ',' missing between two entries "
     "(write {a: 1, b: 2}), or close the '{' with '}' after its last entry"),
    ({"a.yaml": "extends: default\nsuppliers: [a, b\n"},
     "a.yaml:2: not valid YAML: expected ',' or ']', but got '<stream end>' — the '[' opened on line 2 is never "
     "closed: add ']' after its last entry, on line 2"),
    # a new user's trial (session 42, yaml/bad3.yaml): a '{' left open after a comma on the last line was said to have
    # opened on line 4 (PyYAML's "flow node" mark, past the end of the file), not line 3
    ({"a.yaml": 'extends: default\nroles:\n  cashier: {model: "openai:obey@http://127.0.0.1:18602/v1",\n'},
     "a.yaml:3: not valid YAML: expected the node content, but found '<stream end>' — the '{' opened on line 3 is "
     "never closed: add '}' after its last entry, on line 3"),
    ({"a.yaml": "extends: default\ncounter: {customers_per_day: 25,\n  regular_share: 0.5,\n\n# the end\n"},
     "a.yaml:5: not valid YAML: expected the node content, but found '<stream end>' — the '{' opened on line 2 is "
     "never closed: add '}' after its last entry, on line 3"),
    ({"a.yaml": "extends: default\ncounter: {customers_per_day: 25, weekday_factors: [1, 1,\n"},
     "a.yaml:2: not valid YAML: expected the node content, but found '<stream end>' — the '[' opened on line 2 is "
     "never closed: add ']' after its last entry, on line 2"),
])
def test_bad_bases_and_bad_yaml(tmp_path, monkeypatch, files, says):
    monkeypatch.chdir(tmp_path)
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError, match=None) as err:
        load_scenario("a.yaml")
    assert says in str(err.value), str(err.value)


@pytest.mark.parametrize("model, says", [
    ('"ollama:qwen3@http://127.0.0.1:11434"', "tried scripted:NAME, human, openai:MODEL@URL and a component config"),
    ('"scripted:refrence"', "no scripted shop 'refrence'; known: ['newsvendor', 'no-manager', 'oracle', 'reference'"),
    ('"openai:qwen3"', "write openai:MODEL@URL"),
    ("{provider: no.such.Client, config: {}}", "could not load component 'no.such.Client': No module named 'no'; "
                                               "a component config's provider is an importable AutoGen"),
    # a new user's trial (session 38): the config's missing field named in one line, without the provider hint
    ("{provider: autogen_ext.models.openai.OpenAIChatCompletionClient, config: {base_url: 'http://127.0.0.1:1/v1'}}",
     "roles.helper.model: the config of 'autogen_ext.models.openai.OpenAIChatCompletionClient' is not valid: "
     "config.model: field required; fix config in the scenario (the client's own settings, e.g. config.model: MODEL)"),
    # a new user's re-trial (session 38): a misspelt setting passed, and the client would run at its default
    ("{provider: OpenAIChatCompletionClient, config: {model: m, api_key: k, temprature: 0.2}}",
     "roles.helper.model: 'OpenAIChatCompletionClient' has no setting config.temprature (did you mean temperature?); "
     "its settings are add_name_prefixes, api_key, base_url,"),
    ("{config: {model: m}}", "roles.helper.model: a component config needs provider (an importable AutoGen "
                             "ChatCompletionClient class"),
    # session 42: a role's settings written inside its model, as a study's models entry invites
    ("{model: 'openai:q@http://127.0.0.1:1/v1', retries: 1}",
     "roles.helper.model: a mapping here is an AutoGen component config (provider and config); write the spec as "
     "text, helper: \"openai:q@http://127.0.0.1:1/v1\", and put retries under the scenario's roles.helper, beside "
     "model"),
    # a new user's trial: a role's model given without a server had no fix, where the --role flag's error names one
    ('"gpt4"', "'gpt4' is not a model spec; tried scripted:NAME, human, openai:MODEL@URL and a component config "
               "{provider, config} — for a model on a server write model: \"openai:gpt4@URL\", URL the server's "
               "address (e.g. http://127.0.0.1:8000/v1)"),
    ('"reference"', "— did you mean model: \"scripted:reference\"?"),
    ('"ollama:qwen3@http://127.0.0.1:11434/v1"', "— did you mean model: \"openai:qwen3@http://127.0.0.1:11434/v1\"? "
                                                 "(any server is reached at its OpenAI-compatible URL)"),
])
def test_an_unknown_model_provider_says_what_was_tried_at_validation(tmp_path, model, says):
    bad = _write(tmp_path, "bad.yaml", f"""
        extends: default
        name: bad
        roles:
          helper: {{model: {model}}}
        """)
    text = _problem(bad)
    assert f"{bad}:4: roles.helper.model: " in text and says in text, text
    result = runner.invoke(app, ["run", "--scenario", str(bad), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and says in result.output
    assert not (tmp_path / "run").exists()                          # nothing runs on an invalid scenario


def test_bad_model_specs_are_told_with_the_schema_errors_not_after_them(tmp_path):
    """A new user fixed five schema errors only to be told then that both model specs were wrong."""
    bad = _write(tmp_path, "bad.yaml", """
        extends: default
        name: bad
        days: 0
        roles:
          manager: {model: "openai:gpt@localhost:8000", retries: -1}
          cashier: {model: "scripted:referenc"}
        """)
    lines = _problem(bad).splitlines()
    assert lines == [f"{bad}:3: days: must be at least 1; you wrote 0 (a whole number of days, 1 to 366)",
                     f"{bad}:5: roles.manager.retries: must be at least 0; you wrote -1 (a whole number of retries, "
                     "0 to 20)",
                     f"{bad}:5: roles.manager.model: 'openai:gpt@localhost:8000': the server's URL 'localhost:8000' "
                     "needs http:// (or https://) at its start; write openai:gpt@http://localhost:8000",
                     f"{bad}:6: roles.cashier.model: no scripted shop 'referenc'; known: ['newsvendor', 'no-manager', "
                     "'oracle', 'reference', 'unfair-counter', 'unfair-everywhere'] — did you mean "
                     "'scripted:reference'?"], lines


def test_a_misspelt_scripted_shop_in_a_scenario_says_which_shop_was_meant(tmp_path):
    """A new user's trial (session 34): a scenario's "scripted:refrence" listed the shops without saying which was
    meant, where ``--shop refrence`` says it; a name near no shop gets the list alone."""
    bad = _write(tmp_path, "bad.yaml", """
        extends: default
        name: bad
        roles:
          cashier: {model: "scripted:refrence"}
          helper: {model: "scripted:qqqq"}
        """)
    lines = _problem(bad).splitlines()
    assert lines == [f"{bad}:4: roles.cashier.model: no scripted shop 'refrence'; known: ['newsvendor', 'no-manager', "
                     "'oracle', 'reference', 'unfair-counter', 'unfair-everywhere'] — did you mean "
                     "'scripted:reference'?",
                     f"{bad}:5: roles.helper.model: no scripted shop 'qqqq'; known: ['newsvendor', 'no-manager', "
                     "'oracle', 'reference', 'unfair-counter', 'unfair-everywhere']"], lines
    result = runner.invoke(app, ["run", "--scenario", str(bad), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and "did you mean 'scripted:reference'?" in " ".join(result.output.split())
    assert not (tmp_path / "run").exists()


def test_world_errors_point_at_their_lines(tmp_path):
    bad = _write(tmp_path, "bad.yaml", """
        extends: default
        name: bad
        shop:
          items: [atta-5kg, unicorn-1kg]
        """)
    assert f"{bad}:4: shop.items: ['unicorn-1kg'] are not catalogue skus" in _problem(bad)
    festive = _write(tmp_path, "festive.yaml", """
        extends: default
        name: festive
        walk_in:
          festival: {start_day: 3, days: 2, factor_by_group: {sweets: 2.0}}
        """)
    assert f"{festive}:4: walk_in.festival.factor_by_group: ['sweets'] are not HCES item groups" in _problem(festive)



def test_the_catalogues_problems_come_with_the_schemas_in_one_answer(tmp_path):
    """The new user's trial (session 31): an unknown festival group showed only once the schema errors were fixed;
    now every problem of the file is in the first answer, and both catalogue problems together after the schema passes."""
    bad = _write(tmp_path, "bad.yaml", """
        extends: default
        days: thirty
        shop:
          items: [rice-1kg, caviar]
        walk_in:
          festival: {start_day: 10, days: 7, factor_by_group: {sweets: 2.5}}
        """)
    lines = _problem(bad).splitlines()
    assert lines[0].startswith(f"{bad}:2: days: must be a whole number of days")
    assert lines[1].startswith(f"{bad}:4: shop.items: ['caviar'] are not catalogue skus")
    assert lines[2].startswith(f"{bad}:6: walk_in.festival.factor_by_group: ['sweets'] are not HCES item groups")
    assert len(lines) == 3
    fixed = _write(tmp_path, "fixed.yaml", bad.read_text().replace("thirty", "30"))
    assert [line.split(": ")[0:2] for line in _problem(fixed).splitlines()] == [
        [f"{fixed}:4", "shop.items"], [f"{fixed}:6", "walk_in.festival.factor_by_group"]]
    named = _write(tmp_path, "named.yaml", """
        extends: default
        shop:
          items: caviar
        """)  # a field the schema already names is told once, by the schema
    assert _problem(named).count("shop.items") == 1

# --- the commands ----------------------------------------------------------------

def test_validate_show_and_schema(tmp_path):
    good = _write(tmp_path, "good.yaml", "extends: default\nname: good\ndays: 4\nseed: 1\n")
    bad = _write(tmp_path, "bad.yaml", "extends: default\nname: bad\ncountr: {}\n")
    ok = runner.invoke(app, ["scenario", "validate", str(good), "default"])
    assert ok.exit_code == 0 and "valid: good: 4 days, seed 1" in ok.output
    assert "10 suppliers (4 fraudulent)" in ok.output
    both = runner.invoke(app, ["scenario", "validate", str(good), str(bad)])
    assert both.exit_code == 2 and f"{bad}:3: countr: unknown key; did you mean 'counter'?" in both.output
    shown = runner.invoke(app, ["scenario", "show", str(good)])
    assert shown.exit_code == 0
    resolved = yaml.safe_load(shown.output)
    assert resolved["name"] == "good" and resolved["seed"] == 1 and "extends" not in resolved
    assert resolved["roles"]["manager"]["retries"] == 4             # schema defaults are filled in
    assert load_scenario(good).model_dump(mode="json") == resolved
    assert runner.invoke(app, ["scenario", "show", str(bad)]).exit_code == 2
    schema = json.loads(runner.invoke(app, ["scenario", "schema"]).output)
    assert schema["else"] == {"$ref": "#/$defs/Scenario"} and "extends" in schema["$defs"]["ScenarioVariant"]["properties"]
    assert "required" in schema["$defs"]["Scenario"] and "required" not in schema["$defs"]["CounterSettingsVariant"]
    assert schema["$defs"]["CounterSettings"]["properties"]["open_at"]["pattern"]


def test_a_missing_scenario_file_names_the_built_ins(tmp_path):
    """``kirana run --scenario nope.yaml`` said only "no such file"; it now lists what can be named instead."""
    from scenarios import ScenarioError, load_scenario
    with pytest.raises((ScenarioError, FileNotFoundError)) as err:
        load_scenario(tmp_path / "nope.yaml")
    assert "no such file" in str(err.value) and "'default'" in str(err.value), str(err.value)


def test_a_key_that_is_not_allowed_is_the_only_problem_shown_for_it(tmp_path):
    bad = _write(tmp_path, "bad.yaml", "extends: default\nroles:\n  janitor: {model: scripted}\n")
    text = _problem(bad)
    assert text.splitlines() == [f"{bad}:3: roles.janitor: 'janitor' is not an allowed key; use one of "
                                 "'manager', 'cashier', 'helper', 'munshi'"], text


def test_a_negative_opening_bank_is_refused_naming_the_field(tmp_path):
    bad = _write(tmp_path, "bad.yaml", "extends: default\nname: x\nshop:\n  opening_bank_inr: -5\n")
    assert f"{bad}:4: shop.opening_bank_inr: must be at least 0; you wrote -5 (an amount in rupees, 0 to " \
           "1,000,000,000)" in _problem(bad)


def test_a_key_written_twice_is_refused_naming_both_lines(tmp_path):
    """``days: 5`` then ``days: 7`` ran 7 days without a word: YAML keeps the last of two equal keys."""
    path = _write(tmp_path, "twice.yaml", """
        extends: default
        days: 5
        counter:
          regulars: 40
          regulars: 60
        days: 7
        """)
    problem = _problem(path)
    assert f"{path}:5: counter.regulars is written twice (lines 4 and 5); keep one" in problem
    assert f"{path}:6: days is written twice (lines 2 and 6); keep one" in problem


def test_a_key_written_twice_does_not_hide_the_files_other_problems(tmp_path):
    """The duplicate was told alone, so a user fixed it and only then met the next error (the twenty-sixth
    session's trial); now every problem of the file comes at once, one line each, the duplicates first."""
    path = _write(tmp_path, "several.yaml", """
        extends: default
        days: 5
        seed: -1
        days: 7
        shop:
          till_float_inr: lots
        """)
    lines = _problem(path).splitlines()
    assert lines[0] == f"{path}:4: days is written twice (lines 2 and 4); keep one"
    assert any(line.startswith(f"{path}:3: seed:") for line in lines[1:])
    assert any(line.startswith(f"{path}:6: shop.till_float_inr:") for line in lines[1:])


def test_a_variant_that_does_not_name_itself_is_named_by_its_file(tmp_path):
    """A variant without ``name:`` was called ``default`` (its base's name) in run folders, studies and reports."""
    unnamed = _write(tmp_path, "short_month.yaml", "extends: default\ndays: 5\n")
    named = _write(tmp_path, "other.yaml", "extends: default\nname: festival_trial\n")
    assert load_scenario(unnamed).name == "short_month"
    assert load_scenario(named).name == "festival_trial"
    assert load_scenario("default").name == "default" and load_scenario("kirana_en").name == "kirana_en"
    assert load_scenario(_write(tmp_path, "of_named.yaml", f"extends: {named.name}\n")).name == "of_named"


# --- a new user's first file (the trial: "got NoneType", and no did-you-mean for a misspelt base) -------------

@pytest.mark.parametrize("text", ["", "\n\n", "# my month\n# to do: prices\n", "---\n"])
def test_an_empty_file_is_said_to_be_empty_with_the_smallest_scenario(tmp_path, text):
    empty = tmp_path / "my_month.yaml"
    empty.write_text(text, encoding="utf-8")
    says = (f"{empty}: the file is empty (nothing but blank lines or comments); the smallest scenario file is "
            "`extends: default` (a built-in to start from; then only the keys you change)")
    assert _problem(empty) == says
    result = runner.invoke(app, ["run", str(empty), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and "the file is empty" in result.output and "NoneType" not in result.output
    assert not (tmp_path / "run").exists()


def test_a_bare_value_is_not_a_scenario_and_the_smallest_one_is_shown(tmp_path):
    bare = _write(tmp_path, "a.yaml", "default\n")
    assert _problem(bare) == (f"{bare}: a scenario file is `key: value` lines, got a single value 'default'; the "
                              "smallest scenario file is `extends: default` (a built-in to start from; then only "
                              "the keys you change)")


@pytest.mark.parametrize("base, says", [
    ("defualt", "no built-in scenario 'defualt' and no such file (did you mean the built-in 'default'?); built-ins "
                "are ['default', 'kirana_en', 'kirana_festival', 'kirana_fraud', 'kirana_hi', 'kirana_hinglish', "
                "'kirana_s0', 'kirana_s1', 'kirana_s2'], or give a path to a .yaml file"),
    ("kirana_fruad", "(did you mean the built-in 'kirana_fraud'?)"),
    ("bsae.yaml", "no such file"),                          # a file beside it with a close name
    ("xyzzy", "no built-in scenario 'xyzzy' and no such file; built-ins are ['default', "),   # nothing close: no guess
])
def test_a_misspelt_base_names_the_nearest(tmp_path, monkeypatch, base, says):
    monkeypatch.chdir(tmp_path)
    _write(tmp_path, "base.yaml", "extends: default\nname: base\n")
    bad = _write(tmp_path, "a.yaml", f"extends: {base}\n")
    text = _problem(bad)
    assert text.startswith(f"{bad}:1: extends: '{base}': ") and says in text, text
    if base == "bsae.yaml":
        assert "(did you mean 'base.yaml'?)" in text, text
    if base == "xyzzy":
        assert "did you mean" not in text, text


def test_a_misspelt_scenario_or_study_on_the_command_line_names_the_nearest(tmp_path):
    result = runner.invoke(app, ["run", "--scenario", "defualt", "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and "(did you mean the built-in 'default'?)" in result.output, result.output
    result = runner.invoke(app, ["study", "langauge_ablation", "--out", str(tmp_path / "study")])
    assert result.exit_code == 2 and "(did you mean the built-in 'language_ablation'?)" in result.output
    assert not (tmp_path / "run").exists() and not (tmp_path / "study").exists()


def test_validate_says_when_a_festival_starts_after_the_last_day(tmp_path):
    """The second trial (3 Dec): a festival from day 40 in a 30-day month was accepted with no word."""
    late = tmp_path / "late.yaml"
    late.write_text("extends: default\nwalk_in:\n  festival: {start_day: 40, days: 3, factor_by_group: {cereals: 2}}\n")
    out = " ".join(runner.invoke(app, ["scenario", "validate", str(late)]).output.split())
    assert "festival days 40-42 (festival days 40-42 come after the last day, 30: never reached at this length)" in out
    ok = " ".join(runner.invoke(app, ["scenario", "validate", "default"]).output.split())
    assert "never reached" not in ok


def test_run_notes_a_festival_the_month_does_not_reach_in_full(tmp_path):
    """The fifteenth session's trial: `kirana run` said nothing of days 11-12 of a festival in a 10-day month."""
    past = tmp_path / "past.yaml"
    past.write_text("extends: default\ndays: 10\nwalk_in:\n  festival: {start_day: 8, days: 5, factor_by_group: "
                    "{cereals: 2}}\n")
    out = " ".join(runner.invoke(app, ["scenario", "validate", str(past)]).output.split())
    assert "festival days 8-12 run past the last day, 10: days 11-12 are not reached" in out, out
    result = runner.invoke(app, ["run", "--scenario", str(past), "--days", "1", "--engine", "direct",
                                 "--out", str(tmp_path / "run")])
    assert "note: festival days 8-12 come after the last day, 1: never reached" in " ".join(result.output.split())


def test_a_missing_file_suggests_only_a_near_name(tmp_path, monkeypatch):
    """The second trial: "missing.yaml" had been offered "neg.yaml" (the ".yaml" made them look alike)."""
    for name in ("neg.yaml", "min.yaml"):
        (tmp_path / name).write_text("extends: default\n")
    monkeypatch.chdir(tmp_path)
    far = " ".join(runner.invoke(app, ["scenario", "validate", "missing.yaml"]).output.split())
    assert "did you mean" not in far.split("built-in scenario name")[0], far
    near = " ".join(runner.invoke(app, ["scenario", "validate", "mn.yaml"]).output.split())
    assert "(did you mean 'min.yaml'?)" in near, near


def test_an_unquoted_time_of_day_says_to_quote_it(tmp_path):
    """YAML reads ``9:00`` without quotes as the number 540 (base 60): the error says to write '09:00' (the
    nineteenth session's trial: "Input should be a valid string, got 540" named a number never written)."""
    bad = _write(tmp_path, "clock.yaml", """
        extends: default
        name: clock
        counter:
          open_at: 9:00
        """)
    text = _problem(bad)
    assert f"{bad}:4: counter.open_at: time of day must be quoted text like '09:00'" in text and "(got 540)" in text


def test_validate_tells_the_problems_in_the_files_order(tmp_path):
    # the final trial (session 41): the schema's problems, then the model specs', had come as lines 4, 5, 3
    from kirana.scenario_cmd import in_file_order
    bad = tmp_path / "bad7.yaml"
    bad.write_text('extends: default\nroles:\n  manager: {model: "scripted:refrence"}\n'
                   '  cashier: {modle: "scripted:reference"}\ndays: 2.5\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["scenario", "validate", str(bad)])
    lines = [line for line in result.output.splitlines() if line.startswith(str(bad))]
    assert result.exit_code == 2 and [line.split(":")[1] for line in lines] == ["3", "4", "5"], result.output
    assert in_file_order(["a.yaml:9: x", "  more of x", "a.yaml:2: y", "b.yaml:1: z"]) == [
        "a.yaml:2: y", "a.yaml:9: x", "  more of x", "b.yaml:1: z"]
