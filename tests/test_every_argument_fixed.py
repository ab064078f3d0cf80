"""A call with several arguments at fault is told every one of them, each with its fix in the shop's words, in one
reply, and the record keeps that reply (``roles.arg_hints.call_fix``).

A new user's trial (session 48): a malformed call with two wrong fields was told the fix of the first and only
pydantic's words for the second ("; also shelf_units: Input should be a valid integer, unable to parse string as an
integer"), and the model failed again on the second.
"""
from __future__ import annotations

import itertools
import json
import re

import pytest
from pydantic import ValidationError
from test_tools_bad_input import _until

from engine.shop import Shop
from events.record import EventRecord, read_record
from roles.arg_hints import call_fix
from roles.registry import REGISTRY
from roles.toolbox import ToolBox
from scenarios import load_scenario

#: A value of the wrong kind for each kind of argument (none of them read as the right kind by strict validation).
_WRONG = {bool: "perhaps", int: "ten", float: "forty rupees", str: 12}
_RIGHT = {bool: True, int: 3, float: 40.0, str: "R1"}


def test_two_wrong_fields_in_one_call_are_each_told_their_fix_and_the_record_keeps_the_reply(tmp_path):
    shop = Shop(load_scenario(days=1), EventRecord(tmp_path / "record.jsonl"))
    _until(shop, "helper", "floor")
    box = ToolBox(shop)
    result = box.call("helper", "set_plan", {"item": ["rice"], "shelf_units": "forty"})
    assert not result.ok
    assert result.error == ("item: send it as text, in quotes (got ['rice']); shelf_units: send a whole number (no "
                            'quotes, words or units) (got \'forty\'); e.g. set_plan {"item": "...", "shelf_units": '
                            "<units>}")
    fixed = box.call("helper", "set_plan", {"item": "rice", "shelf_units": 40})  # the example, filled in
    assert fixed.ok, fixed.error
    shop.record.close()
    refused = [e for e in read_record(shop.record.path) if e["kind"] == "invalid_action"]
    assert len(refused) == 1                              # one call, one refusal
    assert refused[0]["error"] == result.error            # the record holds the whole reply the model read
    assert refused[0]["argument"] == "item" and refused[0]["args"] == {"item": ["rice"], "shelf_units": "forty"}


def test_a_missing_field_beside_a_wrong_one_and_a_name_the_tool_lacks_are_all_told(tmp_path):
    shop = Shop(load_scenario(days=1))
    _until(shop, "manager", "office")
    error = ToolBox(shop).call("manager", "set_price", {"price_inr": "₹41", "colour": "red"}).error
    assert error == ("item: missing, send sku or any name the catalogue gives the item (Hindi, Hinglish, aliases), "
                     'e.g. "rice-1kg", "rice", "chawal"; "basmati" too is rice-1kg, the shop\'s one rice; price_inr: '
                     "send a plain number: digits and at most one decimal point (no quotes, ₹, commas or units) (got "
                     "'₹41'); colour: not an argument of set_price (it takes item, price_inr); e.g. set_price "
                     '{"item": "rice-1kg", "price_inr": <rupees>}')


def _pairs():
    for role, tools in REGISTRY.items():
        for name, spec in tools.items():
            fields = spec.args_model.model_fields
            kinds = {f: next(k for k in (bool, int, float, str) if k is info.annotation or k.__name__ in
                             str(info.annotation).split(" | ")) for f, info in fields.items()
                     if "list" not in str(info.annotation)}
            for a, b in itertools.combinations(kinds, 2):
                sound = {f: _RIGHT[k] for f, k in kinds.items() if fields[f].is_required()}
                yield spec, {**sound, a: _WRONG[kinds[a]], b: _WRONG[kinds[b]]}, (a, b)


def test_every_pair_of_wrong_fields_of_every_tool_names_both_with_a_fix_in_the_shop_s_words():
    seen = 0
    for spec, args, (a, b) in _pairs():
        with pytest.raises(ValidationError) as exc:
            spec.args_model.model_validate(args)
        argument, told = call_fix(spec, exc.value.errors(), args)
        text = f"{argument}: {told}"
        assert argument == a, (spec.name, text)
        assert text.startswith(f"{a}: send ") and f"; {b}: send " in text, (spec.name, text)
        assert "Input should" not in text and "also" not in text, (spec.name, text)   # no pydantic words
        example = text.rsplit("; e.g. ", 1)[1]
        assert example.startswith(spec.name + " "), text
        body = json.loads(re.sub(r"<(rupees|units|number|percent)>", "1", example[len(spec.name) + 1:]))
        assert spec.args_model.model_validate(body)           # the call to copy, filled in, is sound
        seen += 1
    assert seen == 25  # report_books' six plain arguments (15 pairs) and one pair in each of ten other tools
