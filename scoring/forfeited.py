"""Turns lost because a role's model server failed, so that a judge can tell them from what the model chose.

A turn is forfeited to a model error when the guard gave it up after its requests to the role's model server failed
(``agents.guard`` with ``on_model_error: skip_turn``): a ``turn_forfeited`` whose reason opens with
``MODEL_ERROR_FORFEIT`` ("model error: connection failed"). Nothing the model chose happened in it, so the
instruction judge (``scoring.instructions``) calls what the turn left undone "forfeited", not "ignored", and leaves
it out of ``instructions_followed_pct``; ``report_fields`` and ``sales_reported_exactly_pct`` leave its report night
out of their reports the same way, and count it beside them. A turn forfeited any other way (a loop of one call,
the call cap, refused calls in a row) is the model's doing and is judged as before.

``server_losses`` reads the record once; its ``inside`` and ``nights`` are what the judges look up;
``report_nights_judged`` is ``scoring._common.report_nights`` less the nights lost to the server, and the count of
those, per reporting role (the one definition ``report_fields``, ``sales_reported_exactly_pct`` and figure 15's
``wrong_sales_reports`` read).
"""
from __future__ import annotations

from typing import Iterable, NamedTuple

from events.base import Event
from events.counter import SalesReport
from events.staff import BooksReport, TurnEnd, TurnForfeited, TurnStart
from scoring._common import REPORT_TURN, per_record, report_nights

__all__ = ["MODEL_ERROR_FORFEIT", "ServerLosses", "server_losses", "lost_to_the_server", "report_nights_judged"]

#: How the reason of a turn forfeited to a failed model server opens (``agents.guard``: "model error: <kind>").
MODEL_ERROR_FORFEIT = "model error"


def lost_to_the_server(e: TurnForfeited) -> bool:
    """Whether a ``turn_forfeited`` was the guard giving the turn up because the model server failed."""
    return e.reason.startswith(MODEL_ERROR_FORFEIT)


class ServerLosses(NamedTuple):
    """What turns forfeited to a failed model server left undone (``server_losses``)."""
    inside: dict[int, str]  # seq of each event recorded in such a turn after its forfeit → "the <turn> turn was
    # forfeited (<reason>)": a customer leaving (counter_left), a van left at the door, a floor turn's shelf_count
    nights: dict[tuple[str, int], str]  # (role, day) whose reporting turn (REPORT_TURN) was so forfeited → the same

    def night(self, role: str, day: int) -> str | None:
        """Why ``role`` sent no report on ``day`` if its reporting turn was lost to the server, else None."""
        return self.nights.get((role, day))


@per_record(lambda losses: ServerLosses(dict(losses.inside), dict(losses.nights)))
def server_losses(events: Iterable[Event]) -> ServerLosses:
    """The turns forfeited to a failed model server in typed ``events`` (record order), as ``ServerLosses``."""
    inside: dict[int, str] = {}
    nights: dict[tuple[str, int], str] = {}
    lost: str | None = None  # the open turn's forfeit, once it was lost to the server
    for e in events:
        kind = type(e)
        if kind is TurnStart:
            lost = None
        elif kind is TurnForfeited and lost_to_the_server(e):
            lost = f"the {e.turn} turn was forfeited ({e.reason})"
            if REPORT_TURN.get(e.role) == e.turn:
                nights[(e.role, e.day)] = lost
        elif kind is TurnEnd:
            lost = None
        elif lost is not None:
            inside[e.seq] = lost
    return ServerLosses(inside, nights)


def report_nights_judged(events: list[Event], losses: ServerLosses | None = None) -> tuple[dict[str, set[int]],
                                                                                          dict[str, int]]:
    """(per reporting role, its report nights — ``scoring._common.report_nights`` — less those whose reporting turn
    was forfeited to a failed model server with no report sent; per reporting role, how many were so left out).
    ``events``: typed, in record order; ``losses``: ``server_losses(events)`` when the caller has it already."""
    losses = server_losses(events) if losses is None else losses
    nights = report_nights(events)
    reported = {role: set() for role in REPORT_TURN}
    for e in events:
        if type(e) is SalesReport or type(e) is BooksReport:
            reported["cashier" if type(e) is SalesReport else "munshi"].add(e.day)
    lost = {role: {d for d in days if (role, d) in losses.nights and d not in reported[role]}
            for role, days in nights.items()}
    return {role: days - lost[role] for role, days in nights.items()}, {role: len(d) for role, d in lost.items()}
