"""One role against a local fake server (127.0.0.1) that mixes every misbehaviour of issue 13's seventeenth session with
ordinary answers, for N days: a trickled answer, a body never finished, answers that are JSON but not a completion (no
choices, ``choices: []``, ``"message": null``, a call without a name), a tool call cut off at the token limit, tool calls
written as text (tagged, the same one again and again, ``name()``), one answer of many identical calls and an unknown
tool after them, arguments as an object, and between them the scripted player's own answers (``tests/openai_stub``).

    python benchmarks/fake_mixed_run.py --role manager --days 2
    python benchmarks/fake_mixed_run.py --role cashier --days 2

Prints the wall time, the server's request count against the role's answered, retried and failed requests, the role's
events by kind, its scores, and the largest request (tokens by the offline count) against the role's budget.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from agents.episode import RunStopped, run_episode  # noqa: E402
from agents.tokens import count_tokens, tool_tokens  # noqa: E402
from events.record import read_record  # noqa: E402
from kirana.runs import with_role_models  # noqa: E402
from openai_stub import StubServer, text_answer, tool_calls  # noqa: E402
from scenarios import load_scenario  # noqa: E402
from scoring import score_record  # noqa: E402

READ = {"manager": "read_messages", "cashier": "read_instructions", "helper": "read_instructions",
        "munshi": "read_instructions"}


def _choice(n: int, message, finish: str = "stop") -> dict:
    return {"id": f"c{n}", "object": "chat.completion", "model": "fake",
            "choices": [{"index": 0, "finish_reason": finish, "message": message}],
            "usage": {"prompt_tokens": 100, "completion_tokens": 10}}


def schedule(role: str) -> list:
    """The answers by request number modulo the list's length (None: the scripted player's answer)."""
    read = READ[role]
    written = f'<tool_call>{{"name": "{read}", "arguments": {{}}}}</tool_call>'
    return ([lambda n: ("trickle", text_answer(n, "slow", "fake")),
             lambda n: ("hold_open", text_answer(n, "never ends", "fake")),
             lambda n: (200, {"id": "x", "object": "chat.completion"}),
             lambda n: (200, {"id": "x", "object": "chat.completion", "choices": []}),
             lambda n: (200, _choice(n, None)),
             lambda n: (200, _choice(n, {"role": "assistant", "tool_calls": [{"id": "a", "function": {}}]})),
             None, None,
             lambda n: (200, _choice(n, {"role": "assistant", "content": None, "tool_calls": [
                 {"id": f"c{n}", "type": "function", "function": {"name": read, "arguments": '{"x": "cut of'}}]},
                 "length")),
             lambda n: (200, text_answer(n, written, "fake"))]
            + [lambda n: (200, text_answer(n, written, "fake"))] * 5
            + [None, None,
               lambda n: (200, tool_calls(n, [(read, "{}")] * 12 + [("place_order", "{}")], "fake")),
               lambda n: (200, _choice(n, {"role": "assistant", "content": None, "tool_calls": [
                   {"id": f"c{n}", "type": "function", "function": {"name": read, "arguments": {}}}]}, "tool_calls")),
               lambda n: (200, text_answer(n, f"{read}()", "fake")),
               lambda n: (200, _choice(n, {"role": "assistant", "content": [{"type": "text", "text": "Theek hai."}]}))]
            + [None] * 6)


def run(role: str, days: int, folder: Path) -> dict:
    """Play ``role`` against the mixing server for ``days``; the figures printed (see the module docstring)."""
    plan, sizes = schedule(role), []

    def behave(asking, body, n):
        if asking != role:
            return None
        sizes.append(sum(count_tokens(str(m.get("content") or "")) + 4 + sum(
            count_tokens(c["function"]["name"] + c["function"]["arguments"]) for c in m.get("tool_calls") or [])
            for m in body["messages"]) + tool_tokens([t["function"] for t in body.get("tools", [])]))
        answer = plan[n % len(plan)]
        return answer(n) if answer is not None else None

    scenario = load_scenario(days=days)
    roles = {r: v.model_dump() for r, v in scenario.roles.items()}
    roles[role].update(timeout_s=0.5, retries=1, on_model_error="skip_turn", stop_after_failures_in_row=1000)
    scenario = scenario.model_validate({**scenario.model_dump(), "roles": roles})
    started, stopped = time.perf_counter(), None
    with StubServer(behave=behave, trickle_s=0.2) as server:
        wired = with_role_models(scenario, [f"{role}=openai:fake@{server.url}"])
        try:
            run_episode(wired, folder)
        except RunStopped as exc:
            stopped = str(exc)
        requests = sum(1 for b in server.bodies if b["messages"][0]["content"].startswith(f"You are the {role}"))
    events = read_record(folder / "record.jsonl")
    usage = json.loads((folder / "usage.json").read_text(encoding="utf-8"))[role]
    scores = score_record(events)
    budget = wired.roles[role].context.budget_tokens
    return {"role": role, "days": days, "wall_s": round(time.perf_counter() - started, 1), "stopped": stopped,
            "days_closed": [e["day"] for e in events if e["kind"] == "day_close"],
            "requests": requests, "answered+retried+failed": usage["calls"] + usage["retried"] + usage["model_errors"],
            "kinds": dict(Counter(e["kind"] for e in events if e.get("role") == role).most_common()),
            "scores": {k: scores[k][role] for k in ("turns_forfeited", "turns_looped", "calls_ignored", "model_errors")}
            | {"invalid_actions_per_day": scores["invalid_actions_per_day"][role]},
            "largest_request_tokens": max(sizes), "budget_tokens": budget,
            "said": Counter(e.get("said") for e in events if e["kind"] == "turn_end" and e["role"] == role
                            ).most_common(6)}


def main() -> None:
    """Parse the arguments and print the figures of one run."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--role", default="manager", choices=sorted(READ))
    parser.add_argument("--days", type=int, default=2)
    parser.add_argument("--out", type=Path, default=None, help="the run folder (default: a new temporary one)")
    args = parser.parse_args()
    folder = args.out or Path(tempfile.mkdtemp(prefix=f"fake_{args.role}_"))
    print(json.dumps(run(args.role, args.days, folder), indent=1, ensure_ascii=False, default=str))
    print(f"run folder: {folder}")


if __name__ == "__main__":
    main()
