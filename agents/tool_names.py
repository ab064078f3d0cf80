"""A tool name a model sent, read against the role's tools: taken as one of them when unambiguous, else refused with
the shop's message.

Models often send a tool's name a little off: with the ``functions.`` namespace some chat templates show
(``functions.send_message``), or in another case (``Send_Message``). ``resolve_tool`` takes such a name as that tool
when exactly one of the role's tools matches it (the exact name first, then the name without ``functions.``, then
the same letters in any case); the call then runs as that tool and is recorded under its real name. Any other name
is unknown: ``unknown_tool_reason`` says so, lists the role's tools and, when one is close
(``difflib.get_close_matches``, case-insensitive), asks "did you mean …?". That one text is both the
``invalid_action`` error in the record and what the model is answered.
"""
from __future__ import annotations

import difflib
from typing import Iterable

__all__ = ["resolve_tool", "unknown_tool_reason", "PREFIXES"]

#: namespaces models put before a tool's name (OpenAI's own templates show tools as ``functions.NAME``)
PREFIXES = ("functions.", "function.", "tools.")


def resolve_tool(name: str, tool_names: Iterable[str]) -> str | None:
    """The role's tool that ``name`` means (``name`` itself if it is one), or None when none does unambiguously."""
    names = tool_names if isinstance(tool_names, (set, frozenset, dict)) else set(tool_names)
    if name in names:
        return name
    bare = _bare(name)
    if bare in names:
        return bare
    same = [n for n in names if n.lower() == bare.lower()]
    return same[0] if len(same) == 1 else None


def unknown_tool_reason(name: str, role: str, tool_names: Iterable[str]) -> str:
    """The one text for a call to a tool the role does not have: the name, the role's tools, and the close one."""
    names = sorted(tool_names)
    shown = name[:100]
    bare = _bare(shown)
    lower = {n.lower(): n for n in names}
    close = difflib.get_close_matches(bare.lower(), list(lower), n=1, cutoff=0.6)
    hint = f"; did you mean {lower[close[0]]}?" if close else ""
    return f"unknown tool {shown!r}: the {role} has no such tool. Its tools: {', '.join(names)}{hint}"


def _bare(name: str) -> str:
    """``name`` without surrounding space and without one namespace of ``PREFIXES`` ("functions.send_message")."""
    bare = name.strip()
    for prefix in PREFIXES:
        if bare.lower().startswith(prefix):
            return bare[len(prefix):]
    return bare
