"""Whole-number flags (``--days``, ``--seed``, ``--keep-checkpoints``) read in the shop's words.

Typer's own check said "Invalid value for '--days': Input should be a valid integer, unable to parse string as
an integer" in a box, without the value. These flags are taken as text and read here, in the words of the
scenario errors (``scenarios.error_words``), with the schema's bounds for the scenario key they override::

    --days: must be a whole number of days, 1 to 366; you wrote 'abc' — write a plain number in digits
    --days: must be at most 366; you wrote 400 (a whole number of days, 1 to 366)
    --days: must be a whole number of days, 1 to 366; you wrote 1e2 — did you mean 100?

A whole number is ASCII digits with at most a sign (``int`` alone took ``--days 1_0`` as 10: a 10-day month ran
silently), and a value that is not one is quoted as written (``1e2`` had been said back as ``100.0``: the
fifty-third session's README walk). Typer's own whole-number options are held to the same (``kirana.flags_once``).

``FlagError`` is a ValueError: the commands say it as ``error: …`` in one line and exit with status 2.
"""
from __future__ import annotations

import re
from typing import Any

__all__ = ["FlagError", "whole_flag", "run_flags", "KEEP_CHECKPOINTS", "WHOLE"]

#: A whole number as a flag takes it: ASCII digits, an optional sign (``int`` alone also took "1_0" and "٣").
WHOLE = re.compile(r"[-+]?[0-9]+")


class FlagError(ValueError):
    """A flag's value that cannot be used; the message names the flag, echoes the value and says what it takes."""


def _keep_checkpoints() -> Any:
    from pydantic import Field
    return Field(ge=0, le=366, description="0 keeps every day's")


#: ``kirana run --keep-checkpoints``: the schema's ``keep_checkpoints`` (1 to 366, or null), with 0 for null.
KEEP_CHECKPOINTS = ("keep_checkpoints", _keep_checkpoints)


def whole_flag(flag: str, text: str | None, key: str | tuple) -> int | None:
    """The whole number ``text`` given to ``flag``, or None when the flag was not given.

    Args:
        flag: the flag as typed, e.g. ``--days``.
        key: the scenario key it overrides (``days``: the schema's field gives the bounds and the unit), or
            ``(name, make_field)`` for a flag whose bounds differ from the key's (``KEEP_CHECKPOINTS``).
    Raises:
        FlagError: not a whole number, or outside the bounds; one line naming the flag and the value.
    """
    if text is None:
        return None
    from scenarios.error_words import bounds, word_bound, word_type
    if isinstance(key, tuple):
        name, info = key[0], key[1]()
    else:
        from scenarios.schema import Scenario
        name, info = key, Scenario.model_fields[key]
    written = text.strip()
    if not WHOLE.fullmatch(written):
        try:
            number: Any = float(written)
        except ValueError:
            number = written
        said = written if isinstance(number, float) else None  # "1e2" said as typed, not as 100.0
        raise FlagError(f"{flag}: {word_type('int_parsing', {}, number, name, info, int, written=said)}") from None
    value = int(written)
    limits = bounds(info)
    for kind, bound, broken in (("greater_than_equal", "ge", lambda b: value < b),
                                ("greater_than", "gt", lambda b: value <= b),
                                ("less_than_equal", "le", lambda b: value > b),
                                ("less_than", "lt", lambda b: value >= b)):
        if bound in limits and broken(limits[bound]):
            raise FlagError(f"{flag}: {word_bound(kind, {bound: limits[bound]}, value, name, info, int)}")
    return value


def run_flags(seed: str | None, days: str | None, keep_checkpoints: str | None) -> tuple:
    """``kirana run``'s (--seed, --days, --keep-checkpoints) as whole numbers (None where not given).

    Raises:
        FlagError: the first that is not a whole number in its bounds.
    """
    return (whole_flag("--seed", seed, "seed"), whole_flag("--days", days, "days"),
            whole_flag("--keep-checkpoints", keep_checkpoints, KEEP_CHECKPOINTS))
