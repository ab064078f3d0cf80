"""Hand-built events for the scoring tests: ``complete(event)`` fills the fields a test leaves out.

Scoring reads the record typed (``events.read_events``), so every event must fit its kind's model. A test
that works a score out by hand gives the fields that score reads; ``complete`` gives every other required
field of the kind a neutral value (0, "", false, [], {}, null, a ``Literal``'s first value) and ``seq``,
``day``, ``minute`` when missing; nested lines (a sale's, a walk-in's, a supplier's terms) are completed the
same way. A value the test gives is never changed.
"""
from __future__ import annotations

import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from events import EVENTS

__all__ = ["complete"]


def _neutral(annotation: Any) -> Any:
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        args = get_args(annotation)
        return None if type(None) in args else _neutral(args[0])
    if origin is Literal:
        return get_args(annotation)[0]
    if origin is list or annotation is list:
        return []
    if origin is dict or annotation is dict:
        return {}
    if annotation is typing.Any:
        return None
    return {int: 0, float: 0.0, str: "", bool: False}[annotation]


def _fill(model: type[BaseModel], given: dict) -> dict:
    out = dict(given)
    for name, field in model.model_fields.items():
        if name not in out:
            if field.is_required():
                out[name] = _neutral(field.annotation)
            continue
        ann, value = field.annotation, out[name]
        if get_origin(ann) is list and isinstance(value, list):
            (item,) = get_args(ann)
            if isinstance(item, type) and issubclass(item, BaseModel):
                out[name] = [_fill(item, v) for v in value]
        elif get_origin(ann) is dict and isinstance(value, dict):
            item = get_args(ann)[1]
            if isinstance(item, type) and issubclass(item, BaseModel):
                out[name] = {k: _fill(item, v) for k, v in value.items()}
    return out


def complete(event: dict, seq: int = 0) -> dict:
    """The event with every required field of its kind's model (see the module docstring); the given fields
    keep their place and value, the filled ones follow."""
    return _fill(EVENTS[event["kind"]], {"seq": seq, "day": 1, "minute": 0, **event})
