"""Scripted policies: deterministic players of a role, driving the same tools a model would.

A policy's ``play(turn)`` is a generator: it yields ``(tool_name, args)`` and
is sent back each call's ``ToolResult``. It sees only what its role sees —
the turn (its text and subject) and its tools' results — never hidden state.
Its memory is a pydantic model (``memory``), so a run can be checkpointed.
"""
from __future__ import annotations

import functools
import json
from typing import Any, Generator

from pydantic import BaseModel

from lang.blocks import FENCE
from lang.english import block

__all__ = ["Policy", "Play", "blocks_in", "Memory", "item_block"]

Play = Generator[tuple[str, dict], Any, None]


def blocks_in(text: str, tag: str) -> list[Any]:
    """Every fenced JSON block with this tag in a text, parsed (malformed blocks skipped). Read only: a body's
    value is kept by its text and handed out again (``_PARSED``)."""
    out: list[Any] = []
    if not text or "```" not in text:  # no fence at all (a supplier's e-mail): no pattern search
        return out
    for found, body in FENCE.findall(text):
        if found == tag:
            value = _PARSED.get(body, _UNSEEN)
            if value is _UNSEEN:
                try:
                    value = json.loads(body)
                except json.JSONDecodeError:
                    value = _MALFORMED
                if len(_PARSED) >= _PARSED_KEPT:
                    _PARSED.clear()
                _PARSED[body] = value
            if value is not _MALFORMED:
                out.append(value)
    return out


#: A block body's parsed value by its text, for ``blocks_in``: the players read the same blocks again (the books
#: every morning, a van's note; a later month of the same seed every one), and ``json``'s scanner costs some 50,000
#: instructions a van's note (session 40). The values are shared: the players only read them.
_PARSED: dict[str, Any] = {}
_PARSED_KEPT = 2_048
_UNSEEN, _MALFORMED = object(), object()


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



def item_block(tag: str, field: str, *pairs: tuple[str, Any]) -> str:
    """``lang.english.block(tag, {field: [dict(pairs)]})``, a fenced block of one item such as
    ``("negotiate", "items", ("sku", "rice-1kg"), ("action", "offer"), ("unit_price_inr", 41.5))``, or with ``field``
    empty ``block(tag, dict(pairs))``; the values text, numbers, true/false or null. The same text, written once per
    different block and kept (4,096 at most): the scripted players send some 6,800 blocks a month, about 1,900 of
    them different, and ``json``'s encoder costs some 30,000 instructions a block. A zero, -0.0 or NaN is never
    kept (-0.0 equals 0.0, NaN equals nothing). One loop, no generator (session 34: the two generator expressions
    were ~1.5 % of the direct month's samples, py-spy at load 10; ``timeit`` of an offer's block at load 12,
    2026-12-05: ~8-11 µs → ~3.5-5 µs)."""
    types = []  # in the key: 41 and 41.0 (and True and 1) are equal but written apart
    for _, v in pairs:
        t = type(v)
        if (t is int or t is float) and (v == 0 or v != v):  # a zero, -0.0, or NaN (only a float is unequal to itself)
            return _written(tag, field, pairs, ())
        types.append(t)
    return _kept(tag, field, pairs, tuple(types))


def _written(tag: str, field: str, pairs: tuple, types: tuple) -> str:
    return block(tag, {field: [dict(pairs)]} if field else dict(pairs))


_kept = functools.lru_cache(maxsize=4096)(_written)
