"""The registry of event kinds, the write-time check, typed reading and the record's JSON Schema.

- ``EVENTS``: kind -> its pydantic model (built here, explicitly, from the four model modules).
- ``check_event(kind, fields)``: the cheap check the record runs on every event before writing it — the kind
  is known, every field is one of its model's, every required field is there, each value has its field's JSON
  type (and a ``Literal`` field one of its values). Nested shapes (a walk-in's lines, a sale's lines) are left
  to ``parse_event``, which the tests run on whole months. For a hidden kind it adds ``"hidden": true`` at the
  place its model declares it (the record's flag, derived from the model's visibility).
- ``parse_event(event)``: the event as its model (full pydantic validation).
- ``record_schema()``: the JSON Schema of every kind (``kirana record schema``).

Errors: ``EventError`` (a ``ValueError``) naming the kind and the field, and the fix.
"""
from __future__ import annotations

import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from events import counter, staff, suppliers, world
from events.base import ALL_ROLES, HIDDEN, Event, Visibility

__all__ = ["EVENTS", "EventError", "check_event", "parse_event", "record_schema", "visibility", "visible_to",
           "hidden_kinds", "SERVING"]

_BASE = ("seq", "day", "minute", "kind")


def _models() -> dict[str, type[Event]]:
    found: dict[str, type[Event]] = {}
    for module in (world, counter, suppliers, staff):
        for name in module.__all__:
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, Event):
                kind = get_args(obj.model_fields["kind"].annotation)[0]
                if kind in found:
                    raise RuntimeError(f"event kind {kind!r} is declared twice ({found[kind].__name__}, {name})")
                found[kind] = obj
    return dict(sorted(found.items()))


EVENTS: dict[str, type[Event]] = _models()


class EventError(ValueError):
    """An event its kind's model does not allow: the message names the kind, the field and the fix."""


def _json_types(annotation: Any) -> tuple[frozenset | None, frozenset | None]:
    """(the Python types a value of ``annotation`` may have in an event, its allowed values or None)."""
    if annotation is Any or annotation is typing.Any:
        return None, None
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        kinds: set = set()
        values: set | None = set()
        for arg in get_args(annotation):
            t, v = _json_types(arg)
            if t is None:
                return None, None
            kinds |= t
            if v is None or values is None:
                values = None
            else:
                values |= v
        if values is not None and type(None) in kinds:
            values.add(None)
        return frozenset(kinds), (frozenset(values) if values else None)
    if origin is Literal:
        vals = get_args(annotation)
        return frozenset(type(v) for v in vals), frozenset(vals)
    if annotation is type(None):
        return frozenset({type(None)}), None
    if origin is list or annotation is list:
        return frozenset({list}), None
    if origin is dict or annotation is dict:
        return frozenset({dict}), None
    if annotation is float:
        return frozenset({float, int}), None
    if annotation in (int, str, bool):
        return frozenset({annotation}), None
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return frozenset({dict}), None
    raise TypeError(f"events: no JSON type for the annotation {annotation!r}")


class _Spec:
    """One kind's precompiled check (see ``check_event``)."""
    __slots__ = ("kind", "model", "allowed", "required", "types", "values", "hidden", "order", "table", "fits")

    def __init__(self, kind: str, model: type[Event]) -> None:
        own = {n: f for n, f in model.model_fields.items() if n not in _BASE}
        self.kind, self.model = kind, model
        self.hidden = model.visibility == HIDDEN
        self.order = tuple(own)
        self.allowed = frozenset(own)
        self.required = frozenset(n for n, f in own.items() if f.is_required())
        self.types: dict[str, frozenset | None] = {}
        self.values: dict[str, frozenset] = {}
        for name, f in own.items():
            self.types[name], values = _json_types(f.annotation)
            if values is not None:
                self.values[name] = values
        # one lookup per field on the hot path: (allowed types or None, allowed values or None)
        self.table = {name: (self.types[name], self.values.get(name)) for name in own}
        self.fits = _compile_fits(self)


_MISSING = object()


def _compile_fits(spec: _Spec) -> Any:
    """``fits(fields) -> bool``: the whole check of one kind as straight-line code (built once per kind): every
    required field is there, each value's type is one its field allows (exactly: a subclass goes the slow way),
    a ``Literal`` field's value is one of its values, and no other field is there (the fields found add up to
    all of them). False sends ``check_event`` down the field-by-field check, which names what is wrong."""
    env: dict[str, Any] = {"_M": _MISSING}
    body = [f"    n = {len(spec.required)}"]
    for i, name in enumerate(spec.order):
        allowed, values = spec.table[name]
        tests = []
        if allowed is not None:
            env[f"_t{i}"] = next(iter(allowed)) if len(allowed) == 1 else allowed
            tests.append(f"type(v) is not _t{i}" if len(allowed) == 1 else f"type(v) not in _t{i}")
        if values is not None:
            env[f"_v{i}"] = values
            tests.append(f"v not in _v{i}")
        test = " or ".join(tests)
        if name in spec.required:
            body.append(f"    v = fields[{name!r}]")
            if test:
                body += [f"    if {test}:", "        return False"]
        elif test:
            body += [f"    v = fields.get({name!r}, _M)", "    if v is not _M:", "        n += 1",
                     f"        if {test}:", "            return False"]
        else:
            body += [f"    if {name!r} in fields:", "        n += 1"]
    lines = ["def fits(fields):", "  try:"] + ["  " + line for line in body] + [
        "  except KeyError:", "    return False", "  return n == len(fields)"]
    exec("\n".join(lines), env)  # noqa: S102  (our own code, from the models' annotations)
    return env["fits"]


_SPECS: dict[str, _Spec] = {kind: _Spec(kind, model) for kind, model in EVENTS.items()}
#: The kinds whose every field holds only an integer, text, true/false or null (no float, list, object or any
#: value): an event of one that ``check_event`` let through holds no float, so the record skips its search for
#: the floats its two encoders spell differently (``events.record._line``).
FLOATLESS: frozenset[str] = frozenset(kind for kind, spec in _SPECS.items() if all(
    allowed is not None and allowed <= {int, str, bool, type(None)} for allowed in spec.types.values()))
#: kind -> its ``fits`` for the kinds whose record line carries no ``hidden`` flag to add: where ``fits`` says
#: True, ``check_event`` returns the fields as they are (the record checks these inline, one call fewer an event).
WRITE_FITS: dict[str, Any] = {kind: spec.fits for kind, spec in _SPECS.items() if not spec.hidden}
#: The serving kinds (``events.base``: model requests retried or failed, a model's reasoning, a renderer model's words
#: rejected, a resume, roles handed to other models): not the shop's own events, so not counted in
#: ``EventRecord.shop_seq``, which keys a counterpart's phrasing. A month of scripted players records none.
SERVING: frozenset[str] = frozenset(kind for kind, model in EVENTS.items() if model.serving)
_NAMES = {int: "an integer", float: "a number", str: "a string", bool: "true or false", list: "a list",
          dict: "an object", type(None): "null"}


def _wrong(spec: _Spec, name: str, value: Any) -> str | None:
    """Why ``value`` does not fit field ``name`` (None: it fits). Only called off the fast path."""
    allowed = spec.types[name]
    if allowed is not None and type(value) not in allowed:
        fits = any(isinstance(value, t) for t in allowed if t is not type(None))
        if isinstance(value, bool) and bool not in allowed:
            fits = False
        if not fits:
            want = " or ".join(sorted(_NAMES.get(t, t.__name__) for t in allowed))
            return f"is {type(value).__name__} {str(value)[:60]!r}; its model wants {want}"
    values = spec.values.get(name)
    if values is not None and value not in values:
        return f"is {str(value)[:60]!r}; it must be one of {sorted(values, key=str)}"
    return None


def check_event(kind: str, fields: dict[str, Any]) -> dict[str, Any]:
    """Check one event's fields against its kind's model; returns the fields to write (for a hidden kind, with
    ``"hidden": true`` placed where its model declares it).

    Raises:
        EventError: an unknown kind, a field the kind does not have, a required field missing, or a value of
            the wrong JSON type or outside its ``Literal`` values — naming the kind and the field.
    """
    spec = _SPECS.get(kind)
    if spec is None:
        raise EventError(f"event kind {kind!r} is not declared; add a model for it in events/ (known kinds: "
                         f"{', '.join(EVENTS)})")
    if spec.fits(fields):
        if spec.hidden and "hidden" not in fields:
            fields = {n: (True if n == "hidden" else fields[n]) for n in spec.order if n == "hidden" or n in fields}
        return fields
    keys = fields.keys()
    if not keys <= spec.allowed:
        extra = sorted(keys - spec.allowed)
        raise EventError(f"event {kind!r}: field {extra[0]!r} is not one of its model's "
                         f"({spec.model.__name__}: {', '.join(spec.order)}); add it to the model or drop it")
    if not spec.required <= keys:
        missing = sorted(spec.required - keys)
        raise EventError(f"event {kind!r}: field {missing[0]!r} is required by {spec.model.__name__}; give it")
    table = spec.table
    for name, value in fields.items():
        allowed, values = table[name]
        if (allowed is not None and type(value) not in allowed) or (values is not None and value not in values):
            why = _wrong(spec, name, value)
            if why is not None:
                raise EventError(f"event {kind!r}: field {name!r} {why}")
    if spec.hidden and "hidden" not in fields:
        fields = {n: (True if n == "hidden" else fields[n]) for n in spec.order if n == "hidden" or n in fields}
    return fields


def parse_event(event: dict[str, Any]) -> Event:
    """The event as its kind's model, fully validated (nested lines included).

    Raises:
        EventError: an unknown kind; pydantic.ValidationError: a field that does not fit (its location named).
    """
    model = EVENTS.get(event.get("kind"))  # type: ignore[arg-type]
    if model is None:
        raise EventError(f"event kind {event.get('kind')!r} is not declared in events/")
    return model.model_validate(event)


def visibility(kind: str) -> Visibility:
    """``"public"``, ``"hidden"`` or the roles that may see events of ``kind``. Raises KeyError: unknown kind."""
    return EVENTS[kind].visibility


def visible_to(kind: str, role: str) -> bool:
    """Whether ``role`` may see events of ``kind`` (their ``hidden_*`` fields never)."""
    vis = visibility(kind)
    return vis == "public" or (vis != HIDDEN and role in vis)


def hidden_kinds() -> list[str]:
    """The kinds only the researcher sees (their record lines carry ``"hidden": true``)."""
    return [kind for kind, model in EVENTS.items() if model.visibility == HIDDEN]


def record_schema() -> dict[str, Any]:
    """The JSON Schema of one line of ``record.jsonl``: one of the kinds' schemas, chosen by ``kind``. Each kind's
    schema carries ``visibility`` (public, hidden or its roles) and each hidden field ``visibility: hidden``; every
    field of every kind has a description (the models' ``Field(description=...)``; ``kind``'s is written here)."""
    _, top = models_json_schema([(m, "validation") for m in EVENTS.values()],
                                title="KiranaBench event record: one JSON object per line of record.jsonl")
    defs = top["$defs"]
    for kind, model in EVENTS.items():
        vis = model.visibility
        schema = defs[model.__name__]
        schema["visibility"] = vis if isinstance(vis, str) else list(vis)
        schema["properties"]["kind"]["description"] = f'the event\'s kind: always "{kind}" for this one'
        always = ["kind"] + (["hidden"] if vis == HIDDEN else [])  # defaults in the model, always on the line
        schema["required"] = always + [n for n in schema.get("required", []) if n not in always]
    top["description"] = ("Every line of record.jsonl is one event: seq (0-based order), day (1-based simulated "
                          "day), minute (simulated minutes from 00:00 of day 1), kind, and the fields of its kind. "
                          "Money is integer paise in fields ending _paise. Roles: " + ", ".join(ALL_ROLES) + ".")
    top["oneOf"] = [{"$ref": f"#/$defs/{m.__name__}"} for m in EVENTS.values()]
    top["discriminator"] = {"propertyName": "kind",
                            "mapping": {k: f"#/$defs/{m.__name__}" for k, m in EVENTS.items()}}
    return top
