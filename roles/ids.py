"""Reading the ids a tool argument names (customers R12, suppliers S3, vans D7, recipients): one rule for every tool.

The shop's ids are a capital prefix and a number. An argument that differs from one id only in case or in spaces
around it (``"r7"``, ``" R7 "``) can name nothing else, and is read as that id — refusing it would score the model
for our spelling, and taking it as some other customer would score it for a figure it did not give. An argument
that names no id is refused with a ``ToolError`` naming the argument, the value and the ids it may take (the gate
records an ``invalid_action``; nothing changes). A new user's trial (session 42) saw ``report_books`` take the
overdue khata written ``["r7", "r11", …]`` without a word, then score that one night as 10 customers missed and
10 extra.
"""
from __future__ import annotations

import re
from typing import Iterable

from roles.tool_args import short
from roles.tool_spec import NAMED_CHARS, ToolError

__all__ = ["read_id", "read_ids", "ids_hint"]

NAMED_VALUES = 10  # the most values that name no id an error quotes (then how many more; each quoted short)

_PREFIXED = re.compile(r"([A-Z]+)(\d+)")


def ids_hint(known: Iterable[str], most: int = 12) -> str:
    """The ids ``known`` for an error message: "R1..R40" when they run 1..N under one prefix, else the first
    ``most`` ("S1, S2, … (10 in all)"); "none" when there are none."""
    ids = list(known)
    if not ids:
        return "none"
    parts = [_PREFIXED.fullmatch(i) for i in ids]
    if all(parts) and len({p.group(1) for p in parts}) == 1 \
            and sorted(int(p.group(2)) for p in parts) == list(range(1, len(ids) + 1)):
        prefix = parts[0].group(1)
        return f"{prefix}1" if len(ids) == 1 else f"{prefix}1..{prefix}{len(ids)}"
    return ", ".join(ids[:most]) + (f", … ({len(ids)} in all)" if len(ids) > most else "")


def _index(known: Iterable[str]) -> dict[str, list[str]]:
    folded: dict[str, list[str]] = {}
    for k in known:
        folded.setdefault(k.casefold(), []).append(k)
    return folded


def read_id(value: str, known: Iterable[str], argument: str, what: str, fix: str = "") -> str:
    """The id of ``known`` that ``value`` names: itself, else the one id equal to it but for case and surrounding
    spaces.

    Args:
        value: the argument as the model sent it.
        known: the ids it may name (a dict's keys will do).
        argument: the argument's name, for the error (``customer_id``).
        what: what an id names, for the error ("customer", "supplier").
        fix: where the model can read the ids ("read_khata lists them"); the known ids are always given.
    Raises:
        ToolError: ``value`` names no id of ``known`` (or, by case alone, more than one).
    """
    return read_ids([value], known, argument, what, fix)[0]


def read_ids(values: list[str], known: Iterable[str], argument: str, what: str, fix: str = "") -> list[str]:
    """Each of ``values`` read as ``read_id`` reads one, in order (a repeat stays a repeat); one ``ToolError``
    naming every value that names no id."""
    known = list(known)
    exact, folded = set(known), None
    out, bad = [], []
    for v in values:
        if v in exact:
            out.append(v)
            continue
        if folded is None:
            folded = _index(known)
        found = folded.get(v.strip().casefold(), [])
        if len(found) == 1:
            out.append(found[0])
        else:
            bad.append(v)
    if bad:
        names = ", ".join(short(b, NAMED_CHARS) for b in bad[:NAMED_VALUES]) + \
            (f" and {len(bad) - NAMED_VALUES:,} more" if len(bad) > NAMED_VALUES else "")
        raise ToolError(argument, f"no {what} {names}; {what}s have ids like {ids_hint(known)}"
                                  + (f" ({fix})" if fix else ""))
    return out
