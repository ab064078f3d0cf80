"""A time of day in a scenario: ``"HH:MM"`` text, minutes after midnight for the engine (``parse_clock``).

YAML reads an unquoted ``9:00`` as the number 540 (base 60) and ``8`` as 8; such a value is refused with the fix
(quote it) rather than pydantic's "Input should be a valid string, got 540", which names a number never written.
"""
from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, WithJsonSchema

__all__ = ["Clock", "parse_clock"]


def parse_clock(text: str) -> int:
    """``"08:30"`` → 510 minutes after midnight. Raises ValueError naming the text."""
    try:
        hours, minutes = text.split(":")
        value = int(hours) * 60 + int(minutes)
    except (ValueError, AttributeError) as exc:
        raise ValueError(f"time of day must look like '08:30', got {text!r}") from exc
    if not (0 <= int(hours) < 24 and 0 <= int(minutes) < 60):
        raise ValueError(f"time of day out of range: {text!r}; write hours 00-23 and minutes 00-59, e.g. '08:30' or '21:00'")
    return value


def _clock(text: str) -> str:
    parse_clock(text)
    return text


def _clock_text(value: object) -> object:
    """A time of day written without quotes: YAML reads ``9:00`` as the number 540 (minutes, base 60) and ``8`` as 8.
    Raises ValueError saying to quote it ("'09:00'"); text passes on to ``_clock``."""
    if isinstance(value, int) and not isinstance(value, bool):
        hint = f"'{value // 60:02d}:{value % 60:02d}'" if 60 <= value < 24 * 60 else "'08:00'"
        raise ValueError(f"time of day must be quoted text like {hint}; YAML reads an unquoted 9:00 as the number 540 "
                         f"(got {value})")
    return value


#: A time of day, ``"HH:MM"`` (00:00-23:59): the scenario fields' type.
Clock = Annotated[str, BeforeValidator(_clock_text), AfterValidator(_clock), WithJsonSchema(
    {"type": "string", "pattern": "^([01]?[0-9]|2[0-3]):[0-5][0-9]$", "description": "time of day, 'HH:MM'"})]
