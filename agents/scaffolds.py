"""Manager scaffolds of the retail-agent literature, as AutoGen agents around a role's model.

RetailBench (seed paper, §3 and Appendix C) compares four agent frameworks;
a scenario picks one per role (``roles.ROLE.scaffold``):

- ``plain`` — the tool loop alone (ReAct-style): the role's ``AssistantAgent``.
- ``reflection`` — after the role's day (``reflection_level: day``: the
  manager's turn ended with ``go_home`` or with a wake after its working day;
  a staff role's every turn) or after every turn (``step``), the model writes a reflection with no tools; the newest
  reflection replaces the older one and is the role's memory, shown at the
  start of each later turn (RetailBench C.3: "this reflection will be the
  complete memory used for future days").
- ``plan_and_act`` — each turn first asks for a plan (no tools), then acts on
  it with the role's tools, the plan shown above the turn's brief.
- ``evolving_strategy`` — Evolving Strategy & Execution: at the role's first
  turn of each day a *strategy phase* may use only read-only tools
  (``READ_ONLY``) and must end with a fenced ```strategy block
  (``events.strategy.Strategy``: macro strategy, execution strategy, the day's
  actions), recorded as a ``strategy_set`` event; the *execution phase* then
  acts with every tool, the day's strategy shown as fixed — no tool can change
  it, and a strategy block written during execution is recorded as
  ``strategy_change_refused`` and ignored.

``ScaffoldAgent`` is a ``BaseChatAgent`` with the role's name: the group chat
selects it like any agent; it runs phase agents (``AssistantAgent``\\ s with the
same model client, each with its own short context) around the role's own
``AssistantAgent``. Every phase is recorded as a ``scaffold_phase`` event (role,
scaffold, phase, the text the model wrote, and for ``reflect`` and ``strategy``
the ``previous`` reflection or strategy it was shown), so a run's record shows
its phases and what the scaffold remembered. The memory (``saved_memory``) is
written into each checkpoint, so ``--resume`` continues with it.
A phase prompt carries a fenced ``phase`` block so a scripted model client can
answer it (``agents.scaffold_scripted``).
"""
from __future__ import annotations

import json
from typing import Sequence

from autogen_agentchat.agents import AssistantAgent, BaseChatAgent
from autogen_agentchat.base import Response
from autogen_agentchat.messages import BaseChatMessage, TextMessage
from autogen_core import CancellationToken
from autogen_core.model_context import UnboundedChatCompletionContext
from autogen_core.models import UserMessage

from events.strategy import parse_strategy

__all__ = ["ScaffoldAgent", "READ_ONLY", "SCAFFOLDS", "phase_prompt", "scaffolded"]

SCAFFOLDS = ("plain", "reflection", "plan_and_act", "evolving_strategy")
READ_ONLY = ("check_books", "read_cash_book", "read_notes")  # tools that change nothing but the role's clock
PHASE_SYSTEM = {
    "strategy": "You are the kirana's strategist. Look at the books with the read-only tools, then decide "
                "whether to keep, refine or replace yesterday's strategy. You cannot act on the shop now.",
    "plan": "You plan the turn that follows. Write a short numbered plan; you cannot act now.",
    "reflect": "You reflect on the shop's day. Your reflection replaces the previous one and is the only "
               "memory you keep for later days.",
}
_ASK = {
    "strategy": "Strategy phase for day {day}. Yesterday's strategy: {previous}\nEnd with one fenced block:\n"
                "```strategy\n{{\"macro\": \"...\", \"execution\": {{\"focus_items\": [], \"supplier_for\": {{}}, "
                "\"reorder\": [], \"price_changes\": {{}}, \"monitor\": []}}, \"actions\": []}}\n```",
    "plan": "Plan this turn (day {day}). The turn's brief:\n{brief}",
    "reflect": "Reflect on day {day}: what happened, what went wrong and why, what worked, what to do differently. "
               "Your previous reflection: {previous}\nWhat you did this turn:\n{brief}",
}


def phase_prompt(phase: str, day: int, previous: str = "none", brief: str = "") -> str:
    """The user message that opens a phase, ending with a fenced ``phase`` block naming it and the day."""
    block = json.dumps({"phase": phase, "day": day})
    return _ASK[phase].format(day=day, previous=previous or "none", brief=brief) + f"\n```phase\n{block}\n```"


class ScaffoldAgent(BaseChatAgent):
    """A role's agent wrapped in a scaffold (see the module docstring).

    Args:
        inner: the role's own AssistantAgent (its model client, tools and RoleContext).
        shop: the live shop (for the clock and to record phases).
        scaffold: one of ``SCAFFOLDS`` other than plain.
        read_only_tools: the role's tools allowed in the strategy phase.
        reflection_level: ``day`` or ``step``.
    Raises:
        ValueError: an unknown scaffold.
    """

    def __init__(self, inner: AssistantAgent, model_client, shop, scaffold: str, read_only_tools: list,
                 reflection_level: str = "day") -> None:
        if scaffold not in SCAFFOLDS[1:]:
            raise ValueError(f"roles.{inner.name}.scaffold: {scaffold!r}; use one of {', '.join(SCAFFOLDS)}")
        super().__init__(inner.name, inner.description)
        self.inner, self.client, self.shop = inner, model_client, shop
        self.scaffold, self.level, self.read_only = scaffold, reflection_level, read_only_tools
        self.memory = {"reflection": "", "plan": "", "strategy": "", "strategy_day": 0}

    @property
    def produced_message_types(self):
        return self.inner.produced_message_types

    def _record(self, phase: str, text: str, **extra) -> None:
        self.shop.emit("scaffold_phase", role=self.name, scaffold=self.scaffold, phase=phase, text=text[:4000],
                       **extra)

    async def _phase(self, phase: str, prompt: str, tools: list | None, ct: CancellationToken) -> str:
        agent = AssistantAgent(f"{self.name}_{phase}", self.client, tools=tools or None,
                               model_context=UnboundedChatCompletionContext(), system_message=PHASE_SYSTEM[phase],
                               reflect_on_tool_use=False, max_tool_iterations=20 if tools else 1)
        response = await agent.on_messages([TextMessage(content=prompt, source="shop")], ct)
        content = response.chat_message.content if response.chat_message else ""
        return content if isinstance(content, str) else str(content)

    async def _note(self, text: str) -> None:
        await self.inner.model_context.add_message(UserMessage(content=text, source="shop"))

    async def on_messages(self, messages: Sequence[BaseChatMessage], cancellation_token: CancellationToken) -> Response:
        turn = self.shop.turn
        day = turn.day if turn else self.shop.state.day
        brief = ""
        if turn is not None:
            from agents.briefs import turn_brief
            brief = turn_brief(turn)
        if self.scaffold == "evolving_strategy" and self.memory["strategy_day"] != day:
            await self._strategy(day, cancellation_token)
        if self.scaffold == "evolving_strategy" and self.memory["strategy"]:
            self._record("execution", "")
            await self._note(f"Day {day}: today's strategy, fixed until tomorrow's strategy phase (you cannot "
                             f"change it now; act on it):\n{self.memory['strategy']}")
        if self.scaffold == "plan_and_act":
            plan = await self._phase("plan", phase_prompt("plan", day, brief=brief), None, cancellation_token)
            self.memory["plan"] = plan
            self._record("plan", plan)
            self._record("act", "")
            await self._note(f"Your plan for this turn:\n{plan}")
        if self.scaffold == "reflection" and self.memory["reflection"]:
            await self._note(f"Your memory (your latest reflection):\n{self.memory['reflection']}")
        response = await self.inner.on_messages(messages, cancellation_token)
        if self.scaffold == "evolving_strategy":
            said = response.chat_message.content if response.chat_message else ""
            if isinstance(said, str) and "```strategy" in said:
                self.shop.emit("strategy_change_refused", role=self.name, text=said[:2000],
                               reason="the strategy is fixed during the execution phase")
        if self.scaffold == "reflection" and self._day_over():
            done = "\n".join(str(getattr(m, "content", "")) for m in (response.inner_messages or []))[-3000:]
            previous = self.memory["reflection"]
            text = await self._phase("reflect", phase_prompt("reflect", day, previous, done), None,
                                     cancellation_token)
            self.memory["reflection"] = text
            self._record("reflect", text, level=self.level, previous=previous[:2000])
        return response

    def _day_over(self) -> bool:
        if self.level == "step":
            return True
        if self.name != "manager":
            return True  # staff turns are short: each is a day's step
        rd, end = self.shop.role_day(self.name), self.shop.end_of_day(self.name)
        # the manager's last turn today: it went home, or it will next wake after its working day
        return rd.gone_home or (rd.wake_at is not None and rd.wake_at >= end) or rd.busy_until >= end

    async def _strategy(self, day: int, ct: CancellationToken) -> None:
        previous = self.memory["strategy"]
        text = await self._phase("strategy", phase_prompt("strategy", day, previous), self.read_only, ct)
        self._record("strategy", text, previous=previous[:2000])
        strategy, error = parse_strategy(text)
        self.memory["strategy_day"] = day
        if strategy is None:
            self.shop.emit("strategy_set", role=self.name, valid=False, error=error, strategy=None)
            self.shop.emit("invalid_action", role=self.name, tool="strategy", args={"raw": text[:2000]},
                           argument="strategy", error=error)
            return  # yesterday's strategy stands
        self.memory["strategy"] = "```strategy\n" + strategy.model_dump_json() + "\n```"
        self.shop.emit("strategy_set", role=self.name, valid=True, error="", strategy=strategy.model_dump())

    async def on_reset(self, cancellation_token: CancellationToken) -> None:
        await self.inner.on_reset(cancellation_token)

    def saved_memory(self) -> dict:
        """The scaffold's memory as plain JSON for a checkpoint: ``reflection`` (the latest reflection),
        ``plan`` (the current turn's plan), ``strategy`` (today's strategy block) and ``strategy_day``."""
        return dict(self.memory)

    def restore_memory(self, memory: dict) -> None:
        """Continue with a checkpoint's ``saved_memory()`` (``--resume``); unknown keys are ignored.

        Raises:
            ValueError: ``memory`` is not a mapping (the checkpoint's ``scaffolds.ROLE`` was damaged).
        """
        if not isinstance(memory, dict):
            raise ValueError(f"checkpoint scaffolds.{self.name}: expected an object, got {type(memory).__name__}")
        self.memory = {k: memory.get(k, v) for k, v in self.memory.items()}

    async def save_state(self):
        return {"inner": await self.inner.save_state(), "scaffold_memory": dict(self.memory)}

    async def load_state(self, state) -> None:
        await self.inner.load_state(state["inner"])
        self.memory = dict(state.get("scaffold_memory", self.memory))


def scaffolded(agent: AssistantAgent, model_client, shop, tools: list):
    """The role's agent as its scenario's ``scaffold`` says: itself for ``plain``, else a ScaffoldAgent."""
    settings = shop.scenario.roles[agent.name]
    scaffold = getattr(settings, "scaffold", "plain")
    if scaffold == "plain":
        return agent
    read_only = [t for t in tools if t.name in READ_ONLY]
    return ScaffoldAgent(agent, model_client, shop, scaffold, read_only, settings.reflection_level)
