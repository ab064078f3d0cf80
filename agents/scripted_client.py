"""Scripted policies as AutoGen model clients: deterministic, no model, tool calls only.

``ScriptedChatCompletionClient`` plays one role of a scripted shop. On each
``create`` it looks at the conversation the agent would send a model: if the
last message is a tool result, it sends that result into the policy's game and
returns the next tool call; if a new turn brief is last, it starts the policy's
game for that turn. When the game ends it answers with text, which ends the
agent's turn. A scaffold's phase prompt (``agents.scaffolds``) is answered by
``agents.scaffold_scripted``. Loaded through AutoGen's component config:
``{"provider": "agents.scripted_client.ScriptedChatCompletionClient",
"config": {"shop": "reference", "role": "manager"}}``.
"""
from __future__ import annotations

import json
from typing import Any, Literal, Mapping, Optional, Sequence

from autogen_core import CancellationToken, Component, FunctionCall
from autogen_core.models import (CreateResult, FunctionExecutionResultMessage, LLMMessage,
                                 ModelInfo, RequestUsage, UserMessage)
from autogen_core.tools import Tool, ToolSchema
from pydantic import BaseModel
from typing_extensions import Self

from agents.briefs import turn_from_brief
from agents.offline_client import OfflineClient
from agents.role_tools import result_from_text
from agents.scaffold_scripted import phase_answer, phase_of
from roles.scripted import make_policy
from roles.tool_spec import turn_spent

__all__ = ["ScriptedChatCompletionClient", "ScriptedClientConfig", "ScriptedPlayer"]

# ``json.dumps(value, ensure_ascii=False)``, the same text, without building an encoder on each call
_JSON = json.JSONEncoder(ensure_ascii=False).encode

# vision=True: a scripted player reads no images, and AutoGen then passes the context through
# as it is instead of copying every message to strip images on each call.
_INFO = ModelInfo(vision=True, function_calling=True, json_output=False, family="scripted",
                  structured_output=False, multiple_system_messages=True)


class ScriptedClientConfig(BaseModel):
    """Which scripted shop, and which of its roles, this client plays."""
    shop: str
    role: str


class ScriptedPlayer:
    """Maps a conversation to the policy's next tool call (shared with the test model server)."""

    def __init__(self, shop: str, role: str) -> None:
        self.policy = make_policy(f"scripted:{shop}", role)
        self._game = None
        self._turn_key: str | None = None

    def next_call(self, last_is_tool_result: bool, tool_result_text: str | None,
                  brief_text: str | None) -> tuple[str, dict] | None:
        """The next (tool, args), or None when the turn's play is over."""
        try:
            if last_is_tool_result and self._game is not None:
                result = result_from_text(tool_result_text or "")
                if turn_spent(result) or not result.ok and result.error == (tool_result_text or ""):
                    self._game = None  # minutes spent or the turn over (``agents.direct``), or a result cut to fit the
                    return None  # context budget that no longer parses (238 open bills): the play ends, never crashes
                return self._game.send(result)
            turn = turn_from_brief(brief_text or "")
            if turn is None:
                return None
            self._game = self.policy.play(turn)
            return next(self._game)
        except StopIteration:
            self._game = None
            return None


class ScriptedChatCompletionClient(OfflineClient, Component[ScriptedClientConfig]):
    """A deterministic model client that plays a scripted shop's role (see the module docstring)."""

    component_type = "model"
    component_config_schema = ScriptedClientConfig
    component_provider_override = "agents.scripted_client.ScriptedChatCompletionClient"

    def __init__(self, shop: str, role: str) -> None:
        self._config = ScriptedClientConfig(shop=shop, role=role)
        self.player = ScriptedPlayer(shop, role)
        self._calls = 0
        self._usage = RequestUsage(prompt_tokens=0, completion_tokens=0)
        self._info = _INFO

    @property
    def policy(self):
        """The scripted policy (its ``memory`` is checkpointed with the run)."""
        return self.player.policy

    async def create(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = [],
                     tool_choice: Tool | Literal["auto", "required", "none"] = "auto",
                     json_output: Optional[bool | type[BaseModel]] = None,
                     extra_create_args: Mapping[str, Any] = {},
                     cancellation_token: Optional[CancellationToken] = None) -> CreateResult:
        phase = phase_of(list(messages))
        if phase is not None:  # a scaffold's phase (agents.scaffolds): answered from the policy's memory
            return self._phase(phase, list(messages))
        last = messages[-1] if messages else None
        tool_text, brief = None, None
        if isinstance(last, FunctionExecutionResultMessage):
            tool_text = last.content[-1].content
        else:
            brief = next((m.content for m in reversed(messages)
                          if isinstance(m, UserMessage) and isinstance(m.content, str) and "```turn" in m.content), None)
        call = self.player.next_call(isinstance(last, FunctionExecutionResultMessage), tool_text, brief)
        if call is None:
            return CreateResult(finish_reason="stop", content="Done for this turn.", usage=self._usage, cached=False)
        self._calls += 1
        name, args = call
        return CreateResult(finish_reason="function_calls", usage=self._usage, cached=False,
                            content=[FunctionCall(id=f"call_{self._calls}", name=name,
                                                  arguments=_JSON(args))])

    def _phase(self, phase: dict, messages: list) -> CreateResult:
        answer = phase_answer(self.policy, phase, messages)
        if isinstance(answer, str):
            return CreateResult(finish_reason="stop", content=answer, usage=self._usage, cached=False)
        self._calls += 1
        name, args = answer
        return CreateResult(finish_reason="function_calls", usage=self._usage, cached=False,
                            content=[FunctionCall(id=f"call_{self._calls}", name=name,
                                                  arguments=_JSON(args))])

    def _to_config(self) -> ScriptedClientConfig:
        return self._config

    @classmethod
    def _from_config(cls, config: ScriptedClientConfig) -> Self:
        return cls(shop=config.shop, role=config.role)
