"""The shop's part of a checkpoint, as a pydantic model: ``Shop.snapshot()`` makes it, ``Shop.restore`` reads it.

It holds what the month cannot rebuild from its scenario: the world (``market.state.WorldState``), the kernel's
memory (``negotiation_kernel.trade.KernelState``), the customers at the counter, the clock's queue of future
events, a turn left open by a stopped run, and where the record continues. The scenario, catalogue, suppliers and
renderer are rebuilt from the scenario, which fixes them. Its JSON (``model_dump(mode="json")``) is the
``shop`` object of a run folder's ``checkpoints/day-NNN.json`` (``agents.checkpoints.RunCheckpoint``).
Minutes are absolute simulated minutes from 00:00 of day 1; money inside the state is paise.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from engine.turn import Turn
from market.customers import CounterVisit
from market.state import WorldState
from negotiation_kernel.trade import KernelState

__all__ = ["ShopSnapshot", "QueueItem"]

#: One event on the shop's clock: (absolute minute, kind priority — lower first at the same minute, scheduling
#: order, event kind such as "door" or "walk_in", the event's payload).
QueueItem = tuple[int, int, int, str, dict[str, Any]]


class ShopSnapshot(BaseModel):
    """Everything ``engine.shop.Shop.restore`` needs to continue a month (see the module docstring)."""
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    state: WorldState
    """The world: stock, cash, khata, bills, inboxes, the day and minute (money in paise)."""
    kernel: KernelState
    """The suppliers' kernel memory: bargaining threads and orders."""
    visits: dict[str, CounterVisit]
    """Customers at (or past) the counter by visit id."""
    queue: list[QueueItem]
    """The clock's future events, heap-ordered as ``Shop.queue`` holds them."""
    qseq: int
    """How many events were ever scheduled (the next event's tie-break number)."""
    record_seq: int
    """The sequence number of the next event of ``record.jsonl`` (= events the record keeps up to here)."""
    finished: bool
    """True once the month's last day closed."""
    turn: Turn | None = None
    """The turn a stopped run left open (``checkpoints/day-NNN-turn.json``); None between turns."""

    def unwritten(self) -> dict[str, Any] | None:
        """What a checkpoint leaves out (an ``exclude`` for pydantic's dumps): ``turn`` when no turn is open, the
        state's ``standing`` instructions when there are none (a checkpoint of a shop with none is byte for byte
        what it was before they were kept: ``tests/test_checkpoints.py``); None when nothing is left out."""
        exclude: dict[str, Any] = {}
        if self.turn is None:
            exclude["turn"] = True
        if not self.state.standing:
            exclude["state"] = {"standing"}
        return exclude or None

    def to_json_data(self) -> dict[str, Any]:
        """The snapshot as plain JSON-able data, as checkpoints hold it (without what ``unwritten`` names)."""
        return self.model_dump(mode="json", exclude=self.unwritten())
