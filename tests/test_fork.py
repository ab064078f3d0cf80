"""Counterfactual forks (``kirana fork``): the same roles reproduce the parent; a swapped cashier agrees
with it up to the fork day and differs after; the report states the difference."""
from __future__ import annotations

import json

import pytest

from agents.checkpoints import RunCheckpoint
from agents.episode import run_episode
from engine.shop import Shop
from kirana.fork import ForkError, checkpoint_for_fork, fork_run, model_label
from scenarios import load_scenario

# A fork at day 5 of 6 shows all a later one would (days before it byte for byte, the swapped days differ,
# a checkpoint per day kept, the day-4 checkpoint the error tests damage); 6 days rather than 11 is 2-3 s of
# the suite's CPU less.
DAYS, AT = 6, 5
MONTH = (f"extends: default\nname: short_month\ndays: {DAYS}\nkeep_checkpoints: null\n"
         "counter:\n  customers_per_day: 8\n")


@pytest.fixture(scope="module")
def parent(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("fork")
    (tmp / "month.yaml").write_text(MONTH, encoding="utf-8")
    scenario = load_scenario(tmp / "month.yaml")
    from scenarios import scenario_yaml
    (tmp / "parent").mkdir()
    (tmp / "parent" / "scenario.resolved.yaml").write_text(scenario_yaml(scenario), encoding="utf-8")
    run_episode(scenario, tmp / "parent")
    assert len(list((tmp / "parent" / "checkpoints").glob("day-*.json"))) == DAYS   # every day's kept
    return tmp


def _lines(path):
    return path.read_text(encoding="utf-8").splitlines()


def test_a_fork_with_the_same_roles_reproduces_the_parent_exactly(parent):
    _, scores, out = fork_run(parent / "parent", AT, [], parent / "same")
    assert (out / "record.jsonl").read_bytes() == (parent / "parent" / "record.jsonl").read_bytes()
    assert json.loads((out / "fork.json").read_text())["roles_swapped"] == {}
    assert scores["days_closed"] == DAYS


def test_a_fork_with_the_cashier_swapped_agrees_up_to_the_fork_day_and_differs_after(parent):
    from report.document import inr
    from report.fork_section import fork_comparison
    _, scores, out = fork_run(parent / "parent", AT, ["cashier=scripted:unfair-counter"], parent / "swap")
    theirs, mine = _lines(parent / "parent" / "record.jsonl"), _lines(out / "record.jsonl")
    shared = sum(1 for line in theirs if json.loads(line)["day"] < AT)
    assert mine[:shared] == theirs[:shared]                               # days 1..AT-1, byte for byte
    swap = json.loads(mine[shared])
    assert swap["kind"] == "roles_swapped" and swap["at_day"] == AT and swap["day"] == AT - 1
    assert swap["roles"] == {"cashier": {"from": "scripted:reference", "to": "scripted:unfair-counter"}}
    after_mine = [json.loads(x) for x in mine[shared + 1:]]
    after_theirs = [json.loads(x) for x in theirs[shared:]]
    assert after_mine != after_theirs and after_mine[0]["day"] == AT
    bills = lambda evs: [e for e in evs if e["kind"] == "counter_bill"]   # noqa: E731
    assert bills(after_mine) != bills(after_theirs)                       # the unfair cashier charges MRP
    assert scores["models"]["cashier"] == f"scripted:reference → scripted:unfair-counter from day {AT}"
    assert scores["models"]["manager"] == "scripted:reference"
    closes = lambda lines: {e["day"]: e["net_worth_paise"] for e in map(json.loads, lines)   # noqa: E731
                            if e["kind"] == "day_close"}
    a, b = closes(mine), closes(theirs)
    assert all(a[d] == b[d] for d in range(1, AT))
    want = ((a[DAYS] - a[AT - 1]) - (b[DAYS] - b[AT - 1])) / 100
    assert want != 0
    section, svg = fork_comparison(out)            # the section kirana report adds to a fork's report
    assert section.title == f"Fork at day {AT}: against the parent run"
    assert f"the difference (fork less parent) is **{inr(want, sign=True)}**" in section.text[1]
    assert [row[0] for row in section.tables[0].rows] == [str(d) for d in range(AT, DAYS + 1)]
    assert svg.startswith(b"<?xml") and b"<svg " in svg


def test_a_fork_needs_the_checkpoint_before_its_day(parent, tmp_path):
    (parent / "parent" / "checkpoints" / "day-004.json").rename(tmp_path / "day-004.json")
    try:
        with pytest.raises(ForkError, match=r"--at-day 5: no checkpoint .*day-004.json.*"
                                            r"not --engine direct\) with --keep-checkpoints 0"):
            fork_run(parent / "parent", 5, [], tmp_path / "f")
    finally:
        (tmp_path / "day-004.json").rename(parent / "parent" / "checkpoints" / "day-004.json")
    assert not (tmp_path / "f").exists()
    with pytest.raises(ForkError, match=f"--at-day {DAYS + 1}: the parent runs days 1–{DAYS}"):
        fork_run(parent / "parent", DAYS + 1, [], tmp_path / "g")
    with pytest.raises(ForkError, match="--role 'chef=x': write ROLE=MODEL"):
        fork_run(parent / "parent", 5, ["chef=x"], tmp_path / "h")
    (tmp_path / "used").mkdir()                       # its own folder: the test passes alone or after others
    (tmp_path / "used" / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(ForkError, match="already holds files"):
        fork_run(parent / "parent", 5, [], tmp_path / "used")
    assert (tmp_path / "used" / "notes.txt").read_text(encoding="utf-8") == "mine"


def _checkpoint(**fields) -> RunCheckpoint:
    """A checkpoint of a fresh one-day shop with the given role states (contexts, memories, usage, notes...)."""
    return RunCheckpoint(day=4, shop=Shop(load_scenario(days=1)).snapshot(), **{"contexts": {}, "usage": {}, **fields})


def test_checkpoint_for_fork_drops_only_the_swapped_roles_own_state():
    saved = _checkpoint(memories={"cashier": {"a": 1}, "helper": {"b": 2}},
                        contexts={"cashier": {"m": ["c"]}, "helper": {"m": ["h"]}},
                        scaffolds={"cashier": {"reflection": "r"}, "manager": {"plan": "p"}},
                        usage={"cashier": {"model": "scripted:reference", "calls": 9, "retried": 1, "prompt_tokens": 5,
                                           "completion_tokens": 6, "cost_usd": None}})
    seq = saved.shop.record_seq
    out = checkpoint_for_fork(saved, {"cashier": ("scripted:reference", "human")}, event_seq=seq)
    assert out.contexts == {"helper": {"m": ["h"]}} and out.memories == {"helper": {"b": 2}}
    assert out.scaffolds == {"manager": {"plan": "p"}}
    assert out.usage["cashier"] == {"model": "human", "calls": 0, "retried": 0, "prompt_tokens": 0,
                                    "completion_tokens": 0, "cost_usd": None}
    assert out.shop.record_seq == seq + 1 and saved.shop.record_seq == seq   # the original is untouched
    assert saved.contexts["cashier"] == {"m": ["c"]} and out.shop.state is not saved.shop.state


def test_checkpoint_for_fork_clears_the_swapped_roles_notes_and_fault_counts():
    saved = _checkpoint(notes={"cashier": ["use the tool-calling interface"], "helper": ["h"]},
                        usage={"cashier": {"model": "openai:a@http://x", "calls": 3, "retried": 2, "prompt_tokens": 10,
                                           "completion_tokens": 4, "calls_without_usage": 1,
                                           "estimated_prompt_tokens": 9, "estimated_completion_tokens": 2,
                                           "model_errors": 1, "cost_usd": None, "estimated_cost_usd": 0.5,
                                           "estimate_note": "offline"}})
    out = checkpoint_for_fork(saved, {"cashier": ("openai:a@http://x", "scripted:reference")})
    assert out.notes == {"helper": ["h"]}
    assert out.usage["cashier"] == {"model": "scripted:reference", "calls": 0, "retried": 0, "prompt_tokens": 0,
                                    "completion_tokens": 0, "calls_without_usage": 0,
                                    "estimated_prompt_tokens": 0, "estimated_completion_tokens": 0,
                                    "model_errors": 0, "cost_usd": None}
    assert out.shop.record_seq == saved.shop.record_seq                 # no event_seq: the shop goes on as saved


def test_a_fork_from_a_damaged_checkpoint_names_the_field(parent, tmp_path):
    run = tmp_path / "run"
    (run / "checkpoints").mkdir(parents=True)
    for name in ("scenario.resolved.yaml", "record.jsonl"):
        (run / name).write_bytes((parent / "parent" / name).read_bytes())
    (run / "checkpoints" / "settled.jsonl").write_bytes((parent / "parent" / "checkpoints" / "settled.jsonl").read_bytes())
    data = json.loads((parent / "parent" / "checkpoints" / "day-004.json").read_text(encoding="utf-8"))
    data["shop"]["record_seq"] = "forty"
    (run / "checkpoints" / "day-004.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ForkError, match=r"--at-day 5: .*day-004.json: shop.record_seq: Input should be a valid "
                                        r"integer"):
        fork_run(run, 5, [], tmp_path / "f")
    assert not (tmp_path / "f").exists()


def test_pruning_counts_daily_checkpoints_and_keeps_a_newer_stop_turn_checkpoint(parent, tmp_path):
    from agents.episode import _prune
    folder = tmp_path / "checkpoints"
    folder.mkdir()
    names = ["day-001.json", "day-002.json", "day-003.json", "day-004-turn.json", "day-004.json", "day-005-turn.json"]
    for name in names:
        (folder / name).write_text("{}", encoding="utf-8")
    _prune(folder, None)                                   # null keeps every day's
    assert sorted(p.name for p in folder.iterdir()) == sorted(names)
    _prune(folder, 2)
    assert sorted(p.name for p in folder.iterdir()) == ["day-003.json", "day-004-turn.json", "day-004.json",
                                                       "day-005-turn.json"]
    _prune(folder, 1)                                      # the newest daily one and the open turn after it stay
    assert sorted(p.name for p in folder.iterdir()) == ["day-004.json", "day-005-turn.json"]
    run = tmp_path / "run"                                 # a fork names the daily checkpoints it could use
    run.mkdir()
    folder.rename(run / "checkpoints")
    (run / "scenario.resolved.yaml").write_bytes((parent / "parent" / "scenario.resolved.yaml").read_bytes())
    (run / "record.jsonl").write_text("", encoding="utf-8")
    with pytest.raises(ForkError, match=r"keeps checkpoints for days 4 \(a fork at day N needs day N-1's\)"):
        fork_run(run, 3, [], tmp_path / "f")


def test_kirana_fork_on_the_command_line_names_the_problem(parent):
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "kirana", "fork", str(parent / "parent"), "--at-day", str(DAYS + 1)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and f"--at-day {DAYS + 1}: the parent runs days 1–{DAYS}" in done.stderr


def test_a_fork_with_no_role_says_it_replays_the_parents_roles(parent, tmp_path):
    """A new user's trial: ``kirana fork RUN --at-day 3`` with no --role played on, calling the model servers again,
    with no word of it."""
    from typer.testing import CliRunner
    from kirana.cli import app
    result = CliRunner().invoke(app, ["fork", str(parent / "parent"), "--at-day", str(AT), "--out", str(tmp_path / "f")])
    assert result.exit_code == 0, result.output
    assert f"no --role given: the fork replays parent's own roles from day {AT}" in " ".join(result.output.split())


def test_a_forks_default_folder_names_the_model_never_its_server():
    assert model_label("scripted:unfair-counter") == "unfair-counter"
    assert model_label("human") == "human"
    assert model_label("openai:Qwen/Qwen3-8B@http://127.0.0.1:8000/v1") == "Qwen3-8B"   # was '8000/v1': a subfolder
    assert model_label("openai:qwen3:8b@http://127.0.0.1:11434/v1") == "qwen3-8b"
    assert model_label('{"config": {"model": "gpt-4o-mini"}, "provider": "autogen_ext.models.openai.X"}') == \
        "gpt-4o-mini"
    assert model_label('{"provider": "autogen_ext.models.ollama.OllamaChatCompletionClient"}') == \
        "OllamaChatCompletionClient"


def test_a_fork_day_past_the_parent_is_one_error_line_with_no_progress_bar(parent, tmp_path):
    from typer.testing import CliRunner
    from kirana.cli import app
    result = CliRunner().invoke(app, ["fork", str(parent / "parent"), "--at-day", "99", "--out", str(tmp_path / "f")])
    assert result.exit_code == 2
    assert f"error: --at-day 99: the parent runs days 1–{DAYS}" in result.output
    assert "fork of" not in result.output and not (tmp_path / "f").exists()
