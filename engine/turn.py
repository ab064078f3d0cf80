"""A staff turn: which role acts, on what, and from when (``engine.shop.Shop.next_turn`` hands them out).

Split from ``engine.shop`` so a checkpoint's model (``engine.snapshot``) can name it. Minutes are absolute
simulated minutes from 00:00 of day 1.
"""
from __future__ import annotations

from typing import Any

from pydantic import Field, TypeAdapter

from market.hot_model import hot_record, trusted_builder

__all__ = ["Turn", "TURN", "new_turn"]


@hot_record  # read some 80,000 times a month: plain attribute reads and writes (market.hot_model)
class Turn:
    """A role's turn: who, what kind, when (absolute minute), and what it is about (validated when built)."""
    role: str
    kind: str
    day: int
    minute: int
    subject: dict[str, Any] = Field(default_factory=dict)  # a factory: pydantic deep-copies a {} default
    text: str = ""
    over: bool = False           # a turn-ending call (sleep, go_home, done) or a forfeit: no call is accepted after
    calls: int = 0               # tool calls the role made in this turn, refused ones included (the gate counts)
    refused_in_row: int = 0      # consecutive refused calls
    forfeited: str = ""          # why the turn was forfeited ("" if it was not)
    ended: str = ""              # why the shop ended the turn ("" if it did not): its next call would have run past
    # the day's close (``roles.toolbox``)
    instructions: list[dict[str, Any]] = Field(default_factory=list)  # the manager's messages handed over as the
    # turn opened


#: A Turn's dumps and validation (``TURN.dump_python(turn, mode="json")``, ``TURN.validate_python(data)``): what
#: ``model_dump`` and ``model_validate`` did when it was a model.
TURN = TypeAdapter(Turn)

_BUILD = trusted_builder(Turn)


def new_turn(role: str, kind: str, day: int, minute: int, subject: dict[str, Any] | None = None,
             text: str = "") -> Turn:
    """A Turn from the shop's own values (``day`` 1-based, ``minute`` absolute simulated minutes), built without
    validation when each value is of its exact type — the same Turn as ``Turn(...)`` gives (``subject`` a shallow
    copy, as validation makes; ``instructions`` a new list): equal, dumped alike. Anything else is validated.

    Speed: some 1,900 turns a month; validating each took about 13 µs, this about 5 µs (``timeit`` on the
    loaded machine, load 9, 2026-12-05): about 1 % of the direct month's CPU (py-spy, session 34).
    """
    if type(role) is str and type(kind) is str and type(day) is int and type(minute) is int and type(text) is str \
            and (subject is None or type(subject) is dict and all(type(k) is str for k in subject)):
        return _BUILD(role=role, kind=kind, day=day, minute=minute, subject=dict(subject) if subject else {},
                      text=text)
    return Turn(role=role, kind=kind, day=day, minute=minute, subject=subject or {}, text=text)
