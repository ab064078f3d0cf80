"""The same tool call written as text in different forms is one call for the loop rule (``agents.loops``).

A trial against a fake server found a model rotating between three text forms of one call — ``<tool_call>{…}</tool_call>``,
bare JSON and ``check_books()`` — that ran every turn to ``max_refused_calls_in_row`` (20 refused calls) with
``turns_looped`` 0: the Python form was keyed as ``{"raw": the answer}`` while the JSON forms were keyed as their
arguments (``{}``), so no five in a row were ever the same. Now every form is keyed by the name and the arguments it
parses to, and the fifth in a row ends the turn as ``turn_looped``. A local fake server (127.0.0.1) plays the manager
for one day."""
from __future__ import annotations

import pytest

from agents.loops import LOOP_REPEATS, loop_reason
from agents.text_calls import written_call
from fake_manager import LOOPED_TURN, manager_turns, played
from openai_stub import text_answer
from scoring import score_record

#: one call, check_books with no arguments, in the three forms the trial's server rotated through
FORMS = ['<tool_call>{"name":"check_books","arguments":{}}</tool_call>', '{"name":"check_books","arguments":{}}',
         "check_books()"]


def _rotating(forms: list[str]):
    """A fake server's ``behave``: the manager's n-th request (from 0, over the whole run) is answered with
    ``forms[n % len(forms)]``, whatever its context holds."""
    asked = []

    def behave(role, body, n):
        if role != "manager":
            return None
        asked.append(n)
        return 200, text_answer(n, forms[(len(asked) - 1) % len(forms)], body["model"])
    return behave


def test_one_call_rotated_through_three_text_forms_is_a_loop_each_turn(tmp_path):
    events, bodies = played(_rotating(FORMS), tmp_path)
    turns = manager_turns(events)
    assert len(turns) >= 3
    for t in turns:
        assert [e["kind"] for e in t] == LOOPED_TURN
        assert {e["args"]["raw"] for e in t[:LOOP_REPEATS - 1]} == set(FORMS)       # every form, none 5 times
        looped, forfeited = t[-3], t[-2]
        assert (looped["tool"], looped["args"], looped["repeats"]) == ("check_books", {}, LOOP_REPEATS)
        assert forfeited["reason"] == loop_reason("check_books") and forfeited["calls"] == LOOP_REPEATS
    assert len(bodies) == LOOP_REPEATS * len(turns)          # 5 requests a turn, not 20 (max_refused_calls_in_row)
    scores = score_record(events)
    assert scores["turns_looped"]["manager"] == len(turns) == scores["turns_forfeited"]["manager"]


def test_two_different_text_calls_alternating_are_no_loop(tmp_path):
    """check_books and read_messages alternating, each in a rotating form: never two alike in a row, so the turn
    runs to 20 refused calls in a row, not to a loop."""
    forms = ['<tool_call>{"name":"check_books","arguments":{}}</tool_call>', "read_messages()",
             "check_books()", '{"name": "read_messages", "arguments": {}}']
    events, _ = played(_rotating(forms), tmp_path)
    turns = manager_turns(events)
    assert turns
    for t in turns:
        assert not [e for e in t if e["kind"] == "turn_looped"]
        refused = [e for e in t if e["kind"] == "invalid_action"]
        assert [e["tool"] for e in refused] == ["check_books", "read_messages"] * (len(refused) // 2)
        assert len(refused) == 20 and "20 refused calls" in t[-2]["reason"]
    assert score_record(events)["turns_looped"]["manager"] == 0


@pytest.mark.parametrize("text, found", [
    ("check_books()", ("check_books", {})),
    ('{"name":"check_books","arguments":{}}', ("check_books", {})),
    ('<tool_call>{"name": "check_books", "arguments": "{}"}</tool_call>', ("check_books", {})),
    ("<function=check_books></function>", ("check_books", {})),
    ("Action: sleep(minutes=30)", ("sleep", {"minutes": 30})),
    ('sleep(minutes=30)', ("sleep", {"minutes": 30})),
    ("`set_price(item='rice-1kg', price_inr=52.5)`", ("set_price", {"item": "rice-1kg", "price_inr": 52.5})),
    ('send_message(to="S1", text="Namaste (ji)", urgent=true)',
     ("send_message", {"to": "S1", "text": "Namaste (ji)", "urgent": True})),
    ("set_price('rice-1kg', 52)", ("set_price", {"raw": "set_price('rice-1kg', 52)"})),   # by position: not read
    ("sleep(minutes=os.system('x'))", ("sleep", {"raw": "sleep(minutes=os.system('x'))"})),  # not a literal
    ("sleep(minutes=30", ("sleep", {"raw": "sleep(minutes=30"})),                            # never closed
], ids=["python empty", "bare JSON", "tagged, arguments as text", "function tag, empty", "ReAct", "python keyword",
        "fenced, quoted", "JSON literals, parenthesis in text", "positional", "not a literal", "unclosed"])
def test_each_form_is_read_as_the_name_and_the_arguments_it_parses_to(text, found):
    assert written_call(text, {"check_books", "sleep", "set_price", "send_message", "read_messages"}) == found


def test_another_roles_tool_written_the_python_way_is_a_call_written_as_text():
    """A cashier's model writing ``check_books()`` (the manager's tool) had its answer taken as words said, so a
    rotation of the three forms never looped (a new user's trial, twenty-sixth session): the guard reads a line calling
    any role's tool the Python way as a call written as text (``agents.safe_answer._EVERY_TOOL``)."""
    from agents.safe_answer import _EVERY_TOOL
    from roles.registry import REGISTRY
    cashier = set(REGISTRY["cashier"])
    assert "check_books" not in cashier and "check_books" in _EVERY_TOOL
    assert written_call("check_books()", cashier) is None
    for form in FORMS:
        assert written_call(form, cashier | _EVERY_TOOL) == ("check_books", {})
