"""Why model requests failed, from the record's ``model_retried`` and ``model_error`` events (a scripted month has
none):

- ``failed_requests_by_reason``: ``[{"role", "error", "retried", "given_up"}]`` — per role and what failed (the
  events' ``error``: ``timeout``, ``http_500``, ``http_429``, ``unreadable answer``, …): ``retried``, the failed tries
  that were tried again (one ``model_retried`` each, whether after the role's backoff, a Retry-After waited out or a
  resend after the context was evicted), and ``given_up``, the requests that still failed after their tries (one
  ``model_error`` each: the turn forfeited or the run stopped, by the role's ``on_model_error``). Roles in ``ROLES``
  order, each role's reasons most failures first, then in the order first seen.

A new user's trial (session 40) saw a fake server's junk bodies only as "failed calls 0 (35)" in the report's cost
table, whose counts come from ``usage.json`` with no reason; the record held every one, with its error. The
``retried`` of a role here equals its ``retried`` in ``usage.json`` and ``given_up`` its ``model_errors`` over the
same days — a stopped run's included the day it stopped in, as ``model_errors`` (``agents.guard`` emits one event per count; tests/test_failed_requests.py). Linear in the record.
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.staff import ModelError, ModelRetried
from scoring._common import ROLES

__all__ = ["failed_request_scores"]


def failed_request_scores(events: Iterable[Event]) -> dict:
    """``failed_requests_by_reason`` of typed ``events`` (module docstring): ``[{"role": str, "error": str,
    "retried": int, "given_up": int}]``; ``[]`` when no request failed."""
    counts: dict[str, dict[str, list[int]]] = {role: {} for role in ROLES}  # role -> error -> [retried, given up]
    for e in events:
        kind = type(e)
        if kind is ModelRetried or kind is ModelError:
            error = e.error or "(no error given)"
            counts.setdefault(e.role, {}).setdefault(error, [0, 0])[kind is ModelError] += 1
    rows = [{"role": role, "error": error, "retried": n[0], "given_up": n[1]}
            for role, errors in counts.items()  # (sorted is stable: ties stay in the order first seen)
            for error, n in sorted(errors.items(), key=lambda item: -sum(item[1]))]
    return {"failed_requests_by_reason": rows}
