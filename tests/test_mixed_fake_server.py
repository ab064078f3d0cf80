"""A fake server (127.0.0.1) that mixes every misbehaviour of issue 13 over a 2-day run of the manager: HTTP 500, a rate
limit with Retry-After, a stall past the role's timeout, a long ``<think>`` with ``reasoning_content``, a tool call
written as text, the same unknown tool again and again, arguments that are not JSON, junk content without usage, no
choices, content that is a number, a tool call with reasoning, the same read again and again, and between them the
scripted manager's own answers. Nothing crashes or hangs, every request is accounted for in the record and
``usage.json``, no reasoning is ever sent back, and every request stays within the role's budget."""
from __future__ import annotations

import json
import time
from collections import Counter

from agents.episode import run_episode
from agents.tokens import count_tokens, tool_tokens
from openai_stub import StubServer, text_answer, tool_calls
from scoring import score_record
from test_faults_matrix import _checked, _scenario, _wired

THINK = "Let me think about the shop. " * 300


def _answer(n, model, message, usage=True):
    out = {"id": f"c{n}", "object": "chat.completion", "created": 0, "model": model,
           "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", **message}}]}
    if usage:
        out["usage"] = {"prompt_tokens": 100, "completion_tokens": 10}
    return out


def _think_call(n, model):
    out = tool_calls(n, [("read_messages", "{}")], model)
    out["choices"][0]["message"].update(content=f"<think>{THINK}</think>checking", reasoning_content="plan " * 400)
    return 200, out


SCHEDULE = (  # by request number modulo its length
    [lambda n, m: (500, {"error": {"message": "injected"}}),
     lambda n, m: (429, {"error": {"message": "slow down"}}, {"Retry-After": "0.2"}),  # a fraction is kept
     lambda n, m: ("timeout", None),
     lambda n, m: (200, _answer(n, m, {"content": f"<think>{THINK}</think>\nSab theek hai.",
                                       "reasoning_content": "R" * 5000})),
     lambda n, m: (200, text_answer(n, '<tool_call>{"name": "read_messages", "arguments": {}}</tool_call>', m))]
    + [lambda n, m: (200, tool_calls(n, [("place_order", '{"item": "rice-1kg"}')], m))] * 6
    + [lambda n, m: (200, tool_calls(n, [("read_messages", '{"x": ')], m))] * 2
    + [lambda n, m: (200, _answer(n, m, {"content": "\x1b[31m\x00" + "\ud800junk" + "\u202e"}, usage=False)),
       lambda n, m: (200, {"id": "x", "object": "chat.completion", "created": 0, "model": m, "choices": []}),
       lambda n, m: (200, _answer(n, m, {"content": 42})),
       _think_call]
    + [lambda n, m: (200, tool_calls(n, [("read_messages", "{}")], m))] * 5
    + [lambda n, m: None])


def test_a_server_mixing_every_misbehaviour_for_two_days(tmp_path):
    sizes, kinds_sent = [], Counter()

    def behave(role, body, n):
        if role != "manager":
            return None
        msgs = body["messages"]
        sizes.append(sum(count_tokens(str(m.get("content") or "")) + 4 + sum(
            count_tokens(c["function"]["name"] + c["function"]["arguments"]) for c in m.get("tool_calls") or [])
            for m in msgs) + tool_tokens([t["function"] for t in body.get("tools", [])]))
        kinds_sent[n % len(SCHEDULE)] += 1
        return SCHEDULE[n % len(SCHEDULE)](n, body["model"])

    scenario = _scenario(days=2, timeout_s=1, retries=1, on_model_error="skip_turn", stop_after_failures_in_row=1000)
    started = time.perf_counter()
    with StubServer(behave=behave, sleep_s=1.5) as server:
        run_episode(_wired(scenario, server.url), tmp_path)             # no crash, no stop
        bodies = [json.dumps(b) for b in server.bodies]
        requests = server.requests
    assert time.perf_counter() - started < 300                          # no hang (about 15 s here)
    events = _checked(tmp_path)
    assert [e["day"] for e in events if e["kind"] == "day_close"] == [1, 2]
    assert len(kinds_sent) == len(SCHEDULE)                             # every behaviour was met
    usage = json.loads((tmp_path / "usage.json").read_text(encoding="utf-8"))["manager"]
    mine = Counter(e["kind"] for e in events if e.get("role") == "manager")
    assert usage["calls"] + usage["retried"] + usage["model_errors"] == requests   # each request accounted for
    assert mine["model_retried"] == usage["retried"] > 0 and mine["model_error"] == usage["model_errors"] > 0
    assert mine["turn_start"] == mine["turn_end"] and mine["turn_looped"] > 0 and mine["model_reasoning"] > 0
    assert mine["tool_error"] == 0
    scores = score_record(events)
    assert scores["turns_looped"]["manager"] == mine["turn_looped"]
    assert scores["turns_forfeited"]["manager"] == mine["turn_looped"] + mine["model_error"]
    reasons = [e for e in events if e["kind"] == "model_reasoning"]
    assert {e["source"] for e in reasons} == {"reasoning_content", "think"} and max(e["chars"] for e in reasons) > 4000
    assert not [b for b in bodies if "Let me think about the shop" in b or "RRRRRRRR" in b or "plan plan" in b]
    budget = scenario.roles["manager"].context.budget_tokens
    assert max(sizes) < budget
    ends = [e.get("said") for e in events if e["kind"] == "turn_end" and e["role"] == "manager"]
    assert "<think>[8,699 characters of reasoning: model_reasoning]</think>\nSab theek hai." in ends
