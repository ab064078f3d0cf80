"""The command line: a run folder whose scores agree with its record; the baselines JSON."""
from __future__ import annotations

import json

import pytest
import yaml
from typer.testing import CliRunner

from agents.direct import play_month
from kirana.cli import app
from kirana.runs import with_shop
from scenarios import load_scenario
from scoring import money_scores
from events.record import read_record

runner = CliRunner()


def test_run_writes_a_folder_whose_scores_come_from_its_record(tmp_path):
    out = tmp_path / "run"
    # two days show --days and --seed taken, a checkpoint a day and the scores from the record (a third day was
    # another group-chat day and six more anchor days)
    result = runner.invoke(app, ["run", "--days", "2", "--seed", "2", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert {p.name for p in out.iterdir()} == {"record.jsonl", "scenario.resolved.yaml", "scores.json",
                                               "usage.json", "checkpoints", "report.md", "report.html", "charts",
                                               "anchors.json"}  # (no .lock: the claim goes with the run)
    assert sorted(p.name for p in (out / "checkpoints").iterdir()) == ["day-001.json", "day-002.json", "settled.jsonl"]
    scores = json.loads((out / "scores.json").read_text())
    events = read_record(out / "record.jsonl")
    opening = next(e for e in events if e["kind"] == "net_worth_open")["net_worth_paise"]
    closes = [e for e in events if e["kind"] == "day_close"]
    assert len(closes) == 2
    assert scores["profit_inr"] == (closes[-1]["net_worth_paise"] - opening) / 100
    assert scores["net_worth_open_inr"] == opening / 100
    resolved = yaml.safe_load((out / "scenario.resolved.yaml").read_text())
    assert resolved["seed"] == 2 and resolved["days"] == 2
    assert "profit" in result.output and "₹" in result.output


def test_run_refuses_to_overwrite_a_record(tmp_path):
    out = tmp_path / "run"
    # the first run is played directly (what is checked is the refusal of a folder that holds a record), 2 days:
    # its report's anchors are then the default 2-day month's, which the direct-engine test below reuses
    assert runner.invoke(app, ["run", "--days", "2", "--engine", "direct", "--out", str(out)]).exit_code == 0
    again = runner.invoke(app, ["run", "--days", "1", "--out", str(out)])
    assert again.exit_code == 2
    assert "already exists" in again.output
    afile = tmp_path / "afile"
    afile.write_text("x")
    onto_file = runner.invoke(app, ["run", "--days", "1", "--out", str(afile)])
    assert onto_file.exit_code == 2 and "is a file" in onto_file.output


def test_the_scenario_may_be_given_as_an_argument(tmp_path):
    out = tmp_path / "run"
    result = runner.invoke(app, ["run", "kirana_hi", "--days", "1", "--engine", "direct", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "name: kirana_hi" in (out / "scenario.resolved.yaml").read_text(encoding="utf-8")
    both = runner.invoke(app, ["run", "kirana_hi", "--scenario", "kirana_en", "--out", str(tmp_path / "x")])
    assert both.exit_code == 2 and "two scenarios: 'kirana_hi' and --scenario 'kirana_en'" in both.output
    assert not (tmp_path / "x").exists()


def test_a_days_option_never_hides_a_bad_days_in_the_file(tmp_path):
    bad = tmp_path / "m7.yaml"
    bad.write_text('extends: default\ndays: "two"\n', encoding="utf-8")
    result = runner.invoke(app, ["run", str(bad), "--days", "1", "--engine", "direct", "--out", str(tmp_path / "r")])
    assert result.exit_code == 2 and f"{bad}:2: days:" in result.output, result.output
    assert not (tmp_path / "r").exists()


def test_run_names_a_bad_shop_and_a_bad_scenario(tmp_path):
    bad_shop = runner.invoke(app, ["run", "--days", "1", "--shop", "greedy", "--out", str(tmp_path / "a")])
    assert bad_shop.exit_code == 2 and "--shop" in bad_shop.output and "reference" in bad_shop.output
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\ndays: 0\n")
    bad_scn = runner.invoke(app, ["run", "--scenario", str(bad), "--out", str(tmp_path / "b")])
    assert bad_scn.exit_code == 2 and "days" in bad_scn.output


def test_baselines_json_has_the_promised_shape():
    result = runner.invoke(app, ["baselines", "--seeds", "0,1", "--days", "2", "--workers", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout[result.stdout.index("{"):])
    assert data["days"] == 2 and data["seeds"] == [0, 1]
    assert list(data["shops"]) == ["reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor",
                                   "oracle"]
    ref = data["shops"]["reference"]
    assert set(ref["profit_inr"]) == {"0", "1"}
    assert ref["mean_profit_inr"] == round((ref["profit_inr"]["0"] + ref["profit_inr"]["1"]) / 2, 2)
    direct = money_scores(play_month(with_shop(load_scenario(seed=1, days=2), "reference")).record.events)
    assert ref["profit_inr"]["1"] == direct["profit_inr"]
    assert ref["net_worth_by_day_inr"]["1"] == direct["net_worth_by_day_inr"]
    assert all(len(v) == 2 for v in ref["net_worth_by_day_inr"].values())


def test_bad_seed_list_is_named():
    result = runner.invoke(app, ["baselines", "--seeds", "4-1"])
    assert result.exit_code == 2 and "--seeds" in result.output


def test_direct_engine_writes_the_same_record_as_the_group_chat(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    assert runner.invoke(app, ["run", "--days", "2", "--out", str(a)]).exit_code == 0
    assert runner.invoke(app, ["run", "--days", "2", "--engine", "direct", "--out", str(b)]).exit_code == 0
    assert (a / "record.jsonl").read_bytes() == (b / "record.jsonl").read_bytes()
    kept = runner.invoke(app, ["run", "--days", "2", "--engine", "direct", "--keep-checkpoints", "0",
                               "--out", str(tmp_path / "c")])            # a direct run keeps none to keep
    assert kept.exit_code == 2 and "--keep-checkpoints: --engine direct writes no checkpoints" in kept.output
    assert not (tmp_path / "c").exists()


def test_role_swap_is_checked_before_anything_is_written(tmp_path):
    bad = runner.invoke(app, ["run", "--days", "1", "--role", "manager=gpt4", "--out", str(tmp_path / "x")])
    assert bad.exit_code == 2 and "openai:MODEL@URL" in bad.output
    assert not (tmp_path / "x").exists()
    no_eq = runner.invoke(app, ["run", "--days", "1", "--role", "chef", "--out", str(tmp_path / "y")])
    assert no_eq.exit_code == 2 and "ROLE=MODEL" in no_eq.output


def test_resuming_a_folder_that_is_no_run_says_so_before_any_progress_bar(tmp_path):
    result = runner.invoke(app, ["run", "--resume", str(tmp_path / "nonexistent")])
    assert result.exit_code == 2
    assert result.output == f"error: {tmp_path / 'nonexistent'} is not a run folder: no scenario.resolved.yaml\n"
    assert not (tmp_path / "nonexistent").exists()


def test_resume_refuses_options_it_would_ignore(tmp_path):
    """A new user's --resume --days 4 (and a --role with a moved server) were silently ignored."""
    result = runner.invoke(app, ["run", "--resume", str(tmp_path), "--days", "4", "--role", "cashier=scripted"])
    assert result.exit_code == 2
    assert "--days, --role cannot change it" in result.output and "scenario.resolved.yaml" in result.output


def test_report_on_a_run_stopped_before_its_first_day_closed_points_to_resume(tmp_path):
    from kirana.runs import run_to_folder
    run = tmp_path / "run"
    run_to_folder(load_scenario(days=1), run, engine="direct")  # (no report, no anchors: the month alone)
    lines = (run / "record.jsonl").read_text(encoding="utf-8").splitlines()
    cut = next(k for k, line in enumerate(lines) if json.loads(line)["kind"] == "day_close")
    (run / "record.jsonl").write_text("\n".join(lines[:cut]) + "\n", encoding="utf-8")  # stopped inside day 1
    (run / "checkpoints").mkdir(exist_ok=True)
    result = runner.invoke(app, ["report", str(run)])
    assert result.exit_code != 0
    assert "no simulated day finished" in result.output and f"kirana run --resume {run}" in result.output


def test_the_score_table_warns_when_a_role_got_no_answer(capsys):
    from types import SimpleNamespace
    from kirana.cli import show_scores
    scores = {"days_closed": 2, "profit_inr": -1272.0, "net_worth_open_inr": 100.0, "net_worth_close_inr": 90.0,
              "credit_decisions_correct_pct": None, "fraud_caught_pct": None, "fraud_caught": 0, "fraud_attempts": 0,
              "tokens_by_role": {"manager": {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0,
                                             "model_errors": 24}}}
    show_scores(SimpleNamespace(name="m2", seed=0, days=2), scores, "runs/x")
    out = " ".join(capsys.readouterr().out.split())
    assert "warning: manager: 24 model request(s) got no answer — none was answered" in out


@pytest.mark.parametrize("flag, says", [
    # the new-user trial: a URL without its scheme had only the generic "write openai:MODEL@URL" hint
    ("manager=openai:qwen3-8b@127.0.0.1:8000/v1",
     "error: --role manager=openai:qwen3-8b@127.0.0.1:8000/v1: the server's URL '127.0.0.1:8000/v1' needs http:// (or "
     "https://) at its start; write --role manager=openai:qwen3-8b@http://127.0.0.1:8000/v1"),
    ("cashier=openai:qwen3@localhost:11434/v1", "write --role cashier=openai:qwen3@http://localhost:11434/v1"),
    ("manager=openai:m@http:/127.0.0.1:8000/v1", "write --role manager=openai:m@http://127.0.0.1:8000/v1"),
    ("manager=openai:m@ws://127.0.0.1:8000/v1",
     "the server's URL 'ws://127.0.0.1:8000/v1' starts with ws://; it needs http:// or https://; write --role "
     "manager=openai:m@http://127.0.0.1:8000/v1"),
    ("manager=openai:m@htps://api.example.org/v1", "write --role manager=openai:m@https://api.example.org/v1"),
    ("manager=openai:qwen3-8b", "--role manager=openai:qwen3-8b: no server URL after the model; write "
                                "openai:MODEL@URL, e.g. openai:qwen3-8b@http://127.0.0.1:8000/v1"),
    # the second trial: rich had turned ":x:" into an emoji ("openai❌ no server URL")
    ("manager=openai:x", "--role manager=openai:x: no server URL after the model"),
    # a later trial: a bare model name was told as "roles.manager.model: …", a key of no file they wrote
    ("manager=gpt4", "error: --role manager=gpt4: 'gpt4' is not a model this flag takes; write scripted:NAME (NAME one "
                     "of newsvendor, no-manager, oracle, reference, unfair-counter, unfair-everywhere), human, or "
                     "openai:MODEL@URL — for a model on a server write --role manager=openai:gpt4@URL, URL the "
                     "server's address (e.g. http://127.0.0.1:8000/v1)"),
    ("manager=reference", "--role manager=reference: 'reference' is not a model this flag takes; write scripted:NAME "),
    ("manager=reference", "— did you mean --role manager=scripted:reference?"),
    ("cashier=humna", "— did you mean --role cashier=human?"),
    ("manager=scripted:refrence", "error: --role manager=scripted:refrence: no scripted shop 'refrence'; known: "
                                  "newsvendor, no-manager, oracle, reference, unfair-counter, unfair-everywhere — did "
                                  "you mean --role manager=scripted:reference?"),
    ("manager=ollama:qwen3@http://127.0.0.1:11434/v1", "did you mean --role manager=openai:qwen3@http://127.0.0.1:11434"
                                                       "/v1? (any server is reached at its OpenAI-compatible URL)"),
    # the thirty-second session's trial: a misspelt role was told the roles but not which was meant
    ("manger=scripted:reference", "— did you mean --role manager=scripted:reference?"),
    # the fortieth session's trial: a misspelt provider had been kept in the model ("openai:opneai:x@…")
    ("manager=opneai:x@http://127.0.0.1:1/v1", "error: --role manager=opneai:x@http://127.0.0.1:1/v1: "
                                               "'opneai:x@http://127.0.0.1:1/v1' is not a model this flag takes; "
                                               "write scripted:NAME (NAME one of newsvendor, no-manager, oracle, "
                                               "reference, unfair-counter, unfair-everywhere), human, or "
                                               "openai:MODEL@URL — did you mean --role "
                                               "manager=openai:x@http://127.0.0.1:1/v1?"),
    # the forty-first session's final trial: a misspelt "scripted:" had no suggestion
    ("manager=scriptd:reference", "— did you mean --role manager=scripted:reference?"),
    ("cashier=scripted-:refrence", "— did you mean --role cashier=scripted:reference?"),
])
def test_a_role_flag_whose_url_lacks_http_shows_the_corrected_flag(tmp_path, flag, says):
    bad = runner.invoke(app, ["run", "--days", "1", "--role", flag, "--out", str(tmp_path / "x")])
    assert bad.exit_code == 2 and says in " ".join(bad.output.split()), bad.output
    assert "roles." not in bad.output  # the flag is named, not a scenario key the user never wrote
    assert not (tmp_path / "x").exists()


def test_a_resumed_run_knows_its_length(tmp_path):
    """The second trial: the resume's progress bar showed "90/?" — the month's length is read from the folder."""
    from kirana.runs import days_of as _days_of
    (tmp_path / "scenario.resolved.yaml").write_text("name: x\ndays: 12\n", encoding="utf-8")
    assert _days_of(tmp_path) == 12
    assert _days_of(tmp_path / "nowhere") is None


def test_help_shows_no_type_beside_a_switch_and_no_internal_names():
    """A new user's trial (session 29): typer 0.29 wrote ``--json <bool>``, ``--help <bool>`` and ``--role
    <list[str]>``, and the trial then typed ``--json true``; ``kirana --help`` showed ``kirana.cli.fail``."""
    top = runner.invoke(app, ["--help"], env={"COLUMNS": "200"}).output
    assert "read-message" in top and "kirana.cli.fail" not in top and "Exits 2" not in top
    for command in (["read-message"], ["transcript"], ["run"], ["fork"], ["study"], ["scenario", "schema"]):
        shown = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "200"}).output
        assert "--help" in shown and "<bool>" not in shown and "list[str]> " not in shown.split("Options")[1], command
    run_help = runner.invoke(app, ["run", "--help"], env={"COLUMNS": "200"}).output
    assert "ROLE=MODEL" in run_help and "KEY=VALUE" in run_help
    assert "1<=x<=366" in runner.invoke(app, ["study", "--help"], env={"COLUMNS": "200"}).output


def test_an_unknown_study_is_one_line_with_no_empty_bar_before_it():
    result = runner.invoke(app, ["study", "nosuch"])
    assert result.exit_code == 2 and result.output.startswith("error: no built-in study 'nosuch'"), result.output
    assert result.output.count("\n") == 1


def test_a_misspelt_shop_flag_says_which_shop_was_meant(tmp_path):
    """The thirty-second session's trial: "--shop refrence" listed the shops without saying which was meant."""
    bad = runner.invoke(app, ["run", "--days", "1", "--shop", "refrence", "--out", str(tmp_path / "x")])
    assert bad.exit_code == 2 and "no scripted shop 'refrence'" in bad.output
    assert "did you mean --shop reference?" in " ".join(bad.output.split()) and not (tmp_path / "x").exists()
    far = runner.invoke(app, ["run", "--days", "1", "--shop", "qqqq", "--out", str(tmp_path / "y")])
    assert far.exit_code == 2 and "did you mean" not in far.output
