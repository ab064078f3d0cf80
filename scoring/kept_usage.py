"""A resumed run's model usage as an uninterrupted run shows it, and the resumes its record holds.

``usage.json`` counts every request the servers answered and billed, the requests a resume threw away (a partial
day asked again) among them, under ``discarded_on_resume`` (``agents.run_usage``). Those are the spend, not the
run: a study differenced them between languages as if they were the language's effect (a new user's trial, session
43: two en runs stopped by SIGTERM and resumed read "hi − en −15.5 calls, −62,392 prompt tokens" and "26 of 339
scores differ between languages", against 6 of 323 for the same study uninterrupted).

- ``kept_usage(usage)``: ``usage.json`` with each role's figures those of the kept record (the month's one path,
  what an uninterrupted run's ``usage.json`` says): ``calls``, the tokens, ``calls_without_usage``, the estimates,
  ``timed_out_prompt_tokens`` net of ``discarded_on_resume``, and ``cost_usd`` / ``estimated_cost_usd`` those of
  the kept requests (``usage.json``'s ``kept_record``, written since session 43; for an older one, the billed cost
  less the discarded cost, rounded to 6 places). ``discarded_on_resume`` stays beside them, no longer among them
  (what the servers billed is the two together: ``usage.json`` itself). A role with nothing discarded is unchanged. Units as
  ``usage.json``'s: counts, tokens, US dollars.
- ``resumes(events)``: the record's ``run_resumed`` events, each as ``{"from_day", "checkpoint", "turn",
  "discarded_calls", "discarded_failed_requests"}`` in record order, with the earlier resumes an event carries
  (``earlier_resumes``: a later resume went back past their events) before it; [] for a month played straight
  through, and for a month of scripted players alone, whose resume replays byte for byte and records nothing.
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.staff import RunResumed
from scoring._common import typed

__all__ = ["kept_usage", "resumes", "KEPT_COUNTS", "DISCARDED_NOTE"]

#: The counts of a role's ``usage.json`` that also hold the requests resumes threw away.
KEPT_COUNTS = ("calls", "prompt_tokens", "completion_tokens", "calls_without_usage", "estimated_prompt_tokens",
               "estimated_completion_tokens", "timed_out_prompt_tokens", "stopped_prompt_tokens")
#: What ``discarded_on_resume`` is, beside the kept record's figures.
DISCARDED_NOTE = ("the requests of the partial days (or turns) that resumes threw away and asked again: the server "
                  "answered and billed them (calls.discarded.jsonl), but they are not in the figures beside this, "
                  "which are the kept record's (as an uninterrupted run shows them); usage.json's totals include them")


def _kept_role(u: dict) -> dict:
    """One role's ``usage.json`` entry with its figures those of the kept record (see the module docstring)."""
    gone = u.get("discarded_on_resume")
    if not gone:
        return u
    kept = u.get("kept_record")
    out = {k: v for k, v in u.items() if k != "kept_record"}
    for key in KEPT_COUNTS:
        if key in u:
            out[key] = kept[key] if kept and key in kept else u[key] - int(gone.get(key) or 0)
    for key in ("cost_usd", "estimated_cost_usd"):
        if kept is not None:  # written by the run: exact
            out.pop(key, None)
            if key in kept:
                out[key] = kept[key]
        elif key in u:  # an older usage.json: the billed cost less the discarded one
            less = gone.get(key) if gone.get(key) is not None or key == "cost_usd" else gone.get("cost_usd")
            out[key] = None if u[key] is None or less is None else round(u[key] - less, 6)
    out["discarded_on_resume"] = {**gone, "note": DISCARDED_NOTE}
    order = [k for k in u if k in out]  # the keys in usage.json's order, as an unresumed run's: the study's columns
    return {**{k: out[k] for k in order}, **{k: v for k, v in out.items() if k not in order}}  # stay in place


def kept_usage(usage: dict | None) -> dict | None:
    """``usage.json`` (as a dict {role: {...}, "renderer": {...}}) with every role's figures the kept record's;
    None stays None. See the module docstring."""
    if not usage:
        return usage
    return {role: (_kept_role(u) if isinstance(u, dict) and role != "renderer" else u) for role, u in usage.items()}


def _resume(e: dict) -> dict:
    return {k: e.get(k) for k in ("from_day", "checkpoint", "turn", "discarded_calls", "discarded_failed_requests")}


def resumes(events: Iterable[dict | Event]) -> list[dict]:
    """The record's resumes, oldest first (see the module docstring): each ``run_resumed`` event's
    ``earlier_resumes`` (those whose own events it cut away), then the event itself."""
    out = []
    for e in typed(events, (RunResumed,)):
        out += [_resume(x) for x in e.earlier_resumes]
        out.append(_resume(e.model_dump()))
    return out
