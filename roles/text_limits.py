"""How long a tool's text arguments may be, and a refused call's arguments as the record keeps them.

Each tool that takes free text declares the most characters it takes or keeps of it (``@tool(..., texts={"text":
500})``, ``roles.tool_spec``): ``say`` 500, ``send_message`` 4,000, a ``message_manager`` text or a report's note
4,000 (the manager's inbox cuts there), ``write_note`` 4,000, ``refuse_delivery``'s reason 500. Any other text
argument (a customer or delivery id, an item, a recipient, a note's title), and every argument of a tool no role
has, counts as ``KEPT_CHARS``.

A refused call (``invalid_action``, ``roles.toolbox``) records each text argument longer than that as its first
min(limit, ``KEPT_CHARS``) characters and a marker with its whole length — ``"Total ₹230. bahut badhiya… [52,812
characters; say takes at most 500]"`` — and each list of more than ``LIST_VALUES`` values as its first
``LIST_VALUES`` and one more saying how many were left out; a text within its limit (a 3,000-character e-mail
refused for a bad block) is kept whole. A new user's trial (session 52): a fake cashier's 52,812-character ``say``,
refused 41 times in a day, was recorded whole each time (2.2 MB of a 2.6 MB record). ``limits_of`` gives a role's
limits to its model context (``agents.context_folds.bound_call``), which folds the same texts so the model is
never sent them back whole. An accepted call whose text is longer than its tool keeps (``message_manager``, a
report's note, ``write_note``, ``refuse_delivery``: each cuts it) is recorded as the part kept and the same marker
(``recorded_accepted``): the record had held a 52,812-character message the manager got 4,000 of.
"""
from __future__ import annotations

from typing import Any, Mapping

__all__ = ["KEPT_CHARS", "LIST_VALUES", "texts_of", "limits_of", "over_long", "recorded_refusal", "recorded_accepted"]

KEPT_CHARS = 600   # the most of an over-long text a record keeps (as turn_end keeps of a model's words)
LIST_VALUES = 100  # the most values of one list a refused call's record keeps


def texts_of(role: str, tool: str) -> dict[str, int]:
    """The declared text limits (argument -> characters) of ``role``'s tool ``tool``; {} for a tool the role does
    not have (an unknown tool: every text argument then counts as ``KEPT_CHARS``)."""
    from roles.registry import REGISTRY  # the registry imports the tools, which import the gate
    spec = REGISTRY.get(role, {}).get(tool)
    return dict(spec.texts) if spec is not None else {}


def limits_of(role: str) -> dict[str, dict[str, int]]:
    """``{tool: {argument: characters}}`` for each of ``role``'s tools (those with no free text: {}); {} for a role
    that is not one of the shop's."""
    from roles.registry import REGISTRY
    return {name: dict(spec.texts) for name, spec in REGISTRY.get(role, {}).items()}


def over_long(text: str, keep: int, tool: str, limit: int | None) -> str:
    """``text`` cut to its first ``keep`` characters and a marker with its whole length, and the tool's ``limit``
    when it declares one: ``"Total ₹230… [52,812 characters; say takes at most 500]"``, ``"R1R1R1… [9,000
    characters]"``."""
    said = f"; {tool} takes at most {limit:,}" if limit is not None else ""
    return f"{text[:keep]}… [{len(text):,} characters{said}]"


def recorded_refusal(args: Any, tool: str, texts: Mapping[str, int]) -> Any:
    """A refused call's arguments (plain JSON values, ``roles.tool_args.recordable``) as its ``invalid_action``
    keeps them (module docstring): each text longer than its argument's limit (``texts``; else ``KEPT_CHARS``) cut
    with ``over_long``, each list past ``LIST_VALUES`` values shortened. ``args`` itself when nothing is over."""
    if isinstance(args, dict):
        out = {k: _cut(v, tool, texts.get(k)) for k, v in args.items()}
        return args if all(out[k] is v for k, v in args.items()) else out
    return _cut(args, tool, None)


def recorded_accepted(args: dict, tool: str, texts: tuple[tuple[str, int], ...]) -> dict:
    """An accepted call's arguments as its ``tool_call`` keeps them: a text longer than its tool keeps (a
    ``message_manager`` text past 4,000 characters, which the manager's inbox cuts there) as the part kept and a marker
    with its whole length (``over_long``); ``args`` itself when none is (every call of a tool declaring no texts)."""
    over = [(k, n) for k, n in texts if isinstance(args.get(k), str) and len(args[k]) > n]
    if not over:
        return args
    return {**args, **{k: over_long(args[k], n, tool, n) for k, n in over}}


def _cut(value: Any, tool: str, limit: int | None, depth: int = 0) -> Any:
    """One argument's value as ``recorded_refusal`` keeps it (the value itself when nothing in it is over)."""
    if isinstance(value, str):
        bound = KEPT_CHARS if limit is None else limit
        return over_long(value, min(bound, KEPT_CHARS), tool, limit) if len(value) > bound else value
    if depth > 20 or not isinstance(value, (list, dict)):  # the gate bounds nesting at 12 before a call is run
        return value
    if isinstance(value, dict):
        out = {k: _cut(v, tool, None, depth + 1) for k, v in value.items()}
        return value if all(out[k] is v for k, v in value.items()) else out
    kept = [_cut(v, tool, None, depth + 1) for v in value[:LIST_VALUES]]
    if len(value) > LIST_VALUES:
        return kept + [f"… {len(value) - LIST_VALUES:,} more values"]
    return value if all(a is b for a, b in zip(kept, value)) else kept
