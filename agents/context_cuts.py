"""How ``agents.context.RoleContext`` shortens messages it keeps when dropping is not the cheaper way (a mixin).

``RoleContext.evict_to`` fits a call within a limit in steps (``agents.context``); two of them shorten rather than
drop, and live here:

- ``_cut_overlong``: before the current turn's own earlier calls go, each of its messages of more than a quarter of
  the limit (``OVERLONG_SHARE``) — a long result, a long text argument — is cut, largest first, to no less than
  that quarter. Cutting part of one long text costs the model less than forgetting whole calls: a new user's trial
  (session 46) saw one 70,000-character argument drop the turn's 11 earlier calls, and the model re-sent its
  e-mails until the call cap (109 e-mails, 73 confirmed orders).
- ``_cut_longest``: the last resort, any message but the current turn's brief, then the desk.

Both count tokens offline (``agents.tokens``) and cut with ``agents.context_folds.cut_message`` (results at whole
entries or rows, texts with a marker, a call's reasoning, then its longest text argument).
"""
from __future__ import annotations

from agents.context_folds import cut_message, cut_text
from agents.tokens import message_bound, message_tokens

__all__ = ["ContextCuts", "OVERLONG_SHARE", "CALL", "RESULT", "BRIEF", "OTHER"]

OVERLONG_SHARE = 4  # a message of the current turn over limit // OVERLONG_SHARE tokens is cut before calls drop
#: A message's kind, one byte each in ``RoleContext._kind``: a tool call, its results, the shop's turn brief, the rest.
CALL, RESULT, BRIEF, OTHER = b"c", b"r", b"b", b"o"
_RESULT_B, _BRIEF_B = RESULT[0], BRIEF[0]


class ContextCuts:
    """The cutting steps of ``RoleContext.evict_to`` (uses its ``_messages``, ``_tok``, ``_bound``, ``_kind``,
    ``_counted``, ``tokens``, the desk and ``cuts``)."""

    def _cut_overlong(self, limit: int, total: int) -> int:
        """Cut the current turn's messages (after its brief) of more than ``limit // OVERLONG_SHARE`` tokens,
        largest first, each by what the call is over ``limit`` but to no less than that share, until a call
        carries at most ``limit`` tokens. ``total``: the tokens a call carries now. Returns the tokens after."""
        share = max(1, limit // OVERLONG_SHARE)
        brief = self._kind.rfind(bytes([_BRIEF_B]))
        sizes = self._counted()
        for n, k in sorted(((n, k) for k, n in enumerate(sizes) if k > brief and n > share), reverse=True):
            if total <= limit:
                break
            if self._cut_one(k, n, min(total - limit, n - share)):
                total = self.tokens()
        return total

    def _cut_longest(self, excess: int) -> bool:
        """Shorten one text held by at least ``excess`` tokens, in this order: the longest tool result (at whole
        entries, with a line saying how many were left out: ``cut_result``), a call's reasoning or long text
        argument, an earlier text; then the desk (the role's summary, cut last). The current turn's brief (the
        time, the turn and the manager's instructions) is never cut: a new user's trial saw a server's
        context-length 400 cut both the summary and the brief to the marker, and the role acted without its day,
        turn or instructions. Whether anything shrank."""
        sizes = self._counted()
        brief = self._kind.rfind(bytes([_BRIEF_B]))
        order = sorted(((0 if self._kind[k] == _RESULT_B else 1, -n, k) for k, n in enumerate(sizes)
                        if k != brief and n > 8 and k not in self._uncuttable))
        for _, neg, k in order:
            if self._cut_one(k, -neg, excess):
                return True
            self._uncuttable.add(k)
        desk = self._desk_tokens()
        if desk > 8:
            self._set_desk(cut_text(self.desk, max(1, desk - excess - 4)))
            self.cuts += 1
            return self._desk_tokens() < desk  # a desk already cut to its marker cannot shrink: stop
        return False

    def _cut_one(self, k: int, size: int, excess: int) -> bool:
        """Shorten message ``k`` (of ``size`` tokens) by about ``excess`` tokens (``cut_message``); whether it
        shrank."""
        new = cut_message(self._messages[k], size, excess)
        tokens = message_tokens(new) if new is not None else size
        if tokens >= size:
            return False
        self._messages[k], self._tok[k], self._bound[k] = new, tokens, message_bound(new)
        self.cuts += 1
        return True
