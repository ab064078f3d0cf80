"""The event record's contract: one pydantic model per event kind, with its visibility.

This package sits at the bottom of the import graph (of the project it imports
only ``scenarios.vocabulary``; tests/test_layers.py). The record's reader and
writer (``events.record``) write only what these models allow — ``check_event`` runs on every event
before it is written — and scoring, the report and the transcripts read the
kinds, fields and reason words from here. ``kirana record schema`` prints
``record_schema()``.

Modules: ``base`` (the four fields every event has, visibility, hidden
fields), ``world`` (opening, days, walk-ins, closing), ``counter`` (live
customers and the cashier), ``suppliers`` (e-mail, kernel decisions, fraud,
deliveries, bills), ``staff`` (turns, tool calls, messages, books, models and
scaffolds), ``registry`` (kind -> model, the checks, the schema), ``reading`` (the record read typed: one
model per event, for scoring, the report and the transcripts); and the
record's own units and I/O: ``money`` (paise inside, rupees with Indian
grouping at the edges), ``record`` (``EventRecord``, ``read_record``) and
``strategy`` (the manager's ``strategy_set`` payload).
"""
from events.base import ALL_ROLES, HIDDEN, PUBLIC, Event, FlowEvent, Visibility, hidden_field, is_hidden_field
from events.registry import (EVENTS, EventError, check_event, hidden_kinds, parse_event, record_schema, visibility,
                             visible_to)
from events.reading import AnyEvent, of_kind, read_events

__all__ = ["EVENTS", "EventError", "check_event", "parse_event", "record_schema", "visibility", "visible_to",
           "hidden_kinds", "Event", "FlowEvent", "Visibility", "PUBLIC", "HIDDEN", "ALL_ROLES", "hidden_field",
           "is_hidden_field", "read_events", "of_kind", "AnyEvent"]
