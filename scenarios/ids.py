"""Supplier ids, each written once: a repeated id is reported at the repeat's own ``id`` (its line in the file),
together with every other error of the scenario, in line order. A model validator had run only once every field was
valid — so a repeat was reported after the other errors were fixed — and at line 1 (the whole scenario's)."""
from __future__ import annotations

import re
from typing import Any, Callable

from pydantic import ValidationError
from pydantic_core import PydanticCustomError

__all__ = ["duplicate_ids", "duplicate_names", "unique_ids"]


def duplicate_ids(suppliers: Any) -> list:
    """One pydantic error per supplier whose ``id`` an earlier supplier has, at that repeat's ``(index, "id")``, its
    message naming the first and an id not taken (``S11`` after ``S1``–``S10``); read from the data as written, so
    it is found whatever else is wrong."""
    if not isinstance(suppliers, list):
        return []
    ids = [item.get("id") if isinstance(item, dict) else getattr(item, "id", None) for item in suppliers]
    taken = {i for i in ids if isinstance(i, str)}
    numbers = [int(i[1:]) for i in taken if i[:1] == "S" and i[1:].isdigit()]
    free = f"S{max(numbers, default=0) + 1}"
    first: dict[str, int] = {}
    errors = []
    for n, sid in enumerate(ids):
        if not isinstance(sid, str):
            continue
        if sid in first:
            message = (f"{sid!r} is already the id of suppliers.{first[sid]}; each supplier needs its own id — "
                       f"rename this one (e.g. {free!r}, not yet taken)")
            errors.append({"type": PydanticCustomError("value_error", "Value error, {error}", {"error": message}),
                           "loc": (n, "id"), "input": sid})
            free = f"S{int(free[1:]) + 1}"
        else:
            first[sid] = n
    return errors


def duplicate_names(suppliers: Any) -> list:
    """One pydantic error per supplier whose ``name`` an earlier supplier has (compared by its words only: without
    case, spaces or punctuation), at that repeat's ``(index, "name")``: the manager's inbox, the transcripts and a
    model's e-mails name a supplier by name, so two of one name cannot be told apart (a new user's trial, session 38: S1 and S2 both
    "Agarwal Grain Traders" ran without a word)."""
    if not isinstance(suppliers, list):
        return []
    first: dict[str, int] = {}
    errors = []
    for n, item in enumerate(suppliers):
        name = item.get("name") if isinstance(item, dict) else getattr(item, "name", None)
        if not isinstance(name, str) or not name.strip():
            continue
        key = " ".join(re.findall(r"\w+", name)).casefold()  # "Agarwal Grain Traders." is "Agarwal Grain Traders"
        if key in first:
            message = (f"{name!r} is already the name of suppliers.{first[key]}; a model tells suppliers apart by "
                       f"name — give this one its own (e.g. {name.strip() + ' (2)'!r})")
            errors.append({"type": PydanticCustomError("value_error", "Value error, {error}", {"error": message}),
                           "loc": (n, "name"), "input": name})
        else:
            first[key] = n
    return errors


def unique_ids(suppliers: Any, handler: Callable[[Any], list]) -> list:
    """A wrap validator's body for ``Scenario.suppliers``: the suppliers validated by ``handler``, or a
    ``ValidationError`` holding their own errors and one per repeated id (``duplicate_ids``) or name
    (``duplicate_names``)."""
    repeats = duplicate_ids(suppliers) + duplicate_names(suppliers)
    try:
        out = handler(suppliers)
    except ValidationError as exc:
        if not repeats:
            raise
        try:
            combined = ValidationError.from_exception_data("suppliers", [*exc.errors(), *repeats])
        except Exception:  # noqa: BLE001 - an error pydantic cannot rebuild: the suppliers' own errors stand
            raise exc from None
        raise combined from None
    if repeats:
        raise ValidationError.from_exception_data("suppliers", repeats)
    return out
