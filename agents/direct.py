"""Playing a month without AutoGen: each turn's policy drives the role tools directly.

This is the reference path for scripted shops (and the baseline scale). The
AutoGen group chat plays the same turns through the same ``ToolBox``, so the
two produce the same event record.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from agents.collector import collector_paused
from events.record import EventRecord
from engine.shop import Shop
from roles.scripted import Policy, shop_policies
from roles.tool_spec import turn_spent
from roles.toolbox import ToolBox

__all__ = ["play_month", "play_turn"]


def play_turn(box: ToolBox, policy: Policy, turn, max_calls: int) -> int:
    """Play one turn with a scripted policy, stopping after ``max_calls`` tool calls
    (the role's ``max_tool_calls_per_turn``); returns the number of tool calls made."""
    game = policy.play(turn)
    calls = 0
    try:
        name, args = next(game)
        while calls < max_calls:
            result = box.call(turn.role, name, args)
            calls += 1
            if turn_spent(result):
                break  # the role's minutes are spent or the turn is over: the play ends, never reads a refusal's data
            name, args = game.send(result)
    except StopIteration:
        pass
    return calls


def play_month(scenario, *, record_path: Path | None = None, policies: dict[str, Policy] | None = None,
               on_day: Callable[[int], None] | None = None) -> Shop:
    """Run the scenario's whole month with scripted policies; returns the finished Shop.

    Args:
        scenario: a validated Scenario.
        record_path: where to write ``record.jsonl`` (None: in memory only). Its lines are buffered and flushed
            at each day's close and at the end (this engine is never resumed): a run killed mid-day loses that
            day's lines and may leave a torn last line, which ``read_record`` drops.
        policies: per-role policies (default: from the scenario's ``roles.*.model``).
        on_day: called with each day number as it closes (progress bars).
    Raises:
        ValueError: a role has a scaffold other than ``plain`` (scaffolds run only through AutoGen).
    """
    scaffolded = [r for r, v in scenario.roles.items() if getattr(v, "scaffold", "plain") != "plain"]
    if scaffolded:
        raise ValueError(f"roles.{scaffolded[0]}.scaffold: {scenario.roles[scaffolded[0]].scaffold!r} needs the "
                         "group chat; run with --engine autogen or set scaffold: plain")
    with collector_paused():  # see the note below
        record = EventRecord(record_path, buffered=True)  # never resumed: flushed at each day's close, not per event
        try:
            shop = Shop(scenario, record)
            box = ToolBox(shop)
            policies = policies or shop_policies(scenario)
            closed = 0
            while (turn := shop.next_turn()) is not None:
                play_turn(box, policies[turn.role], turn, scenario.roles[turn.role].max_tool_calls_per_turn)
                box.report_ignored(turn)  # a call after a forfeit (a scenario's small call cap): one calls_ignored
                shop.end_turn()
                if shop.state.day > closed + 1:
                    closed = shop.state.day - 1
                    record.flush()  # a closed day's lines are on disk before the progress bar says so
                    if on_day is not None:
                        on_day(closed)
            if on_day is not None:
                on_day(scenario.days)
        finally:
            record.close()
    return shop


# Python's cyclic garbage collector is paused while a month plays. A month makes almost no reference cycles
# (a reference month leaves under a thousand objects for it), but the collector's full passes walk every
# object alive, the growing event record included: about 0.3 s of a month's CPU (measured with gc.callbacks,
# 3-4 full passes a month). Reference counting frees everything else as usual; the collector runs again after.
# Objects made while it was paused all wait in its youngest generation: its next young pass would walk every
# one of them (the whole event record, about a million objects), and the next middle pass again, while the
# month is scored and reported (about 0.3 s of ``kirana run``'s CPU). ``gc.freeze()`` then ``gc.unfreeze()``
# moves them, at once and without a walk, to the oldest generation, where a full pass finds them as before (no
# cycle escapes the collector; ``agents.collector``).
# The collector is paused before the shop is built, not after: building it (the catalogue, the customers, the
# reader's and renderer's tables, the modules first imported then) set off collections that took 0.44 s of a
# ``kirana run``'s 13.7 s of CPU on the loaded machine (measured with gc.callbacks).
