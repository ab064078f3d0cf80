"""The shop's month as a clock of events, producing one staff turn at a time.

``Shop`` owns the world state, the suppliers, the kernel's memory and the event
record, and runs everything that is not a staff decision: vans arriving,
e-mails landing, walk-in demand, khata repayments and the day's close. Between
those it hands out turns — ``next_turn()`` returns the next ``Turn`` on the
clock (a customer at the counter → cashier; a van → helper; the manager when
awake; evening → closing and books) and the caller plays it through the role
tools, then calls ``end_turn()``. Minutes are absolute simulated minutes from
00:00 of day 1; money is paise.

What each event on the clock does is ``_ON_EVENT``: the day's automatic events
are ``engine.day_events``, khata repayments ``engine.khata_repayments``, the
month's opening record ``engine.opening_record``; a van is ``engine.door``'s, a
counter customer ``market.counter``'s.
"""
from __future__ import annotations

import heapq
from typing import TYPE_CHECKING, Any

from engine import day_events, door, khata_repayments
from engine.opening_record import record_opening
from engine.turn import Turn, new_turn
from lang.render import PhrasingChoice, TemplateRenderer, phrasing
from lang.renderers import make_renderer
from market.catalogue import Catalogue, load_catalogue, load_hces_urban_shares
from market import counter, turn_ends
from market.customers import CounterVisit
from market.demand import expected_units_per_day
from events.money import paise
from market.opening import open_shop
from events.record import EventRecord
from market.staff_inbox import deliver
from market.state import RoleDay, WorldState, new_message
from negotiation_kernel.suppliers import Supplier, build_suppliers
from negotiation_kernel.trade import KernelState
from scenarios import Scenario, parse_clock
from scenarios.vocabulary import ROLES

if TYPE_CHECKING:  # imported where a checkpoint is taken or read: a direct month never builds its models
    from engine.snapshot import ShopSnapshot

__all__ = ["Shop", "Turn", "ROLES", "SAID_CHARS"]

#: How much of a model's closing answer ``turn_end`` keeps (characters).
SAID_CHARS = 600


_ROLE_OF = {"door": "helper", "floor": "helper", "customer": "cashier", "closing": "cashier",
            "books": "munshi", "wake": "manager"}
_PRIORITY = {"day_start": 0, "door": 1, "email": 2, "repay": 2, "duplicate_bill": 2, "ghost_bill": 2, "wake": 3,
             "floor": 4, "customer": 5,
             "walk_in": 6, "closing": 7, "books": 8, "day_end": 9}


class Shop:
    """One scenario's shop for its whole month (see the module docstring).

    Args:
        scenario: a validated Scenario.
        record: where events go; a fresh in-memory record when None.
        catalogue: the catalogue; the packaged one when None.
    """

    def __init__(self, scenario: Scenario, record: EventRecord | None = None,
                 catalogue: Catalogue | None = None) -> None:
        self.scenario = scenario
        self.seed = scenario.seed
        self.catalogue = catalogue or load_catalogue()
        self.item_of = self.catalogue.index()  # the items by sku, looked up without a call
        self.record = record or EventRecord()
        self.skus = list(scenario.shop.items or self.catalogue.skus())
        for sku in self.skus:
            self.catalogue.by_sku(sku)
        self.units_per_day = expected_units_per_day([self.catalogue.by_sku(s) for s in self.skus],
                                                    load_hces_urban_shares(), paise(scenario.walk_in.daily_spend_at_mrp_inr))
        self.suppliers: dict[str, Supplier] = build_suppliers(scenario, self.catalogue, self.skus)
        self.renderer: TemplateRenderer = self._make_renderer()
        self.state: WorldState = open_shop(scenario, self.catalogue, self.skus, self.units_per_day)
        self.kernel = KernelState()
        self.visits: dict[str, CounterVisit] = {}
        self.queue: list[tuple[int, int, int, str, dict]] = []
        self._qseq = 0
        self.turn: Turn | None = None
        self.finished = False
        self.role_settings = scenario.roles
        self.slot_minutes = [parse_clock(t) for t in scenario.walk_in.slots]
        record_opening(self)
        self.schedule(0, "day_start", {"day": 1})

    # --- events and flows -------------------------------------------------
    def emit(self, kind: str, **fields: Any) -> dict:
        """Append an event at the current day and minute."""
        clock = self.state.__dict__  # the day and minute read as one field read (each is pydantic's hook)
        return self.record.add(kind, clock["day"], clock["minute"], fields)  # the keywords' dict: no second copy

    def flow(self, kind: str, effect_paise: int, **fields: Any) -> dict:
        """Append an event that moves net worth by ``effect_paise`` (conservation is checked on these)."""
        return self.emit(kind, net_worth_effect_paise=int(effect_paise), **fields)

    def pick(self, speaker: str) -> PhrasingChoice:
        """The phrasing generator for the next message of ``speaker``: keyed on the seed, the speaker, the day and
        the shop's own events so far (``EventRecord.shop_seq``: the record's next seq less its serving events), so a
        retried model request, a model error's event or a resume never rewords what a counterpart says."""
        return phrasing(self.seed, speaker, self.state.day, self.record.shop_seq)

    def _make_renderer(self) -> TemplateRenderer:
        """The scenario's renderer; a model renderer's fallbacks become ``renderer_fallback`` events (hidden:
        the staff saw the template's words, never the model's)."""
        personas = {sup.name: sup.temperament for sup in self.suppliers.values()}
        return make_renderer(self.scenario.renderer, self.catalogue, personas=personas,
                             on_fallback=lambda fields: self.emit("renderer_fallback", **fields))

    def schedule(self, minute: int, kind: str, payload: dict) -> None:
        """Put an event on the clock (ties broken by kind priority, then order of scheduling)."""
        self._qseq += 1
        heapq.heappush(self.queue, (minute, _PRIORITY[kind], self._qseq, kind, payload))

    def schedule_repayment(self, credit: dict) -> None:
        """Put a khata credit's repayment (or its lapse) on the clock, drawn from the customer's reliability."""
        khata_repayments.schedule_repayment(self, credit)

    # --- the clock --------------------------------------------------------
    def role_day(self, role: str) -> RoleDay:
        return self.state.roles[role]

    def role_now(self, role: str) -> int:
        """The acting role's clock: the later of the turn's start and when it was last busy until."""
        start = self.turn.minute if self.turn and self.turn.role == role else self.state.minute
        return max(start, self.role_day(role).busy_until)

    def next_turn(self, *, before_day: int | None = None) -> Turn | None:
        """Run automatic events until a staff turn is due; None when the month is over.

        With ``before_day``, stop (returning None, nothing consumed) when the
        next event is the start of that day or later — a day boundary, where a
        checkpoint can be taken.
        """
        if self.turn is not None:
            raise RuntimeError(f"end_turn() first: the {self.turn.role}'s {self.turn.kind} turn is open")
        while self.queue and not self.finished:
            if before_day is not None and self.queue[0][0] >= (before_day - 1) * 1440:
                return None
            minute, _, _, kind, payload = heapq.heappop(self.queue)
            self.state.minute = minute
            turn = _ON_EVENT[kind](self, payload)
            if turn is not None:
                self.turn = turn
                self.emit("turn_start", role=turn.role, turn=turn.kind, subject=turn.subject)
                deliver(self, turn)
                return turn
        return None

    def open_turn(self, event_kind: str, payload: dict, turn_kind: str, subject: dict | None = None,
              text: str = "") -> Turn | None:
        """A turn for the event's role now; if the role is still busy, the event waits until it is free."""
        role = _ROLE_OF[event_kind]
        busy_until = self.role_day(role).busy_until
        if busy_until > self.state.minute:
            if busy_until >= (self.state.day - 1) * 1440 + 1439:
                self.emit("turn_missed", role=role, turn=turn_kind, busy_until=busy_until)
            else:
                self.schedule(busy_until, event_kind, payload)
            return None
        return new_turn(role, turn_kind, self.state.day, self.state.minute, subject, text)  # unvalidated: ours

    def end_turn(self, said: str | None = None, cut_off: bool = False) -> None:
        """Close the open turn: a customer still at the counter leaves, a van unattended drives off.

        ``said``: a model's answer that ended the turn, in ``turn_end`` (cut to ``SAID_CHARS``; None: a scripted
        player); ``cut_off``: the server cut it at its token limit. Raises RuntimeError when no turn is open."""
        turn = self.turn
        if turn is None:
            raise RuntimeError("no turn is open")
        turn_ends.finish(self, turn)
        extra = {} if said is None else {"said": said[:SAID_CHARS], **({"cut_off": True} if cut_off else {})}
        self.emit("turn_end", role=turn.role, turn=turn.kind,
                  minutes_used_today=self.role_day(turn.role).minutes_used, **extra)
        self.turn = None

    # --- checkpoints ------------------------------------------------------------
    def snapshot(self, *, open_turn: bool = False) -> ShopSnapshot:
        """Everything needed to continue this month later (``engine.snapshot.ShopSnapshot``; it holds the live
        state, so write it out before the month goes on).

        Taken between turns (raises RuntimeError if a turn is open), or with ``open_turn=True`` inside one
        (a run stopped by a model error), which then continues in that turn. The scenario, catalogue and
        suppliers are not included: they are rebuilt from the scenario, which fixes them.
        """
        from engine.snapshot import ShopSnapshot
        if self.turn is not None and not open_turn:
            raise RuntimeError("checkpoint between turns only")
        return ShopSnapshot(state=self.state, kernel=self.kernel, visits=self.visits, queue=self.queue,
                            qseq=self._qseq, record_seq=self.record.next_seq, finished=self.finished, turn=self.turn)

    def checkpoint(self, *, open_turn: bool = False) -> dict:
        """``snapshot()`` as plain JSON-able data (the ``shop`` object of a checkpoint file)."""
        return self.snapshot(open_turn=open_turn).to_json_data()

    @classmethod
    def restore(cls, scenario: Scenario, data: ShopSnapshot | dict, record: EventRecord,
                catalogue: Catalogue | None = None) -> "Shop":
        """A shop continuing from ``snapshot()`` (or its ``checkpoint()`` data), appending to ``record``.

        Raises:
            pydantic.ValidationError: ``data`` is not a shop snapshot (the error names the field).
            ValueError: the record's next sequence number is not the checkpoint's
                (truncate the record file to the checkpoint first).
        """
        from engine.snapshot import ShopSnapshot
        snap = data if isinstance(data, ShopSnapshot) else ShopSnapshot.model_validate(data)
        if record.next_seq != snap.record_seq:
            raise ValueError(f"record continues at seq {record.next_seq}, checkpoint at {snap.record_seq}")
        shop = cls.__new__(cls)
        shop.scenario, shop.seed = scenario, scenario.seed
        shop.catalogue = catalogue or load_catalogue()
        shop.item_of = shop.catalogue.index()
        shop.record = record
        shop.skus = list(scenario.shop.items or shop.catalogue.skus())
        shop.units_per_day = expected_units_per_day([shop.catalogue.by_sku(s) for s in shop.skus],
                                                    load_hces_urban_shares(),
                                                    paise(scenario.walk_in.daily_spend_at_mrp_inr))
        shop.suppliers = build_suppliers(scenario, shop.catalogue, shop.skus)
        shop.renderer = shop._make_renderer()
        shop.state, shop.kernel, shop.visits = snap.state, snap.kernel, dict(snap.visits)
        shop.queue = [tuple(item) for item in snap.queue]
        heapq.heapify(shop.queue)
        shop._qseq = snap.qseq
        shop.turn, shop.finished = snap.turn, snap.finished
        shop.role_settings = scenario.roles
        shop.slot_minutes = [parse_clock(t) for t in scenario.walk_in.slots]
        return shop

    # --- e-mails landing ------------------------------------------------------
    def deliver_email(self, payload: dict) -> None:
        """An e-mail lands now: ``payload`` {sender, to, text, fell_back, in_reply_to_seq?} into the inbox."""
        msg = new_message(self.state.next_id("M"), self.state.minute, payload["sender"], payload["to"],
                          payload["text"])
        self.state.inbox[payload["to"]].append(msg)
        extra = {}
        if msg.sender in self.suppliers:  # a rendered e-mail: which renderer, and whether it fell back to the template
            extra = {"renderer": getattr(self.renderer, "name", "template"),
                     "fell_back": bool(payload.get("fell_back"))}
            if "in_reply_to_seq" in payload:
                extra["in_reply_to_seq"] = payload["in_reply_to_seq"]
        self.emit("message_delivered", msg_id=msg.msg_id, sender=msg.sender, to=msg.to, text=msg.text,
                  thread=payload.get("thread"), **extra)

    def end_of_day(self, role: str) -> int:
        """The absolute minute the role's working day ends (its start plus its minutes a day)."""
        rs = self.role_settings[role]
        return (self.state.day - 1) * 1440 + parse_clock(rs.starts_at) + rs.minutes_per_day


def _wake(shop: Shop, payload: dict) -> Turn | None:
    """The manager's office turn, unless they went home or their day is over."""
    rd = shop.role_day("manager")
    if rd.gone_home or shop.state.minute >= shop.end_of_day("manager"):
        return None
    return shop.open_turn("wake", payload, "office")


def _staff_turn(turn_kind: str):
    """The clock's event ``turn_kind`` (floor, closing, books) opens its role's turn of that kind."""
    return lambda shop, payload: shop.open_turn(turn_kind, payload, turn_kind)


#: What each event on the clock does, ``(shop, payload) -> Turn | None``: the automatic ones change the world and
#: return None (``engine.day_events``, ``engine.khata_repayments``, an e-mail landing); the others open a staff turn.
_ON_EVENT = {
    "day_start": day_events.start_day,
    "door": door.arrive,
    "email": Shop.deliver_email,
    "repay": khata_repayments.repay,
    "duplicate_bill": day_events.duplicate_bill,
    "ghost_bill": day_events.ghost_bill,
    "wake": _wake,
    "floor": _staff_turn("floor"),
    "customer": counter.arrive,
    "walk_in": day_events.serve_walk_in_slot,
    "closing": _staff_turn("closing"),
    "books": _staff_turn("books"),
    "day_end": day_events.end_day,
}
