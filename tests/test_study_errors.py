"""A study file's errors all at once (``kirana study``): its schema errors and its unusable model specs in one list,
in the file's order, each naming the field and what to write (before, the model specs were said only once the
schema errors were mended, and then only the first of them)."""
from __future__ import annotations

import re
import textwrap

import pytest
from typer.testing import CliRunner

from kirana.cli import app
from kirana.study import StudyRunError, run_study

runner = CliRunner()


def _write(folder, name: str, text: str):
    path = folder / name
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def test_schema_errors_and_model_spec_errors_are_said_together_in_the_files_order(tmp_path):
    bad = _write(tmp_path, "bad.yaml", """
        name: bad
        scenarios: [default]
        models:
          local: {manager: "openai:qwen3@127.0.0.1:8000/v1"}
          ghost: {cashier: "scripted:nobody", helper: "scripted:unfair-countr"}
        workers: 0
        langauges: [en]
        """)
    result = runner.invoke(app, ["study", str(bad), "--out", str(tmp_path / "out")])
    assert result.exit_code == 2
    lines = [line for line in result.output.replace("error: ", "", 1).splitlines() if line.strip()]
    assert [line.split(": ", 2)[:2] for line in lines] == [[f"{bad}:4", "models.local.manager"],
                                                           [f"{bad}:5", "models.ghost.cashier"],
                                                           [f"{bad}:5", "models.ghost.helper"],
                                                           [f"{bad}:6", "workers"],
                                                           [f"{bad}:7", "langauges"]]
    assert "needs http:// (or https://) at its start; write openai:qwen3@http://127.0.0.1:8000/v1" in lines[0]
    assert "no scripted shop 'nobody'; known: [" in lines[1] and "'reference'" in lines[1]
    assert "did you mean" not in lines[1]  # near no shop
    assert lines[2].endswith("models.ghost.helper: no scripted shop 'unfair-countr'; known: ['newsvendor', "
                             "'no-manager', 'oracle', 'reference', 'unfair-counter', 'unfair-everywhere'] — did you "
                             "mean 'scripted:unfair-counter'?"), lines[2]
    assert "did you mean 'languages'?" in lines[4]
    assert not (tmp_path / "out").exists()


def test_every_unusable_model_spec_is_said_not_only_the_first(tmp_path):
    bad = _write(tmp_path, "specs.yaml", """
        name: specs
        scenarios: [default]
        models:
          a: {manager: "openai:qwen3@localhost:8000/v1", helper: human}
          b: {munshi: "openai:@http://127.0.0.1:8000/v1"}
        """)
    with pytest.raises(StudyRunError) as err:
        run_study(bad, tmp_path / "out")
    lines = str(err.value).splitlines()
    assert [line.split(": ", 2)[1] for line in lines] == ["models.a.manager", "models.a.helper", "models.b.munshi"]
    assert "write openai:qwen3@http://localhost:8000/v1" in lines[0]
    assert "a person cannot play in a study" in lines[1] and "kirana run --role helper=human" in lines[1]
    assert "no model name before '@'" in lines[2]


@pytest.mark.parametrize("seeds, says", [
    ("[0, -1]", "seeds: a seed is 0 or more; got seeds.1 = -1"),      # the final trial (session 41): which one?
    ("[-2, 3, -5]", "seeds: a seed is 0 or more; got seeds.0 = -2, seeds.2 = -5"),
    ("[]", "seeds: name at least one seed, or write null")])
def test_a_seed_below_0_is_named_by_its_place(tmp_path, seeds, says):
    bad = _write(tmp_path, "s.yaml", f"extends: language_ablation\nname: s\nseeds: {seeds}\n")
    result = runner.invoke(app, ["study", str(bad), "--out", str(tmp_path / "out")])
    assert result.exit_code == 2 and f"{bad}:3: {says}" in " ".join(result.output.split()), result.output


@pytest.mark.parametrize("models, engine, refused", [
    ("{reference: {}}", "auto", False),                                      # scripted, direct: no context built
    ('{served: {manager: "openai:m@http://127.0.0.1:9/v1"}}', "auto", True),  # a model-served manager: the group chat
    ("{reference: {}}", "autogen", True),                                    # scripted through the group chat
])
def test_a_context_budget_is_checked_when_a_run_of_the_study_builds_contexts(tmp_path, models, engine, refused):
    # as kirana run --engine direct does not check the budgets, a study whose runs are all direct does not either
    _write(tmp_path, "tight.yaml", """
        extends: default
        name: tight
        roles:
          manager: {context: {budget_tokens: 2000}}
        """)
    study = _write(tmp_path, "tight_study.yaml", f"""
        name: tight_study
        scenarios: [tight.yaml]
        seeds: [0]
        days: 1
        engine: {engine}
        models: {models}
        """)
    from kirana.study import model_spec_problems, plan_study
    from scenarios.study import load_study
    if not refused:
        runs = plan_study(*load_study(study, model_spec_problems))
        assert [(r.run_id, r.engine) for r in runs] == [("tight-as-written-reference-seed0", "direct")]
        return
    with pytest.raises(StudyRunError) as err:
        plan_study(*load_study(study, model_spec_problems))
    said = str(err.value).splitlines()
    assert said[0] == f"{study}:2: scenarios.0: 'tight.yaml' is not usable:", said
    assert re.fullmatch(re.escape(f"{tmp_path / 'tight.yaml'}:4: roles.manager.context.budget_tokens: 2000 cannot hold "
                                  "the manager's system message and tools (") + r"\d+ tokens\) and a turn; use at "
                        r"least \d+", said[1]), said


@pytest.mark.parametrize("workers, want", [
    ("0", ["languages", "seeds", "workers", "models.local.manager"]),   # with schema errors
    ("1", ["languages", "models.local.manager"]),  # with a model spec's problem alone
])
def test_a_key_written_twice_is_said_with_the_files_other_errors(tmp_path, workers, want):
    """A new user's trial (session 51): "languages is written twice (lines 3 and 4); keep one" was the only line
    said of a file with four other errors (as a scenario file says them all, ``scenarios.load_located``)."""
    bad = _write(tmp_path, "bad.yaml", f"""
        name: bad
        scenarios: [default]
        languages: [en, hi]
        languages: [hinglish]
        seeds: {"[]" if workers == "0" else "[0]"}
        workers: {workers}
        models:
          local: {{manager: "openai:qwen3@127.0.0.1:8000/v1"}}
        """)
    result = runner.invoke(app, ["study", str(bad), "--out", str(tmp_path / "out")])
    assert result.exit_code == 2
    lines = [line for line in result.output.replace("error: ", "", 1).splitlines() if line.strip()]
    said = [line.split(": ", 2)[1].split(" ")[0] for line in lines]
    assert said == want, result.output
    assert lines[0] == f"{bad}:4: languages is written twice (lines 3 and 4); keep one"
