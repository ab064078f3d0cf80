"""Scores computed from a run's event record alone (never from live objects).

One small module per family, each with its definitions in its docstring:
``money`` (net worth, profit), ``profit_and_loss`` (where the money went, line by line from the flow events),
``items`` (the items that cost most: lost demand, sales below cost, spoilage, never ordered), ``behaviour`` (KiranaBench Table 4), ``fraud``,
``language`` (KiranaBench Table 7, figures 4–5), ``demand`` (where demand went, KiranaBench figure 6),
``failures`` (KiranaBench figure 15), ``reports`` (each figure the cashier and the munshi reported, field by field), ``negotiation`` (range captured, repeat purchases),
``invalid_reasons`` (why calls were refused, by role, tool and reason), ``failed_requests`` (why model requests failed, by role and error), ``efficiency`` (waste, empty shelves,
capital efficiency, model cost), ``instructions``
(did the staff do what the manager asked), ``instability`` (day-to-day change of a scaffolded
role's strategy, RetailBench §6.3).
A stopped run's record (``run_start`` and no ``run_end``) is scored for its closed days and says why it stopped
(``stopped``: ``run_stopped``).
``flat_row`` makes one study-table row of a run's scores.
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.staff import CallsIgnored, ModelError, RolesSwapped, TurnForfeited, TurnLooped
from events.world import RunStart
from scoring._common import typed
from scoring.behaviour import behaviour_scores
from scoring.invalid_reasons import invalid_reason_scores
from scoring.failed_requests import failed_request_scores
from scoring.outages import outage_scores
from scoring.model_turns import model_turn_scores
from scoring.demand import demand_scores
from scoring.efficiency import efficiency_scores, usage_scores
from scoring.failures import failure_scores
from scoring.flat import flat_row
from scoring.fraud import fraud_outcomes, fraud_scores
from scoring.instability import strategy_scores
from scoring.instructions import instruction_scores, judge_instructions
from scoring.items import item_scores
from scoring.kept_usage import resumes
from scoring.language import language_scores
from scoring.money import ScoreError, money_scores
from scoring.negotiation import negotiation_scores
from scoring.profit_and_loss import profit_and_loss_scores
from scoring.renderer import renderer_scores
from scoring.reports import report_field_scores
from scoring.stopped import closed_part, run_stopped

__all__ = ["score_record", "flat_row", "money_scores", "behaviour_scores", "fraud_scores", "fraud_outcomes",
           "language_scores", "demand_scores", "failure_scores", "negotiation_scores", "efficiency_scores",
           "usage_scores", "instruction_scores", "judge_instructions", "strategy_scores", "profit_and_loss_scores",
           "item_scores", "report_field_scores", "ScoreError"]


def _model_name(model) -> str:
    return model if isinstance(model, str) else str((model or {}).get("provider", model))


#: The failures counted in the day a run stopped in too: event type → (score, how much one event adds).
_UNCLOSED_COUNTS = {ModelError: ("model_errors", lambda e: 1), TurnForfeited: ("turns_forfeited", lambda e: 1),
                    TurnLooped: ("turns_looped", lambda e: 1), CallsIgnored: ("calls_ignored", lambda e: e.count)}


def _count_unclosed(behaviour: dict, e: Event) -> None:
    """Add one event of the stopped day to its per-role behaviour score (``_UNCLOSED_COUNTS``); others are left."""
    score = _UNCLOSED_COUNTS.get(type(e))
    if score is not None and e.role in behaviour[score[0]]:
        behaviour[score[0]][e.role] += score[1](e)


def score_record(events: Iterable[dict | Event], usage: dict | None = None) -> dict:
    """Every score of a record (rupees, percent; see each family's module).

    Args:
        events: the event record: dicts (``events.record.read_record``, a shop's ``record.events``) or their
            models (``events.read_events``), read typed here once.
        usage: ``usage.json`` of the run, for tokens and model cost per role (None: those scores are None).
    A stopped run's record (``scoring.stopped``: ``run_start`` and no ``run_end``) is scored on its closed days
    alone, but for ``model_errors`` and ``failed_requests_by_reason``, which also count the failures of the day it
    stopped in (the one that stopped it among them), and ``turns_forfeited``, ``turns_looped`` and ``calls_ignored``, which count that day's turns
    lost the same way (a model error skipped, a loop), so that the failures and the turns they cost agree;
    ``run_stopped`` says where and why it stopped (None for a finished run); ``run_resumed`` lists the record's
    resumes (``scoring.kept_usage.resumes``: [] for a month played straight through).

    Raises:
        ScoreError: the record has no opening, or no closed day and is not a stopped run's.
        events.EventError: an event its kind's model does not allow.
    """
    events = typed(events)
    start = next((e for e in events if type(e) is RunStart), None)
    stopped = run_stopped(events)
    unclosed: list[Event] = []
    if stopped is not None:
        closed = closed_part(events)
        events, unclosed = closed, events[len(closed):]
    money = money_scores(events, stopped=stopped is not None)
    models = {role: _model_name(m) for role, m in (start.roles if start is not None else {}).items()}
    for swap in (e for e in events if type(e) is RolesSwapped):  # a fork (kirana.fork) changed hands
        for role, change in swap.roles.items():
            models[role] = f"{models.get(role)} → {_model_name(change['to'])} from day {swap.at_day}"
    scenario, seed, days = (start.scenario, start.seed, start.days) if start is not None else (None, None, None)
    judged = judge_instructions(events)  # once, for the counter's cases on instruction and the instruction scores
    behaviour = behaviour_scores(events, judged)
    for e in unclosed:  # the failures of the day a run stopped in count (the one that stopped it among them): a
        _count_unclosed(behaviour, e)  # stopped run said 0 model errors, then 0 turns forfeited beside 6 errors
    return {"scenario": scenario, "seed": seed, "days": days, "models": models,
            **money, **profit_and_loss_scores(events), **behaviour, **report_field_scores(events),
            **model_turn_scores(events), **invalid_reason_scores(events), **failed_request_scores([*events, *unclosed]),
            **outage_scores([*events, *unclosed]),
            **fraud_scores(events),
            **language_scores(events), **demand_scores(events), **item_scores(events), **failure_scores(events), **negotiation_scores(events),
            **efficiency_scores(events), **usage_scores(usage, money["profit_inr"]),
            **renderer_scores(events), **instruction_scores(events, judged), "strategy_instability": strategy_scores(events),
            "run_stopped": stopped, "run_resumed": resumes([*events, *unclosed])}
