"""Where each role's tokens go, call by call: the request cut into its blocks.

Usage: ``PYTHONPATH=. python benchmarks/context_blocks.py [--days 30] [--seed 0] [--roles manager helper]
[--dump DIR] [--pattern model]``. Plays the scripted reference month through the AutoGen group chat as
``benchmarks/context.py`` does, and counts each model call's tokens (offline, ``agents.tokens``; a message's framing, 4 tokens, goes to its
block) by block: ``system`` (the role's system message), ``schemas`` (the tools' JSON schemas), ``desk`` (the
summary the shop writes when the turn opens), ``brief`` (the current turn's brief), ``earlier briefs``, ``calls``
(the tool calls' names and arguments), ``results TOOL`` (whole results of the current turn, by tool),
``earlier results`` (results of today's earlier turns, whole or folded) and ``words`` (text answers). Prints per
role the mean tokens a call per block, its share, and the median call's blocks. ``--dump DIR`` writes each role's
median-sized request as text, block by block, to look at.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from autogen_core.models import AssistantMessage, FunctionExecutionResultMessage, SystemMessage, UserMessage

sys.path.insert(0, str(Path(__file__).resolve().parent))
from context import one_block_a_tag, play_month  # noqa: E402  (benchmarks/context.py)
from agents.tokens import count_tokens, tool_tokens  # noqa: E402


def blocks_of(messages, tools, desk_ids: set[int]) -> dict[str, int]:
    """One request's tokens by block (see the module docstring)."""
    out: dict[str, int] = defaultdict(int)
    out["schemas"] = tool_tokens(tools)
    briefs = [k for k, m in enumerate(messages) if isinstance(m, UserMessage) and m.source == "shop"
              and id(m) not in desk_ids]
    turn = briefs[-1] if briefs else -1
    names: dict[str, str] = {}
    for k, m in enumerate(messages):
        if isinstance(m, SystemMessage):
            out["system"] += count_tokens(m.content) + 4
        elif isinstance(m, UserMessage) and id(m) in desk_ids:
            out["desk"] += count_tokens(m.content) + 4
        elif isinstance(m, UserMessage) and m.source == "shop":
            out["brief" if k == turn else "earlier briefs"] += count_tokens(m.content) + 4
        elif isinstance(m, AssistantMessage) and not isinstance(m.content, str):
            for c in m.content:
                names[c.id] = c.name
            out["calls"] += sum(count_tokens(c.arguments + c.name) for c in m.content) + 4 + \
                (count_tokens(m.thought) if m.thought else 0)
        elif isinstance(m, FunctionExecutionResultMessage):
            for i, r in enumerate(m.content):
                key = f"results {r.name or names.get(r.call_id, '?')}" if k > turn else "earlier results"
                out[key] += count_tokens(r.content + r.name) + (4 if i == 0 else 0)
        else:
            out["words"] += count_tokens(str(m.content)) + 4
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--roles", nargs="*", default=["manager", "cashier", "helper", "munshi"])
    parser.add_argument("--dump", type=Path, default=None)
    parser.add_argument("--pattern", choices=("scripted", "model"), default="scripted",
                        help="model: the manager writes one block a kind per e-mail (context.one_block_a_tag)")
    args = parser.parse_args()
    if args.pattern == "model":
        one_block_a_tag()
    seen: dict[str, list[dict[str, int]]] = defaultdict(list)
    biggest: dict[str, list] = {}
    from agents import context as ctx_mod
    desk_ids: set[int] = set()
    original = ctx_mod.RoleContext._desk_message

    desks: list = []  # the desk messages themselves, held so that no later message can reuse one's id

    def remember_desk(self):
        out = original(self)
        desk_ids.update(id(m) for m in out)
        desks.extend(out)
        return out

    ctx_mod.RoleContext._desk_message = remember_desk

    def on_call(role, day, messages, tools):
        if role in args.roles:
            b = blocks_of(messages, tools, desk_ids)
            seen[role].append(b)
            if args.dump is not None:
                biggest.setdefault(role, []).append((sum(b.values()), day, list(messages)))
    try:
        play_month(args.days, args.seed, on_call)
    finally:
        ctx_mod.RoleContext._desk_message = original
    for role in args.roles:
        calls = seen.get(role)
        if not calls:
            continue
        totals = [sum(b.values()) for b in calls]
        med = sorted(range(len(calls)), key=lambda i: totals[i])[len(calls) // 2]
        keys = sorted({k for b in calls for k in b}, key=lambda k: -sum(b.get(k, 0) for b in calls))
        mean_total = statistics.mean(totals)
        print(f"\n{role}: {len(calls)} calls, median {int(statistics.median(totals))}, mean {mean_total:,.0f} "
              f"tokens a call")
        print(f"  {'block':<28} {'mean/call':>9} {'share':>6} {'calls with':>10} {'median call':>11}")
        for k in keys:
            vals = [b.get(k, 0) for b in calls]
            print(f"  {k:<28} {statistics.mean(vals):>9,.0f} {statistics.mean(vals) / mean_total:>6.1%} "
                  f"{sum(1 for v in vals if v):>10} {calls[med].get(k, 0):>11}")
        if args.dump is not None:
            args.dump.mkdir(parents=True, exist_ok=True)
            ranked = sorted(biggest[role], key=lambda t: t[0])
            total, day, msgs = ranked[len(ranked) // 2]
            lines = [f"# {role}: the median call, {total} tokens, day {day}"]
            for m in msgs:
                kind = type(m).__name__
                content = m.content if isinstance(m.content, str) else "\n".join(
                    f"{getattr(c, 'name', '')} {getattr(c, 'arguments', getattr(c, 'content', ''))}" for c in m.content)
                lines.append(f"\n--- {kind} ({getattr(m, 'source', '')})\n{content}")
            (args.dump / f"{role}.txt").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
