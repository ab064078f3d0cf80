"""Answers that are valid JSON but not a chat completion are the model's failure, in one line naming what was wrong.

No ``choices``, ``choices: []``, ``"message": null`` and a tool call without a name cannot be acted on: each try is a
``model_retried`` and the last a ``model_error`` whose message names the field (before: "the server's answer holds
no choice: {…}" for all three of the first, naming no field; ``tests/test_model_retried.py`` has the retries); with ``skip_turn`` the turn is forfeited and scored in
``model_errors`` and ``turns_forfeited``. What can be read is read (docs/models.md, Faults): ``content`` as a list of text
parts is its text, tool-call ``arguments`` as a JSON object are that object. A tool call cut off by the server's
token limit (``finish_reason: "length"``, arguments left half-written) is one ``invalid_action`` that says it was cut
off (before: only "arguments are not JSON"). A local fake server (127.0.0.1) plays the manager for one day."""
from __future__ import annotations

import pytest

from agents.chat_answer import parse_response
from agents.hooks import CUT_OFF_NOTE
from agents.episode import run_episode
from events.record import read_record
from openai_stub import StubServer, text_answer, tool_calls
from scoring import score_record
from test_faults_matrix import _scenario, _wired


def _choice(message, finish="stop") -> dict:
    return {"id": "x", "object": "chat.completion", "model": "fake",
            "choices": [{"index": 0, "finish_reason": finish, "message": message}]}


NO_CHOICES = {"id": "x", "object": "chat.completion", "model": "fake"}
EMPTY = {"id": "x", "object": "chat.completion", "choices": []}
NULL_MESSAGE = _choice(None)
NO_NAME = _choice({"role": "assistant", "tool_calls": [{"id": "a", "function": {"arguments": "{}"}}]}, "tool_calls")
PARTS = _choice({"role": "assistant", "content": [{"type": "text", "text": "Done, "}, {"type": "text", "text": "ji."}]})
OBJECT_ARGS = _choice({"role": "assistant", "content": None, "tool_calls": [
    {"id": "b", "type": "function", "function": {"name": "sleep", "arguments": {"minutes": 5}}}]}, "tool_calls")
CUT = _choice({"role": "assistant", "content": None, "tool_calls": [
    {"id": "c", "type": "function", "function": {"name": "set_price", "arguments": '{"item": "rice-1kg", "pri'}}]},
    "length")

LINES = {
    "no choices": (NO_CHOICES, "choices: missing, the server's answer holds no choice; expected a list of choices "
                   '[{"message": {"role": "assistant", "content": …}}] (the answer\'s keys: id, object, model)'),
    "choices []": (EMPTY, "choices: an empty list, the server's answer holds no choice;"),
    "message null": (NULL_MESSAGE, 'choices[0].message: null, no message object; expected {"message": {"role": '
                     '"assistant", "content": …}} in choices[0]'),
    "no name": (NO_NAME, "choices[0].message.tool_calls[0].function.name: missing or null; expected the tool's name "
                "as text"),
}


@pytest.mark.parametrize("case", list(LINES))
def test_each_answer_that_is_not_a_completion_says_the_field_in_one_line(case):
    answer, line = LINES[case]
    with pytest.raises(ValueError) as err:
        parse_response(answer)
    assert str(err.value).startswith(line) and "\n" not in str(err.value)


def _a_day_answered(tmp_path, answers: list[dict], bodies: list | None = None) -> list[dict]:
    """The record of a one-day run whose manager is answered ``answers`` first (each a whole completion body, in
    order), then "Theek hai." after a tool result and ``go_home`` otherwise; staff are scripted. ``bodies``, when
    given, receives each request body the manager's server was sent."""
    answers = list(answers)

    def behave(role, body, n):
        if role != "manager":
            return None
        if bodies is not None:
            bodies.append(body)
        if answers:
            return 200, answers.pop(0)
        if body["messages"][-1]["role"] == "tool":
            return 200, text_answer(n, "Theek hai.", body["model"])
        return 200, tool_calls(n, [("go_home", "{}")], body["model"])

    scenario = _scenario(days=1, retries=0, on_model_error="skip_turn", stop_after_failures_in_row=100)
    with StubServer(behave=behave) as server:
        run_episode(_wired(scenario, server.url), tmp_path)
    return read_record(tmp_path / "record.jsonl")


def test_a_day_of_answers_that_are_not_completions_is_recorded_and_scored_never_a_crash(tmp_path):
    events = _a_day_answered(tmp_path, [NO_CHOICES, EMPTY, NULL_MESSAGE, NO_NAME, PARTS, OBJECT_ARGS, CUT])
    mine = [e for e in events if e.get("role") == "manager" and e["kind"] not in ("turn_start", "staff_message")]
    errors = [e for e in mine if e["kind"] == "model_error"]
    assert [e["message"].split(",")[0] for e in errors] == [
        "choices: missing", "choices: an empty list", "choices[0].message: null",
        "choices[0].message.tool_calls[0].function.name: missing or null; expected the tool's name as text"]
    assert all(e["error"] == "unreadable answer" and e["attempts"] == 1 for e in errors)
    ends = [e for e in mine if e["kind"] == "turn_end"]
    assert [e.get("said") for e in ends[:5]] == [None] * 4 + ["Done, ji."]  # (forfeits: the guard's words)
    assert [(e["tool"], e["args"]) for e in mine if e["kind"] == "tool_call"][0] == ("sleep", {"minutes": 5})
    cut = [e for e in mine if e["kind"] == "invalid_action"]
    assert len(cut) == 1 and cut[0]["tool"] == "set_price" and cut[0]["error"].startswith(
        "the answer was cut off at the server's token limit (finish_reason \"length\"): arguments are not JSON")
    scores = score_record(events)
    assert scores["model_errors"]["manager"] == 4 and scores["turns_forfeited"]["manager"] == 4
    assert scores["invalid_actions_per_day"]["manager"] == 1


def test_an_answer_cut_off_at_the_token_limit_says_so_in_its_turn_end_and_the_scores(tmp_path):
    """A new user's trial (session 51): a server answering "" with ``finish_reason: "length"`` (a reasoning model's
    budget spent before it wrote a word) counted a day of turns ended in words, "" each, and nothing in the record
    said the answers had been cut off."""
    bodies: list[dict] = []
    events = _a_day_answered(tmp_path, [_choice({"role": "assistant", "content": ""}, "length"),
                                        _choice({"role": "assistant", "content": "Theek hai, kal dekh"}, "length")],
                             bodies)
    ends = [e for e in events if e["kind"] == "turn_end" and e["role"] == "manager"]
    assert [(e.get("said"), e.get("cut_off")) for e in ends[:3]] == [
        ("", True), ("Theek hai, kal dekh", True), (None, None)]   # then a turn go_home ended: nothing cut
    assert not any(e.get("cut_off") for e in ends[2:])
    scores = score_record(events)
    assert scores["turns_ended_cut_off"]["manager"] == 2
    assert scores["turns_ended_in_words"]["manager"] >= 2
    # the model is told at the top of the brief after each cut answer (it had not been: session 51)
    told = [sum(CUT_OFF_NOTE in str(m.get("content")) for m in b["messages"]) for b in bodies]
    assert told[:3] == [0, 1, 1]  # each brief shows its own turn: the note heads the brief after each cut answer
