"""The usual tool call's arguments checked without pydantic: plain values of exactly their declared types.

A tool's arguments model (``roles.tool_spec.tool``: strict, extra names forbidden, no NaN or infinity) validates
about 8,600 calls a month, nearly all of them a few plain values already of the right type. ``plain_args(model)``
builds, once per tool, a straight-line function that returns the validated arguments as ``model_dump()`` would
give them — every field in declaration order, an absent optional one at its default — when every argument is
of exactly its field's type (``str``, an ``int`` that is no bool, a ``bool``, a finite ``float`` or an ``int``
for a float field, made a float as strict validation makes it, ``None`` for an optional field) and every
required one is there with no other name; otherwise it returns None and the model validates, refuses and
words the error as before. A model with a field of any other type, or a default that is not a plain value, gets
no such function (None): its calls always go through the model.
"""
from __future__ import annotations

import math
import types
from typing import Any, Callable, Union, get_args, get_origin

from pydantic import BaseModel

__all__ = ["plain_args", "recordable", "short"]

_MISSING = object()
_PLAIN = (str, int, bool, float)


def _kinds(annotation: Any) -> tuple[type, bool] | None:
    """(the plain type, whether None is allowed) of an annotation, or None when it is not one of those."""
    if annotation in _PLAIN:
        return annotation, False
    if get_origin(annotation) in (Union, types.UnionType):
        args = get_args(annotation)
        plain = [a for a in args if a is not type(None)]
        if len(args) == 2 and len(plain) == 1 and plain[0] in _PLAIN:
            return plain[0], True
    return None


def _test(kind: type, var: str) -> list[str]:
    """Lines that leave ``var`` as the validated value or return None (not plain)."""
    if kind is float:
        return [f"if type({var}) is float:", f"    if not _finite({var}):", "        return None",
                f"elif type({var}) is int:", f"    {var} = float({var})", "else:", "    return None"]
    return [f"if type({var}) is not {kind.__name__}:", "    return None"]


def plain_args(model: type[BaseModel]) -> Callable[[dict[str, Any]], dict[str, Any] | None] | None:
    """The plain-arguments check of one tool's arguments model (module docstring), or None when it has none."""
    env: dict[str, Any] = {"_M": _MISSING, "_finite": math.isfinite}
    body = ["n = 0"]
    names = []
    for i, (name, field) in enumerate(model.model_fields.items()):
        kinds = _kinds(field.annotation)
        if kinds is None or field.metadata:
            return None
        kind, optional = kinds
        var = f"f{i}"
        names.append(f"{name!r}: {var}")
        body.append(f"{var} = args.get({name!r}, _M)")
        if field.is_required():
            body += [f"if {var} is _M:", "    return None"]
            check = _test(kind, var)
            if optional:
                check = [f"if {var} is not None:"] + ["    " + line for line in check]
            body += check + ["n += 1"]
            continue
        default = field.default
        if field.default_factory is not None or not isinstance(default, (str, int, float, bool, type(None))):
            return None
        env[f"_d{i}"] = default
        check = _test(kind, var)
        if optional:
            check = [f"if {var} is not None:"] + ["    " + line for line in check]
        body += [f"if {var} is _M:", f"    {var} = _d{i}", "else:"] + ["    " + line for line in check + ["n += 1"]]
    body += ["if n != len(args):", "    return None", "return {" + ", ".join(names) + "}"]
    exec("def plain(args):\n" + "\n".join("    " + line for line in body), env)  # noqa: S102  (our own code)
    return env["plain"]


def recordable(value: Any) -> Any:
    """Arguments as plain JSON: non-finite floats, integers of more than ~60 digits and odd objects become text."""
    if isinstance(value, dict):
        return {str(k): recordable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [recordable(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:  # ~60 digits; Python
        return f"an integer of about {int(value.bit_length() * 0.30103) + 1:,} digits"  # writes no more than 4,300
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def short(value, limit: int = 200) -> str:
    """A bounded, encodable description of a value for an error message (never recursive): a text longer than
    ``limit`` as the quoted start and its whole length, ``'Total ₹230. bahut… [52,812 characters]'`` (quoted whole,
    so ``scoring.invalid_reasons`` drops it from a reason as any quoted value)."""
    if isinstance(value, str):
        text = repr(value if len(value) <= limit else f"{value[:limit]}… [{len(value):,} characters]")
    elif isinstance(value, (dict, list, tuple)):
        text = f"a {type(value).__name__} of {len(value)} values"
    else:
        text = repr(value)[:limit] if isinstance(value, (int, float, bool)) or value is None else type(value).__name__
    return text.encode("utf-8", "backslashreplace").decode("utf-8")
