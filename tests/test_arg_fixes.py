"""A malformed tool call is told the field and the fix (``roles.arg_hints``), for every role's tools.

A new user's trial (session 48, ``runs/malformed``): ``decide_khata {"grant": "yes"}`` was answered only "grant:
Input should be a valid boolean (got 'yes')", and arguments that were not JSON only with the parser's "Expecting
',' delimiter: line 1 column 39"; a probe of every role's tools with values of the wrong kind found 158 of 200
answered with pydantic's words alone."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from autogen_ext.models.replay import ReplayChatCompletionClient
from pydantic import ValidationError
from test_tools_bad_input import _until

from agents.guard import RoleModelClient
from engine.shop import Shop
from roles.arg_hints import hint
from roles.instructions import InstructionError, parse_instructions
from roles.registry import REGISTRY
from roles.toolbox import ToolBox
from scenarios import load_scenario

#: Values of the wrong kind for each kind of argument.
_WRONG = {bool: ["yes", 1, "true", None, "no"], int: ["ten", 3.5, "10", True, None, [3]],
          float: ["abc", "₹100", True, None, [1], "100"], str: [12, None, ["a"], {"a": 1}, True],
          list: ["R1, R2", [1, 2], "R1", {"R1": 1}]}
_RIGHT = {bool: True, int: 3, float: 100.0, str: "R1"}


def _kind(annotation) -> type:
    text = str(annotation)
    return next(k for k in (list, bool, int, float, str) if k.__name__ in text)


def _wrong_calls():
    for role, tools in REGISTRY.items():
        for name, spec in tools.items():
            fields = spec.args_model.model_fields
            sound = {k: _RIGHT[f.annotation] for k, f in fields.items() if f.is_required()}
            for field, info in fields.items():
                for value in _WRONG[_kind(info.annotation)]:
                    yield spec, {**sound, field: value}


def test_every_value_of_the_wrong_kind_for_every_tool_is_told_the_fix():
    told = untold = 0
    for spec, args in _wrong_calls():
        try:
            spec.args_model.model_validate(args)
            continue  # None for an optional argument
        except ValidationError as exc:
            err, *more = exc.errors()
        fix = hint(spec, err, more)
        told += bool(fix)
        untold += not fix
        assert fix.startswith("; send "), (spec.name, args, err["msg"])
    assert (told, untold) == (200, 0)  # 42 and 158 before


def test_a_word_for_yes_or_no_is_told_true_or_false_at_the_gate():
    shop = Shop(load_scenario(days=1))
    _until(shop, "cashier", "counter")
    box = ToolBox(shop)
    result = box.call("cashier", "decide_khata", {"grant": "yes"})
    assert result.error == ("grant: Input should be a valid boolean (got 'yes'); send true or false, without quotes "
                            '("yes" is true); e.g. decide_khata {"grant": true}')
    result = box.call("cashier", "decide_khata", {"grant": "nahi"})
    assert result.error.endswith('("nahi" is false); e.g. decide_khata {"grant": false}')
    assert shop.record.events[-1]["kind"] == "invalid_action" and shop.record.events[-1]["argument"] == "grant"


@pytest.mark.parametrize(("role", "tool", "args", "told"), [
    ("manager", "send_message", {"to": 12, "text": "x"},
     'send it as text, in quotes; e.g. send_message {"to": "S1", "text": "..."}'),
    ("manager", "sleep", {"minutes": 3.5},
     'send a whole number of minutes, 1–720, not 3.5 (no quotes, words or units); e.g. sleep {"minutes": 30}'),
    ("munshi", "report_books", {"sales_inr": 1, "till_inr": 1, "payables_inr": 0, "overdue_khata_customers": "R1, R2"},
     'send a list of ids as text, such as ["R3", "R12"] ([] for none), or leave it out; e.g. report_books '
     '{"sales_inr": <rupees>, "till_inr": <rupees>, "payables_inr": <rupees>, "overdue_khata_customers": ["R3", '
     '"R12"]}'),
    ("helper", "move_to_shelf", {"item": "rice", "quantity": None},
     'send a whole number (no quotes, words or units); e.g. move_to_shelf {"item": "...", "quantity": <units>}'),
    ("cashier", "report_sales", {"sales_inr": True},
     'send a plain number: digits and at most one decimal point (no quotes, ₹, commas or units); e.g. report_sales '
     '{"sales_inr": <rupees>}'),
])
def test_each_kind_of_argument_names_what_it_takes_and_a_call_to_copy(role, tool, args, told):
    spec = REGISTRY[role][tool]
    with pytest.raises(ValidationError) as exc:
        spec.args_model.model_validate(args)
    err, *more = exc.value.errors()
    assert hint(spec, err, more) == "; " + told


def _guard(role: str, tools: set[str]) -> RoleModelClient:
    return RoleModelClient(ReplayChatCompletionClient([]), role, tools, hooks=None,
                           settings=SimpleNamespace(max_answer_chars=10_000))


def test_arguments_that_are_not_one_json_object_are_told_to_send_one_with_an_example():
    guard = _guard("manager", {"send_message"})
    reason, parsed = guard._refusal("send_message", '{"to": "S1", "text": "Send 40 kg rice"')
    assert parsed is None
    assert reason == ("arguments are not JSON: Expecting ',' delimiter: line 1 column 39 (char 38); send one JSON "
                      'object of named arguments, e.g. send_message {"to": "S1", "text": "..."}')
    reason, _ = guard._refusal("send_message", '["S1", "Send 40 kg rice"]')
    assert reason == ("arguments are not a JSON object; send one JSON object of named arguments, e.g. send_message "
                      '{"to": "S1", "text": "..."}')
    shop = Shop(load_scenario(days=1))
    _until(shop, "helper", "floor")
    result = ToolBox(shop).call("helper", "set_plan", ["rice", 40])
    assert result.error == ("arguments: must be a JSON object of named arguments, got a list of 2 values; send one "
                            'JSON object of named arguments, e.g. set_plan {"item": "...", "shelf_units": <units>}')


def test_a_block_value_of_the_wrong_kind_is_told_the_kind_and_shown_a_block():
    catalogue = Shop(load_scenario(days=1)).catalogue
    with pytest.raises(InstructionError) as exc:
        parse_instructions('```shelf_plan\n{"items": {"rice": "lots"}}\n```', "helper", catalogue)
    assert str(exc.value) == ("shelf_plan.items.rice: Input should be a valid integer (got 'lots'); send a whole "
                              'number (no quotes, words or units); e.g. ```shelf_plan {"items": {"rice": <units>, '
                              '"milk-500ml": <units>}}```')
    with pytest.raises(InstructionError) as exc:
        parse_instructions('```credit\n{"refuse": ["R3"], "limit_inr": "2000"}\n```', "cashier", catalogue)
    assert str(exc.value).startswith("credit.limit_inr: Input should be a valid number (got '2000'); send a plain")
