"""Small helpers the scorers share: percentages, the days of a record, sale lines, counter visits.

Every helper reads the record's events as their kinds' models (``events.read_events``: each scorer turns
what it is given into them once); money stays in integer paise until a scorer turns it into rupees at its edge.
"""
from __future__ import annotations

from functools import wraps
from typing import Callable, Iterable, Iterator, NamedTuple, TypeVar, Union

from events import read_events
from events.reading import EventList
from events.base import Event
from events.counter import CounterBill, CounterLeft, CounterRequest, CounterSale, CounterSaleLine, CreditDecision, \
    SalesReport
from events.staff import BooksReport, TurnStart
from events.world import DayClose, KhataOpeningCredit, KhataRepayment, Regular, WalkIn, WalkInLine
from scenarios.vocabulary import LANGUAGES, ROLES

__all__ = ["EXACT_PAISE", "LANGUAGES", "ROLES", "REPORT_TURN", "exact", "report_nights", "replaced_reports", "typed",
           "per_record", "pct", "closed_days",
           "per_day", "rupees", "sale_lines", "gross_profit_paise", "walk_in_units", "empty_shelf_item_days",
           "left_for_nothing_in_stock", "left_after_agreeing", "left_waiting_for_credit", "credit_outcomes", "CreditAnswer",
           "credit_answers", "khata_balances_at"]

EXACT_PAISE = 50  # a report at most half a rupee off the truth is exact "to the rupee" (57,483.50 reported 57,484)
REPORT_TURN = {"cashier": "closing", "munshi": "books"}  # the turn in which each reporting role reports


def exact(claimed_paise: int, truth_paise: int) -> bool:
    """A reported amount is exact "to the rupee": off the truth by at most ₹0.50 (``EXACT_PAISE``), so a figure
    rounded half up to the rupee (₹57,483.50 reported as ₹57,484) is exact (a new user's trial, session 37)."""
    return abs(claimed_paise - truth_paise) <= EXACT_PAISE

SaleLine = Union[WalkInLine, CounterSaleLine]


def typed(events: Iterable[dict | Event], only: tuple[type[Event], ...] | None = None) -> list[Event]:
    """The events (of the kinds ``only`` names, or all) as their kinds' models (``events.read_events``;
    already typed ones as they are)."""
    return read_events(events, only)


T = TypeVar("T")


def per_record(copy: Callable[[T], T]) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """A decorator: ``f(events)``, for a typed record (an ``EventList``, what ``typed`` gives), worked out once per
    record and handed out as ``copy(result)`` (so a caller that changes its answer changes no other's); called
    with anything else, or with more arguments, ``f`` runs as it is. Several families ask the same few questions of
    the record (its closed days ten times a month's scoring, its report nights and counter visits five times
    each: some 50 ms of ``score_record``'s ~250). The answer is kept on the list itself, beside its length: a record
    appended to after is worked out anew."""
    def wrap(f: Callable[..., T]) -> Callable[..., T]:
        name = f"_{f.__module__}.{f.__name__}"

        @wraps(f)
        def once(events, *args, **kwargs):
            if args or kwargs or type(events) is not EventList:
                return f(events, *args, **kwargs)
            kept = events.__dict__.get(name)
            if kept is None or kept[0] != len(events):
                kept = events.__dict__[name] = (len(events), f(events))
            return copy(kept[1])
        return once
    return wrap


def pct(hits: float, total: float, places: int = 2) -> float | None:
    """``100 * hits / total`` rounded, or None when ``total`` is 0 (the month gave no occasion)."""
    return None if not total else round(100 * hits / total, places)


@per_record(list)
def closed_days(events: Iterable[Event]) -> list[int]:
    """The day numbers with a ``day_close`` event, in order (the days a per-day series covers)."""
    return [e.day for e in events if type(e) is DayClose]


@per_record(lambda nights: {role: set(days) for role, days in nights.items()})
def report_nights(events: Iterable[Event]) -> dict[str, set[int]]:
    """Per reporting role (``REPORT_TURN``), the closed days on which it had its reporting turn (a ``turn_start``
    of the cashier's closing, the munshi's books): each a night it owed a report, sent or not."""
    closed = set(closed_days(events))
    nights: dict[str, set[int]] = {role: set() for role in REPORT_TURN}
    for e in events:
        if type(e) is TurnStart and REPORT_TURN.get(e.role) == e.turn and e.day in closed:
            nights[e.role].add(e.day)
    return nights


@per_record(dict)
def replaced_reports(events: Iterable[Event]) -> dict[int, str]:
    """The reports replaced by a later one of the same role on the same day, ``{seq: role}`` (the cashier's
    ``sales_report``, the munshi's ``books_report``). A night is scored on one report per role: the last it filed
    before the day's close — what the manager is left with, and what the shop keeps (``state.reports``). Nothing
    the shop answers a report (``report_sales``: the figure echoed; ``report_books``: ``reported``) says whether it
    was right, so a later report is the staff's own correction, never a second guess after a verdict. The
    replaced ones stay in the record and are counted as ``corrected`` (``report_fields``); until session 48 each
    counted as a report of its own (a new user's trial: one report and two corrections on night 2 scored the
    cashier 4 of 8 where by night it was 4 of 6; a looping cashier's 354 reports in two nights scored 0.56 %)."""
    last: dict[tuple[str, int], int] = {}
    replaced: dict[int, str] = {}
    for e in events:
        if type(e) is SalesReport or type(e) is BooksReport:
            role = "cashier" if type(e) is SalesReport else "munshi"
            before = last.get((role, e.day))
            if before is not None:
                replaced[before] = role
            last[(role, e.day)] = e.seq
    return replaced


def per_day(values: dict[int, float], days: list[int]) -> list[float]:
    """A series over ``days`` from a day → value mapping (missing days are 0)."""
    return [values.get(d, 0) for d in days]


def rupees(paise: int | float) -> float:
    """Paise to rupees (2 decimals)."""
    return round(paise / 100, 2)


def sale_lines(events: Iterable[Event]) -> Iterator[tuple[WalkIn | CounterSale, SaleLine]]:
    """Every line sold, as (event, line): walk-in lines with units sold, and counter-sale lines.

    A line has ``revenue_paise`` (GST included), ``gst_paise`` and ``cost_paise``
    (FIFO batch cost of the units sold).
    """
    for e in events:
        if type(e) is WalkIn:
            for line in e.lines:
                if line.sold:
                    yield e, line
        elif type(e) is CounterSale:
            for line in e.lines:
                yield e, line


def gross_profit_paise(line: SaleLine) -> int:
    """Revenue net of GST less cost, paise, for one sale line."""
    return line.revenue_paise - line.gst_paise - line.cost_paise


def walk_in_units(line: WalkInLine) -> dict[str, int]:
    """One walk-in line's routine demand in units, split by where it went.

    ``wanted`` = visits × the item's typical quantity; ``lost_price`` = units of
    visits that would not pay the shelf price, the shelf full or empty (the kernel
    draws the refusal before, and apart from, the shelf: ``scoring.demand``);
    ``sold``; ``lost_empty`` = units the remaining visits — those who would pay —
    wanted that the shelf did not have. The three parts sum to ``wanted``.
    """
    typical = line.wanted // line.visits if line.visits else 0
    lost_price = line.lost_price * typical
    return {"wanted": line.wanted, "sold": line.sold, "lost_price": lost_price,
            "lost_empty": line.wanted - lost_price - line.sold}


def empty_shelf_item_days(events: Iterable[Event]) -> set[tuple[str, int]]:
    """(sku, day) pairs on which the item's shelf was empty: a walk-in slot opened on it at 0 units
    (``walk_in.shelf_units``) or a walk-in was lost to its empty shelf (a line's ``lost_empty``). Every day of the
    record; a scorer keeps the closed ones."""
    empty: set[tuple[str, int]] = set()
    for e in events:
        if type(e) is WalkIn:
            empty.update((sku, e.day) for sku, n in e.shelf_units.items() if n == 0)
            empty.update((line.sku, e.day) for line in e.lines if line.lost_empty > 0)
    return empty


def left_for_nothing_in_stock(events: Iterable[Event]) -> set[str]:
    """The counter visits whose customer left because nothing asked for was in stock
    (``CounterLeft.nothing_in_stock``): not served, but lost to an empty shelf."""
    return {e.visit_id for e in events if type(e) is CounterLeft and e.nothing_in_stock}


@per_record(dict)
def left_after_agreeing(events: Iterable[Event]) -> dict[str, CounterLeft]:
    """The counter visits whose customer agreed a bill (a ``counter_bill`` answered ``agree``) and left without
    buying (``counter_left``): refused credit by ``decide_khata`` and not paying cash, or left waiting for credit
    (``left_waiting_for_credit``). ``{visit_id: its counter_left}``."""
    agreed, left = set(), {}
    for e in events:
        if type(e) is CounterBill and e.answer == "agree":
            agreed.add(e.visit_id)
        elif type(e) is CounterLeft:
            left[e.visit_id] = e
    return {v: e for v, e in left.items() if v in agreed}


@per_record(dict)
def left_waiting_for_credit(events: Iterable[Event]) -> dict[str, CounterLeft]:
    """The counter visits whose customer agreed a bill and asked to put it on the khata (a ``counter_bill``
    answered ``agree`` on a visit whose ``counter_request.hidden_wants_credit``), got no ``credit_decision`` and
    left (``counter_left``: the cashier's turn ended, credit granted or refused in words alone or not at all):
    ``{visit_id: its counter_left}``. The one definition the scores use: such a visit is not served, and its
    customer was refused credit (``credit_outcomes``)."""
    events = events if type(events) is EventList else list(events)  # a typed record: its helpers' answers kept
    wants = {e.visit_id for e in events if type(e) is CounterRequest and e.hidden_wants_credit}
    decided = {e.visit_id for e in events if type(e) is CreditDecision}
    return {v: e for v, e in left_after_agreeing(events).items() if v in wants and v not in decided}


class CreditAnswer(NamedTuple):
    """One answer to a request for khata credit on an agreed bill (``credit_answers``)."""
    visit_id: str
    customer_id: str | None
    granted: bool
    hidden_reliable: bool
    amount_paise: int  # the agreed bill, paise
    khata_balance_paise: int  # the customer's khata balance before the answer, paise
    event: CreditDecision | CounterLeft  # the decision, or the customer leaving (left waiting for credit)

    @property
    def in_words(self) -> bool:
        """Whether the customer was left waiting for credit (no ``decide_khata``: granted or refused in words alone,
        or not at all), which counts as a refusal."""
        return type(self.event) is CounterLeft


def khata_balances_at(events: list[Event], seqs: set[int]) -> dict[int, int]:
    """Per event of ``seqs`` (its ``seq``; each has a ``customer_id``), that customer's khata balance in paise when
    it was recorded: the unpaid opening credits (``khata_opening_credit``), plus the counter sales put on the khata,
    less the repayments (``khata_repayment``), before it — the balance a ``credit_decision`` records as
    ``khata_balance_paise``. ``events``: typed, in record order."""
    balance: dict[str, int] = {}
    out: dict[int, int] = {}
    for e in events:
        kind = type(e)
        if e.seq in seqs:
            out[e.seq] = balance.get(e.customer_id, 0)
        if kind is KhataOpeningCredit:
            balance[e.customer_id] = balance.get(e.customer_id, 0) + e.amount_paise
        elif kind is CounterSale and e.paid_by == "khata":
            balance[e.customer_id] = balance.get(e.customer_id, 0) + e.charged_total_paise
        elif kind is KhataRepayment:
            balance[e.customer_id] = balance.get(e.customer_id, 0) - e.amount_paise
    return out


@per_record(list)
def credit_answers(events: Iterable[Event], waiting: dict[str, CounterLeft] | None = None) -> list[CreditAnswer]:
    """Every answer to a request for khata credit on an agreed bill, in record order: each ``credit_decision`` (the
    cashier's ``decide_khata``) and each visit left waiting for credit (``left_waiting_for_credit``), at its
    ``counter_left``, as a refusal — a credit granted or refused in words alone is no decision: the customer leaves
    with nothing. The one list both ``credit_decisions_correct_pct`` and the judge of the manager's ``credit``
    instruction (``scoring.instructions``) read. A waiting visit's amount is its last bill answered ``agree``, its
    balance worked out from the record (``khata_balances_at``), its customer's reliability from the
    ``regular`` events (False for a customer the record has none for). ``waiting``:
    ``left_waiting_for_credit(events)`` when the caller has it already."""
    events = events if type(events) is EventList else list(events)
    if waiting is None:
        waiting = left_waiting_for_credit(events)
    reliable = {e.customer_id: e.reliable for e in events if type(e) is Regular}
    agreed = {e.visit_id: e.total_paise for e in events if type(e) is CounterBill and e.answer == "agree"}
    balances = khata_balances_at(events, {e.seq for e in waiting.values()}) if waiting else {}
    out = []
    for e in events:
        if type(e) is CreditDecision:
            out.append(CreditAnswer(e.visit_id, e.customer_id, e.granted, e.hidden_reliable, e.amount_paise,
                                    e.khata_balance_paise, e))
        elif type(e) is CounterLeft and waiting.get(e.visit_id) is e:
            out.append(CreditAnswer(e.visit_id, e.customer_id, False, reliable.get(e.customer_id, False),
                                    agreed[e.visit_id], balances[e.seq], e))
    return out


def credit_outcomes(events: Iterable[Event], waiting: dict[str, CounterLeft] | None = None) -> list[tuple[str, bool, bool]]:
    """Every answer to a request for khata credit on an agreed bill (``credit_answers``), as ``(visit_id, granted,
    hidden reliable)``, in record order; a visit left waiting for credit is a refusal. ``waiting``:
    ``left_waiting_for_credit(events)`` when the caller has it already."""
    return [(a.visit_id, a.granted, a.hidden_reliable) for a in credit_answers(events, waiting)]
