"""One run's scores as one flat row, for a study's table (one run per row).

``flat_row(scores)`` turns the nested ``scores.json`` into
``{dotted.key: scalar}``: nested dicts become dotted keys
(``refused_emails_by_language.hi.share``), scalars (numbers, text, None) are
kept, booleans become 0/1, and lists (the per-day series such as
``profit_by_day_inr``) are left out — a row holds one value per column.
"""
from __future__ import annotations

__all__ = ["flat_row"]


def flat_row(scores: dict, prefix: str = "") -> dict[str, float | int | str | None]:
    """The scores as a flat dict with dotted keys (see the module docstring).

    Raises:
        TypeError: a value that is not a dict, list, number, text, bool or None (the key is named).
    """
    row: dict[str, float | int | str | None] = {}
    for key, value in scores.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            row.update(flat_row(value, prefix=name + "."))
        elif isinstance(value, (list, tuple)):
            continue
        elif isinstance(value, bool):
            row[name] = int(value)
        elif value is None or isinstance(value, (int, float, str)):
            row[name] = value
        else:
            raise TypeError(f"scores[{name!r}] is a {type(value).__name__}; expected a number, text or None")
    return row
