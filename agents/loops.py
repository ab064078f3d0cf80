"""A model stuck in a loop: the same tool call again and again in one turn ends the turn.

A model that repeats one call (``read_instructions {}``, ``say {"text": "Namaste ji"}``, ``read_messages {}``)
until the call cap would make up to ``max_tool_calls_per_turn`` (400) requests a turn — against a real model
about half an hour of wall time per simulated day. ``LoopWatch`` counts, per role and turn, the calls that reach
the role's tools — and the calls the model guard refused before they could (an unknown tool, arguments that are
not JSON or not an object: counted under the name and arguments sent, text that is not JSON as ``{"raw": text}``)
— that are the same as the one before: the same name and the same
arguments (compared as JSON with sorted keys), whatever the call returned — a reading tool that returns nothing
new counts too, and calls in one answer count one by one. The ``LOOP_REPEATS``-th identical call in a row is not
run: a ``turn_looped`` event records the role, turn, tool, arguments and count, the turn is forfeited (a
``turn_forfeited`` event, reason ``LOOP_REASON``; scored in ``turns_forfeited`` and counted on its own in
``turns_looped``), and the model is answered with one line saying why. Deterministic: it reads only the calls.

The count goes into a checkpoint written inside a turn (a run stopped by a model error, ``agents.episode``):
``state`` gives it for the open turn and ``restore`` puts it back on resume, so a model that read its messages
three times before the stop loops at the second read after it, as it would have without the stop.
"""
from __future__ import annotations

import json
from typing import Any, Mapping

__all__ = ["LoopWatch", "LOOP_REPEATS", "loop_reason", "loop_answer"]

#: identical calls in a row (same name, same arguments) that end a turn as a loop; 4 in a row are let through
#: (a model may re-read its inbox after each action, but never four times with nothing done between)
LOOP_REPEATS = 5


def loop_reason(tool: str, repeats: int = LOOP_REPEATS) -> str:
    """The ``turn_forfeited`` reason for a loop of ``tool``."""
    return f"a loop: the same {tool} call {repeats} times in a row"


def loop_answer(tool: str, repeats: int = LOOP_REPEATS) -> str:
    """The one line the model is answered with for the call that ended its turn."""
    return (f"refused: you called {tool} with the same arguments {repeats} times in a row; that is a loop, so "
            f"this turn is over (forfeited). Next turn, act on what the tools already told you.")


class LoopWatch:
    """Identical tool calls in a row within one turn of one role (see the module docstring).

    Args:
        repeats: identical calls in a row that end the turn (``LOOP_REPEATS``).
    """

    def __init__(self, repeats: int = LOOP_REPEATS) -> None:
        self.repeats = repeats
        self._turn: Any = None   # the turn the count belongs to (compared by identity)
        self._last: tuple[str, str] | None = None
        self._count = 0

    def looped(self, turn: Any, name: str, args: Any) -> int:
        """Count one call reaching the tools in ``turn``; returns the identical calls in a row so far when they
        reach ``repeats`` (the call is a loop and must not run), else 0."""
        if turn is None:
            return 0
        key = (name, _canonical(args))
        if turn is not self._turn or key != self._last:
            self._turn, self._last, self._count = turn, key, 0
        self._count += 1
        return self._count if self._count >= self.repeats else 0

    def state(self, turn: Any) -> dict[str, Any] | None:
        """The count of ``turn`` for a checkpoint: ``{"tool", "args" (canonical JSON text), "count"}``; None when
        the watch holds no call of that turn."""
        if turn is None or turn is not self._turn or self._last is None or not self._count:
            return None
        return {"tool": self._last[0], "args": self._last[1], "count": self._count}

    def restore(self, turn: Any, state: Mapping[str, Any] | None) -> None:
        """Continue ``turn`` (the resumed shop's open turn) from a checkpoint's ``state``; None starts afresh.

        Raises:
            ValueError: a state without a text ``tool`` and ``args`` and a whole ``count`` of at least 1."""
        if not state:
            self._turn, self._last, self._count = None, None, 0
            return
        tool, args, count = state.get("tool"), state.get("args"), state.get("count")
        if not (isinstance(tool, str) and isinstance(args, str) and isinstance(count, int)
                and not isinstance(count, bool) and count >= 1):
            raise ValueError(f"expected {{'tool': text, 'args': text, 'count': a whole number >= 1}}, got {dict(state)}")
        self._turn, self._last, self._count = turn, (tool, args), count

    def shown_args(self) -> Any:
        """The looped call's arguments for the record: the JSON object, or its start as ``{"raw": ...}`` past
        2,000 characters."""
        text = self._last[1] if self._last else "{}"
        if len(text) > 2000:
            return {"raw": text[:2000]}
        try:
            return json.loads(text)
        except ValueError:
            return {"raw": text[:2000]}


def _whole(value: Any, depth: int = 0) -> Any:
    """``value`` with every whole float as an int (``minutes: 30.0`` is the call ``minutes: 30``), at most 50 deep."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if depth < 50 and isinstance(value, Mapping):
        return {k: _whole(v, depth + 1) for k, v in value.items()}
    if depth < 50 and isinstance(value, list):
        return [_whole(v, depth + 1) for v in value]
    return value


def _canonical(args: Any) -> str:
    """Arguments as JSON text with sorted keys, whole floats written as ints (the same arguments in another key order,
    or ``30.0`` for ``30``, are the same call)."""
    try:
        return json.dumps(_whole(args), sort_keys=True, ensure_ascii=False, default=str)
    except (TypeError, ValueError, RecursionError):
        return repr(args)[:10_000]
