"""Events of the staff's work: turns, tool calls and refusals, messages between the manager and the staff,
the munshi's books, GST filing, model errors and the agent scaffolds' phases.

Minutes are simulated minutes; money in paise. A model's invalid action is
recorded (``invalid_action``) and scored, never a crash.
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal, Optional, Union

from pydantic import Field

from events.base import ALL_ROLES, Event, FlowEvent, Json, Visibility
from scenarios.vocabulary import Role

__all__ = ["TurnStart", "TurnMissed", "TurnEnd", "TurnForfeited", "TurnLooped", "CallsIgnored", "ToolCall",
           "InvalidAction", "ToolError", "StaffMessage", "StaffMessageDelivered", "BooksReport", "GstFiled",
           "ModelError", "ScaffoldPhase", "StrategySet", "StrategyChangeRefused", "RolesSwapped", "ModelReasoning",
           "ModelRetried", "RunResumed"]

_BOOKS: tuple = ("munshi", "manager")


class TurnStart(Event):
    """A role's turn opens (``turn``: office, counter, door, floor, closing, books) on ``subject``."""
    kind: Literal["turn_start"] = "turn_start"
    role: Role
    turn: str
    subject: Optional[dict[str, Any]] = Field(description="what the turn is about (a visit, a delivery), or null")


class TurnMissed(Event):
    """A turn could not open: the role was busy until after its day ended."""
    kind: Literal["turn_missed"] = "turn_missed"
    role: Role
    turn: str
    busy_until: int = Field(description="absolute minute the role is busy until")


class TurnEnd(Event):
    """A role's turn ended; minutes of its day used so far, and what a model said to end it."""
    kind: Literal["turn_end"] = "turn_end"
    role: Role
    turn: str
    minutes_used_today: int
    said: Optional[str] = Field(default=None, description="a model's answer that ended the turn (its text as sent, "
                                "the first 600 characters; \"\" for an empty answer; <think> reasoning shortened "
                                "to '<think>[N characters of reasoning: model_reasoning]</think>' before the "
                                "answer, the reasoning itself in a model_reasoning event); absent for a scripted "
                                "player, whose closing line is always the same, and for a turn a tool ended or "
                                "forfeited (the guard's 'The turn is over.' closed it, not the model's words)")


class TurnForfeited(Event):
    """A turn was forfeited (too many calls, refused calls in a row, a loop of one call, a model error with
    ``skip_turn``)."""
    kind: Literal["turn_forfeited"] = "turn_forfeited"
    role: Role
    turn: str
    reason: str
    calls: int = Field(description="tool calls made in the turn")


class TurnLooped(Event):
    """A model made the same tool call (same name, same arguments) ``repeats`` times in a row in one turn: the last
    was not run and the turn was forfeited for it (a ``turn_forfeited`` follows; ``agents.loops``)."""
    kind: Literal["turn_looped"] = "turn_looped"
    role: Role
    turn: str
    tool: str
    args: Json = Field(description="the repeated call's arguments (bounded)")
    repeats: int = Field(description="identical calls in a row that ended the turn")


class CallsIgnored(Event):
    """Tool calls a model sent after its turn was forfeited, in the answer that forfeited it: not run and not each an
    ``invalid_action`` (the forfeit is the one mistake, scored in ``turns_forfeited``); counted in ``calls_ignored``."""
    kind: Literal["calls_ignored"] = "calls_ignored"
    role: Role
    turn: str
    count: int = Field(description="calls ignored")
    tools: list[str] = Field(description="their tool names in order (the first 100)")
    reason: str = Field(description="why the turn was forfeited (its turn_forfeited reason)")


class ToolCall(Event):
    """A tool call the gate accepted: its arguments, minutes charged and (for some tools) its result."""
    kind: Literal["tool_call"] = "tool_call"
    role: Role
    tool: str
    args: dict[str, Json]
    minutes: int = Field(description="simulated minutes the call cost the role")
    result: Json = Field(description="the result, for tools that record it, else null")


class InvalidAction(Event):
    """A refused call (unknown tool, bad arguments, a call written as text...): changes nothing."""
    kind: Literal["invalid_action"] = "invalid_action"
    role: Role
    tool: str
    args: Json = Field(description="the arguments as sent (bounded; any JSON value a model sent), or "
                                   "{'raw': text}")
    argument: str = Field(description="the argument at fault ('' for the call as a whole)")
    error: str


class ToolError(Event):
    """A bug of ours that bad input reached: recorded loudly, the run goes on."""
    kind: Literal["tool_error"] = "tool_error"
    role: Role
    tool: str
    args: Json
    error: str


class StaffMessage(Event):
    """The manager wrote to a staff role; the instruction blocks a staff member will read exactly."""
    visibility: ClassVar[Visibility] = ALL_ROLES
    kind: Literal["staff_message"] = "staff_message"
    msg_id: str
    to: Role
    text: str
    instructions: list[dict[str, Any]]


class StaffMessageDelivered(Event):
    """A manager's message was handed to a staff role at the start of its turn."""
    visibility: ClassVar[Visibility] = ALL_ROLES
    kind: Literal["staff_message_delivered"] = "staff_message_delivered"
    msg_id: str
    to: Role
    turn: str
    sent_minute: int


class BooksReport(Event):
    """The munshi's nightly books beside the truth (paise); the due-payables and overdue-khata parts optional."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["books_report"] = "books_report"
    role: Literal["munshi"] = "munshi"
    claimed_sales_paise: int
    claimed_till_paise: int
    claimed_payables_paise: int
    truth_sales_paise: int
    truth_till_paise: int
    truth_payables_paise: int
    payables_due_within_days: Optional[int] = None
    claimed_payables_due_paise: Optional[int] = None
    truth_payables_due_paise: Optional[int] = None
    asked_payables_due_within_days: Optional[int] = Field(
        default=None, description="the days a standing report instruction asked the payables due for, when the "
                                  "munshi reported them for other days (absent when the same or none was asked)")
    truth_payables_due_asked_paise: Optional[int] = Field(
        default=None, description="the truth at asked_payables_due_within_days: what the figure is scored against")
    claimed_overdue_khata: Optional[list[str]] = None
    truth_overdue_khata: Optional[list[str]] = None


class GstFiled(FlowEvent):
    """The munshi filed the GST return and paid what was owed."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["gst_filed"] = "gst_filed"
    paid_paise: int


class ModelError(Event):
    """A model request still failed after its retries."""
    serving: ClassVar[bool] = True
    kind: Literal["model_error"] = "model_error"
    role: str
    status: Union[int, Literal[""]] = Field(description="the HTTP status, or '' when none came (timeout, "
                                                         "connection error)")
    error: str = Field(description="what failed (timeout, http_500, ...)")
    message: str
    attempts: int
    policy: str = Field(description="stop or skip_turn")
    url: str
    turn: Optional[str]


class ModelRetried(Event):
    """A model request failed and is tried again (a ``model_error`` follows only if the tries run out)."""
    serving: ClassVar[bool] = True
    kind: Literal["model_retried"] = "model_retried"
    role: str
    turn: Optional[str]
    status: Union[int, Literal[""]] = Field(description="the HTTP status, or '' when none came (timeout, "
                                                         "connection error)")
    error: str = Field(description="what failed (timeout, http_500, http_429, unreadable answer, ...)")
    message: str = Field(description="the server's message (the first 300 characters)")
    attempt: int = Field(description="the attempt that failed (1 for the first request)")
    wait_s: float = Field(description="seconds waited before the next attempt")
    why: Literal["backoff", "retry_after", "context_evicted"] = Field(
        description="backoff: a transient failure, retried after the role's backoff (spends one of its retries); "
                    "retry_after: a rate limit whose Retry-After is waited out (spends none); context_evicted: "
                    "the server said the context is too long, the role's context was evicted and the request sent "
                    "once more")


class ModelReasoning(Event):
    """The reasoning that came with one model answer, for the researcher (``agents.reasoning``): never in the
    prompt, never in what the shop acts on."""
    serving: ClassVar[bool] = True
    kind: Literal["model_reasoning"] = "model_reasoning"
    role: str
    turn: Optional[str] = Field(description="the role's open turn, or null (a scaffold's phase between turns)")
    source: Literal["reasoning_content", "think"] = Field(
        description="reasoning_content: sent by the server beside the content (reasoning_content or reasoning); "
                    "think: <think>…</think> written into the content")
    text: str = Field(description="the reasoning: whole up to 4,000 characters, else its first 3,000 and last "
                                  "1,000 with the count cut between them")
    chars: int = Field(description="the reasoning's whole length in characters")


class ScaffoldPhase(Event):
    """One phase of an agent scaffold (plan, act, reflect, strategy, execution) and the model's text."""
    kind: Literal["scaffold_phase"] = "scaffold_phase"
    role: str
    scaffold: str
    phase: str
    text: str
    level: Optional[str] = Field(None, description="reflect only: day or step")
    previous: Optional[str] = Field(None, description="reflect and strategy: the memory the model was shown")


class StrategySet(Event):
    """The evolving-strategy scaffold's strategy for the day (``valid`` false: unreadable, yesterday's stands)."""
    kind: Literal["strategy_set"] = "strategy_set"
    role: str
    valid: bool
    error: str
    strategy: Optional[dict[str, Any]]


class StrategyChangeRefused(Event):
    """A strategy written during the execution phase: recorded and ignored."""
    kind: Literal["strategy_change_refused"] = "strategy_change_refused"
    role: str
    text: str
    reason: str


class RunResumed(Event):
    """A run with a served role resumed (``kirana run --resume``) from a checkpoint: where the month goes on from,
    and the model requests of the part it threw away (a partial day after a kill, asked again now: the server
    answered and billed them; ``usage.json``'s ``discarded_on_resume``, ``agents.call_log``). Written by
    ``agents.episode`` at the resume point; a month of scripted players alone records none (it replays the same)."""
    serving: ClassVar[bool] = True
    kind: Literal["run_resumed"] = "run_resumed"
    checkpoint: Optional[str] = Field(description="the checkpoint file resumed from (day-NNN.json, or "
                                                  "day-NNN-turn.json inside a turn); null: none, the month began again")
    from_day: int = Field(description="the day (1-based) the resumed month plays next, or the day of the open turn")
    turn: Optional[str] = Field(description="the turn left open that the resume continues (a stop inside a turn), "
                                            "or null (the resume starts a day)")
    turn_role: Optional[str] = Field(description="the role of that open turn, or null")
    discarded_calls: int = Field(description="answered model requests made after the checkpoint, thrown away")
    discarded_failed_requests: int = Field(description="failed (or timed-out) model requests made after the "
                                                       "checkpoint, thrown away")
    discarded_calls_in_run: int = Field(description="answered model requests thrown away by every resume of the run "
                                                    "so far, this one's included (an earlier resume's own event is "
                                                    "cut from the record when a later one goes back past it)")
    discarded: dict[str, dict[str, int]] = Field(
        description="by role: calls, failed_requests, prompt_tokens and completion_tokens as the server reported "
                    "them, estimated_prompt_tokens (offline, for answers without usage) of the requests thrown away")


class RolesSwapped(Event):
    """Roles handed to other models from day ``at_day``: written by a fork (``kirana fork``) into its copy of the
    parent's record (``parent``: the parent folder), or at a resume whose ``scenario.resolved.yaml`` names other
    models than the record (``parent``: the run's own folder; ``agents.episode``)."""
    serving: ClassVar[bool] = True
    kind: Literal["roles_swapped"] = "roles_swapped"
    at_day: int = Field(description="the fork's first day (1-based)")
    parent: str = Field(description="the parent run folder's name")
    roles: dict[str, dict[str, Any]] = Field(description="per swapped role, its model spec before and after: "
                                                         "{'from': ..., 'to': ...}")
