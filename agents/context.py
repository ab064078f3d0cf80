"""What each agent keeps in its conversation: only what reaches its role, within a token budget.

A group chat broadcasts every agent's final message to all the others; the
``RoleContext`` drops those (staff reach the manager through the inbox tools,
never through the chat), keeps the turn briefs the runner adds for this role,
and the role's own tool calls and results.

Context policy (after E-Commerce Bench): ``unbounded``, or ``token_limited``:
when the conversation passes ``evict_at_tokens`` (120,000) it drops whole
tool-call groups — an assistant message with tool calls and the results that
follow — oldest first, until it is under ``evict_to_tokens`` (60,000); the
first message and the newest two groups are always kept (the system message is
held by the agent, outside the context). Tokens are counted offline by
``count_tokens``: one token per run of letters or digits (per 4 characters of
a long run) and one per other non-space character — an approximation of a BPE
count that needs no download.
"""
from __future__ import annotations

import re
from typing import List

from autogen_core.model_context import UnboundedChatCompletionContext
from autogen_core.models import AssistantMessage, FunctionExecutionResultMessage, LLMMessage, UserMessage

__all__ = ["RoleContext", "count_tokens", "POLICY_TEXT"]

_TOKEN = re.compile(r"\w+|[^\w\s]", re.UNICODE)
POLICY_TEXT = ("Context policy: when this conversation passes {evict_at:,} tokens, the oldest tool calls and "
               "their results are dropped until it is under {evict_to:,} tokens; the first message and the "
               "newest two tool-call groups are always kept. Keep what you must remember in your notes.")


def count_tokens(text: str) -> int:
    """Approximate tokens in a text, offline (see the module docstring)."""
    return sum(max(1, len(t) // 4) if t[0].isalnum() else 1 for t in _TOKEN.findall(text))


def _message_tokens(message: LLMMessage) -> int:
    content = message.content
    if isinstance(content, str):
        return count_tokens(content) + 4
    return sum(count_tokens(str(getattr(c, "content", "")) + str(getattr(c, "arguments", ""))
                            + str(getattr(c, "name", ""))) for c in content) + 4


class RoleContext(UnboundedChatCompletionContext):
    """The model context of one role's agent (see the module docstring).

    Args:
        role: the role's name (= the agent's name); broadcasts from other sources are dropped.
        evict_at_tokens / evict_to_tokens: None for an unbounded context.
    """

    def __init__(self, role: str, evict_at_tokens: int | None = None, evict_to_tokens: int | None = None) -> None:
        super().__init__()
        self.role = role
        self.evict_at, self.evict_to = evict_at_tokens, evict_to_tokens
        self.evictions = 0
        self._tokens = 0

    async def add_message(self, message: LLMMessage) -> None:
        """Keep briefs from the shop and this role's own traffic; drop other agents' broadcasts."""
        if isinstance(message, UserMessage) and message.source not in ("shop", self.role):
            return
        self._append(message)

    def _append(self, message: LLMMessage) -> None:
        self._messages.append(message)
        if self.evict_at is not None:
            self._tokens += _message_tokens(message)

    def begin_turn(self, brief: str) -> None:
        """Add the brief that opens this role's turn."""
        self._append(UserMessage(content=brief, source="shop"))
        self._evict()

    def tokens(self) -> int:
        """Approximate tokens held now (kept up to date as messages are added and evicted)."""
        return self._tokens if self.evict_at is not None else sum(_message_tokens(m) for m in self._messages)

    async def load_state(self, state) -> None:
        await super().load_state(state)
        self._tokens = sum(_message_tokens(m) for m in self._messages) if self.evict_at is not None else 0

    def _groups(self) -> list[tuple[int, int]]:
        """(start, end) index ranges of tool-call groups, oldest first."""
        groups, i, msgs = [], 0, self._messages
        while i < len(msgs):
            if isinstance(msgs[i], AssistantMessage) and not isinstance(msgs[i].content, str):
                j = i + 1
                while j < len(msgs) and isinstance(msgs[j], FunctionExecutionResultMessage):
                    j += 1
                groups.append((i, j))
                i = j
            else:
                i += 1
        return groups

    def _evict(self) -> None:
        if self.evict_at is None or self.tokens() <= self.evict_at:
            return
        total = self.tokens()
        drop: set[int] = set()
        for start, end in self._groups()[:-2]:
            if start == 0:
                continue
            if total <= (self.evict_to or 0):
                break
            total -= sum(_message_tokens(self._messages[k]) for k in range(start, end))
            drop.update(range(start, end))
        if drop:
            self._messages = [m for k, m in enumerate(self._messages) if k not in drop]
            self._tokens = total
            self.evictions += 1

    def shrink_to(self, max_tokens: int) -> int:
        """Evict as the policy does (oldest tool-call groups first; the first message and the newest
        two groups kept) until at most ``max_tokens`` remain — for a server that stated a smaller
        context window than the role's settings — whatever the role's policy; returns the tokens left."""
        saved = self.evict_at, self.evict_to
        self.evict_at, self.evict_to = max_tokens, max_tokens
        self._tokens = sum(_message_tokens(m) for m in self._messages)
        self._evict()
        self.evict_at, self.evict_to = saved
        left = sum(_message_tokens(m) for m in self._messages)
        self._tokens = left if saved[0] is not None else 0
        return left

    async def get_messages(self) -> List[LLMMessage]:
        self._evict()
        return self._messages
