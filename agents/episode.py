"""A month through the AutoGen group chat, checkpointed each simulated day and resumable.

``run_episode(scenario, run_dir)`` plays the month one day at a time
(``team.run`` per day). After each day it writes ``checkpoints/day-NNN.json`` (keeping the newest three):
the shop (``Shop.checkpoint``), each agent's own context (not the selector's ever-growing
thread, which no role reads), the scripted
policies' memories and the token usage so far — written to a temporary file
and renamed, so a kill never leaves a half checkpoint. The event record is
flushed line by line, so a kill loses no recorded event; ``resume=True``
truncates the record to the last checkpoint and replays from there, which with
scripted (or deterministic) models gives the same final record as an
uninterrupted run. A model client error that survives its retries stops the
run with its checkpoints in place.

Files in the run folder: ``record.jsonl``, ``scenario.resolved.yaml``,
``checkpoints/``, ``usage.json`` (per role: model calls, prompt and
completion tokens, retries, cost in US dollars from the scenario's price table).
"""
from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Callable

from agents.checkpoints import KEEP_CHECKPOINTS, RunStopped, latest_checkpoint
from agents.context import RoleContext, count_tokens, tool_tokens
from agents.models import RoleModelClient, client_from_spec
from agents.role_tools import role_tools
from agents.team import build_team
from market.record import EventRecord
from market.shop import ROLES, Shop
from roles.prompts import SYSTEM_MESSAGES
from roles.toolbox import REGISTRY, ToolBox

__all__ = ["run_episode", "latest_checkpoint", "RunStopped", "KEEP_CHECKPOINTS"]

def _truncate_record(path: Path, keep: int) -> EventRecord:
    """Keep the first ``keep`` events of ``record.jsonl`` (dropping a cut-off last line) and reopen it."""
    kept: list[str] = []
    if path.exists():
        for line in path.read_text(encoding="utf-8").split("\n"):
            if len(kept) == keep:
                break
            if line:
                kept.append(line)
    if len(kept) != keep:
        raise RunStopped(f"{path} holds {len(kept)} events but the checkpoint needs {keep}")
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(line + "\n" for line in kept), encoding="utf-8")
    os.replace(tmp, path)
    record = EventRecord(path, start_seq=keep)
    record.events = [json.loads(line) for line in kept]
    return record


def _write_atomic(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def _usage(clients: dict[str, RoleModelClient], scenario) -> dict:
    out = {}
    for role, c in clients.items():
        price = scenario.roles[role].price_usd_per_million_tokens
        cost = (c.prompt_tokens * price.prompt + c.completion_tokens * price.completion) / 1e6 if price else None
        out[role] = {"model": scenario.roles[role].model if isinstance(scenario.roles[role].model, str) else
                     scenario.roles[role].model.get("provider"), "calls": c.calls, "retried": c.retried,
                     "prompt_tokens": c.prompt_tokens, "completion_tokens": c.completion_tokens,
                     "cost_usd": None if cost is None else round(cost, 6)}
    return out


async def _run(scenario, run_dir: Path, resume: bool, on_day: Callable[[int], None] | None,
               stop_after_day: int | None) -> Shop:
    record_path = run_dir / "record.jsonl"
    checkpoint = latest_checkpoint(run_dir) if resume else None
    if checkpoint is not None:
        saved = json.loads(checkpoint.read_text(encoding="utf-8"))
        record = _truncate_record(record_path, saved["shop"]["record_seq"])
        shop = Shop.restore(scenario, saved["shop"], record)
    else:
        if record_path.exists():
            record_path.unlink()  # resuming with no checkpoint: start the month again
        saved = None
        shop = Shop(scenario, EventRecord(record_path))
    box = ToolBox(shop)

    def on_bad_call(role: str, tool: str, args_text: str, reason: str) -> None:
        shop.emit("invalid_action", role=role, tool=tool, args={"raw": str(args_text)[:2000]}, argument="",
                  error=reason)

    contexts, clients, tools = {}, {}, {}
    for role in ROLES:
        rs = scenario.roles[role]
        inner = client_from_spec(rs.model, role, api_key_env=rs.api_key_env, timeout_s=rs.timeout_s)
        clients[role] = RoleModelClient(inner, role, set(REGISTRY[role]), on_bad_call, retries=rs.retries)
        tools[role] = role_tools(box, role)
        contexts[role] = make_context(role, rs.context, tools[role])
    team, clock = build_team(shop, clients, tools, contexts)
    day = 1
    if saved is not None:
        for role, state in saved["contexts"].items():
            await contexts[role].load_state(state)
        for role, memory in saved["memories"].items():
            policy = clients[role].inner.policy
            policy.memory = type(policy.memory).model_validate(memory)
        for role, u in saved["usage"].items():
            c = clients[role]
            c.calls, c.retried, c.prompt_tokens, c.completion_tokens = (u["calls"], u["retried"], u["prompt_tokens"],
                                                                        u["completion_tokens"])
        day = saved["day"] + 1
        on_day and on_day(saved["day"])
    try:
        while not shop.finished and day <= scenario.days:
            clock.before_day = day + 1
            await team.run(task=f"Day {day} begins.")
            memories = {r: c.inner.policy.memory.model_dump(mode="json") for r, c in clients.items()
                        if hasattr(c.inner, "policy")}
            contexts_state = {r: await c.save_state() for r, c in contexts.items()}  # each agent's own
            _write_atomic(run_dir / "checkpoints" / f"day-{day:03d}.json",
                          {"day": day, "shop": shop.checkpoint(), "contexts": contexts_state,
                           "memories": memories, "usage": _usage(clients, scenario)})
            for old in sorted((run_dir / "checkpoints").glob("day-*.json"))[:-KEEP_CHECKPOINTS]:
                old.unlink()
            _write_atomic(run_dir / "usage.json", _usage(clients, scenario))
            on_day and on_day(day)
            if stop_after_day is not None and day >= stop_after_day:
                break
            day += 1
    except Exception as exc:
        shop.record.close()
        raise RunStopped(f"the run stopped on day {shop.state.day}: {type(exc).__name__}: {exc}. "
                         f"Resume it with: kirana run --resume {run_dir}") from exc
    shop.record.close()
    return shop


def make_context(role: str, settings, tools: list) -> RoleContext:
    """The role's context from its scenario settings (``roles.ROLE.context``).

    Raises:
        ValueError: the budget cannot hold the role's system message and tool schemas with room
            (1,000 tokens) for a turn; the message names the field and the least budget that works.
    """
    if settings.policy == "unbounded":
        return RoleContext(role, None)
    fixed = count_tokens(SYSTEM_MESSAGES[role]) + 4 + tool_tokens(tools)
    if settings.budget_tokens < fixed + 1000:
        raise ValueError(f"roles.{role}.context.budget_tokens: {settings.budget_tokens} cannot hold the "
                         f"{role}'s system message and tools ({fixed} tokens) and a turn; use at least {fixed + 1000}")
    return RoleContext(role, settings.budget_tokens, fixed, recent_calls=settings.recent_calls,
                       full_results=settings.full_results)


def run_episode(scenario, run_dir: Path, *, resume: bool = False, on_day: Callable[[int], None] | None = None,
                stop_after_day: int | None = None) -> Shop:
    """Play the scenario's month through the group chat into ``run_dir`` (see the module docstring).

    Args:
        stop_after_day: stop (as if killed) after that day's checkpoint — for tests of resuming.
    Raises:
        RunStopped: a model error survived its retries; the folder can be resumed.
    """
    run_dir.mkdir(parents=True, exist_ok=True)
    return asyncio.run(_run(scenario, run_dir, resume, on_day, stop_after_day))
