"""Reading the record typed: every event as its kind's model, for scoring, the report and the transcripts.

``read_events(source)`` takes a ``record.jsonl`` path, or the events as dicts (``read_record``'s list, or a
shop's in-memory ``EventRecord.events``), and returns one model per event (``events.EVENTS``), validated by
pydantic against the union of the models, chosen by ``kind`` (a discriminated union): nested lines are models
too (a walk-in's ``WalkInLine``, a sale's ``CounterSaleLine``), a field the model defaults and the line
leaves out reads as its default, and ``e.model_fields_set`` names the fields the line carries. The result is
an ``EventList`` (a list), which ``read_events`` hands back as it is: each scorer may call it on what it is
given at no cost.

A reader's loop then dispatches on the model classes and reads fields as attributes (``e.reason``), never by
string names. Each kind is one final class, so ``type(e) is CounterLeft`` is the test (several times
cheaper than ``isinstance``, which pydantic's model metaclass routes through ``abc``);
``of_kind(events, CounterLeft, ...)`` keeps the events of some kinds, in record order.

Cost on the 30-day reference month (33,424 events; CPU seconds, best of 5, on a loaded 2-core machine):
reading the file typed (``validate_json`` on the whole record, parsed in Rust) 0.76–0.92 s against
``read_record``'s 0.47–0.61 s; typing the events a shop holds in memory (``validate_python``) 0.53–0.62 s.
Scoring the typed events takes 0.23–0.29 s (0.54–0.65 s when scoring read dicts), so scoring a saved run
(``kirana.runs.write_scores``) went from 1.17–1.19 s to 0.87–0.93 s (``benchmarks/score_digests.py`` times
the parts).

Errors: ``EventError`` naming the event (its place in the record, seq and kind), the field and the fix.
"""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Iterable, TypeVar, Union

from pydantic import Field, TypeAdapter, ValidationError

from events.base import Event
from events.registry import EVENTS, EventError

__all__ = ["AnyEvent", "EventList", "read_events", "of_kind"]

#: One line of the record as its kind's model: the union of every model, chosen by ``kind``.
AnyEvent = Annotated[Union[tuple(EVENTS.values())], Field(discriminator="kind")]  # type: ignore[valid-type]
_EVENTS = TypeAdapter(list[AnyEvent])
_MODELS = frozenset(EVENTS.values())
E = TypeVar("E", bound=Event)


class EventList(list):
    """The record's events as their kinds' models, in record order (``read_events``' result)."""


def read_events(source: Path | str | Iterable[dict | Event], only: tuple[type[Event], ...] | None = None
                ) -> EventList:
    """The record's events as their kinds' models, in record order (see the module docstring).

    Args:
        source: a ``record.jsonl`` path (a last line cut short by a killed writer is dropped, as
            ``events.record.read_record`` does), or the events as dicts or models.
        only: keep just the events of these kinds (model classes); dicts of other kinds are left unread, so
            a reader of a few kinds (``scoring.money_scores``: the opening and the closes) pays for those alone.
    Raises:
        EventError: an event of an unknown kind, or a field its model does not allow (named, with the fix);
        FileNotFoundError: no such file; ValueError: a line other than the last is not JSON.
    """
    if type(source) is EventList:
        return source if only is None else EventList(of_kind(source, *only))
    if isinstance(source, (str, Path)):
        events = _from_file(Path(source))
        return EventList(events if only is None else of_kind(events, *only))
    events = list(source)
    if only is not None:
        names = {kind for kind, model in EVENTS.items() if model in only}
        events = [e for e in events if (e.get("kind") in names if type(e) is dict else type(e) in only)]
    if all(type(e) in _MODELS for e in events):
        return EventList(events)
    try:
        return EventList(_EVENTS.validate_python(events))
    except ValidationError as exc:
        raise _error(exc, events) from None


def of_kind(events: Iterable[Event], *kinds: type[E]) -> list[E]:
    """The events that are one of ``kinds`` (model classes), in record order."""
    return [e for e in events if type(e) in kinds]


def _from_file(path: Path) -> list[Event]:
    data = path.read_bytes()
    lines = [line for line in data.split(b"\n") if line]
    try:
        return _EVENTS.validate_json(b"[" + b",".join(lines) + b"]")
    except ValidationError as exc:
        if any(err["type"] != "json_invalid" for err in exc.errors()):
            raise _error(exc, None, path) from None
    # a line that is not JSON: read_record drops a torn last line, or says which line is broken
    from events.record import read_record
    return read_events(read_record(path))  # type: ignore[return-value]


def _error(exc: ValidationError, events: list | None, path: Path | None = None) -> EventError:
    """The first of pydantic's errors, naming the event, its kind and the field."""
    err = exc.errors(include_url=False)[0]
    loc = err["loc"]
    index = loc[0] if loc and isinstance(loc[0], int) else None
    where = f"{path}: line {index + 1}" if path is not None and index is not None else f"event {index}"
    event = events[index] if events is not None and index is not None and index < len(events) else None
    seq = f" (seq {event.get('seq')})" if isinstance(event, dict) else ""
    if err["type"] in ("union_tag_invalid", "union_tag_not_found"):
        kind = event.get("kind") if isinstance(event, dict) else err.get("input", {}).get("kind") \
            if isinstance(err.get("input"), dict) else None
        return EventError(f"{where}{seq}: event kind {kind!r} is not declared; add a model for it in events/ "
                          f"(known kinds: {', '.join(EVENTS)})")
    kind, field = (loc[1], ".".join(str(p) for p in loc[2:])) if len(loc) > 2 else (loc[-1], "")
    return EventError(f"{where}{seq}: event {kind!r}: field {field!r} {err['msg'].lower()} (got "
                      f"{str(err.get('input'))[:60]!r}); the record holds only what its model in events/ allows: "
                      f"fix the event or its model")
