"""A tool call written the ReAct way, or as JSON in any of the shapes models use, is a call written as text.

A researcher's month against weak fake models (session 54's trial) found ``Thought: I should read my e-mails.\\nAction:
read_messages\\nAction Input: {}`` ending the manager's turn as words (``turn_end.said``): neither run nor refused, so
the model was never told, and 17/14/11 manager turns of the month (en/hi/hinglish) were lost so, while ``Action:
read_messages()`` was refused and the model asked again. Now the ReAct form with or without ``Thought:`` and an
``Action Input:`` line, and JSON calls after a sentence or in the LangChain/OpenAI shapes (``{"action": …,
"action_input": …}``, ``{"function": {…}}``), are answered as every text call is (``agents.safe_answer``): one
``invalid_action``, the model asked again in the turn with the reason. A local fake server (127.0.0.1) plays the
roles for one day."""
from __future__ import annotations

import json

import pytest

from agents.safe_answer import _EVERY_TOOL, TEXT_CALL_REASON
from agents.text_calls import text_tool_call, written_call
from events.record import read_record
from fake_manager import manager_turns, played, quiet_month
from kirana.runs import with_role_models
from openai_stub import StubServer, text_answer
from roles.registry import REGISTRY

REACT_READ = "Thought: I should read my e-mails.\nAction: read_messages\nAction Input: {}"
REACT_SEND = 'Thought: order rice.\nAction: send_message\nAction Input: {"to": "S1", "text": "Please send 40 kg rice."}'


@pytest.mark.parametrize("text, found", [
    (REACT_READ, ("read_messages", {})),
    (REACT_SEND, ("send_message", {"to": "S1", "text": "Please send 40 kg rice."})),
    ("Action: read_messages\nAction Input: {}", ("read_messages", {})),                  # without Thought
    ("Action: read_messages", ("read_messages", {})),                                    # no input line
    ("**Action:** `sleep`\n**Action Input:** {\"minutes\": 30}", ("sleep", {"minutes": 30})),   # markdown
    ('Action: sleep\nAction Input: "{\\"minutes\\": 30}"', ("sleep", {"minutes": 30})),      # input as JSON text
    ("Action: sleep\nAction Input: ```json\n{\"minutes\": 30}\n```", ("sleep", {"minutes": 30})),
    ("कार्रवाई: read_messages\nAction Input: {}", ("read_messages", {})),
    ("Action: sleep\nAction Input: minutes=30", ("sleep", {"raw": "Action: sleep\nAction Input: minutes=30"})),
    ('I will read my mail: {"name": "read_messages", "arguments": {}}', ("read_messages", {})),  # after a sentence
    ('{"action": "send_message", "action_input": {"to": "S1", "text": "40 kg rice"}}',
     ("send_message", {"to": "S1", "text": "40 kg rice"})),                                      # LangChain JSON
    ('```json\n{"action": "sleep", "action_input": {"minutes": 30}}\n```', ("sleep", {"minutes": 30})),
    ('{"tool": "check_books", "args": {}}', ("check_books", {})),
    ('{"type": "function", "function": {"name": "sleep", "arguments": "{\\"minutes\\": 5}"}}', ("sleep", {"minutes": 5})),
    ('{"tool_calls": [{"function": {"name": "go_home", "arguments": "{}"}}]}', ("go_home", {})),
], ids=["react with thought", "react send_message", "react without thought", "action alone", "markdown",
        "input as JSON text", "input fenced", "hindi label", "input not JSON", "json after a sentence", "langchain",
        "langchain fenced", "tool/args", "openai function", "openai tool_calls"])
def test_each_text_form_is_read_as_the_tool_and_the_arguments_written(text, found):
    assert written_call(text, set(_EVERY_TOOL)) == found
    assert text_tool_call(text, set(_EVERY_TOOL)) == found[0]


@pytest.mark.parametrize("text", [
    "Thought: nothing more to do today.\nFinal Answer: the shop is in order.",
    "My next action: read_messages later, after lunch.",          # a tool named inside a sentence, not a line's value
    "Action: none",                                                # no tool
    "Action: restock the shelves",
    '{"name": "chawal", "rice": 10}',                              # data, no tool named
    'Prices: {"rice-1kg": 50, "action": "raise"}',
    '```strategy\n{"macro": "x", "actions": [{"action": "send_message", "to": "S1"}],}\n```',  # a step, not a call
    "Done for today. I read my messages and went home.",
])
def test_words_that_only_name_or_resemble_a_call_are_no_call(text):
    assert written_call(text, set(_EVERY_TOOL)) is None


@pytest.mark.parametrize("text, tool", [(REACT_READ, "read_messages"), (REACT_SEND, "send_message"),
                                        ('{"action": "read_messages", "action_input": {}}', "read_messages")],
                         ids=["react read", "react send", "langchain json"])
def test_a_react_call_is_refused_in_the_turn_and_the_model_asked_again(tmp_path, text, tool):
    """The trial's answers: one ``invalid_action`` (the answer kept as ``raw``), the model asked again with the
    reason as the call's result, and only its next answer ("Done for now.") ends the turn."""
    def behave(role, body, n):
        if role != "manager":
            return None
        if body["messages"][-1]["role"] == "tool":
            return 200, text_answer(n, "Done for now.", body["model"])
        return 200, text_answer(n, text, body["model"])

    events, bodies = played(behave, tmp_path)
    turns = manager_turns(events)
    assert turns
    for t in turns:
        assert [(e["kind"], e.get("tool")) for e in t] == [("invalid_action", tool), ("turn_end", None)]
        assert t[0]["args"] == {"raw": text} and t[0]["error"] == TEXT_CALL_REASON
        assert t[-1]["said"] == "Done for now."
    assert not [e for e in events if e["kind"] == "tool_call" and e.get("role") == "manager"]  # nothing was done
    assert len(bodies) == 2 * len(turns)
    told = [m["content"] for m in bodies[1]["messages"] if m["role"] == "tool"]
    assert json.loads(told[-1])["error"] == TEXT_CALL_REASON


#: one ReAct call of each role's own tool, without arguments
REACT_BY_ROLE = {"manager": "check_books", "cashier": "read_register", "helper": "look_at_shelves",
                 "munshi": "count_till"}


def test_every_role_has_a_react_call_refused_and_is_asked_again(tmp_path):
    """All four roles served by the fake server, each answering its turn's first request with a ReAct call of one
    of its tools and the next with words: each role's turns record that call refused, then the words."""
    assert all(tool in REGISTRY[role] for role, tool in REACT_BY_ROLE.items())

    def behave(role, body, n):
        if body["messages"][-1]["role"] == "tool":
            return 200, text_answer(n, "Done for now.", body["model"])
        return 200, text_answer(n, f"Thought: first things first.\nAction: {REACT_BY_ROLE[role]}\nAction Input: {{}}",
                                body["model"])

    with StubServer(behave=behave) as server:
        from agents.episode import run_episode
        run_episode(with_role_models(quiet_month(1), [f"{r}=openai:fake@{server.url}" for r in REACT_BY_ROLE]),
                    tmp_path)
    events = read_record(tmp_path / "record.jsonl")
    for role, tool in REACT_BY_ROLE.items():
        refused = [e for e in events if e["kind"] == "invalid_action" and e.get("role") == role]
        ends = [e for e in events if e["kind"] == "turn_end" and e.get("role") == role]
        assert refused and ends, role
        assert {e["tool"] for e in refused} == {tool} and {e["error"] for e in refused} == {TEXT_CALL_REASON}
        assert {e.get("said") for e in ends} == {"Done for now."}, role   # no turn ended on the ReAct text
