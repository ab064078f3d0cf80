"""A staff turn: which role acts, on what, and from when (``engine.shop.Shop.next_turn`` hands them out).

Split from ``engine.shop`` so a checkpoint's model (``engine.snapshot``) can name it. Minutes are absolute
simulated minutes from 00:00 of day 1.
"""
from __future__ import annotations

from typing import Any

from pydantic import Field, TypeAdapter

from market.hot_model import hot_record

__all__ = ["Turn", "TURN"]


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
    instructions: list[dict[str, Any]] = Field(default_factory=list)  # the manager's messages handed over as the
    # turn opened


#: A Turn's dumps and validation (``TURN.dump_python(turn, mode="json")``, ``TURN.validate_python(data)``): what
#: ``model_dump`` and ``model_validate`` did when it was a model.
TURN = TypeAdapter(Turn)
