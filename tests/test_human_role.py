"""A person plays the cashier from the terminal (``--role cashier=human``), driven by piped keystrokes."""
from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from agents.console_client import parse_command, tool_menu
from agents.direct import play_month
from agents.models import client_from_spec
from scenarios import load_scenario

QUIET = "extends: default\nname: quiet\ndays: 1\ncounter:\n  customers_per_day: 3\n"


def test_commands_are_read_into_tool_calls_or_answered_at_the_console():
    assert parse_command("check_khata customer_id=R16", "cashier", "counter") == \
        ("call", ("check_khata", {"customer_id": "R16"}))
    assert parse_command("say 2 kilo atta, ₹475 total", "cashier", "counter") == \
        ("call", ("say", {"text": "2 kilo atta, ₹475 total"}))
    assert parse_command("decide_khata grant=true", "cashier", "counter") == ("call", ("decide_khata", {"grant": True}))
    assert parse_command("report_sales 1234.5", "cashier", "closing") == ("call", ("report_sales", {"sales_inr": 1234.5}))
    assert parse_command('say {"text": 5}', "cashier", "counter") == ("call", ("say", {"text": 5}))
    assert parse_command("move_to_shelf item=rice quantity=12", "helper", "floor") == \
        ("call", ("move_to_shelf", {"item": "rice", "quantity": 12}))
    assert parse_command("  end ", "cashier", "counter") == ("end", None)
    assert parse_command("help say", "cashier", "counter") == ("help", "say")
    assert parse_command("role", "cashier", "closing") == ("role", None)
    assert parse_command("", "cashier", "counter") == ("nothing", None)
    what, why = parse_command("read_register", "cashier", "counter")   # a closing tool at the counter
    assert what == "error" and "check_khata, say, decide_khata, message_manager" in why
    what, why = parse_command("say {oops", "cashier", "counter")
    assert what == "error" and "JSON" in why
    what, why = parse_command("move_to_shelf rice 12", "helper", "floor")
    assert what == "error" and "key=value" in why
    menu = tool_menu("helper", "door")
    assert "take_delivery delivery_id=<str>   (5 min)" in menu and "look_at_shelves" not in menu
    # a description's first paragraph whole, never cut at the docstring's line break
    assert ("  report_sales sales_inr=<float> [note=<str>]   (1 min) Report today's total sales (rupees) to the "
            "manager, with an optional note; recorded beside the register's truth.\n") \
        in tool_menu("cashier", "closing")
    assert type(client_from_spec("human", "cashier")).__name__ == "HumanConsoleClient"


def _keystrokes(counter_turns: list[dict]) -> str:
    first = counter_turns[0]["subject"]["customer_id"]
    lines = ["help", "role", "sell rice", "check_khata customer_id=NOPE", f"check_khata customer_id={first}",
             'say {"text": 5}', "say Namaste ji, aaj dukaan band hai", "end"]
    lines += ["brief", "end"] * (len(counter_turns) - 1)
    lines += ["read_register", "report_sales 1234.5", "end"]
    return "\n".join(lines) + "\n"


def _run(args: list[str], stdin: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kirana", "run", *args], input=stdin, capture_output=True,
                          text=True, timeout=300, cwd=cwd)


@pytest.fixture(scope="module")
def day_of_keystrokes(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("human")
    (tmp / "quiet.yaml").write_text(QUIET, encoding="utf-8")
    scripted = play_month(load_scenario(tmp / "quiet.yaml")).record.events
    counter_turns = [e for e in scripted if e["kind"] == "turn_start" and e.get("role") == "cashier"
                     and e["turn"] == "counter"]
    keys = _keystrokes(counter_turns)
    done = _run(["--scenario", str(tmp / "quiet.yaml"), "--role", "cashier=human", "--out", str(tmp / "run")],
                keys, tmp)
    assert done.returncode == 0, done.stdout + done.stderr
    return tmp, keys, counter_turns, done


def test_keystrokes_play_the_cashier_for_a_day_and_the_record_shows_the_calls(day_of_keystrokes):
    tmp, keys, counter_turns, done = day_of_keystrokes
    events = [json.loads(line) for line in (tmp / "run" / "record.jsonl").read_text(encoding="utf-8").splitlines()]
    assert events[0]["roles"]["cashier"] == "human" and events[0]["roles"]["manager"] == "scripted:reference"
    mine = [(e["kind"], e["tool"], e["args"]) for e in events
            if e["kind"] in ("tool_call", "invalid_action") and e["role"] == "cashier"]
    first = counter_turns[0]["subject"]["customer_id"]
    assert mine == [("invalid_action", "check_khata", {"customer_id": "NOPE"}),
                    ("tool_call", "check_khata", {"customer_id": first}),
                    ("invalid_action", "say", {"text": 5}),
                    ("tool_call", "say", {"text": "Namaste ji, aaj dukaan band hai"}),
                    ("tool_call", "read_register", {}),
                    ("tool_call", "report_sales", {"sales_inr": 1234.5, "note": ""})]  # the gate records defaults
    assert not any("sell rice" in json.dumps(e, ensure_ascii=False) for e in events)   # a typo stays at the console
    report = next(e for e in events if e["kind"] == "sales_report" and e["role"] == "cashier")
    assert report["claimed_paise"] == 123450 and report["truth_paise"] > report["claimed_paise"]
    # the console showed each turn's brief, the turn's tools with their minutes, and each result
    assert done.stdout.count("=== cashier, counter ===") == len(counter_turns)
    assert "check_khata customer_id=<str>   (2 min)" in done.stdout
    # the role's standing instructions (a model's system message): before the first turn, and again on 'role'
    assert done.stdout.count("Your goal: sell at fair prices") == 2
    assert done.stdout.index("--- you are the cashier") < done.stdout.index("=== cashier, counter ===")
    assert "'sell' is not a command in this turn" in done.stdout
    assert "regulars have ids like" in done.stdout                  # the tool's own error for NOPE
    assert "reported_inr: 1234.5" in done.stdout                      # the result as a model reads it (agents.result_format)
    scores = json.loads((tmp / "run" / "scores.json").read_text(encoding="utf-8"))
    assert scores["models"]["cashier"] == "human" and scores["days_closed"] == 1


def test_a_person_who_leaves_stops_the_run_and_resuming_gives_the_same_record(day_of_keystrokes, monkeypatch,
                                                                               capsys):
    tmp, keys, _, _ = day_of_keystrokes
    out = tmp / "left"
    cut = keys.split("\n")
    stopped = _run(["--scenario", str(tmp / "quiet.yaml"), "--role", "cashier=human", "--out", str(out)],
                   "\n".join(cut[:5]) + "\n", tmp)
    assert stopped.returncode == 2
    assert "standard input ended while a person was playing the cashier" in stopped.stderr
    assert f"kirana run --resume {out}" in stopped.stderr.replace("\n", "")
    from kirana.runs import resume_folder          # what kirana run --resume does, without its report
    monkeypatch.setattr(sys, "stdin", io.StringIO(keys))
    resume_folder(out)
    assert (out / "record.jsonl").read_bytes() == (tmp / "run" / "record.jsonl").read_bytes()
    assert "=== cashier, closing ===" in capsys.readouterr().out


def test_the_persons_run_is_the_human_baseline_in_a_report_on_the_same_month(day_of_keystrokes):
    from kirana.runs import run_to_folder
    from report.people import human_baselines
    tmp = day_of_keystrokes[0]
    quiet = load_scenario(tmp / "quiet.yaml")
    run_to_folder(quiet, tmp / "scripted", engine="direct")
    run_to_folder(quiet.model_validate({**quiet.model_dump(), "seed": 1}), tmp / "other-seed", engine="direct")
    person = json.loads((tmp / "run" / "scores.json").read_text(encoding="utf-8"))
    want = {f"a person as cashier ({tmp.name}/run)": {
        "folder": str(tmp / "run"), "roles": ["cashier"], "profit_inr": person["profit_inr"],
        "profit_by_day_inr": person["profit_by_day_inr"]}}
    got = human_baselines(tmp / "scripted")
    assert {k: got[k] for k in want} == want
    assert set(got) - set(want) <= {f"a person as cashier ({tmp.name}/left)"}   # the resumed run, if made first
    assert human_baselines(tmp / "other-seed") == {}          # another seed is another month


def test_a_fork_that_seats_a_person_is_labelled_with_its_day(day_of_keystrokes, tmp_path):
    import shutil
    from kirana.runs import run_to_folder
    from report.people import human_baselines
    tmp = day_of_keystrokes[0]
    shutil.copytree(tmp / "run", tmp_path / "run")    # the person's month and a scripted one, in a folder of their own
    run_to_folder(load_scenario(tmp / "quiet.yaml"), tmp_path / "scripted", engine="direct")
    (tmp_path / "run" / "fork.json").write_text(json.dumps(
        {"parent": str(tmp_path / "p"), "at_day": 10, "roles_swapped": {"cashier": {"from": "scripted:reference",
                                                                                    "to": "human"}}}),
        encoding="utf-8")
    assert list(human_baselines(tmp_path / "scripted")) == [f"a person as cashier from day 10 ({tmp_path.name}/run)"]


def test_a_person_cannot_play_in_a_study(tmp_path):
    from kirana.study import StudyRunError, run_study
    (tmp_path / "s.yaml").write_text("extends: language_ablation\nname: people\nmodels:\n  me: {cashier: human}\n",
                                     encoding="utf-8")
    with pytest.raises(StudyRunError, match=r"s.yaml:\d+: models.me.cashier: a person cannot play in a study"):
        run_study(tmp_path / "s.yaml", tmp_path / "out")
    assert not (tmp_path / "out").exists()
