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

import os
from typing import Sequence

from autogen_core.model_context import UnboundedChatCompletionContext

from autogen_agentchat.base import TerminatedException, TerminationCondition
from autogen_agentchat.messages import BaseAgentEvent, BaseChatMessage, StopMessage, TextMessage
from autogen_ext.models.replay import ReplayChatCompletionClient

from agents.briefs import turn_brief
from agents.context import RoleContext
from agents.lean_agent import ShopAssistant
from agents.lean_chat import LeanSelectorGroupChat, ShopWorkbench
from agents.reasoning import said_text
from agents.runtime import LeanRuntime
from agents.scaffolds import scaffolded
from agents.scripted_client import ScriptedChatCompletionClient
from engine.shop import ROLES, Shop
from roles.prompts import SYSTEM_MESSAGES
from roles.summary import role_summary

__all__ = ["ShopClock", "build_team"]


class ShopClock(TerminationCondition):
    """Closes the answered turn, opens the next, stops at the day boundary (see the module docstring)."""

    def __init__(self, shop: Shop, contexts: dict[str, RoleContext], hooks=None,
                 scripted: frozenset[str] = frozenset()) -> None:
        self.shop, self.contexts, self.hooks, self.scripted = shop, contexts, hooks, scripted
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
        ctx = self.contexts[turn.role]
        desk = role_summary(self.shop, turn.role, turn.kind) if ctx.budget is not None else ""
        notes = self.hooks.take_notes(turn.role) if self.hooks is not None else []
        ctx.begin_turn("\n\n".join(notes + [turn_brief(turn)]), day=turn.day, desk=desk)
        return True

    async def __call__(self, messages: Sequence[BaseAgentEvent | BaseChatMessage]) -> StopMessage | None:
        if self._terminated:
            raise TerminatedException("the shop's clock has stopped")
        answered = [m for m in messages if getattr(m, "source", None) in ROLES]
        if answered and self.shop.turn is not None:
            if self.hooks is not None:  # the calls a forfeit left unrun: one calls_ignored event
                self.hooks.box.report_ignored(self.shop.turn)
            turn = self.shop.turn  # a turn already over (a turn-ending call, a forfeit) was closed by the guard's
            # "The turn is over.", not the model's words (the transcript had quoted it as the model's: a trial)
            said = None if turn.over else self._said(answered[-1])
            cut = self.hooks is not None and turn.role in getattr(self.hooks, "cut_off", ())
            self.shop.end_turn(said=said, cut_off=cut and said is not None)
        if self.shop.turn is None and not self.open_next():
            self._terminated = True
            return StopMessage(content="day over" if not self.shop.finished else "month over", source="shop")
        return None

    async def reset(self) -> None:
        self._terminated = False

    def _said(self, answer) -> str | None:
        """A model's closing text for ``turn_end`` (junk, an empty answer, reasoning alone are kept for the
        researcher; ``<think>`` reasoning shortened to a marker before the answer, ``agents.reasoning.said_text``);
        None for a scripted client ("Done for this turn." every time: the direct engine's record, byte for byte)
        or an answer that is not text."""
        if answer.source in self.scripted or not isinstance(answer, TextMessage):
            return None
        return said_text(answer.content)


def build_team(shop: Shop, clients: dict, tools: dict, contexts: dict[str, RoleContext],
               hooks=None, scaffolds: dict | None = None, *,
               stream_events: bool = False) -> tuple[LeanSelectorGroupChat, ShopClock]:
    """The group chat for ``shop``: one agent per role, clock-driven selection and termination.

    ``hooks``: the run's ``agents.hooks.ShopHooks``; notes waiting for a role open its next brief.
    ``scaffolds``: if given, filled with role → ``agents.scaffolds.ScaffoldAgent`` for each role whose
    scenario names a scaffold other than plain (the episode checkpoints their memory).
    The tool gate counts a turn's calls and forfeits it past the role's cap; AutoGen's own loop
    limit is one more model answer than that, so it never ends a turn first.
    The team is ``agents.lean_chat.LeanSelectorGroupChat``: its manager keeps no month-long thread, and
    each agent's tool-call events reach ``team.run``'s result only with ``stream_events=True`` (the
    episode reads none of them); each agent's tools sit in a ``ShopWorkbench``; each agent's answer goes
    to the manager alone (``private_responses``: every role's ``RoleContext`` drops what other roles say).
    The selector keeps no conversation of its own (a context that holds nothing: it is never asked),
    and the runtime's OpenTelemetry tracing is off unless ``AUTOGEN_DISABLE_RUNTIME_TRACING`` is set
    to something other than ``true`` in the environment.
    """
    os.environ.setdefault("AUTOGEN_DISABLE_RUNTIME_TRACING", "true")
    agents = []
    for role in ROLES:
        bench = ShopWorkbench(tools[role], parsed=getattr(clients[role], "parsed", None))
        agent = ShopAssistant(role, clients[role], workbench=bench, model_context=contexts[role],
                               system_message=SYSTEM_MESSAGES[role], reflect_on_tool_use=False,
                               max_tool_iterations=shop.scenario.roles[role].max_tool_calls_per_turn + 1,
                               description=f"the shop's {role}")
        wrapped = scaffolded(agent, clients[role], shop, tools[role])
        # the turn's tool-call events are made only for a reader: the team's stream, or a scaffold (reflection
        # reads its agent's inner messages)
        agent.inner_events = stream_events or wrapped is not agent
        if scaffolds is not None and wrapped is not agent:
            scaffolds[role] = wrapped
        agents.append(wrapped)
    scripted = frozenset(r for r in ROLES if isinstance(getattr(clients[r], "inner", clients[r]),
                                                        ScriptedChatCompletionClient))
    clock = ShopClock(shop, contexts, hooks, scripted)

    def select(thread) -> str:
        if shop.turn is None:
            raise RuntimeError("no turn is open: the selector was asked after the clock stopped")
        return shop.turn.role

    team = LeanSelectorGroupChat(agents, model_client=ReplayChatCompletionClient([]), selector_func=select,
                                 termination_condition=clock, allow_repeated_speaker=True,
                                 model_context=_Nothing(), stream_events=stream_events,
                                 private_responses=all(isinstance(c, RoleContext) for c in contexts.values()))
    # the team's own (embedded) runtime, started and stopped by each run as AutoGen's is, minus the unread
    # logging and tracing (agents/runtime.py)
    team._runtime = LeanRuntime(ignore_unhandled_exceptions=False)
    return team, clock


class _Nothing(UnboundedChatCompletionContext):
    """The selector's model context: keeps nothing (the selector function never asks a model)."""

    async def add_message(self, message) -> None:
        return None
