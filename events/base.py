"""The base of every event model: the four fields every line carries, visibility, hidden fields.

An event is one line of ``record.jsonl``: ``seq`` (0-based order), ``day``
(1-based simulated day), ``minute`` (simulated minutes from 00:00 of day 1),
``kind`` and fields of its own. Money is integer paise in fields ending
``_paise``; quantities are integers in the item's selling unit.

Visibility (the single source of truth for what is hidden):

- a kind's ``visibility``: ``"public"`` (every role can come to know it through
  its tools or its turn), ``"hidden"`` (the researcher and the scores only: the
  record line carries ``"hidden": true``, added by the record from this mark),
  or a tuple of the roles that may see it;
- a field made with ``hidden_field(...)`` is hidden whatever its kind's
  visibility (its name starts ``hidden_`` in the record; a test holds the two
  together).

Serving (``serving = True`` on a kind): an event about how the run's models were served or the run was carried on,
not about the shop — a model request retried or failed after its retries, a model's reasoning, a renderer model's
words rejected, a resume, roles handed to other models. The shop's own events are every other kind; a
counterpart's phrasing is keyed on how many of those came before it (``events.record.EventRecord.shop_seq``), so a
retried request or a resume never changes what a supplier or a customer says.
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from scenarios.vocabulary import Role

__all__ = ["Event", "FlowEvent", "Visibility", "PUBLIC", "HIDDEN", "ALL_ROLES", "hidden_field",
           "is_hidden_field", "Paise", "Json"]

Visibility = Union[Literal["public", "hidden"], tuple[Role, ...]]
PUBLIC: Literal["public"] = "public"
HIDDEN: Literal["hidden"] = "hidden"
ALL_ROLES: tuple[Role, ...] = ("manager", "cashier", "helper", "munshi")

Paise = int  # integer paise (1 rupee = 100 paise); a name for readers of the models
Json = Any   # any JSON value (a tool's arguments or result, a model's text)


def hidden_field(default: Any = ..., *, description: str) -> Any:
    """A field no role may see (the researcher's and the scores' only), with its description."""
    return Field(default, description=f"hidden: {description}", json_schema_extra={"visibility": "hidden"})


def is_hidden_field(model: type[BaseModel], name: str) -> bool:
    """Whether field ``name`` of ``model`` was declared with ``hidden_field``."""
    extra = model.model_fields[name].json_schema_extra
    return isinstance(extra, dict) and extra.get("visibility") == "hidden"


class Event(BaseModel):
    """One event of the record. Subclasses narrow ``kind`` to a ``Literal`` and set ``visibility``; a hidden
    kind declares ``hidden: Literal[True] = True`` where its record line carries the flag."""
    model_config = ConfigDict(extra="forbid")
    visibility: ClassVar[Visibility] = PUBLIC
    #: an event about serving the models or carrying the run on, not about the shop (above; ``registry.SERVING``)
    serving: ClassVar[bool] = False

    seq: int = Field(description="0-based order of the event in the record")
    day: int = Field(description="1-based simulated day")
    minute: int = Field(description="simulated minutes from 00:00 of day 1")
    kind: str = Field(description="the event's kind (each model narrows it to its own name)")


class FlowEvent(Event):
    """An event that moves net worth (conservation is checked on these): its effect comes first."""
    net_worth_effect_paise: int = Field(description="change of net worth this event makes, paise")
