"""The day's close bounds every role's clock: no call may run past 23:59 of its turn's day.

The day closes at minute 1439 of each day (``engine.shop``'s ``day_end``: takings banked, stock spoiled, the
``day_close`` event), and every event of a day is stamped at or before it. The tool gate (``roles.toolbox``) charges
a call's minutes from the role's clock (the later of its turn's start and when it was last busy until); a call whose
minutes would end after the close is not run: the turn is ended instead (``end_at_close``), the refusal recorded as
an ``invalid_action`` whose error the model is answered, and any later call in the turn is told the same reason.
A role's minutes a day (``minutes_per_day``) bound only what it spends: a helper idle most of the day still has
hours of them at its 20:30 floor turn (a new user's trial, session 42: a served helper moved stock until 00:47 of
the next day, 16 events stamped as day 1 after its close; the turn ended only when its 720 minutes ran out).
"""
from __future__ import annotations

__all__ = ["CLOSE", "close_minute", "end_at_close"]

CLOSE = 1439  # the minute of each day the day closes (23:59)


def close_minute(day: int) -> int:
    """The absolute minute (from 00:00 of day 1) at which ``day`` (1-based) closes."""
    return (day - 1) * 1440 + CLOSE


def end_at_close(turn, name: str, now: int, minutes: int) -> str:
    """End ``turn`` (an ``engine.turn.Turn``) because its call of ``name``, ``minutes`` long from the role's clock
    ``now`` (an absolute minute), would end after its day's close: ``turn.over`` is set and ``turn.ended`` says why
    (the gate tells it to any later call). Returns the refusal's text, which ends "end the turn" (as
    ``roles.tool_spec.turn_spent`` reads it: a scripted play stops there)."""
    at = f"it is {now // 60 % 24:02d}:{now % 60:02d}" if now <= close_minute(turn.day) else \
        f"the {turn.role} is busy until after it"
    turn.ended, turn.over = f"the day closes at 23:59 and {name} needed {minutes} minutes; {at}", True
    return (f"the day closes at 23:59: {name} needs {minutes} minute{'s' * (minutes != 1)} and {at}; nothing was "
            f"done and this turn is over; end the turn")
