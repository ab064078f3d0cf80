"""A model's reasoning in the record (``agents.reasoning``): ``reasoning_content`` and ``<think>`` blocks are kept in a
``model_reasoning`` event (bounded to 4,000 characters, its whole length beside it), never sent back to the server,
and ``turn_end.said`` shows the answer after a reasoning of any length. Local fake servers (127.0.0.1) play the
manager for one day."""
from __future__ import annotations

import json

from agents.reasoning import REASONING_CHARS, said_text, shown_reasoning, split_reasoning
from agents.episode import run_episode
from engine.shop import SAID_CHARS
from events.registry import parse_event
from openai_stub import StubServer, tool_calls
from scoring.model_turns import model_turn_scores
from test_faults_matrix import _checked, _scenario, _wired


def test_reasoning_is_split_from_the_answer_in_each_form_models_write_it():
    assert split_reasoning("<think>add up the bill</think>\n\nDone.") == ("add up the bill", "Done.")
    assert split_reasoning("add up the bill\n</think>\nDone.") == ("add up the bill", "Done.")      # Qwen3, R1
    assert split_reasoning("Done.<think>but wait, the") == ("but wait, the", "Done.")             # cut off
    assert split_reasoning("<THINKING>a</THINKING>x<think>b</think>y") == ("a\n\nb", "xy")
    plain = "Namaste ji, done for today."
    assert split_reasoning(plain) == ("", plain) and said_text(plain) is plain
    assert said_text("<think></think>Done.") == "<think>[0 characters of reasoning: model_reasoning]</think>\nDone."


def test_a_long_reasoning_is_kept_by_its_start_and_its_end():
    reasoning = "a" * 3000 + "b" * 6000 + "c" * 1000
    shown = shown_reasoning(reasoning)
    assert shown == "a" * 3000 + " [... 6,000 characters cut ...] " + "c" * 1000
    assert len(shown) < REASONING_CHARS + 40 and shown_reasoning("short") == "short"


def _answers(message):
    def behave(role, body, n):
        if role != "manager":
            return None
        return 200, {"id": f"c{n}", "object": "chat.completion", "created": 0, "model": body["model"],
                     "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", **message}}],
                     "usage": {"prompt_tokens": 10, "completion_tokens": 5}}
    return behave


def test_a_long_think_block_leaves_the_answer_visible_in_said_and_the_reasoning_in_its_own_event(tmp_path):
    think = "THINKING-HARD " * 500                                           # 7,000 characters
    with StubServer(behave=_answers({"content": f"<think>{think}</think>\n\nAll stock looks fine; done for now.",
                                     "reasoning_content": "SERVER-SIDE " * 10})) as server:
        run_episode(_wired(_scenario(days=1), server.url), tmp_path)
    events = _checked(tmp_path)
    ends = [e for e in events if e["kind"] == "turn_end" and e["role"] == "manager"]
    assert ends and {e["said"] for e in ends} == {
        "<think>[6,999 characters of reasoning: model_reasoning]</think>\nAll stock looks fine; done for now."}
    assert all(len(e["said"]) < SAID_CHARS for e in ends)
    kept = [e for e in events if e["kind"] == "model_reasoning"]
    assert len(kept) == 2 * len(ends)                                        # per answer: the server's, the block
    thinks = [e for e in kept if e["source"] == "think"]
    assert {e["chars"] for e in thinks} == {len(think.strip())} and {e["turn"] for e in kept} == {"office"}
    assert all(len(e["text"]) <= REASONING_CHARS + 40 and e["text"].endswith("THINKING-HARD") for e in thinks)
    assert {(e["text"], e["chars"]) for e in kept if e["source"] == "reasoning_content"} == {("SERVER-SIDE " * 10,
                                                                                               120)}
    assert model_turn_scores(map(parse_event, events))["reasoning_left_in"]["manager"] == len(ends)  # still counted
    assert not [b for b in server.bodies if "SERVER-SIDE" in json.dumps(b)]
    from typer.testing import CliRunner
    from kirana.cli import app
    shown = CliRunner().invoke(app, ["transcript", str(tmp_path), "--role", "manager", "--reasoning"]).output
    assert shown.count("manager's model reasoned in its office turn (think, 6,999 characters, shown cut):") == len(ends)
    assert shown.count("manager's model reasoned in its office turn (reasoning_content, 120 characters):") == len(ends)
    assert shown.index("(reasoning_content, 120") < shown.index("(think, 6,999") < shown.index("All stock looks fine")
    plain = CliRunner().invoke(app, ["transcript", str(tmp_path), "--role", "manager"]).output
    assert "reasoned" not in plain and plain.count("All stock looks fine; done for now.") == len(ends)


def test_a_tool_calls_reasoning_is_recorded_and_not_sent_back_with_the_call(tmp_path):
    def behave(role, body, n):
        if role != "manager":
            return None
        if body["messages"][-1]["role"] == "tool":                           # the read's result: sleep
            return 200, tool_calls(n, [("sleep", '{"minutes": 60}')], body["model"])
        answer = tool_calls(n, [("read_messages", "{}")], body["model"])
        answer["choices"][0]["message"].update(content="<think>PRIVATE-PLAN: inbox first</think>Checking the inbox.",
                                               reasoning_content="SERVER-PLAN")
        return 200, answer

    with StubServer(behave=behave) as server:
        run_episode(_wired(_scenario(days=1), server.url), tmp_path)
    events = _checked(tmp_path)
    kept = [(e["source"], e["text"]) for e in events if e["kind"] == "model_reasoning"]
    turns = sum(1 for e in events if e["kind"] == "turn_start" and e["role"] == "manager")
    assert kept == [("reasoning_content", "SERVER-PLAN"), ("think", "PRIVATE-PLAN: inbox first")] * turns
    later = [b for b in server.bodies if any(m["role"] == "tool" for m in b["messages"])]
    assert later
    for body in later:                                                       # the call goes back with its words
        sent = [m for m in body["messages"] if m["role"] == "assistant" and m.get("tool_calls")
                and m["tool_calls"][0]["function"]["name"] == "read_messages"]
        assert sent and sent[-1]["content"] == "Checking the inbox."     # (older calls, folded, lose their words)
        assert {m["content"] for m in sent} <= {"Checking the inbox.", None}
    assert not [b for b in server.bodies if "PRIVATE-PLAN" in json.dumps(b) or "SERVER-PLAN" in json.dumps(b)]
