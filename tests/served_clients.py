"""A served role's model played in this process, for tests that need a model server's failures but no network.

``InProcessServer`` answers as a scripted shop's role does (``agents.scripted_client``), but it is no
``OfflineClient``: the run treats it as a served model (a resume records ``run_resumed``, its requests go to
``calls.jsonl``), and the requests whose numbers are in ``InProcessServer.FAIL`` (1-based, counted over every
instance since ``reset``) fail as a server's transient HTTP 500 would, so the guard retries them (``model_retried``)
or, when a request's tries run out, records a ``model_error``. Loaded through AutoGen's component config:
``{"provider": "served_clients.InProcessServer", "config": {"shop": "reference", "role": "munshi"}}``.
"""
from __future__ import annotations

from typing import Any, AsyncGenerator, ClassVar, Sequence

from autogen_core import Component
from autogen_core.models import ChatCompletionClient, CreateResult, LLMMessage, ModelInfo, RequestUsage
from autogen_core.tools import Tool, ToolSchema
from typing_extensions import Self

from agents.failures import ModelFailure
from agents.scripted_client import ScriptedChatCompletionClient, ScriptedClientConfig

__all__ = ["InProcessServer"]


class InProcessServer(ChatCompletionClient, Component[ScriptedClientConfig]):
    """A scripted shop's role behind a client the run takes for a model server (see the module docstring)."""
    component_type = "model"
    component_config_schema = ScriptedClientConfig
    component_provider_override = "served_clients.InProcessServer"
    FAIL: ClassVar[set[int]] = set()
    requests: ClassVar[int] = 0

    @classmethod
    def reset(cls, fail: set[int] = frozenset()) -> None:
        """Count requests from 1 again; ``fail``: the request numbers answered with an HTTP 500."""
        cls.FAIL, cls.requests = set(fail), 0

    def __init__(self, shop: str, role: str) -> None:
        self.inner = ScriptedChatCompletionClient(shop, role)

    @property
    def policy(self):
        """The scripted policy (its memory is checkpointed with the run, as a scripted player's is)."""
        return self.inner.policy

    async def create(self, messages: Sequence[LLMMessage], **kwargs: Any) -> CreateResult:
        InProcessServer.requests += 1
        if InProcessServer.requests in self.FAIL:
            raise ModelFailure("HTTP 500", 500, "injected server error")
        return await self.inner.create(messages, **kwargs)

    async def create_stream(self, messages: Sequence[LLMMessage], **kwargs: Any) -> AsyncGenerator[str | CreateResult, None]:
        yield await self.create(messages, **kwargs)

    async def close(self) -> None:
        return None

    def actual_usage(self) -> RequestUsage:
        return self.inner.actual_usage()

    def total_usage(self) -> RequestUsage:
        return self.inner.total_usage()

    def count_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return 0

    def remaining_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return 1 << 30

    @property
    def model_info(self) -> ModelInfo:
        return self.inner.model_info

    @property
    def capabilities(self):  # deprecated in AutoGen, kept for the abstract interface
        return self.inner.model_info

    def _to_config(self) -> ScriptedClientConfig:
        return self.inner._to_config()

    @classmethod
    def _from_config(cls, config: ScriptedClientConfig) -> Self:
        return cls(shop=config.shop, role=config.role)
