"""A study's results.csv has the same columns in the same order whether or not a run was resumed (docs/studies.md):
a new user's trial (session 53) found 633 columns after a resume against 625 without — six
``*.discarded_on_resume.estimated_cost_usd`` only after it — and ``usage.manager.estimate_note`` moved before
``cost_usd`` (``scoring.kept_usage`` had put the kept costs back last)."""
from __future__ import annotations

from kirana.study_resumed import discards_zero_filled
from scoring.flat import flat_row
from scoring.kept_usage import kept_usage


def _usage(resumed: bool) -> dict:
    role = {"model": "openai:fake-model@http://127.0.0.1:1/v1", "calls": 40, "prompt_tokens": 9000,
            "completion_tokens": 900, "calls_without_usage": 3, "estimated_prompt_tokens": 700,
            "estimated_completion_tokens": 60, "cost_usd": None, "estimated_cost_usd": 0.0021,
            "estimate_note": "counted offline"}
    if resumed:
        role["discarded_on_resume"] = {"calls": 4, "prompt_tokens": 800, "completion_tokens": 80,
                                       "calls_without_usage": 1, "estimated_prompt_tokens": 70,
                                       "estimated_completion_tokens": 6, "cost_usd": None,
                                       "estimated_cost_usd": 0.0002, "note": "thrown away"}
        role["kept_record"] = {"calls": 36, "prompt_tokens": 8200, "completion_tokens": 820, "calls_without_usage": 2,
                               "estimated_prompt_tokens": 630, "estimated_completion_tokens": 54, "cost_usd": None,
                               "estimated_cost_usd": 0.0019}
    return {"manager": role}


def _row(seed: int, resumed: bool) -> dict:
    return {"run_id": f"r{seed}", **flat_row({"profit_inr": 100.0 + seed, "usage": kept_usage(_usage(resumed))})}


def test_the_kept_usage_keeps_usage_jsons_order():
    kept = kept_usage(_usage(True))["manager"]
    assert list(kept) == [k for k in _usage(True)["manager"] if k != "kept_record"]
    assert kept["estimated_cost_usd"] == 0.0019 and kept["calls"] == 36


def test_a_resumed_run_adds_no_column_and_moves_none():
    never = discards_zero_filled([_row(s, False) for s in range(3)])
    once = discards_zero_filled([_row(0, False), _row(1, True), _row(2, False)])
    columns = list(dict.fromkeys(k for r in never for k in r))
    assert columns == list(dict.fromkeys(k for r in once for k in r))
    assert "usage.manager.discarded_on_resume.estimated_cost_usd" in columns
    assert never[0]["usage.manager.discarded_on_resume.estimated_cost_usd"] == 0.0
    assert once[1]["usage.manager.discarded_on_resume.estimated_cost_usd"] == 0.0002
