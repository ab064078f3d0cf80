"""Scripted policies: deterministic players of a role, driving the same tools a model would.

A policy's ``play(turn)`` is a generator: it yields ``(tool_name, args)`` and
is sent back each call's ``ToolResult``. It sees only what its role sees —
the turn (its text and subject) and its tools' results — never hidden state.
Its memory is a pydantic model (``memory``), so a run can be checkpointed.
"""
from __future__ import annotations

import json
from typing import Any, Generator

from pydantic import BaseModel

from lang.blocks import FENCE

__all__ = ["Policy", "Play", "blocks_in", "Memory"]

Play = Generator[tuple[str, dict], Any, None]


def blocks_in(text: str, tag: str) -> list[Any]:
    """Every fenced JSON block with this tag in a text, parsed (malformed blocks skipped)."""
    out: list[Any] = []
    if not text or "```" not in text:  # no fence at all (a supplier's e-mail): no pattern search
        return out
    for found, body in FENCE.findall(text):
        if found == tag:
            try:
                out.append(json.loads(body))
            except json.JSONDecodeError:
                continue
    return out


class Memory(BaseModel):
    """A policy's memory between turns (empty by default)."""


class Policy:
    """Base class: a role's scripted player. Subclasses define ``play``."""
    role: str = ""
    memory: BaseModel

    def __init__(self) -> None:
        self.memory = Memory()

    oracle: bool = False  # True only for the privileged oracle's players, which read hidden state

    def bind(self, scenario) -> None:
        """Called once with the run's scenario before the first turn. Ordinary policies ignore it (they
        see only their role's tools); the oracle's players rebuild hidden state from it."""
        return None

    def play(self, turn) -> Play:  # pragma: no cover - interface
        """Yield tool calls for this turn; receive each call's ToolResult."""
        raise NotImplementedError
        yield
