"""Soak: a fuzzing model calls random tools with random and hostile arguments in every role.

Through the gate: each staff turn of a month played by the scripted reference shop
first takes a burst of fuzzing calls (``ToolBox.call``, as any model's call arrives),
then the scripted policy plays on. Through the wire: every role is played by a local
OpenAI-compatible server (127.0.0.1) that answers each request with random tool calls
whose JSON text is hostile (lone-surrogate escapes, nesting 500 deep, huge numbers,
1 MB strings, not JSON at all, several calls at once, calls written as text).

Prints, and returns: calls made (and by role), crashes (an exception out of the gate or a
stopped run), events lost (``seq`` gaps, or events in memory not on disk), refused calls
that changed the shop (through the wire: every call that reached the gate, watched there),
days whose net worth is not conserved, calls without exactly one recorded outcome (a call after a forfeit: counted
in its turn's one ``calls_ignored``), and
``tool_error`` events (a bug of ours that fuzzing reached: recorded, but it should be none).

    python benchmarks/soak.py --gate-calls 10000 --wire-calls 1000
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

HOSTILE_TEXT = ["\ud800", "a\udfffb", "x" * 1_000_000, "", "rice-1kg", "चावल", "S1", "'; DROP TABLE", "\x00",
                "NaN", "Infinity", "🙂" * 1000]
HOSTILE_NUMBERS = [0, -1, 1, 5, 10 ** 30, -10 ** 30, 1e308, 2 ** 63, 0.5, float("nan"), float("inf"), True, None]


def _deep(n: int):
    value: object = 5
    for _ in range(n):
        value = [value]
    return value


def hostile_value(rng: random.Random):
    """One random argument value, often hostile."""
    pick = rng.random()
    if pick < 0.3:
        return rng.choice(HOSTILE_TEXT)
    if pick < 0.6:
        return rng.choice(HOSTILE_NUMBERS)
    if pick < 0.7:
        return _deep(rng.choice([3, 20, 500]))
    if pick < 0.8:
        return {"\ud800" if rng.random() < 0.3 else "k": rng.choice(HOSTILE_NUMBERS)}
    if pick < 0.9:
        return [rng.choice(HOSTILE_TEXT[3:]) for _ in range(rng.randint(0, 5))]
    return rng.randint(-1000, 100_000)


def fuzz_call(rng: random.Random, role: str, shop) -> tuple[str, object]:
    """(tool name, arguments) for a fuzzing call by ``role``: real tools with real or hostile arguments."""
    from roles.registry import REGISTRY
    roll = rng.random()
    if roll < 0.05:
        return rng.choice(["sell_everything", "\ud800", "", "x" * 300]), {}
    specs = REGISTRY[rng.choice(list(REGISTRY))] if roll < 0.1 else REGISTRY[role]
    spec = specs[rng.choice(sorted(specs))]
    if rng.random() < 0.05:
        return spec.name, rng.choice([[1, 2], "text", 5, None, _deep(600)])
    args = {}
    for field, info in spec.args_model.model_fields.items():
        if rng.random() < 0.15:
            continue
        if rng.random() < 0.5:
            if field in ("item", "sku"):
                args[field] = rng.choice(shop.skus)
            elif "supplier" in field:
                args[field] = rng.choice([s.id for s in shop.scenario.suppliers])
            elif info.annotation is int or "minutes" in field or "qty" in field or "quantity" in field:
                args[field] = rng.randint(1, 30)
            elif "price" in field or "inr" in field:
                args[field] = round(rng.uniform(1, 300), 2)
            else:
                args[field] = rng.choice(["hello", "yes", "50 kilo chawal 38 rupaye", "ok"])
        else:
            args[field] = hostile_value(rng)
    if rng.random() < 0.05:
        args["unexpected"] = hostile_value(rng)
    return spec.name, args


def _snapshot(shop) -> tuple:
    from engine.turn import TURN
    return (asdict(shop.state), shop.kernel.model_dump(), {k: asdict(v) for k, v in shop.visits.items()},
            list(shop.queue), TURN.dump_python(shop.turn, exclude={"calls", "refused_in_row", "forfeited", "over"})
            if shop.turn else None)


def gate_soak(calls: int = 10_000, seed: int = 0, per_turn: int = 25, days: int = 30) -> dict:
    """Fuzz the gate inside a scripted month until ``calls`` fuzzing calls were made (see the module docstring)."""
    from agents.direct import play_turn
    from events.record import EventRecord, read_record
    from engine.shop import Shop
    from record_checks import net_worth_mismatches
    from roles.scripted import shop_policies
    from roles.toolbox import ToolBox
    from scenarios import load_scenario
    rng = random.Random(seed)
    folder = Path(tempfile.mkdtemp(prefix="soak-gate-"))
    scenario = load_scenario(days=days, seed=seed)
    shop = Shop(scenario, EventRecord(folder / "record.jsonl"))
    box, policies = ToolBox(shop), shop_policies(scenario)
    made = crashes = changed = not_one = accepted = stumbles = ignored = 0
    by_role: dict[str, int] = {}
    started = time.perf_counter()
    while made < calls and (turn := shop.next_turn()) is not None:
        for _ in range(min(per_turn, calls - made)):
            role = turn.role if rng.random() < 0.9 else rng.choice(["manager", "cashier", "helper", "munshi"])
            name, args = fuzz_call(rng, role, shop)
            before, seq = _snapshot(shop), shop.record.next_seq
            made += 1
            by_role[role] = by_role.get(role, 0) + 1
            try:
                result = box.call(role, name, args)
            except Exception:  # noqa: BLE001 - counted, never expected
                crashes += 1
                continue
            outcomes = [e["kind"] for e in shop.record.events[seq:] if e["kind"] in
                        ("tool_call", "invalid_action", "tool_error")]
            if not outcomes and turn.forfeited and role == turn.role:  # after a forfeit: one calls_ignored at the end
                ignored += 1
            else:
                not_one += len(outcomes) != 1
            if result.ok:
                accepted += 1
            elif _snapshot(shop) != before:
                changed += 1
        try:  # the scripted policy plays on; it assumes its own calls succeed, which fuzzing can spoil
            play_turn(box, policies[turn.role], turn, scenario.roles[turn.role].max_tool_calls_per_turn)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            stumbles += 1
        box.report_ignored(turn)
        shop.end_turn()
    shop.record.close()
    on_disk = read_record(folder / "record.jsonl")
    # every fuzzing call ignored is in a calls_ignored count (which also holds the scripted play's first call after)
    not_one += max(0, ignored - sum(e["count"] for e in on_disk if e["kind"] == "calls_ignored"))
    seqs = [e["seq"] for e in on_disk]
    shutil.rmtree(folder, ignore_errors=True)
    return {"gate_calls": made, "calls_by_role": by_role, "accepted": accepted, "crashes": crashes,
            "events_lost": (len(shop.record.events) - len(on_disk)) + sum(1 for a, b in zip(seqs, seqs[1:]) if b != a + 1),
            "refused_changed_state": changed, "calls_without_one_outcome": not_one, "calls_ignored": ignored,
            "days_not_conserved": len(net_worth_mismatches(on_disk)), "days": shop.state.day,
            "days_closed": sum(e["kind"] == "day_close" for e in on_disk),
            "tool_errors": sum(e["kind"] == "tool_error" for e in on_disk),
            "scripted_turns_spoiled": stumbles,
            "seconds": round(time.perf_counter() - started, 1)}


def _hostile_arguments(rng: random.Random, role: str, shop) -> str:
    roll = rng.random()
    if roll < 0.1:
        return '{"item": "\\ud800", "price_inr": 5}'
    if roll < 0.15:
        return '{"item": ' + "[" * 500 + "]" * 500 + ', "price_inr": 5}'
    if roll < 0.2:
        return '{"item": "rice-1kg", "price_inr": 1' + "0" * 5000 + "}"
    if roll < 0.25:
        return json.dumps({"text": "x" * 1_000_000, "title": "t"})
    if roll < 0.3:
        return '{"item": "rice-1kg", "price_inr": '
    if roll < 0.33:
        return "[1, 2, 3]"
    name, args = fuzz_call(rng, role, shop)
    try:
        return json.dumps(args, ensure_ascii=rng.random() < 0.5, allow_nan=True)
    except (ValueError, RecursionError):
        return "{}"


def wire_soak(min_calls: int = 1000, seed: int = 0, days: int = 3, customers_per_day: int | None = None) -> dict:
    """Every role on a fuzzing server until ``min_calls`` tool calls were sent, then models that end each
    turn at once for the rest of ``days`` (see the module docstring)."""
    from agents.episode import RunStopped, run_episode
    from events.record import read_record
    from openai_stub import StubServer, text_answer, tool_calls
    from record_checks import net_worth_mismatches
    from roles.registry import REGISTRY
    from scenarios import load_scenario
    rng = random.Random(seed)
    sent = {"calls": 0, "text_calls": 0}
    folder = Path(tempfile.mkdtemp(prefix="soak-wire-"))
    scenario = load_scenario(days=days, seed=seed)
    if customers_per_day is not None:  # a quieter counter: fewer turns, a shorter soak
        counter = {**scenario.counter.model_dump(), "customers_per_day": customers_per_day}
        scenario = scenario.model_validate({**scenario.model_dump(), "counter": counter})
    roles = {r: {**v.model_dump(), "retries": 0, "on_model_error": "skip_turn", "max_tool_calls_per_turn": 40}
             for r, v in scenario.roles.items()}
    scenario = scenario.model_validate({**scenario.model_dump(), "roles": roles})

    shop = SimpleNamespace(skus=["rice-1kg", "atta-5kg", "milk-500ml", "sugar-1kg"], scenario=scenario)

    def behave(role, body, n):
        if sent["calls"] >= min_calls:  # enough: every model now ends its turns at once
            return 200, text_answer(n, "Done.", body["model"])
        if rng.random() < 0.15:  # stop now and then, so turns end and the days go on
            if rng.random() < 0.3:
                sent["text_calls"] += 1
                return 200, text_answer(n, '<tool_call>{"name": "' + rng.choice(sorted(REGISTRY[role])) +
                                        '", "arguments": {}}</tool_call>', body["model"])
            return 200, text_answer(n, rng.choice(["Done.", "", "\ud800" * 3, "y" * 200_000]), body["model"])
        k = rng.choice([1, 1, 1, 2, 5, 20])
        calls = []
        for _ in range(k):
            name = rng.choice(sorted(REGISTRY[role])) if rng.random() < 0.95 else rng.choice(["nope", "x" * 50])
            calls.append((name, _hostile_arguments(rng, role, shop)))
        sent["calls"] += k
        return 200, tool_calls(n, calls, body["model"])

    from roles.toolbox import ToolBox
    gate = {"refused": 0, "changed": 0}
    plain_call = ToolBox.call

    def watched_call(box, role, name, args):  # each call that reaches the gate: did a refused one change the shop?
        before = _snapshot(box.shop)
        result = plain_call(box, role, name, args)
        if not result.ok:
            gate["refused"] += 1
            gate["changed"] += _snapshot(box.shop) != before
        return result

    started = time.perf_counter()
    crashes = 0
    ToolBox.call = watched_call
    try:
        with StubServer(behave=behave) as server:
            wired = scenario.model_validate({**scenario.model_dump(), "roles": {
                r: {**v, "model": f"openai:fuzz@{server.url}"} for r, v in roles.items()}})
            try:
                run_episode(wired, folder)
            except RunStopped:
                crashes += 1
    finally:
        ToolBox.call = plain_call
    events = read_record(folder / "record.jsonl")
    checkpoint_bytes = max((p.stat().st_size for p in (folder / "checkpoints").glob("*.json")), default=0)
    shutil.rmtree(folder, ignore_errors=True)
    seqs = [e["seq"] for e in events]
    outcomes = sum(1 for e in events if e["kind"] in ("tool_call", "invalid_action", "tool_error")) + sum(
        e["count"] for e in events if e["kind"] == "calls_ignored")  # calls after a forfeit: one event for them all
    by_role: dict[str, int] = {}
    for e in events:
        if e["kind"] in ("tool_call", "invalid_action", "tool_error"):
            by_role[e["role"]] = by_role.get(e["role"], 0) + 1
    return {"wire_calls": sent["calls"], "text_calls": sent["text_calls"], "crashes": crashes,
            "outcomes_by_role": by_role, "refused_at_the_gate": gate["refused"],
            "refused_changed_state": gate["changed"],
            "events_lost": sum(1 for a, b in zip(seqs, seqs[1:]) if b != a + 1) + (seqs[:1] != [0]),
            "outcomes": outcomes, "calls_without_one_outcome": abs(outcomes - sent["calls"] - sent["text_calls"]),
            "days_not_conserved": len(net_worth_mismatches(events)),
            "days_closed": sum(e["kind"] == "day_close" for e in events),
            "tool_errors": sum(e["kind"] == "tool_error" for e in events),
            "checkpoint_bytes": checkpoint_bytes, "seconds": round(time.perf_counter() - started, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gate-calls", type=int, default=10_000)
    parser.add_argument("--wire-calls", type=int, default=1000, help="at least this many (days are added until)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(json.dumps(gate_soak(args.gate_calls, args.seed)), flush=True)
    print(json.dumps(wire_soak(args.wire_calls, args.seed, days=max(2, args.wire_calls // 400))), flush=True)


if __name__ == "__main__":
    main()
