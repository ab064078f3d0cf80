"""Three gaps of the scenario validator, each asserted by its message text and line: a repeated supplier id (was
reported only once every other error was fixed, and at line 1), ghost_bill_inr (its errors named no unit and no
fix), and a mis-indented key (was reported on the line after it, or later past comments)."""
from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from scenarios import ScenarioError, load_scenario
from scenarios.located import LocatedError, read_located
from scenarios.schema import Scenario

DEFAULT_TEXT = (Path(__file__).resolve().parents[1] / "scenarios" / "default.yaml").read_text(encoding="utf-8")


def _line_of(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if line.lstrip().startswith(start))


def _problems(path: Path) -> list[str]:
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    return str(err.value).splitlines()


def test_a_repeated_supplier_id_is_reported_at_the_second_id_in_line_order_with_the_other_errors(tmp_path):
    text = (DEFAULT_TEXT.replace("{id: S2,", "{id: S1,").replace("days: 30\n", "days: 0\n", 1)
            .replace('closing_at: "21:00"', 'closing_at: "25:00"'))
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    days, second, closing = _line_of(text, "days:"), _line_of(text, "- {id: S1, name: Shree"), _line_of(text, "closing_at:")
    assert days < second < closing and second == _line_of(text, "- {id: S1,") + 1
    assert _problems(bad) == [
        f"{bad}:{days}: days: must be at least 1; you wrote 0 (a whole number of days, 1 to 366)",
        f"{bad}:{second}: suppliers.1.id: 'S1' is already the id of suppliers.0; each supplier needs its own id — "
        f"rename this one (e.g. 'S11', not yet taken)",
        f"{bad}:{closing}: closing_at: time of day out of range: '25:00'; write hours 00-23 and minutes 00-59, e.g. "
        f"'08:30' or '21:00'"]


def test_a_repeated_id_is_reported_beside_an_error_inside_another_supplier(tmp_path):
    text = DEFAULT_TEXT.replace("{id: S2,", "{id: S1,").replace(
        "{id: S4, name: Azadpur Sabzi Wholesale, language: hinglish", "{id: S4, name: Azadpur Sabzi Wholesale, "
                                                                      "language: tamil")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    second, fourth = _line_of(text, "- {id: S1, name: Shree"), _line_of(text, "- {id: S4,")
    assert _problems(bad) == [
        f"{bad}:{second}: suppliers.1.id: 'S1' is already the id of suppliers.0; each supplier needs its own id — "
        f"rename this one (e.g. 'S11', not yet taken)",
        f"{bad}:{fourth}: suppliers.3.language: 'tamil' is not an allowed value; use one of 'en', 'hi', 'hinglish'"]


def test_a_repeated_id_in_data_built_in_code_is_an_error_at_that_id():
    data = load_scenario().model_dump()
    data["suppliers"][4]["id"] = "S2"
    with pytest.raises(ValidationError) as err:
        Scenario.model_validate(data)
    [error] = err.value.errors()
    assert error["loc"] == ("suppliers", 4, "id") and error["input"] == "S2"
    assert error["msg"] == ("Value error, 'S2' is already the id of suppliers.1; each supplier needs its own id — "
                            "rename this one (e.g. 'S11', not yet taken)")


@pytest.mark.parametrize("written, says", [
    ("[900, 300]", "must be a pair [low, high] of rupees a ghost bill asks, low first; you wrote [900, 300] — did you "
                   "mean [300, 900]? (the lower first)"),
    ("[0, 300]", "must be above ₹0 at both ends (rupees a ghost bill asks); you wrote [0, 300] — raise the low end to "
                 "₹1 or more, e.g. [1, 300] (the default is [300, 900])"),
    ("[-5, 0]", "must be above ₹0 at both ends (rupees a ghost bill asks); you wrote [-5, 0] — write two amounts of "
                "rupees above 0, e.g. the default [300, 900]"),
    ("[300, 1e12]", "must be at most ₹1,000,000,000 at either end (rupees a ghost bill asks); you wrote [300, "
                    "1,000,000,000,000] — a bigger amount is a typo; the default is [300, 900]"),
    ("cheap", "must be a pair [low, high] ([low, high] rupees a ghost bill asks (drawn uniformly)); you wrote 'cheap' "
              "— write two numbers, the lower first, e.g. [300, 900] (the default)"),
    ("[300, 600, 900]", "must be a pair [low, high] ([low, high] rupees a ghost bill asks (drawn uniformly)); you "
                        "wrote [300, 600, 900] — write two numbers, the lower first, e.g. [300, 900] (the default)"),
])
def test_ghost_bill_errors_say_rupees_and_the_fix(tmp_path, written, says):
    bad = tmp_path / "bad.yaml"
    bad.write_text(f"extends: default\nnegotiation:\n  ghost_bill_inr: {written}\n", encoding="utf-8")
    assert _problems(bad) == [f"{bad}:3: negotiation.ghost_bill_inr: {says}"]


def test_good_ghost_bills_still_load(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text("extends: default\nnegotiation:\n  ghost_bill_inr: [1, 1e9]\n", encoding="utf-8")
    assert load_scenario(good).negotiation.ghost_bill_inr == (1.0, 1e9)


@pytest.mark.parametrize("text, line, says", [
    # the first key of a block a space too deep: PyYAML broke at the next key, line 4
    ("extends: default\ncounter:\n   customers_per_day: 30\n  regulars: 20\nseed: 1\n", 3,
     "this line is indented 3 spaces where the key below it has 2; indent it like that key (YAML noticed on line 4: "
     "expected <block end>, but found '<block mapping start>')"),
    # a space short, a comment and a blank line before its sibling: noticed three lines late
    ("extends: default\ncounter:\n customers_per_day: 30\n  # how many regulars\n\n  regulars: 20\n", 3,
     "this line is indented 1 space where the key below it has 2; indent it like that key (YAML noticed on line 6: "
     "expected <block end>, but found '<block mapping start>')"),
    # nested two deep: the key that breaks the two-space step, not its sibling
    ("extends: default\nshop:\n  running_costs:\n      rent_inr_per_day: 2000\n    electricity_inr_per_day: 420\n", 4,
     "this line is indented 6 spaces where the key below it has 4; indent it like that key (YAML noticed on line 5: "
     "expected <block end>, but found '<block mapping start>')"),
    # PyYAML right about the line but saying only "expected <block end>": the fix is named (a new user's trial)
    ("extends: default\ncounter:\n  customers_per_day: 25\n regular_share: 0.5\n  language_mix: {en: 1}\n", 4,
     "this line is indented 1 space where the key above it has 2; indent it like that key (YAML said: expected "
     "<block end>, but found '<block mapping start>')"),
    # where PyYAML was right already, its words stay, and the indents are named (the thirtieth session's trial)
    ("days: 30\n  seed: 1\n", 2, "mapping values are not allowed here; this line is indented 2 spaces, under 'days: "
                                 "30' (indented 0), which has a value already: indent it like that key, 0 spaces"),
    ("extends: default\ncounter:\n  customers_per_day: 30\n   regulars: 20\n", 4,
     "mapping values are not allowed here; this line is indented 3 spaces, under 'customers_per_day: 30' (indented "
     "2), which has a value already: indent it like that key, 2 spaces"),
    ("days: 30\nseed: 1: 2\n", 2, "mapping values are not allowed here; a key is indented under a value — check this "
                                  "line's indentation against the line above"),
])
def test_a_mis_indented_key_is_reported_at_its_own_line(tmp_path, text, line, says):
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    assert _problems(bad) == [f"{bad}:{line}: not valid YAML: {says}"]


def test_every_key_of_the_default_file_moved_one_space_deeper_is_reported_at_its_own_line():
    """Each key line of default.yaml indented one space deeper, in turn: any error names that line (before, eight of
    them — ``name``, the first key of the file, and the first key of each block — were reported on the line after)."""
    lines = DEFAULT_TEXT.splitlines()
    wrong = []
    for n, text in enumerate(lines, 1):
        if not text.strip() or text.lstrip().startswith("#") or ":" not in text:
            continue
        moved = "\n".join(lines[:n - 1] + [" " + text] + lines[n:]) + "\n"
        try:
            read_located(moved, "f.yaml")
        except LocatedError as exc:
            if not str(exc).startswith(f"f.yaml:{n}:"):
                wrong.append((n, str(exc)[:80]))
    assert wrong == []


def test_a_repeated_supplier_name_is_reported_at_the_second_name(tmp_path):
    """Two suppliers of one name (a new user's trial, session 38) cannot be told apart by a model: an error at the
    repeat's line naming the first; case and spaces at the ends do not make a name differ."""
    lines = [line if not line.lstrip().startswith("- {id: S2,") else
             line.split("name:")[0] + "name: ' agarwal grain traders'," + line.split(",", 2)[2]
             for line in DEFAULT_TEXT.splitlines()]
    text = "\n".join(lines) + "\n"
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    assert _problems(bad) == [
        f"{bad}:{_line_of(text, '- {id: S2,')}: suppliers.1.name: ' agarwal grain traders' is already the name of "
        f"suppliers.0; a model tells suppliers apart by name — give this one its own (e.g. 'agarwal grain traders "
        f"(2)')"]
    data = load_scenario().model_dump()
    data["suppliers"][3]["name"] = data["suppliers"][0]["name"]
    with pytest.raises(ValidationError) as err:
        Scenario.model_validate(data)
    [error] = err.value.errors()
    assert error["loc"] == ("suppliers", 3, "name")


@pytest.mark.parametrize("repeat", ["Agarwal Grain Traders.", "Agarwal  Grain-Traders", "AGARWAL GRAIN TRADERS!"])
def test_a_name_differing_only_by_punctuation_is_the_same_supplier(repeat):
    """The re-trial (session 38): "Agarwal Grain Traders." beside "Agarwal Grain Traders" was accepted."""
    data = load_scenario().model_dump()
    assert data["suppliers"][0]["name"] == "Agarwal Grain Traders"
    data["suppliers"][2]["name"] = repeat
    with pytest.raises(ValidationError) as err:
        Scenario.model_validate(data)
    [error] = err.value.errors()
    assert error["loc"] == ("suppliers", 2, "name") and "is already the name of suppliers.0" in error["msg"]
    data["suppliers"][2]["name"] = "Agarwal Grain Traders 2"   # another word: another supplier
    Scenario.model_validate(data)


def test_validate_notes_a_till_float_above_the_opening_till(tmp_path):
    """The re-trial (session 38): ``till_float_inr: 9000`` with ₹1,000 in the till at opening passed without a word;
    it is valid (nothing is banked until the takings fill the till), and `scenario validate` says so."""
    from typer.testing import CliRunner
    from kirana.cli import app
    high = tmp_path / "high.yaml"
    high.write_text("extends: default\nshop:\n  opening_cash_in_till_inr: 1000\n  till_float_inr: 9000\n",
                    encoding="utf-8")
    result = CliRunner().invoke(app, ["scenario", "validate", str(high)])
    out = " ".join(result.output.split())
    assert result.exit_code == 0, out
    assert ("note: till float ₹9,000 is above the opening till ₹1,000: nothing is banked until the day's takings "
            "fill the till to ₹9,000") in out
    ok = " ".join(CliRunner().invoke(app, ["scenario", "validate", "default"]).output.split())
    assert "till float" not in ok
