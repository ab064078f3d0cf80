"""The least context budget a role can run with: its system message and tool schemas, which every call carries,
plus room for a turn (``TURN_ROOM`` tokens), by the offline count (``agents.tokens``).

``budget_problem(role, settings)`` is the one-line refusal both ``kirana scenario validate`` and ``kirana run``
give before anything starts (``kirana.scenario_cmd.check_located``), and ``agents.episode.make_context`` the same
check for a run built without the CLI. A new user's trial (session 35): a budget between the schema's minimum
(2,000) and the manager's real one (3,096) passed ``validate``, then ``kirana run`` crashed with a 99-line
traceback and left a half-made run folder.
"""
from __future__ import annotations

__all__ = ["TURN_ROOM", "fixed_tokens", "least_budget", "budget_problem"]

TURN_ROOM = 1_000  # tokens of room a turn needs beside the system message and tools
_FIXED_CACHE: dict[str, int] = {}


def fixed_tokens(role: str, tools: list | None = None) -> int:
    """Tokens of ``role``'s system message and tool schemas (``tools``: the role's tools; default its registry's)."""
    if tools is None and role in _FIXED_CACHE:
        return _FIXED_CACHE[role]
    from agents.role_tools import role_tools
    from agents.tokens import count_tokens, tool_tokens
    from roles.prompts import SYSTEM_MESSAGES
    n = count_tokens(SYSTEM_MESSAGES[role]) + 4 + tool_tokens(role_tools(None, role) if tools is None else tools)
    if tools is None:
        _FIXED_CACHE[role] = n
    return n


def least_budget(role: str) -> int:
    """The smallest ``roles.ROLE.context.budget_tokens`` the role runs with (3,096-ish for the manager)."""
    return fixed_tokens(role) + TURN_ROOM


def budget_problem(role: str, settings, tools: list | None = None) -> str:
    """"" if the role's context settings (``roles.ROLE.context``) can hold a call, else one line naming the field and
    the fix, e.g. "roles.manager.context.budget_tokens: 2000 cannot hold the manager's system message and tools
    (2096 tokens) and a turn; use at least 3096"."""
    if settings.policy == "unbounded":
        return ""
    fixed = fixed_tokens(role, tools)
    if settings.budget_tokens >= fixed + TURN_ROOM:
        return ""
    return (f"roles.{role}.context.budget_tokens: {settings.budget_tokens} cannot hold the {role}'s system message "
            f"and tools ({fixed} tokens) and a turn; use at least {fixed + TURN_ROOM}")
