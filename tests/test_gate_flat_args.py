"""The gate's quick bounds check (roles.arg_bounds._flat_and_plain) finds fine only what the full walk finds fine
(session 36: it now takes non-ASCII text UTF-8 can hold and finite numbers within bounds, which took the walk)."""
import math

import pytest

import roles.arg_bounds as bounds

CASES = [
    {"text": "Total ₹230 hua.\n```bill {\"total_inr\": 230}```"}, {"text": "कुल ₹230 हुए।"},
    {"text": "bad \ud800 surrogate"}, {"text": "x" * (bounds.MAX_TEXT_CHARS + 1)},
    {"text": "₹" * bounds.MAX_TEXT_CHARS}, {"price_inr": 41.5}, {"price_inr": -3.25, "sku": "rice-1kg"},
    {"price_inr": math.nan}, {"price_inr": math.inf}, {"price_inr": -math.inf}, {"price_inr": 1e13},
    {"qty": bounds.MAX_NUMBER}, {"qty": bounds.MAX_NUMBER + 1}, {"grant": True}, {"note": None},
    {"items": [{"sku": "rice-1kg"}]}, {f"k{i}": "₹1" for i in range(70)},
]


@pytest.mark.parametrize("args", CASES)
def test_the_quick_check_agrees_with_the_walk(args, monkeypatch):
    quick = bounds.bounds_problem(args)
    monkeypatch.setattr(bounds, "_flat_and_plain", lambda a: False)
    assert quick == bounds.bounds_problem(args)


def test_the_usual_non_ascii_and_number_calls_take_the_quick_check():
    for args in ({"text": "कुल ₹230 हुए।"}, {"price_inr": 41.5}, {"sales_inr": 12345.75, "note": "ठीक"}):
        assert bounds._flat_and_plain(args)
    for args in ({"text": "\ud800"}, {"price_inr": math.nan}, {"price_inr": 1e13}):
        assert not bounds._flat_and_plain(args)
