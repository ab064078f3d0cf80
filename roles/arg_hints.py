"""What the tool gate adds to a validation error so a model can fix its call: the kind of value a field takes.

``hint(spec, err)`` for pydantic's first error of a call's arguments: a number sent as text or words is told to
send a plain number — for a whole-number field a whole number, with its unit and range when the tool's description
gives them as "``minutes`` (1–720) simulated minutes" (sleep: "a whole number of minutes, 1–720"); an argument the
tool does not take is told the tool's arguments, or that it takes none (``check_books {}``); an argument missing
beside one the tool does not take is told it was sent under that name (``set_price {"sku": …}``: "send it as item,
not sku"; the thirtieth session's trial); an argument missing alone is told what each missing argument takes (its
line under "Args:" in the tool's description, else its kind: a whole number with its unit and range, a number,
true or false, text) and a whole call to copy (``sleep {}``: "sleep needs minutes: a whole number of minutes,
1–720; e.g. sleep {"minutes": 30}"; the forty-fifth session's trial had only "minutes: Field required").
"""
from __future__ import annotations

import json
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
    if missing and not extra:
        sent = err.get("input") if isinstance(err.get("input"), dict) else {}
        return _missing(spec, missing, sent)
    if kind == "extra_forbidden":
        fields = list(getattr(spec.args_model, "model_fields", {}))
        if not fields:
            return f"; {spec.name} takes no arguments: call it with {{}}"
        return f"; {spec.name} takes only {', '.join(fields)}"
    return ""


def _range(spec: Any, arg: str) -> re.Match | None:
    """The description's "``arg`` (LO–HI) [simulated] UNIT": groups 1 and 2 the bounds, 3 the unit (or None)."""
    return re.search(rf"``{re.escape(arg)}`` \((\d[\d,]*)\s*[–-]\s*(\d[\d,]*)\)\s*(?:simulated\s+)?([a-z]+)?",
                     spec.description or "") if arg else None


def _whole(spec: Any, arg: str) -> str:
    """"a whole number", with the field's unit and range when the description states them."""
    m = _range(spec, arg)
    if not m:
        return "a whole number such as 30"
    unit = f" of {m.group(3)}" if m.group(3) else ""
    return f"a whole number{unit}, {m.group(1)}–{m.group(2)}"


def _missing(spec: Any, missing: list[str], sent: dict) -> str:
    """"; TOOL needs A: what A takes[; B: …]; e.g. TOOL {…every required argument…}" (the values ``sent`` kept)."""
    fields = getattr(spec.args_model, "model_fields", {})
    said = "; ".join(f"{name}: {_takes(spec, name, fields.get(name))}" for name in missing)
    example = {name: sent[name] if name in sent and name not in missing and len(repr(sent[name])) <= 40
               else _example(spec, name, f) for name, f in fields.items() if f.is_required() or name in missing}
    return f"; {spec.name} needs {said}; e.g. {spec.name} {json.dumps(example, ensure_ascii=False)}"


def _doc_line(spec: Any, name: str) -> str:
    """The argument's line under "Args:" in the tool's description (its continuation lines joined), or ""."""
    m = re.search(rf"^\s+{re.escape(name)}: (.+(?:\n\s{{6,}}.+)*)", spec.description or "", re.M)
    return " ".join(m.group(1).split()).rstrip(".") if m else ""


def _takes(spec: Any, name: str, field: Any) -> str:
    """What the argument takes: its description line, else its kind."""
    line = _doc_line(spec, name)
    if line:
        return line
    kind = getattr(field, "annotation", None)
    if kind is int:
        return _whole(spec, name)
    if kind is float:
        return "a plain number such as 1234.5 (no ₹, commas or units)"
    if kind is bool:
        return "true or false"
    return "text"


def _example(spec: Any, name: str, field: Any) -> Any:
    """A value to show in the example call: the description's own ("e.g. "R12"", "(S1, S2, …)", the range's
    least), else one of the argument's kind."""
    line = _doc_line(spec, name) + " " + (spec.description or "").split("\n")[0]
    kind = getattr(field, "annotation", None)
    if kind is str:
        m = re.search(r'e\.g\. "([^"]{1,40})"', _doc_line(spec, name)) or re.search(r"\(([A-Z]+\d+)[,)]", line)
        return m.group(1) if m else "..."
    if kind is int:
        m = _range(spec, name)
        least = int(m.group(1).replace(",", "")) if m else None
        return 1 if least is None else 30 if least <= 30 else least
    if kind is float:
        return 100.0
    if kind is bool:
        return True
    return "..."
