"""The four agents and their group chat, with turn selection from the shop's clock.

Each role is an ``AssistantAgent`` with its own model client, its role's tools
and a ``RoleContext``. The team is a ``SelectorGroupChat`` whose
``selector_func`` always returns the role whose turn the shop has open — it
never falls back to the model-based selector (the selector's own model client
is a replay client with no answers, so a fallback would fail loudly). The
``ShopClock`` termination condition closes a turn when its agent has answered,
opens the next one, and stops the run at the day boundary (or the month's end).
"""
from __future__ import annotations

from typing import Callable, Sequence

from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import TerminatedException, TerminationCondition
from autogen_agentchat.messages import BaseAgentEvent, BaseChatMessage, StopMessage
from autogen_agentchat.teams import SelectorGroupChat
from autogen_ext.models.replay import ReplayChatCompletionClient

from agents.briefs import SYSTEM_MESSAGES, turn_brief
from agents.context import POLICY_TEXT, RoleContext
from agents.scaffolds import scaffolded
from market.shop import ROLES, Shop

__all__ = ["ShopClock", "build_team"]


class ShopClock(TerminationCondition):
    """Closes the answered turn, opens the next, stops at the day boundary (see the module docstring)."""

    def __init__(self, shop: Shop, contexts: dict[str, RoleContext]) -> None:
        self.shop, self.contexts = shop, contexts
        self.before_day: int | None = None
        self._terminated = False

    @property
    def terminated(self) -> bool:
        return self._terminated

    def open_next(self) -> bool:
        """Open the next turn before the boundary; False if there is none."""
        turn = self.shop.next_turn(before_day=self.before_day)
        if turn is None:
            return False
        self.contexts[turn.role].begin_turn(turn_brief(turn))
        return True

    async def __call__(self, messages: Sequence[BaseAgentEvent | BaseChatMessage]) -> StopMessage | None:
        if self._terminated:
            raise TerminatedException("the shop's clock has stopped")
        answered = any(getattr(m, "source", None) in ROLES for m in messages)
        if answered and self.shop.turn is not None:
            self.shop.end_turn()
        if self.shop.turn is None and not self.open_next():
            self._terminated = True
            return StopMessage(content="day over" if not self.shop.finished else "month over", source="shop")
        return None

    async def reset(self) -> None:
        self._terminated = False


def build_team(shop: Shop, clients: dict, tools: dict, contexts: dict[str, RoleContext],
               policy_text: dict[str, str]) -> tuple[SelectorGroupChat, ShopClock]:
    """The group chat for ``shop``: one agent per role, clock-driven selection and termination."""
    agents = []
    for role in ROLES:
        system = SYSTEM_MESSAGES[role] + (" " + policy_text[role] if policy_text.get(role) else "")
        agent = AssistantAgent(role, clients[role], tools=tools[role], model_context=contexts[role],
                               system_message=system, reflect_on_tool_use=False,
                               max_tool_iterations=shop.scenario.roles[role].max_tool_calls_per_turn,
                               description=f"the shop's {role}")
        agents.append(scaffolded(agent, clients[role], shop, tools[role]))
    clock = ShopClock(shop, contexts)

    def select(thread) -> str:
        if shop.turn is None:
            raise RuntimeError("no turn is open: the selector was asked after the clock stopped")
        return shop.turn.role

    team = SelectorGroupChat(agents, model_client=ReplayChatCompletionClient([]), selector_func=select,
                             termination_condition=clock, allow_repeated_speaker=True)
    return team, clock


def policy_texts(settings: dict) -> dict[str, str]:
    """The context policy sentence each token-limited role is told."""
    return {role: POLICY_TEXT.format(evict_at=s["evict_at_tokens"], evict_to=s["evict_to_tokens"])
            for role, s in settings.items() if s.get("evict_at_tokens")}
