"""Model server outages a role rode out, from the record's ``model_retried`` and ``model_error`` events (a scripted
month has none):

- ``server_outages_ridden_out``: per role, ``[{"day", "minute", "retried", "waited_s"}]`` — each request that met
  its server down or restarting (a ``model_retried`` whose ``error`` is ``connection failed`` or whose ``status`` is
  502 or 503: ``agents.guard.is_server_down``) and was answered in the end (no ``model_error`` closed it): the
  simulated day and minute of its first failure, the failed tries tried again, and the seconds waited before them
  (``wait_s`` added up: the backoff, which ``roles.ROLE.server_down_wait_s`` lets run past the role's ``retries``).

A request's tries are one run of the role's ``model_retried`` events, ``attempt`` rising; the next request's begin at
attempt 1, and any other event of the role (its tool call, its turn's end) follows an answer. A request still
failing where the record ends (a stopped run) is not counted. ``kirana run`` warns of each role's outages (the
fifty-third session's walk: a study that rode out a 60-s restart said nothing of it at the end). Linear in the
record.
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.staff import ModelError, ModelRetried
from scoring._common import ROLES

__all__ = ["outage_scores", "server_was_down"]


def server_was_down(e: ModelRetried | ModelError) -> bool:
    """Whether a failure says the server is down or restarting (connection failed, HTTP 502/503), as the guard's
    ``is_server_down`` decides from the same fields."""
    return e.error == "connection failed" or e.status in (502, 503)


def outage_scores(events: Iterable[Event]) -> dict:
    """``server_outages_ridden_out`` of typed ``events`` (module docstring): ``{role: [{"day": int, "minute": int,
    "retried": int, "waited_s": float}]}``, every role present ([] for none)."""
    out: dict[str, list[dict]] = {role: [] for role in ROLES}
    open_: dict[str, dict] = {}  # role -> the request being retried: its outage so far (down: whether it met one)

    def close(role: str, answered: bool) -> None:
        request = open_.pop(role, None)
        if request is not None and answered and request.pop("down"):
            out.setdefault(role, []).append(request)

    for e in events:
        role = getattr(e, "role", None)
        if role is None:
            continue
        kind = type(e)
        if kind is ModelRetried:
            if e.attempt == 1 and role in open_ and open_[role]["retried"] and e.why == "backoff":
                close(role, True)  # a new request's first failure: the one before was answered
            request = open_.setdefault(role, {"day": e.day, "minute": e.minute, "retried": 0, "waited_s": 0.0,
                                              "down": False})
            request["retried"] += 1
            request["waited_s"] = round(request["waited_s"] + e.wait_s, 3)
            request["down"] = request["down"] or server_was_down(e)
        else:
            close(role, kind is not ModelError)
    return {"server_outages_ridden_out": out}
