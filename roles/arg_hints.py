"""What the tool gate adds to a validation error so a model can fix its call: the kind of value a field takes.

``hint(spec, err)`` for pydantic's first error of a call's arguments: a number sent as text or words is told to
send a plain number — for a whole-number field a whole number, with its unit and range when the tool's description
gives them as "``minutes`` (1–720) simulated minutes" (sleep: "a whole number of minutes, 1–720"); an argument the
tool does not take is told the tool's arguments, or that it takes none (``check_books {}``); an argument missing
beside one the tool does not take is told it was sent under that name (``set_price {"sku": …}``: "send it as item,
not sku"; the thirtieth session's trial).
"""
from __future__ import annotations

import re
from typing import Any

__all__ = ["hint"]

_NUMBER_ERRORS = ("float_parsing", "int_parsing", "float_type", "int_type", "int_from_float")


def hint(spec: Any, err: dict, more: list | tuple = ()) -> str:
    """The text to add after the error (starting "; "), or "" (``spec``: the tool's ``ToolSpec``; ``more``: the
    call's other errors, pydantic's dicts)."""
    kind, loc = err.get("type"), err.get("loc") or ()
    arg = str(loc[0]) if loc else ""
    extra = [str(e["loc"][0]) for e in (err, *more) if e.get("type") == "extra_forbidden" and e.get("loc")]
    missing = [str(e["loc"][0]) for e in (err, *more) if e.get("type") == "missing" and e.get("loc")]
    if len(extra) == 1 and len(missing) == 1:
        return f"; send it as {missing[0]}, not {extra[0]} ({spec.name} takes {', '.join(spec.args_model.model_fields)})"
    if kind in _NUMBER_ERRORS and isinstance(err.get("input"), str):
        if kind.startswith("int"):
            return f"; send {_whole(spec, arg)} (no quotes, words or units)"
        return "; send a plain number such as 1234.5 (no ₹, commas or units)"
    if kind == "extra_forbidden":
        fields = list(getattr(spec.args_model, "model_fields", {}))
        if not fields:
            return f"; {spec.name} takes no arguments: call it with {{}}"
        return f"; {spec.name} takes only {', '.join(fields)}"
    return ""


def _whole(spec: Any, arg: str) -> str:
    """"a whole number", with the field's unit and range when the description states them."""
    m = re.search(rf"``{re.escape(arg)}`` \((\d[\d,]*)\s*[–-]\s*(\d[\d,]*)\)\s*(?:simulated\s+)?([a-z]+)?",
                  spec.description or "") if arg else None
    if not m:
        return "a whole number such as 30"
    unit = f" of {m.group(3)}" if m.group(3) else ""
    return f"a whole number{unit}, {m.group(1)}–{m.group(2)}"
