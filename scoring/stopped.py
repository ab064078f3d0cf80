"""A run that stopped: its record begins with ``run_start`` and ends without ``run_end`` (the shop writes ``run_end``
once the last day has closed). A model server that failed after its retries stops a group-chat run inside a turn
(``agents.episode``), the ``model_error`` event (``policy`` ``stop``) last in the record; the run can be resumed.

- ``run_stopped``: null for a finished run; for a stopped one, ``day`` (the simulated day the record ends in),
  ``days_closed`` (the days scored), ``reason`` (one line: the role, its model server, what failed — from that
  ``model_error``, with the failures in a row when ``stop_after_failures_in_row`` stopped a ``skip_turn`` role
  ("failed 6 times in a row: stop_after_failures_in_row stops …; the last request failed after 1 attempt (timeout:
  …)": a new user's trial, session 43,
  read only the last timeout, as if one timeout had stopped a skip_turn run) — or, with none, that the record ends
  without one: killed, or an error that is not a model's; ``kirana.runs.write_scores`` adds whether the folder has
  an ``error.log`` saying how) and ``model_error`` (its ``role``, ``url``, ``status``, ``error``,
  ``message``, ``attempts``, ``rate_limit_waits`` (the Retry-After waits besides the attempts: "failed after 2
  attempts and 20 rate-limit waits, 22 requests in all"), ``failures_in_row`` (0 but for that rule), ``turn``;
  null when no model error stopped the run).

A stopped run is scored for its closed days (``closed_part``): the events through the last ``day_close`` — those of
the day it stopped in are left out, as they would be counted with the rest of that day once it is resumed — and,
when no day closed, the opening alone (money scores are then null: there is no close to measure at).
"""
from __future__ import annotations

from events.base import Event
from events.staff import ModelError, ToolCall, TurnStart, failed_after
from events.world import DayClose, DayStart, RunEnd, RunStart

__all__ = ["run_stopped", "closed_part", "KILLED_OR_FAILED"]

#: The end of the reason of a stop no model error made; ``kirana.runs.write_scores`` replaces it with which it was.
KILLED_OR_FAILED = "the run was killed, or failed otherwise"


def closed_part(events: list[Event]) -> list[Event]:
    """The events of the closed days: through the last ``day_close``; with none, those before the first
    ``day_start`` (the opening: ``run_start``, suppliers, regulars, stock, ``net_worth_open``)."""
    last = max((i for i, e in enumerate(events) if type(e) is DayClose), default=None)
    if last is not None:
        return events[:last + 1]
    first = next((i for i, e in enumerate(events) if type(e) is DayStart), len(events))
    return events[:first]


def _stopping_error(events: list[Event]) -> ModelError | None:
    """The ``model_error`` with policy ``stop`` that ended the record: the last one, with no tool call, turn started
    or day closed after it (an earlier stop, resumed, is not the reason the record ends now)."""
    for e in reversed(events):
        if type(e) is ModelError and e.policy == "stop":
            return e
        if type(e) in (ToolCall, TurnStart, DayClose):
            return None
    return None


def run_stopped(events: list[Event]) -> dict | None:
    """Whether and why the run stopped (see the module docstring): None for a finished run's record (one with
    ``run_end``) or a record with no ``run_start`` (not a run's: a hand-made one), else the dict described there."""
    if not events or type(events[0]) is not RunStart or any(type(e) is RunEnd for e in events):
        return None
    error = _stopping_error(events)
    days_closed = sum(type(e) is DayClose for e in events)
    day = events[-1].day
    if error is not None:
        status = f"HTTP {error.status}" if error.status != "" else error.error
        in_row = (f" {error.failures_in_row} times in a row: stop_after_failures_in_row stops a skip_turn role's "
                  f"run (the earlier failures forfeited their turns), to resume when the server is back; the last "
                  f"request failed" if error.failures_in_row else "")
        reason = (f"the {error.role}'s model at {error.url} failed{in_row} after "
                  f"{failed_after(error.attempts, error.rate_limit_waits)} ({status}: {error.message}) on day {error.day}"
                  f"{f', in its {error.turn} turn' if error.turn else ''}")
        detail = {"role": error.role, "url": error.url, "status": error.status, "error": error.error,
                  "message": error.message, "attempts": error.attempts, "rate_limit_waits": error.rate_limit_waits,
                  "failures_in_row": error.failures_in_row, "turn": error.turn}
    else:
        reason = (f"the record ends on day {day} without run_end and no model error stopped it: "
                  f"{KILLED_OR_FAILED}")  # (kirana.runs.write_scores says which: it sees the folder's error.log)
        detail = None
    return {"day": day, "days_closed": days_closed, "reason": reason, "model_error": detail}
