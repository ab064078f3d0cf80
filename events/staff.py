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
           "ModelRetried", "RunResumed", "failed_after"]

_BOOKS: tuple = ("munshi", "manager")
_ROLE = "the role: manager, cashier, helper or munshi"
_TURN = ("the turn's kind: office (the manager's), counter (the cashier's, one customer), closing (the cashier's, "
         "the day's report), door (the helper's, one van), floor (the helper's, the shelves) or books (the munshi's)")
_SERVED_ROLE = "the role whose model request it was: manager, cashier, helper or munshi"
_OPEN_TURN = "the role's open turn's kind (as turn_start.turn), or null when none was open"
_TOOL = "the tool's name as called"


class TurnStart(Event):
    """A role's turn opens (``turn``: office, counter, door, floor, closing, books) on ``subject``."""
    kind: Literal["turn_start"] = "turn_start"
    role: Role = Field(description=_ROLE)
    turn: str = Field(description=_TURN)
    subject: Optional[dict[str, Any]] = Field(description="what the turn is about (a visit, a delivery), or null")


class TurnMissed(Event):
    """A turn could not open: the role was busy until after its day ended."""
    kind: Literal["turn_missed"] = "turn_missed"
    role: Role = Field(description=_ROLE)
    turn: str = Field(description=_TURN)
    busy_until: int = Field(description="absolute minute the role is busy until")


class TurnEnd(Event):
    """A role's turn ended; minutes of its day used so far, and what a model said to end it."""
    kind: Literal["turn_end"] = "turn_end"
    role: Role = Field(description=_ROLE)
    turn: str = Field(description=_TURN)
    minutes_used_today: int = Field(description="simulated minutes of the role's day used so far: its tool calls' "
                                                "minutes, this turn's included, and minutes a fraud cost it "
                                                "(time_lost)")
    said: Optional[str] = Field(default=None, description="a model's answer that ended the turn (its text as sent, "
                                "the first 600 characters; \"\" for an empty answer; <think> reasoning shortened "
                                "to '<think>[N characters of reasoning: model_reasoning]</think>' before the "
                                "answer, the reasoning itself in a model_reasoning event); absent for a scripted "
                                "player, whose closing line is always the same, and for a turn a tool ended or "
                                "forfeited (the guard's 'The turn is over.' closed it, not the model's words)")
    cut_off: Optional[bool] = Field(default=None, description="true: the server cut the answer in said off at its "
                                    "token limit (finish_reason \"length\"; an empty said is then no answer the "
                                    "model chose); absent otherwise")


class TurnForfeited(Event):
    """A turn was forfeited (too many calls, refused calls in a row, a loop of one call, a model error with
    ``skip_turn``)."""
    kind: Literal["turn_forfeited"] = "turn_forfeited"
    role: Role = Field(description=_ROLE)
    turn: str = Field(description=_TURN)
    reason: str = Field(description="\"more than N tool calls in one turn\", \"N refused calls in a row\", \"a "
                                    "loop: the same TOOL call N times in a row\", or \"model error: KIND\" (the "
                                    "role's server failed: scoring.forfeited leaves what the turn left undone out of "
                                    "the judged scores); turns_forfeited counts every one")
    calls: int = Field(description="tool calls made in the turn")


class TurnLooped(Event):
    """A model made the same tool call (same name, same arguments) ``repeats`` times in a row in one turn: the last
    was not run and the turn was forfeited for it (a ``turn_forfeited`` follows; ``agents.loops``)."""
    kind: Literal["turn_looped"] = "turn_looped"
    role: Role = Field(description=_ROLE)
    turn: str = Field(description=_TURN)
    tool: str = Field(description="the repeated tool (turns_looped counts these events)")
    args: Json = Field(description="the repeated call's arguments (bounded)")
    repeats: int = Field(description="identical calls in a row that ended the turn")


class CallsIgnored(Event):
    """Tool calls a model sent after its turn was forfeited, in the answer that forfeited it: not run and not each an
    ``invalid_action`` (the forfeit is the one mistake, scored in ``turns_forfeited``); counted in ``calls_ignored``."""
    kind: Literal["calls_ignored"] = "calls_ignored"
    role: Role = Field(description=_ROLE)
    turn: str = Field(description=_TURN)
    count: int = Field(description="calls ignored")
    tools: list[str] = Field(description="their tool names in order (the first 100)")
    reason: str = Field(description="why the turn was forfeited (its turn_forfeited reason)")


class ToolCall(Event):
    """A tool call the gate accepted: its arguments, minutes charged and (for some tools) its result."""
    kind: Literal["tool_call"] = "tool_call"
    role: Role = Field(description=_ROLE)
    tool: str = Field(description=_TOOL)
    args: dict[str, Json] = Field(description="its arguments as the gate accepted them (reasoning_left_in reads a "
                                              "staff note's text)")
    minutes: int = Field(description="simulated minutes the call cost the role")
    result: Json = Field(description="the result, for tools that record it, else null")


class InvalidAction(Event):
    """A refused call (unknown tool, bad arguments, a call written as text...): changes nothing."""
    kind: Literal["invalid_action"] = "invalid_action"
    role: Role = Field(description=_ROLE + " (invalid_actions_per_day counts per role)")
    tool: str = Field(description=_TOOL + " (an unknown one too), or strategy for an unreadable strategy block")
    args: Json = Field(description="the arguments as sent (bounded; any JSON value a model sent; a text longer "
                                   "than its tool takes as its start and whole length, roles.text_limits), or "
                                   "{'raw': text}")
    argument: str = Field(description="the argument at fault ('' for the call as a whole)")
    error: str = Field(description="why it was refused, as the model was told")


class ToolError(Event):
    """A bug of ours that bad input reached: recorded loudly, the run goes on."""
    kind: Literal["tool_error"] = "tool_error"
    role: Role = Field(description=_ROLE)
    tool: str = Field(description=_TOOL)
    args: Json = Field(description="the arguments as sent (bounded)")
    error: str = Field(description="internal error in TOOL: the exception's type and message")


class StaffMessage(Event):
    """The manager wrote to a staff role; the instruction blocks a staff member will read exactly."""
    visibility: ClassVar[Visibility] = ALL_ROLES
    kind: Literal["staff_message"] = "staff_message"
    msg_id: str = Field(description="the message's id (M1, M2, ...), as its staff_message_delivered names it")
    to: Role = Field(description="the staff role written to: cashier, helper or munshi (never manager)")
    text: str = Field(description="the message as the manager wrote it")
    instructions: list[dict[str, Any]] = Field(description="the fenced instruction blocks read from it, each with "
                                                           "its kind (shelf_plan, van, lowest_price, credit, "
                                                           "report; roles.instructions): what "
                                                           "instructions_followed_pct judges")


class StaffMessageDelivered(Event):
    """A manager's message was handed to a staff role at the start of its turn."""
    visibility: ClassVar[Visibility] = ALL_ROLES
    kind: Literal["staff_message_delivered"] = "staff_message_delivered"
    msg_id: str = Field(description="the staff_message handed over; its instructions are judged from here")
    to: Role = Field(description="the staff role it was handed to: cashier, helper or munshi (never manager)")
    turn: str = Field(description="the kind of the turn it was handed over at the start of (as turn_start.turn)")
    sent_minute: int = Field(description="the simulated minute (from 00:00 of day 1) it was sent")


class BooksReport(Event):
    """The munshi's nightly books beside the truth (paise); the due-payables and overdue-khata parts optional."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["books_report"] = "books_report"
    role: Literal["munshi"] = Field("munshi", description="always munshi: the reporting role")
    claimed_sales_paise: int = Field(description="the day's sales the munshi reported, paise")
    claimed_till_paise: int = Field(description="the till the munshi reported, paise")
    claimed_payables_paise: int = Field(description="the payables the munshi reported, paise")
    truth_sales_paise: int = Field(description="the register's sales of the day, GST included, paise; a claim within "
                                               "50 paise is exact (report_fields, sales_reported_exactly_pct)")
    truth_till_paise: int = Field(description="the till when the report was made, paise")
    truth_payables_paise: int = Field(description="open goods bills with their penalties, paise")
    payables_due_within_days: Optional[int] = Field(None, description="the days ahead the munshi reported the "
                                                                      "payables due for; absent when not reported")
    claimed_payables_due_paise: Optional[int] = Field(None, description="the payables due the munshi reported, paise")
    truth_payables_due_paise: Optional[int] = Field(None, description="open goods bills (with penalties) due by "
                                                                      "today + payables_due_within_days, overdue "
                                                                      "ones included, paise")
    asked_payables_due_within_days: Optional[int] = Field(
        default=None, description="the days a standing report instruction asked the payables due for, when the "
                                  "munshi reported them for other days (absent when the same or none was asked)")
    truth_payables_due_asked_paise: Optional[int] = Field(
        default=None, description="the truth at asked_payables_due_within_days, paise: what the figure is scored "
                                  "against")
    claimed_overdue_khata: Optional[list[str]] = Field(None, description="the customers the munshi reported with "
                                                                         "khata overdue; absent when not reported")
    truth_overdue_khata: Optional[list[str]] = Field(None, description="the customers with an open credit past its "
                                                                       "due day, in order of first credit (exact: "
                                                                       "the same set)")


class GstFiled(FlowEvent):
    """The munshi filed the GST return and paid what was owed."""
    visibility: ClassVar[Visibility] = _BOOKS
    kind: Literal["gst_filed"] = "gst_filed"
    paid_paise: int = Field(description="the GST owed, paid from the bank (0 when none was owed), paise")


class ModelError(Event):
    """A model request still failed after its retries."""
    serving: ClassVar[bool] = True
    kind: Literal["model_error"] = "model_error"
    role: str = Field(description=_SERVED_ROLE + " (model_errors counts per role)")
    status: Union[int, Literal[""]] = Field(description="the HTTP status, or '' when none came (timeout, "
                                                         "connection error)")
    error: str = Field(description="what failed (timeout, http_500, ...)")
    message: str = Field(description="the server's message (the first 2,000 characters)")
    attempts: int = Field(description="requests made that spent the role's retries, the first included")
    rate_limit_waits: int = Field(default=0, description="further requests answered HTTP 429/503 with a Retry-After "
                                  "that the client waited out without spending a retry (at most "
                                  "agents.guard.RATE_LIMIT_WAITS, 20); attempts + rate_limit_waits requests in all; "
                                  "absent when none")
    policy: str = Field(description="stop: the run stops; skip_turn: the open turn is forfeited (\"model error: "
                                    "...\") and the run goes on")
    failures_in_row: int = Field(default=0, description="for a skip_turn role stopped by stop_after_failures_in_row "
                                 "(policy stop): the failed requests in a row that stopped it, this one included; "
                                 "absent otherwise")
    url: str = Field(description="the model server's address")
    turn: Optional[str] = Field(description=_OPEN_TURN)
    at_utc: Optional[str] = Field(default=None, description="the wall-clock time the failure was seen (UTC, ISO 8601 "
                                  "with milliseconds), to line failures up with a server's incidents; null in "
                                  "records before session 53 (these events never occur in scripted months)")


def failed_after(attempts: int, rate_limit_waits: int = 0) -> str:
    """How many tries a model request failed after, as the stop line and ``run_stopped`` say it: "2 attempts", or
    with rate-limit waits "2 attempts and 20 rate-limit waits, 22 requests in all" (a new user's trial, session 42:
    "failed after 2 attempts" where the server had received 22 requests, 20 of them 429s waited out)."""
    text = f"{attempts} attempt{'s' * (attempts != 1)}"
    if rate_limit_waits:
        text += (f" and {rate_limit_waits} rate-limit wait{'s' * (rate_limit_waits != 1)}, "
                 f"{attempts + rate_limit_waits} requests in all")
    return text


class ModelRetried(Event):
    """A model request failed and is tried again (a ``model_error`` follows only if the tries run out)."""
    serving: ClassVar[bool] = True
    kind: Literal["model_retried"] = "model_retried"
    role: str = Field(description=_SERVED_ROLE)
    turn: Optional[str] = Field(description=_OPEN_TURN)
    status: Union[int, Literal[""]] = Field(description="the HTTP status, or '' when none came (timeout, "
                                                         "connection error)")
    error: str = Field(description="what failed (timeout, http_500, http_429, unreadable answer, ...)")
    message: str = Field(description="the server's message (the first 300 characters)")
    attempt: int = Field(description="the attempt that failed (1 for the first request)")
    wait_s: float = Field(description="seconds waited before the next attempt")
    why: Literal["backoff", "retry_after", "context_evicted"] = Field(
        description="backoff: a transient failure, retried after the role's backoff (spends one of its retries; "
                    "past them a server that is down — connection failed, HTTP 502/503 — is waited for up to the "
                    "role's server_down_wait_s); "
                    "retry_after: a rate limit whose Retry-After is waited out (spends none); context_evicted: "
                    "the server said the context is too long, the role's context was evicted and the request sent "
                    "once more")
    at_utc: Optional[str] = Field(default=None, description="the wall-clock time the failure was seen (UTC, ISO 8601 "
                                  "with milliseconds), to line failures up with a server's incidents; null in "
                                  "records before session 53 (these events never occur in scripted months)")


class ModelReasoning(Event):
    """The reasoning that came with one model answer, for the researcher (``agents.reasoning``): never in the
    prompt, never in what the shop acts on."""
    serving: ClassVar[bool] = True
    kind: Literal["model_reasoning"] = "model_reasoning"
    role: str = Field(description=_SERVED_ROLE)
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
    role: str = Field(description=_ROLE)
    scaffold: str = Field(description="reflection, plan_and_act or evolving_strategy (agents.scaffolds)")
    phase: str = Field(description="plan and act (plan_and_act), reflect (reflection), strategy and execution "
                                   "(evolving_strategy)")
    text: str = Field(description="the model's text in the phase (the first 4,000 characters; '' for act and "
                                  "execution, which mark the tool loop's start)")
    level: Optional[str] = Field(None, description="reflect only: day or step")
    previous: Optional[str] = Field(None, description="reflect and strategy: the memory the model was shown")


class StrategySet(Event):
    """The evolving-strategy scaffold's strategy for the day (``valid`` false: unreadable, yesterday's stands)."""
    kind: Literal["strategy_set"] = "strategy_set"
    role: str = Field(description=_ROLE)
    valid: bool = Field(description="whether the strategy block was read (false: an invalid_action too, and "
                                    "yesterday's strategy stands)")
    error: str = Field(description="why it could not be read ('' when valid)")
    strategy: Optional[dict[str, Any]] = Field(description="the day's strategy (events.strategy.Strategy: macro, "
                                                           "execution, actions), or null when not valid; the "
                                                           "strategy instability scores read its execution")


class StrategyChangeRefused(Event):
    """A strategy written during the execution phase: recorded and ignored."""
    kind: Literal["strategy_change_refused"] = "strategy_change_refused"
    role: str = Field(description=_ROLE)
    text: str = Field(description="the model's words with the strategy block (the first 2,000 characters)")
    reason: str = Field(description="always \"the strategy is fixed during the execution phase\"")


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
                                                    "cut from the record when a later one goes back past it: it is "
                                                    "then in earlier_resumes)")
    earlier_resumes: list[dict[str, Any]] = Field(
        default_factory=list,
        description="the earlier resumes whose own run_resumed events this resume cut from the record (it went "
                    "back past them, or began the month again), oldest first, each with its event's fields but seq "
                    "and kind (day, minute, checkpoint, from_day, discarded_calls, ...); absent when none was")
    discarded: dict[str, dict[str, int]] = Field(
        description="by role: calls, failed_requests, prompt_tokens and completion_tokens as the server reported "
                    "them, estimated_prompt_tokens (offline, for answers without usage) of the requests thrown away; and, when a "
                    "stop (Ctrl-C, SIGTERM) left requests unanswered, stopped_requests and stopped_prompt_tokens "
                    "(offline: sent, maybe billed, answer never read)")


class RolesSwapped(Event):
    """Roles handed to other models from day ``at_day``: written by a fork (``kirana fork``) into its copy of the
    parent's record (``parent``: the parent folder's name), or at a resume whose ``scenario.resolved.yaml`` names
    other models than the record (``parent`` null: the same run went on; ``agents.episode``; records before session
    42 named the run's own folder there)."""
    serving: ClassVar[bool] = True
    kind: Literal["roles_swapped"] = "roles_swapped"
    at_day: int = Field(description="the first day (1-based) the new models play: a fork's first day, or the day a "
                                    "resume plays on")
    parent: Optional[str] = Field(default=None, description="a fork's parent run folder's name (its record up to the "
                                  "fork is this one's); null at a resume, where the run went on with other models "
                                  "and has no parent")
    roles: dict[str, dict[str, Any]] = Field(description="per swapped role, its model spec before and after: "
                                                         "{'from': ..., 'to': ...}")
