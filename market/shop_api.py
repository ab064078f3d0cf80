"""What the market's functions need of the running shop, as ``Protocol``s.

The market's turn functions (``counter``, ``closing``, ``staff_inbox``,
``turn_ends``) and the kernel's desk act on the month's shop, which is built
above them (``engine.shop.Shop`` wires the world to the kernel and the
renderer). They name it by ``ShopApi`` instead of importing it, so the
imports stay one way (tests/test_layers.py). What the shop holds from the
layers above the market (the kernel's suppliers and orders, lang's renderer,
the engine's turn) is named by the small Protocols here, each listing only
what the market reads or sets of it; the kernel narrows them to its own
classes (``negotiation_kernel.desk.DeskShop``). Money is paise; minutes are
absolute simulated minutes from 00:00 of day 1.
"""
from __future__ import annotations

from typing import Any, Mapping, Protocol, runtime_checkable

from market.catalogue import Catalogue, Item
from market.customers import CounterVisit
from market.state import Bill, RoleDay, WorldState
from scenarios.schema import Scenario

__all__ = ["ShopApi", "TurnView", "SupplierView", "OrderView", "KernelView", "PhraseChooser", "RendererView"]


class TurnView(Protocol):
    """A staff turn as the market reads and sets it (``engine.turn.Turn``)."""
    role: str                       # cashier, helper, munshi or manager
    kind: str                       # counter, closing, door, floor, books, office
    minute: int                     # the absolute minute the turn opened
    subject: dict[str, Any]         # what it is about: {"visit_id": ...}, {"delivery_id": ...}
    instructions: list[dict[str, Any]]  # the manager's messages handed over as it opened (set by staff_inbox)
    forfeited: str                  # why the turn was forfeited ("" if it was not: ``turn_forfeited``)


class SupplierView(Protocol):
    """A supplier as the market reads it (``negotiation_kernel.suppliers.Supplier``)."""
    @property
    def supplier_id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def language(self) -> str: ...          # the language its e-mails are written in (en, hi, hinglish)


class OrderView(Protocol):
    """A kernel order as the day's close reads it and lapses it (``negotiation_kernel.trade.Order``)."""
    order_id: str
    supplier_id: str
    day: int                        # the day it was placed
    status: str                     # "awaiting_advance" until paid; the close sets "lapsed"
    fraud: str | None               # the hidden fraud scheme, or None
    advance_bill_id: str | None     # the advance bill of an advance-bait order


class KernelView(Protocol):
    """The kernel's memory as the market reads it (``negotiation_kernel.trade.KernelState``)."""
    @property
    def orders(self) -> Mapping[str, OrderView]: ...   # by order id


class PhraseChooser(Protocol):
    """One message's phrasing choices (``lang.render.PhrasingChoice``; a seeded numpy generator also serves)."""
    def integers(self, n: int) -> int:
        """The next choice in ``range(n)``."""


class RendererView(Protocol):
    """Lang's renderer as the market calls it (``lang.render.TemplateRenderer``, ``lang.model_renderer.ModelRenderer``:
    a model renderer's fallbacks are worded by the template)."""
    @property
    def last_fell_back(self) -> bool: ...   # whether the latest message fell back to the template

    def customer_request(self, lines: list[dict], language: str, name: str, pick: PhraseChooser, gender: str = "m",
                         regular: bool = False) -> str:
        """A customer's words asking for ``lines`` (sku, qty) at the counter."""

    def customer_answer(self, answer: dict, language: str, name: str, pick: PhraseChooser, gender: str = "m") -> str:
        """A customer's reply at the counter (``answer``: what the market decided they say)."""

    def reminder_email(self, bill: Bill, today: int, language: str, name: str, pick: PhraseChooser) -> str:
        """A supplier's reminder e-mail for an unpaid ``bill``."""


@runtime_checkable
class ShopApi(Protocol):
    """The running shop as the market and the kernel call it (``engine.shop.Shop`` implements it)."""
    scenario: Scenario
    seed: int
    catalogue: Catalogue
    item_of: Mapping[str, Item]       # the catalogue's items by sku (``Catalogue.index``)
    skus: list[str]
    state: WorldState
    visits: dict[str, CounterVisit]   # live customers by visit id

    @property
    def suppliers(self) -> Mapping[str, SupplierView]: ...   # by supplier id
    @property
    def kernel(self) -> KernelView: ...                        # the kernel's memory (threads, orders)
    @property
    def renderer(self) -> RendererView: ...                    # lang's renderer: words for customers and suppliers

    def emit(self, kind: str, **fields: Any) -> dict:
        """Record an event at the current day and minute; returns it (with its ``seq``)."""

    def flow(self, kind: str, effect_paise: int, **fields: Any) -> dict:
        """Record an event that moves net worth by ``effect_paise``."""

    def schedule(self, minute: int, kind: str, payload: dict) -> None:
        """Put an event on the clock."""

    def pick(self, speaker: str) -> PhraseChooser:
        """The phrasing generator for the next message of ``speaker``."""

    def role_day(self, role: str) -> RoleDay:
        """The role's day so far (busy until, minutes used)."""

    def end_of_day(self, role: str) -> int:
        """The absolute minute the role's working day ends."""

    def open_turn(self, event_kind: str, payload: dict, turn_kind: str, subject: dict | None = None,
                  text: str = "") -> TurnView | None:
        """A turn for the event's role now (``engine.turn.Turn``), or None while the role is busy."""

    def deliver_email(self, payload: dict) -> None:
        """An e-mail lands in a role's inbox now."""

    def schedule_repayment(self, credit: dict) -> None:
        """Put a khata credit's repayment on the clock."""
