"""``roles.tool_args.plain_args``: the usual call's arguments come out exactly as the tool's arguments model would
validate and dump them, and anything else is left to the model (None)."""
from __future__ import annotations

import itertools
import math

import pytest
from pydantic import ValidationError

from roles.registry import REGISTRY

SPECS = [spec for tools in REGISTRY.values() for spec in tools.values()]
VALUES = ["rice", "चावल", "", 0, 7, -3, 10 ** 12, True, False, None, 2.5, 3.0, float("nan"), float("inf"), [1], {"a": 1}]


def _validated(spec, args):
    try:
        return spec.args_model.model_validate(args).model_dump()
    except ValidationError:
        return "refused"


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: f"{s.role}.{s.name}")
def test_plain_arguments_are_what_the_model_gives(spec):
    if spec.plain_args is None:
        assert any(f.annotation not in (str, int, bool, float) for f in spec.args_model.model_fields.values())
        return
    fields = list(spec.args_model.model_fields)
    checked = 0
    for present in itertools.chain.from_iterable(itertools.combinations(fields, k) for k in range(len(fields) + 1)):
        for values in itertools.islice(itertools.product(VALUES, repeat=len(present)), 400):
            args = dict(zip(present, values))
            for extra in ({}, {"bogus": 1}):
                call = {**args, **extra}
                fast = spec.plain_args(dict(call))
                want = _validated(spec, dict(call))
                if fast is not None:
                    assert want != "refused", (call, fast)
                    assert list(fast) == list(want) and fast == want, (call, fast, want)
                    assert [type(v) for v in fast.values()] == [type(v) for v in want.values()]
                    checked += 1
    assert checked > 0


def test_a_plain_call_passes_without_the_model():
    spec = REGISTRY["manager"]["set_price"]
    assert spec.plain_args({"item": "rice-1kg", "price_inr": 55}) == {"item": "rice-1kg", "price_inr": 55.0}
    assert spec.plain_args({"item": "rice-1kg", "price_inr": math.nan}) is None   # the model words the refusal
    assert spec.plain_args({"item": "rice-1kg", "price_inr": True}) is None
    assert spec.plain_args({"item": "rice-1kg"}) is None
