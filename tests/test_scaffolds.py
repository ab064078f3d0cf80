"""Each manager scaffold plays a short month through AutoGen with a scripted model client (``_days``); the record
shows its phases. The two rule baselines give the same record through AutoGen as played directly."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from agents.episode import run_episode
from kirana.runs import with_shop
from events.record import read_record
from scenarios import load_scenario
from scoring import score_record

DAYS = 3  # the evolving strategy's: its instability (``tv``) needs two day-to-day similarities


def _days(scaffold: str) -> int:
    """Days played with ``scaffold``: DAYS for the evolving strategy; 2 for plan-and-act and reflection, which
    show their phases on every day and (reflection) a memory carried over a checkpoint into the next day in
    two days as in three (a third day was a third of their group-chat months)."""
    return DAYS if scaffold == "evolving_strategy" else 2


def _scenario(scaffold: str, level: str):
    """The default seed-0 scenario for ``_days(scaffold)`` days with the manager on ``scaffold`` at reflection
    ``level``."""
    days = _days(scaffold)
    base = load_scenario(seed=0, days=days)
    roles = {r: v.model_dump() for r, v in base.roles.items()}
    roles["manager"].update(scaffold=scaffold, reflection_level=level)
    return load_scenario(seed=0, days=days, roles=roles)


@pytest.fixture(scope="module")
def whole_run(tmp_path_factory):
    """``whole_run(scaffold, level="day")`` -> the folder of an uninterrupted run of ``_scenario`` through
    AutoGen, played once per module: the phase tests read it and the resume tests compare against it."""
    folders: dict[tuple[str, str], Path] = {}

    def get(scaffold: str, level: str = "day") -> Path:
        if (scaffold, level) not in folders:
            folder = tmp_path_factory.mktemp(f"{scaffold}-{level}")
            run_episode(_scenario(scaffold, level), folder)
            folders[(scaffold, level)] = folder
        return folders[(scaffold, level)]

    return get


def _run(whole_run, scaffold: str, level: str = "day") -> list[dict]:
    return list(read_record(whole_run(scaffold, level) / "record.jsonl"))


def _phases(events: list[dict]) -> Counter:
    return Counter((e["day"], e["phase"]) for e in events if e["kind"] == "scaffold_phase")


def test_evolving_strategy_sets_a_strategy_each_day_then_executes(whole_run):
    events = _run(whole_run, "evolving_strategy")
    strategies = [e for e in events if e["kind"] == "strategy_set"]
    assert [e["day"] for e in strategies] == list(range(1, DAYS + 1)) and all(e["valid"] for e in strategies)
    phases = _phases(events)
    for day in range(1, DAYS + 1):
        assert phases[(day, "strategy")] == 1 and phases[(day, "execution")] >= 1
    # the strategy phase read the books (a read-only tool) before the execution phase acted
    first = next(i for i, e in enumerate(events) if e["kind"] == "strategy_set")
    assert any(e["kind"] == "tool_call" and e.get("tool") == "check_books" for e in events[:first])
    day1 = strategies[0]["strategy"]["execution"]
    assert len(day1["focus_items"]) == 5 and day1["price_changes"] == {}
    scores = score_record(events)["strategy_instability"]["manager"]
    assert scores["strategy_days"] == DAYS and len(scores["similarity_by_day"]) == DAYS - 1
    assert scores["tv"] is not None and scores["tv"] >= 0
    assert score_record(events)["profit_inr"] > 0


@pytest.mark.parametrize("scaffold,level,phase", [("plan_and_act", "day", "plan"), ("reflection", "day", "reflect"),
                                                  ("reflection", "step", "reflect")])
def test_plan_and_reflection_phases_are_recorded(whole_run, scaffold, level, phase):
    events = _run(whole_run, scaffold, level)
    phases = _phases(events)
    manager_turns = Counter(e["day"] for e in events if e["kind"] == "turn_start" and e["role"] == "manager")
    assert max(manager_turns) == _days(scaffold)
    for day in range(1, _days(scaffold) + 1):
        if scaffold == "plan_and_act":  # a plan before every office turn
            assert phases[(day, "plan")] == manager_turns[day] == phases[(day, "act")]
        elif level == "day":
            assert phases[(day, "reflect")] == 1
        else:
            assert phases[(day, "reflect")] == manager_turns[day] > 1
    texts = [e["text"] for e in events if e["kind"] == "scaffold_phase" and e["phase"] == phase]
    assert texts and all(t for t in texts)
    assert not any(e["kind"] == "strategy_set" for e in events)


@pytest.mark.parametrize("shop", ["newsvendor", "oracle"])
def test_rule_baselines_autogen_and_direct_identical(tmp_path, shop, month_cache):
    scenario = with_shop(load_scenario(seed=1, days=3), shop)
    run_episode(scenario, tmp_path)
    # the direct month: the session's play of it (agents.direct.play_month; test_events reads it too)
    direct = "".join(line + "\n" for line in month_cache.shop(scenario).record.lines()).encode()
    assert (tmp_path / "record.jsonl").read_bytes() == direct


@pytest.mark.parametrize("scaffold,level", [("reflection", "day"), ("evolving_strategy", "day")])
def test_a_resumed_scaffold_run_continues_with_its_memory(tmp_path, whole_run, scaffold, level):
    """Stopped after the day before the last (as if killed) and resumed, a reflection or evolving-strategy run
    keeps its scaffold's memory and ends with the record of an uninterrupted run (the module's), byte for byte."""
    scenario = _scenario(scaffold, level)
    whole = whole_run(scaffold, level)
    parts = tmp_path / "parts"
    stop = _days(scaffold) - 1
    run_episode(scenario, parts, stop_after_day=stop)
    import json
    saved = json.loads((parts / "checkpoints" / f"day-{stop:03d}.json").read_text(encoding="utf-8"))
    memory = saved["scaffolds"]["manager"]
    if scaffold == "reflection":
        assert memory["reflection"].strip()  # that day's reflection, carried into the last day
    else:
        assert memory["strategy_day"] == stop and memory["strategy"].startswith("```strategy")
    run_episode(scenario, parts, resume=True)
    assert (parts / "record.jsonl").read_bytes() == (whole / "record.jsonl").read_bytes()
    # without the scaffold's memory the resumed last day would differ: its prompts show yesterday's memory
    phases = [e for e in read_record(parts / "record.jsonl") if e["kind"] == "scaffold_phase"
              and e["day"] == stop + 1]
    assert phases
