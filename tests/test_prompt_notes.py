"""The system messages promise only the tools a role has: notes are the manager's alone (``write_note``,
``read_notes``); staff are told they have none and how what matters reaches the manager. A new user's trial
(session 42, finding 5) read "keep what matters in notes or in your reports" in every staff system message, while
the tools the server received for the cashier, helper and munshi had no notes tool."""
from __future__ import annotations

from roles.prompts import SYSTEM_MESSAGES
from roles.registry import REGISTRY
from scenarios.vocabulary import ROLES


def test_only_a_role_with_a_notes_tool_is_told_to_keep_notes():
    for role in ROLES:
        text, tools = SYSTEM_MESSAGES[role], set(REGISTRY[role])
        if "write_note" in tools:
            assert "keep what matters in your notes (write_note)" in text, role
        else:
            assert "keep what matters in notes" not in text and "write_note" not in text, role
            assert "you have no notes" in text, role
            # what matters reaches the manager through a tool the role has: a report or a message
            assert any(t.startswith("report_") or t == "message_manager" for t in tools), (role, sorted(tools))
    assert "write_note" in REGISTRY["manager"] and "write_note" not in REGISTRY["munshi"]


def test_every_role_is_told_that_the_current_turns_results_stay_and_older_ones_fold():
    for role in ROLES:
        assert "this turn's tool calls with their results" in SYSTEM_MESSAGES[role], role
        assert "call again to see one" in SYSTEM_MESSAGES[role], role
        assert "(a call that wrote a long text, once answered, as one line)" in SYSTEM_MESSAGES[role], role
