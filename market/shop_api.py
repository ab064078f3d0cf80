"""What the market's functions need of the running shop, as a ``Protocol``.

The market's turn functions (``counter``, ``closing``, ``staff_inbox``,
``turn_ends``) and the kernel's desk act on the month's shop, which is built
above them (``engine.shop.Shop`` wires the world to the kernel and the
renderer). They name it by this Protocol instead of importing it, so the
imports stay one way (tests/test_layers.py). Money is paise; minutes are
absolute simulated minutes from 00:00 of day 1.
"""
from __future__ import annotations

from typing import Any, Protocol

from market.catalogue import Catalogue
from market.customers import CounterVisit
from market.state import RoleDay, WorldState

__all__ = ["ShopApi"]


class ShopApi(Protocol):
    """The running shop as the market and the kernel call it (``engine.shop.Shop`` implements it)."""
    scenario: Any                     # scenarios.schema.Scenario
    seed: int
    catalogue: Catalogue
    skus: list[str]
    state: WorldState
    visits: dict[str, CounterVisit]   # live customers by visit id
    suppliers: dict[str, Any]         # negotiation_kernel.suppliers.Supplier by id
    kernel: Any                       # negotiation_kernel.trade.KernelState (threads, orders)
    renderer: Any                     # lang's renderer: words for customers and suppliers

    def emit(self, kind: str, **fields: Any) -> dict:
        """Record an event at the current day and minute; returns it (with its ``seq``)."""

    def flow(self, kind: str, effect_paise: int, **fields: Any) -> dict:
        """Record an event that moves net worth by ``effect_paise``."""

    def schedule(self, minute: int, kind: str, payload: dict) -> None:
        """Put an event on the clock."""

    def pick(self, speaker: str) -> Any:
        """The phrasing generator for the next message of ``speaker``."""

    def role_day(self, role: str) -> RoleDay:
        """The role's day so far (busy until, minutes used)."""

    def end_of_day(self, role: str) -> int:
        """The absolute minute the role's working day ends."""

    def open_turn(self, event_kind: str, payload: dict, turn_kind: str, subject: dict | None = None,
                  text: str = "") -> Any:
        """A turn for the event's role now (``engine.shop.Turn``), or None while the role is busy."""

    def deliver_email(self, payload: dict) -> None:
        """An e-mail lands in a role's inbox now."""

    def schedule_repayment(self, credit: dict) -> None:
        """Put a khata credit's repayment on the clock."""
