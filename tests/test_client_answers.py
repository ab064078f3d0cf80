"""Answers servers send beyond the plain OpenAI shape (``agents.chat_answer``), over a local fake server
(127.0.0.1): content as a list of parts is read, junk is the model's unreadable answer said in one line naming the
field, usage that is not numbers counts as missing, and ``reasoning_content`` never enters the content (it is recorded in
a ``model_reasoning`` event, never sent back)."""
from __future__ import annotations

import asyncio
import json

import pytest
from autogen_core.models import SystemMessage, UserMessage

from agents.episode import RunStopped, run_episode
from agents.http_client import HttpChatCompletionClient, parse_response
from openai_stub import StubServer
from test_faults_matrix import _checked, _manager_turns, _scenario, _wired

BRIEF = [SystemMessage(content="You are the manager of a kirana."), UserMessage(content="hi", source="shop")]


def _answer(message: dict, **extra) -> dict:
    return {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", **message}}], **extra}


def _manager_answers(message: dict, **extra):
    """A fake server's ``behave``: the manager gets ``message`` on every request; the others play scripted."""
    return lambda role, body, n: (200, _answer(message, **extra)) if role == "manager" else None


def test_content_as_a_list_of_parts_is_its_text_parts_joined_over_the_wire():
    parts = [{"type": "text", "text": "Done for "}, {"type": "image_url", "image_url": {"url": "x"}},
             {"type": "text", "text": "this turn."}]
    with StubServer(behave=_manager_answers({"content": parts})) as server:
        result = asyncio.run(HttpChatCompletionClient("m", server.url).create(BRIEF))
    assert result.content == "Done for this turn." and result.finish_reason == "stop"


@pytest.mark.parametrize("message, line", [
    ({"content": 42}, "choices[0].message.content: a number (42); expected text or a list of "
                      '{"type": "text", "text": …} parts'),
    ({"content": None, "tool_calls": [{"id": "a", "type": "function"}]},
     "choices[0].message.tool_calls[0]: no 'function' object; expected "
     '{"function": {"name": …, "arguments": …}}'),
    ({"content": None, "tool_calls": {"function": {"name": "x"}}},
     "choices[0].message.tool_calls: an object; expected a list of tool calls "
     '[{"function": {"name": …, "arguments": …}}, …]'),
    ({"content": None, "tool_calls": ["sleep"]},
     'choices[0].message.tool_calls[0]: text ("sleep"); expected {"function": {"name": …, "arguments": …}}'),
    ({"content": None, "tool_calls": [{"function": "sleep"}]},
     "choices[0].message.tool_calls[0]: 'function' is text (\"sleep\"); expected "
     '{"function": {"name": …, "arguments": …}}'),
])
def test_a_malformed_answer_says_the_field_and_what_was_expected_in_one_line(message, line):
    with pytest.raises(ValueError) as err:
        parse_response(_answer(message))
    assert str(err.value) == line


@pytest.mark.parametrize("message", [{"content": 42}, {"content": None, "tool_calls": [{"id": "a"}]},
                                     {"content": None, "tool_calls": "sleep"}])
def test_junk_from_the_model_is_its_model_error_in_one_line_without_a_pydantic_dump(tmp_path, message):
    with StubServer(behave=_manager_answers(message)) as server, pytest.raises(RunStopped) as stop:
        run_episode(_wired(_scenario(days=1, retries=1), server.url), tmp_path)
        served = server.served
    said = str(stop.value)
    assert "\n" not in said and "pydantic" not in said and "validation error" not in said
    assert "failed after 2 attempts: unreadable answer: choices[0].message." in said
    events = _checked(tmp_path)
    errors = [e for e in events if e["kind"] == "model_error"]
    assert len(errors) == 1 and errors[0]["error"] == "unreadable answer" and errors[0]["role"] == "manager"
    assert "\n" not in errors[0]["message"] and errors[0]["message"].startswith("choices[0].message.")
    usage = json.loads((tmp_path / "checkpoints" / "day-001-turn.json").read_text())["usage"]["manager"]
    assert usage["model_errors"] == 1 and usage["retried"] == 1 and usage["calls"] == 0


def test_an_answer_with_usage_that_is_not_numbers_is_kept_and_its_usage_counted_missing(tmp_path):
    bad = _manager_answers({"content": "Done for this turn."}, usage={"prompt_tokens": "many", "completion_tokens": 3})
    with StubServer(behave=bad) as server:
        run_episode(_wired(_scenario(days=1), server.url), tmp_path)
    events = _checked(tmp_path)
    turns = _manager_turns(events)
    ends = [e for e in events if e["kind"] == "turn_end" and e["role"] == "manager"]
    assert len(turns) >= 1 and {e.get("said") for e in ends} == {"Done for this turn."}
    assert not [e for e in events if e["kind"] == "model_error"]
    manager = json.loads((tmp_path / "usage.json").read_text())["manager"]
    assert manager["calls"] == manager["calls_without_usage"] == len(ends)
    assert manager["prompt_tokens"] == manager["completion_tokens"] == 0
    assert manager["estimated_prompt_tokens"] > 0 and manager["estimated_completion_tokens"] > 0
    assert manager["model_errors"] == 0


@pytest.mark.parametrize("usage, counted", [({"prompt_tokens": 7, "completion_tokens": 2}, (7, 2)),
                                            ({"prompt_tokens": "7", "completion_tokens": 2.0}, (7, 2)),
                                            ({"prompt_tokens": "many"}, (0, 0)),
                                            ({"prompt_tokens": -1, "completion_tokens": 2}, (0, 0)),
                                            ({"prompt_tokens": True, "completion_tokens": 2}, (0, 0)),
                                            ([1, 2], (0, 0)), ("junk", (0, 0))])
def test_usage_reads_whole_numbers_and_counts_anything_else_as_missing(usage, counted):
    result = parse_response(_answer({"content": "ok"}, usage=usage))
    assert (result.usage.prompt_tokens, result.usage.completion_tokens) == counted and result.content == "ok"


def test_reasoning_content_is_kept_apart_from_the_content_and_recorded_on_its_own(tmp_path):
    text = parse_response(_answer({"content": "Done for this turn.", "reasoning_content": "I should rest."}))
    assert text.content == "Done for this turn." and text.thought == text.reasoning == "I should rest."
    listed = parse_response(_answer({"content": [{"type": "text", "text": "ok"}],
                                     "reasoning_content": [{"type": "text", "text": "hm"}]}))
    assert listed.content == "ok" and listed.thought == "hm"
    junk = parse_response(_answer({"content": "ok", "reasoning_content": 42}))   # never a reason to refuse
    assert junk.content == "ok" and junk.thought is None
    calls = parse_response(_answer({"content": "Checking.", "reasoning_content": "secret plan",
                                    "tool_calls": [{"id": "c1", "function": {"name": "read_messages",
                                                                            "arguments": "{}"}}]}))
    assert [c.name for c in calls.content] == ["read_messages"] and calls.thought == "Checking."
    assert calls.reasoning == "secret plan"

    with StubServer(behave=_manager_answers({"content": "Done for this turn.",
                                             "reasoning_content": "SECRET-REASONING " * 20})) as server:
        run_episode(_wired(_scenario(days=1), server.url), tmp_path)
    events = _checked(tmp_path)
    ends = [e for e in events if e["kind"] == "turn_end" and e["role"] == "manager"]
    assert ends and {e["said"] for e in ends} == {"Done for this turn."}
    kept = [e for e in events if "SECRET-REASONING" in json.dumps(e)]       # only in the researcher's event
    assert kept and {e["kind"] for e in kept} == {"model_reasoning"} and len(kept) == len(ends)
    assert {(e["source"], e["chars"], e["text"]) for e in kept} == {("reasoning_content", 340,
                                                                     "SECRET-REASONING " * 20)}
    assert not [b for b in server.bodies if "SECRET-REASONING" in json.dumps(b)]   # never sent back
    from scoring.model_turns import model_turn_scores
    from events.registry import parse_event
    assert model_turn_scores(map(parse_event, events))["reasoning_left_in"]["manager"] == 0
