"""Test doubles for the manager → staff tests: a scripted manager that instructs each staff role, and a
scripted model client that keeps every brief it was shown (so a test can read what the staff saw)."""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

from autogen_core.models import LLMMessage, UserMessage

from agents.scripted_client import ScriptedChatCompletionClient
from lang.english import block
from roles.scripted.manager import ReferenceManager

PLAN_TEXT = "Keep only ten packets of rice on the shelf.\n" + block("shelf_plan", {"items": {"rice": 10}})
REPORT_TEXT = "Tonight, also tell me the bills due in three days.\n" + block(
    "report", {"include": ["payables_due"], "payables_due_within_days": 3})
FREE_TEXT = "Please be polite to every customer today."


def credit_text(customer_id: str) -> str:
    return f"No credit for {customer_id}.\n" + block("credit", {"refuse": [customer_id]})


class InstructingManager(ReferenceManager):
    """The reference manager, but on day 1 it sends each staff role one instruction (and the cashier one
    line of free text) instead of the daily plan and watch list; ``refuse_credit`` is set by the test."""
    refuse_credit: ClassVar[str] = "R1"
    extra: ClassVar[dict[str, str]] = {}

    def instruct_staff(self, books: dict):
        if books["day"] != 1:
            return
        yield "send_message", {"to": "helper", "text": self.extra.get("helper", PLAN_TEXT)}
        yield "send_message", {"to": "cashier", "text": self.extra.get("cashier", credit_text(self.refuse_credit))}
        yield "send_message", {"to": "munshi", "text": REPORT_TEXT}
        yield "send_message", {"to": "cashier", "text": FREE_TEXT}


class BriefKeepingClient(ScriptedChatCompletionClient):
    """The reference staff behind a model client, keeping each turn brief it is shown: ``briefs`` (class-wide,
    every role's) and ``by_role`` (role -> its briefs)."""
    component_provider_override = "instruction_clients.BriefKeepingClient"
    briefs: ClassVar[list[str]] = []
    by_role: ClassVar[dict[str, list[str]]] = {}

    async def create(self, messages: Sequence[LLMMessage], **kwargs: Any):
        last_brief = next((m.content for m in reversed(messages) if isinstance(m, UserMessage)
                           and isinstance(m.content, str) and "```turn" in m.content), None)
        if last_brief is not None and (not self.briefs or self.briefs[-1] != last_brief):
            self.briefs.append(last_brief)
            self.by_role.setdefault(self._config.role, []).append(last_brief)
        return await super().create(messages, **kwargs)
