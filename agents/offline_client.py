"""What every model client that runs in this process shares (the scripted players, a person at the console).

Such a client answers from local code, so it streams one whole answer, holds nothing to close, counts no
tokens and has no window to run out of. Subclasses set ``_info`` (their ``ModelInfo``) and ``_usage`` (the
``RequestUsage`` each answer reports) and implement ``create``.
"""
from __future__ import annotations

from typing import Any, AsyncGenerator, Sequence

from autogen_core.models import ChatCompletionClient, CreateResult, LLMMessage, ModelInfo, RequestUsage
from autogen_core.tools import Tool, ToolSchema

__all__ = ["OfflineClient"]


class OfflineClient(ChatCompletionClient):
    """The parts of AutoGen's ``ChatCompletionClient`` interface that are the same for every in-process client."""

    _info: ModelInfo
    _usage: RequestUsage

    async def create_stream(self, messages: Sequence[LLMMessage], **kwargs: Any) -> AsyncGenerator[str | CreateResult, None]:
        yield await self.create(messages, **kwargs)

    async def close(self) -> None:
        return None

    def actual_usage(self) -> RequestUsage:
        return self._usage

    def total_usage(self) -> RequestUsage:
        return self._usage

    def count_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return 0

    def remaining_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return 1 << 30

    @property
    def model_info(self) -> ModelInfo:
        return self._info

    @property
    def capabilities(self):  # deprecated in AutoGen, kept for the abstract interface
        return self._info
