"""Why calls were refused, from the record's ``invalid_action`` events (per role and tool; scripted players have none):

- ``invalid_actions_by_reason``: ``[{"role", "tool", "reason", "actions"}]`` — the refused calls grouped by role, the
  tool named and the error's reason class (``reason_class``: its first clause, the values in it left out, so
  "unknown tool 'no_such_tool': the manager has no such tool. Its tools: …" is "unknown tool" and
  "item: no item 'caviar' in this shop" is "item: no item in this shop"), most actions first, then in the order
  first seen; at most ``REASONS_SHOWN`` a role (a list: a study's flat row leaves it out; ``kirana transcript``
  shows every refusal in full). A new user's trial (session 40): a fake manager made 40 invalid actions in 2 days
  — tool calls written as text, arguments ``"null"``, unknown tools, ``{"foo": 1}`` as arguments, cut-off JSON —
  and the report said only "invalid manager actions, a day: 20".

The actions of a role sum to its ``invalid_action`` events while it has at most ``REASONS_SHOWN`` groups. Counts
every ``invalid_action`` of the events given (``scoring.score_record`` passes a stopped run's closed days).
Linear in the record.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Iterable

from events.base import Event
from events.staff import InvalidAction
from scoring._common import ROLES

__all__ = ["invalid_reason_scores", "reason_class", "REASONS_SHOWN", "REASON_CHARS"]

#: groups kept a role in ``invalid_actions_by_reason``, and the characters kept of a reason class
REASONS_SHOWN, REASON_CHARS = 12, 100

#: Where an error's clause ends: a colon or semicolon, an opening parenthesis, ", got", a sentence's end.
_CLAUSE = re.compile(r": |; | \(|, got |\. ")
#: A value quoted in an error ('no_such_tool', "caviar"), not an apostrophe inside a word (the manager's).
_QUOTED = re.compile(r"""(?<![\w'"])(?:'[^']*'|"[^"]*")(?![\w'"])""")


def reason_class(error: str, argument: str = "") -> str:
    """The reason class of a refused call's ``error``: its first clause with any quoted value dropped, behind the
    argument at fault ("to: Field required (got {'foo': 1}); also …" with ``argument`` "to" → "to: Field required";
    "arguments are not JSON: Expecting value: line 1 …" → "arguments are not JSON"; "'foo': no such tool; this turn
    offers …" → "no such tool", its first clause being only the value). At most ``REASON_CHARS`` characters;
    "(no reason given)" for an empty error."""
    head, text = "", error
    if argument and error.startswith(argument + ": "):
        head, text = argument + ": ", error[len(argument) + 2:]
    for clause in _CLAUSE.split(text):
        words = " ".join(_QUOTED.sub("", clause).split())
        if words:
            return (head + words)[:REASON_CHARS]
    return head[:-2] if head else "(no reason given)"


def invalid_reason_scores(events: Iterable[Event]) -> dict:
    """``invalid_actions_by_reason`` of typed ``events`` (module docstring): ``[{"role": str, "tool": str,
    "reason": str, "actions": int}]``, roles in ``ROLES`` order, each role's groups most actions first."""
    groups: dict[str, Counter] = {role: Counter() for role in ROLES}
    for e in events:
        if type(e) is InvalidAction:
            groups.setdefault(e.role, Counter())[(e.tool, reason_class(e.error, e.argument))] += 1
    return {"invalid_actions_by_reason": [{"role": role, "tool": tool, "reason": reason, "actions": n}
                                          for role, counts in groups.items()
                                          for (tool, reason), n in counts.most_common(REASONS_SHOWN)]}
