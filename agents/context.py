"""What each agent is sent: only what reaches its role, within the role's token budget.

A group chat broadcasts every agent's final message to all the others; the ``RoleContext`` drops those (staff reach
the manager through the inbox tools, never through the chat) and keeps the turn briefs the runner adds for this role
and the role's own tool calls and results.

Policy ``bounded`` (the default, ``roles.ROLE.context`` in the scenario): each call carries the role's system message
(held by the agent), then a *desk* message — the summary the shop writes for the role when its turn opens
(``roles.summary``: cash, bills due, stock alerts, open negotiations, notes; for staff their own turn's facts) — then
only **today's** turns: each turn's brief (the time, the turn, the counterpart's words and whatever instructions the
brief carries) and the role's tool calls and results. A new day starts the conversation afresh. The current turn's
calls and results all stay whole (a munshi reading the register, till, payables, khata and GST one call an answer sees
all five when it reports; a helper sees the shelves and godown while it moves stock), but a call that wrote a long
text (an e-mail) and got a short answer is one line once ``whole_calls`` newer calls follow
(``agents.context_digest``: each block's action, item, figures). Of today's earlier turns only the newest
``recent_calls`` tool calls stay (with the current turn's brief), and of those only the newest ``full_results``
results are whole, older ones folded to a one-line marker, older calls with long arguments (an e-mail's text) keeping
only the start of each long text (each call stays valid JSON with its keys). The whole request — system message, tool
schemas, desk and messages — is kept within ``budget_tokens`` (``evict_to``): the earlier turns' units (a brief, or a
tool call with its results) go first, oldest first; then the current turn's older results are folded (all but its
newest ``full_results``); then each of its messages over a quarter of the limit (a long result or text argument) is
cut, largest first, to no less than that quarter (``agents.context_cuts``: cheaper than forgetting calls); then its
oldest units go, never its brief nor the newest unit; if those alone are still too long, tool results are cut at whole entries (valid JSON with a ``cut_to_fit`` line saying how many entries were left
out), then other texts, the desk (summary) last; the current turn's brief is never cut. ``evict_to(n)`` does the same
down to any ``n`` (for a server that says the context is too long). A call whose arguments hold more text than
the gate takes (``roles.arg_bounds.MAX_TEXT_CHARS``; it is refused, never run), or a text argument longer than its tool
takes (``roles.text_limits``: a 52,812-character ``say``, refused past 500), is kept from the start with each long text
folded to its start, its length and the limit (``agents.context_folds.bound_call``). Policy ``unbounded`` keeps
everything.

A message's tokens are counted only when a decision needs them: while the lengths alone (``message_bound``, never
below the count) show the call within the budget, nothing can be dropped and nothing is counted or rescanned.

Words leave as calls do: when a turn opens, the earlier turns' text answers (a sign-off, ``<think>`` reasoning)
and the briefs of earlier turns that made no tool call are forgotten (``_drop_finished_words``), so a model that
ends every turn in words carries only the current turn; a tool call's reasoning (``thought``, sent with it) is
counted, dropped when its result is folded, and cut like any long text.

Tokens are counted offline by ``agents.tokens.count_tokens`` (re-exported here).
"""
from __future__ import annotations

from typing import Any, List, Mapping

from autogen_core.model_context import UnboundedChatCompletionContext
from autogen_core.models import AssistantMessage, FunctionExecutionResultMessage, LLMMessage, UserMessage

from agents.context_cuts import BRIEF, CALL, OTHER, RESULT, ContextCuts
from agents.context_digest import digests
from agents.context_folds import FOLD_TEXT_CHARS, FOLDED, bound_call, fold_message, units_of
from agents.tokens import count_tokens, message_bound, message_tokens, tool_tokens

__all__ = ["RoleContext", "count_tokens", "message_tokens", "message_bound", "tool_tokens", "DEFAULT_BUDGET", "FOLDED",
           "FOLD_TEXT_CHARS"]

DEFAULT_BUDGET = 16_000  # tokens per call; the schema's default (scenarios/role_settings.py ContextSettings)


_CALL, _RESULT, _BRIEF, _OTHER = CALL, RESULT, BRIEF, OTHER  # a message's kind (``agents.context_cuts``)
_CALL_B, _RESULT_B, _BRIEF_B, _OTHER_B = _CALL[0], _RESULT[0], _BRIEF[0], _OTHER[0]


def _kind(m: LLMMessage) -> bytes:
    """A message's kind: a tool call (an assistant message of calls, not text), tool results, a brief from the
    shop, or anything else."""
    if isinstance(m, AssistantMessage):
        return _OTHER if isinstance(m.content, str) else _CALL
    if isinstance(m, FunctionExecutionResultMessage):
        return _RESULT
    return _BRIEF if isinstance(m, UserMessage) and m.source == "shop" else _OTHER


class RoleContext(ContextCuts, UnboundedChatCompletionContext):
    """The model context of one role's agent (see the module docstring).

    Args:
        role: the role's name (= the agent's name); broadcasts from other sources are dropped.
        budget_tokens: the most tokens one call may carry (None: unbounded, and no desk or day reset).
        fixed_tokens: tokens every call carries outside this context (system message and tool schemas).
        recent_calls: the newest tool calls of today kept (with what came between them), and every call of the
            current turn however many; older ones leave, except the current turn's brief.
        full_results: the newest results shown in full, and every result of the current turn (unless the budget
            needs room: then all but its newest ``full_results`` fold); older ones are folded.
        whole_calls: the current turn's newest call groups never digested (``agents.context_digest``).
    """

    def __init__(self, role: str, budget_tokens: int | None = DEFAULT_BUDGET, fixed_tokens: int = 0, *,
                 recent_calls: int = 7, full_results: int = 2, whole_calls: int = 1) -> None:
        super().__init__()
        self.role, self.budget, self.fixed = role, budget_tokens, fixed_tokens
        self.recent_calls, self.full_results, self.whole_calls = recent_calls, full_results, whole_calls
        self._folded_upto = 0  # every tool result before this index is folded
        self.day: int | None = None
        self._set_desk("")
        self.evictions = self.cuts = 0
        self._tok: list[int | None] = []  # each message's tokens, counted when first needed (None: not yet)
        self._bound: list[int] = []       # each message's upper bound (message_bound), known at once
        self._kind = bytearray()          # each message's kind (``_kind``): the walks below are bytes searches
        self._calls = 0                   # how many of the messages are tool calls
        self._fitted = False              # True while nothing changed since a fit that left the call within budget
        self._texts: dict | None = None   # the role's tools' text limits (``roles.text_limits.limits_of``), when needed

    # --- adding ---------------------------------------------------------------
    async def add_message(self, message: LLMMessage) -> None:
        """Keep briefs from the shop and this role's own traffic; drop other agents' broadcasts."""
        if isinstance(message, UserMessage) and message.source not in ("shop", self.role):
            return
        self._append(message)

    def _append(self, message: LLMMessage) -> None:
        self._in_step()
        kind = _kind(message)
        if kind == _CALL and self.budget is not None:  # a text longer than its tool takes: folded from the start
            if self._texts is None:
                from roles.text_limits import limits_of
                self._texts = limits_of(self.role)
            message = bound_call(message, self._texts) or message
        self._messages.append(message)
        self._tok.append(None)
        self._bound.append(message_bound(message))
        self._kind += kind
        self._calls += kind == _CALL
        self._fitted = False

    def _in_step(self) -> None:
        """Rebuild what is kept beside each message if the messages were replaced from outside (AutoGen's
        ``clear``): one entry per message, counted afresh."""
        if len(self._kind) != len(self._messages) or len(self._tok) != len(self._messages):
            self._tok = [None] * len(self._messages)
            self._bound = [message_bound(m) for m in self._messages]
            self._kind = bytearray(b"".join(map(_kind, self._messages)))
            self._calls = self._kind.count(_CALL)
            self._folded_upto = min(self._folded_upto, len(self._messages))

    def begin_turn(self, brief: str, day: int | None = None, desk: str = "") -> None:
        """Open this role's turn: on a new ``day`` forget earlier days; show ``desk``; add ``brief``."""
        if self.budget is not None:
            if day is not None and day != self.day:
                self._drop_front(len(self._messages))
                self.day = day
            else:
                self._drop_finished_words()
            self._set_desk(desk)
        self._append(UserMessage(content=brief, source="shop"))
        self._fit()

    def _drop_front(self, n: int) -> None:
        """Forget the first ``n`` messages."""
        if n > 0:
            self._messages, self._tok, self._bound = self._messages[n:], self._tok[n:], self._bound[n:]
            self._kind = self._kind[n:]
            self._folded_upto = max(0, self._folded_upto - n)
            self._calls = self._kind.count(_CALL)

    def _drop_finished_words(self) -> None:
        """Before a turn opens: forget the earlier turns' words — every text answer (a sign-off such as "Done for
        this turn.", reasoning in ``<think>`` blocks, junk) and the brief of every turn that made no tool call
        (its counterpart's words). What stays of earlier turns is their tool calls, with their results and briefs,
        which ``_keep_recent_calls`` bounds; without this a model that ends its turns in words would carry every
        earlier turn of the day (a cashier's request grew from 2,246 to 16,004 tokens over a day)."""
        kinds = self._kind
        if _OTHER not in kinds and _BRIEF not in kinds:
            return
        keep, n = [], len(kinds)
        for k, kind in enumerate(kinds):
            if kind == _BRIEF_B:
                nxt = kinds.find(_BRIEF, k + 1)
                if kinds.find(_CALL, k + 1, n if nxt < 0 else nxt) >= 0:
                    keep.append(k)  # a turn that made calls keeps its brief (while its calls stay)
            elif kind != _OTHER_B:
                keep.append(k)
        if len(keep) < n:
            self._keep_only(keep)
            self.evictions += 1

    def _keep_recent_calls(self) -> None:
        """Forget tool calls older than the newest ``recent_calls``, keeping the current turn's brief (the newest
        brief from the shop, if none is among the kept messages). Searches of the messages' kinds, newest first."""
        if self._calls <= self.recent_calls:
            return  # nothing to forget: no scan
        kinds, start = self._kind, len(self._kind)
        for _ in range(self.recent_calls):  # the oldest of the newest ``recent_calls`` calls
            start = kinds.rfind(_CALL, 0, start)
            if start < 0:
                break
        turn = kinds.rfind(_BRIEF)
        if start >= 0 and 0 <= turn < start:
            start = turn  # the current turn's calls all stay (the budget bounds them: ``evict_to``)
        older_call = start > 0 and kinds.rfind(_CALL, 0, start) >= 0
        if start < 0 or not older_call:  # nothing older to forget, or the count was stale
            self._calls = kinds.count(_CALL)
            return
        brief_kept = kinds.find(_BRIEF, start) >= 0
        brief = None if brief_kept else kinds.rfind(_BRIEF, 0, start)
        if brief is not None and brief < 0:
            brief = None
        msgs = self._messages
        head = [brief] if brief is not None else []
        self._folded_upto = (1 if brief is not None and brief < self._folded_upto else 0) + \
            max(0, self._folded_upto - start)
        self._messages = [msgs[b] for b in head] + msgs[start:]
        self._tok = [self._tok[b] for b in head] + self._tok[start:]
        self._bound = [self._bound[b] for b in head] + self._bound[start:]
        self._kind = bytearray(_BRIEF if brief is not None else b"") + kinds[start:]
        self._calls = self._kind.count(_CALL)
        self.evictions += 1

    def _fold_old_results(self) -> None:
        """Fold every tool result older than the newest ``full_results``, except the current turn's (after the
        newest brief: they stay whole while the budget allows, ``evict_to``). Each result is folded once."""
        kinds, lo, k = self._kind, self._folded_upto, len(self._kind)
        for _ in range(self.full_results + 1):  # the newest result older than the newest ``full_results``
            k = kinds.rfind(_RESULT, lo, k)
            if k < 0:
                k = lo - 1
                break
        turn = kinds.rfind(_BRIEF)
        if turn >= 0:
            k = min(k, turn - 1)
        for j in range(lo, k + 1):
            self._fold_at(j)
        self._folded_upto = max(self._folded_upto, k + 1)

    def _fold_at(self, j: int) -> None:
        """Fold message ``j``, tool results or a call with long arguments or reasoning (``fold_message``)."""
        new = fold_message(self._messages[j]) if self._kind[j] in (_RESULT_B, _CALL_B) else None
        if new is not None:
            self._messages[j] = new
            self._tok[j], self._bound[j] = None, message_bound(new)

    def _fold_current(self, limit: int, total: int) -> int:
        """Fold the current turn's results, oldest first, until a call carries at most ``limit`` tokens or only
        the newest ``full_results`` are whole (with each its call: ``_fold_at``). Returns the tokens after."""
        kinds, msgs = self._kind, self._messages
        turn = kinds.rfind(_BRIEF)
        whole = [j for j in range(turn + 1, len(kinds)) if kinds[j] == _RESULT_B
                 and any(p.content != FOLDED for p in msgs[j].content)]
        for j in whole[:max(0, len(whole) - self.full_results)]:
            if total <= limit:
                break
            call = kinds.rfind(_CALL, turn + 1, j)
            for i in ([call] if call >= 0 else []) + [j]:
                self._fold_at(i)
            total = self.tokens()
        return total

    # --- measuring and fitting -----------------------------------------------
    def _desk_message(self) -> list[LLMMessage]:
        if self.budget is None or not self.desk:
            return []
        if self._desk_msg is None:  # made once per desk, not on every call
            self._desk_msg = UserMessage(content=self.desk, source="shop")
        return [self._desk_msg]

    def _set_desk(self, desk: str) -> None:
        self.desk = desk
        self._fitted = False
        self._desk_msg: UserMessage | None = None
        self._desk_tok: int | None = None if desk else 0  # counted when first needed
        self._desk_bound = len(desk) + 4 if desk else 0

    def _desk_tokens(self) -> int:
        if self._desk_tok is None:
            self._desk_tok = count_tokens(self.desk) + 4
        return self._desk_tok

    def _counted(self) -> list[int]:
        """Every message's tokens, counting those not counted yet."""
        tok, msgs = self._tok, self._messages
        for k, n in enumerate(tok):
            if n is None:
                tok[k] = message_tokens(msgs[k])
        return tok  # type: ignore[return-value]

    def tokens(self) -> int:
        """Tokens one call carries now: ``fixed_tokens``, the desk and the messages held."""
        return self.fixed + (self._desk_tokens() if self.budget is not None else 0) + sum(self._counted())

    def _surely_within(self, limit: int) -> bool:
        """Whether a call surely carries at most ``limit`` tokens, judged from lengths alone (no counting)."""
        return self.fixed + (self._desk_bound if self.budget is not None else 0) + sum(self._bound) <= limit

    def _keep_only(self, keep: list[int]) -> None:
        """Keep the messages at these indices (ascending), forgetting the rest."""
        self._folded_upto = sum(1 for k in keep if k < self._folded_upto)
        self._messages = [self._messages[k] for k in keep]
        self._tok = [self._tok[k] for k in keep]
        self._bound = [self._bound[k] for k in keep]
        self._kind = bytearray(self._kind[k] for k in keep)
        self._calls = self._kind.count(_CALL)

    def evict_to(self, limit: int) -> int:
        """Make a call carry at most ``limit`` tokens: drop the earlier turns' units, oldest first; then fold the
        current turn's older results (``_fold_current``); then cut its over-long messages (``_cut_overlong``);
        then drop its oldest units; then cut the longest texts (``_cut_longest``).

        Never drops the current turn's brief nor the newest unit (a tool call and its results); if they alone are
        too long, tool results are cut first (at whole entries), the desk last, the brief never (``_cut_longest``).
        Returns the tokens a call carries afterwards.
        """
        self._fitted = False  # a fit to the budget is done again on the next call
        self._in_step()
        total = self.tokens()  # counts every message, so the sizes below are exact
        if total <= limit:
            return total
        total = self._drop_oldest(limit, total, current=False)
        if total > limit:
            total = self._fold_current(limit, total)
        if total > limit:  # one long text or result is cut before the turn's own calls go (agents.context_cuts)
            total = self._cut_overlong(limit, total)
        if total > limit:
            total = self._drop_oldest(limit, total, current=True)
        self._uncuttable: set[int] = set()  # messages that could not shrink further in this eviction
        while total > limit:
            if not self._cut_longest(total - limit):
                break
            total = self.tokens()
        return total

    def _drop_oldest(self, limit: int, total: int, *, current: bool) -> int:
        """Drop units (a tool call with its results, or one message), oldest first, until a call carries at most
        ``limit`` tokens: those before the current turn's brief, or (``current``) those after it — never the
        brief nor the newest unit. ``total``: the tokens a call carries now (every message counted). Returns
        the tokens after."""
        brief = self._kind.rfind(_BRIEF)
        dropped: set[int] = set()
        for start, end in units_of(self._messages)[:-1]:
            if total <= limit:
                break
            if start <= brief < end or (start > brief) != current:
                continue
            total -= sum(self._tok[start:end])
            dropped.update(range(start, end))
        if dropped:
            self._keep_only([k for k in range(len(self._messages)) if k not in dropped])
            self.evictions += 1
        return total

    def _fit(self) -> None:
        """Keep the recent calls, fold older results, evict to the budget. Done once per change: a second fit
        with nothing added since one that left the call within budget would change nothing (each step has
        nothing left to do), so it is skipped (the first model call of a turn follows ``begin_turn``'s fit)."""
        if self.budget is None or self._fitted:
            return
        self._in_step()
        self._keep_recent_calls()
        self._fold_old_results()
        for j, new in digests(self._messages, self._kind, self._kind.rfind(_BRIEF), self.whole_calls, _CALL_B,
                              _RESULT_B):  # the current turn's older write calls, one line each
            self._messages[j], self._tok[j], self._bound[j] = new, None, message_bound(new)
        # within bounds read from lengths alone nothing could be dropped: no counting, no scan
        self._fitted = self._surely_within(self.budget) or self.evict_to(self.budget) <= self.budget

    def lower_budget(self, tokens: int) -> None:
        """Fit every later call within ``tokens`` too (a server stated its window), if that is below the budget."""
        if self.budget is not None and tokens < self.budget:
            self.budget, self._fitted = max(1, tokens), False

    def shrink_to(self, max_tokens: int) -> int:
        """``evict_to`` for the model guard (a server stated a smaller window); returns the tokens after."""
        return self.evict_to(max_tokens)

    async def get_messages(self) -> List[LLMMessage]:
        """The desk, then today's messages, within the budget."""
        self._fit()
        return self._desk_message() + self._messages

    # --- state ----------------------------------------------------------------
    async def save_state(self) -> Mapping[str, Any]:
        state = dict(await super().save_state())
        state.update(day=self.day, desk=self.desk)
        return state

    async def load_state(self, state: Mapping[str, Any]) -> None:
        await super().load_state(state)
        self.day = state.get("day")
        self._set_desk(state.get("desk", ""))
        self._tok = [None] * len(self._messages)
        self._bound = [message_bound(m) for m in self._messages]
        self._kind = bytearray(b"".join(map(_kind, self._messages)))
        self._calls = self._kind.count(_CALL)
        self._folded_upto = 0

