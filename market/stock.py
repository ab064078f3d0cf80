"""Stock in the godown and on the shelf: batches, first-expiry-first-out, spoilage.

Quantities are integer selling units (see the catalogue's ``unit``); costs are
paise per unit, GST excluded. Only shelf stock sells to walk-in customers; the
counter sells from the shelf first and then the godown.
"""
from __future__ import annotations

from bisect import insort

from market.hot_model import trusted_builder
from market.state import Batch, WorldState

__all__ = ["on_hand", "units_by_sku", "add_batch", "take", "take_at_cost", "move", "spoil", "stock_at_cost", "Place"]

Place = str  # "godown" or "shelf"
_PIECE = trusted_builder(Batch)  # a piece taken: copied from a batch, built unvalidated


def _place(state: WorldState, place: Place) -> dict[str, list[Batch]]:
    if place == "godown":
        return state.godown
    if place == "shelf":
        return state.shelf
    raise ValueError(f"place must be 'godown' or 'shelf', got {place!r}")


def on_hand(state: WorldState, sku: str, place: Place | None = None, *, sellable: bool = True) -> int:
    """Units of ``sku`` in one place, or in both when ``place`` is None.

    With ``sellable`` (the default) goods already past their expiry day are
    not counted: they cannot be sold or moved, and are thrown out at the close.
    """
    day = state.day
    if place is None:
        return _units(state.godown.get(sku), day, sellable) + _units(state.shelf.get(sku), day, sellable)
    return _units(_place(state, place).get(sku), day, sellable)


def units_by_sku(state: WorldState, skus: list[str], place: Place | None = None, *,
                 sellable: bool = True) -> dict[str, int]:
    """``{sku: on_hand(state, sku, place, sellable=sellable)}`` for each of ``skus``, in their order (a shelf
    count, a day's close): one pass, without a call per item."""
    day = state.day
    if place is None:
        godown, shelf = state.godown, state.shelf
        return {sku: _units(godown.get(sku), day, sellable) + _units(shelf.get(sku), day, sellable) for sku in skus}
    batches = _place(state, place)
    return {sku: _units(batches.get(sku), day, sellable) for sku in skus}


def _units(batches: list[Batch] | None, day: int, sellable: bool) -> int:
    """Units in ``batches`` (None: none), those past their expiry day left out when ``sellable``.

    A place's batches are in expiry order (``add_batch``), so those past it come first: only they and the first
    one still good are looked at for their day (each field read of a model is pydantic's attribute hook)."""
    units = 0
    if batches:
        i, n = 0, len(batches)
        if sellable:
            while i < n and batches[i].expires_day < day:
                i += 1
        for b in (batches[i:] if i else batches):
            units += b.qty
    return units


def add_batch(state: WorldState, place: Place, batch: Batch) -> None:
    """Put a batch in the godown or on the shelf, keeping batches in expiry order (then batch id; after any
    batch of the same expiry and id, as a stable sort of the list with the batch appended would put it)."""
    insort(_place(state, place).setdefault(batch.sku, []), batch, key=_order)


def _order(batch: Batch) -> tuple[int, str]:
    return batch.expires_day, batch.batch_id


def take(state: WorldState, place: Place, sku: str, qty: int) -> list[Batch]:
    """Remove up to ``qty`` sellable units, earliest expiry first; returns the pieces taken.

    Goods past their expiry day stay where they are (they spoil at the close).
    A batch taken whole is the piece itself (out of its list); from a batch taken in part the piece is a copy
    carrying the quantity taken, so the pieces' cost adds up to the cost of goods taken. Taking more than is
    there takes what is there.
    """
    batches = _place(state, place).get(sku, [])
    taken: list[Batch] = []
    i = 0
    while qty > 0 and i < len(batches):
        batch = batches[i]
        if batch.expires_day < state.day:
            i += 1
            continue
        n = batch.qty
        if n <= qty:  # the whole batch: handed over as it is (no other object holds a batch)
            taken.append(batches.pop(i))
        else:
            taken.append(_PIECE(batch_id=batch.batch_id, sku=batch.sku, qty=qty, unit_cost_paise=batch.unit_cost_paise,
                                expires_day=batch.expires_day))  # a copy with the units taken
            batch.qty = n - qty
            n = qty
        qty -= n
    return taken


def take_at_cost(state: WorldState, place: Place, sku: str, qty: int) -> tuple[int, int]:
    """``take`` for a sale, which needs only what the pieces add up to: (units taken, their cost in paise, GST
    excluded), the stock changed exactly as ``take`` changes it, without building the pieces."""
    batches = _place(state, place).get(sku, [])
    day, left, cost = state.day, qty, 0
    i = 0
    while left > 0 and i < len(batches):
        batch = batches[i]
        if batch.expires_day < day:
            i += 1
            continue
        n = batch.qty
        if n <= left:  # the whole batch: out of the list (its units left as they were: nothing else holds it)
            batches.pop(i)
        else:
            batch.qty = n - left
            n = left
        cost += n * batch.unit_cost_paise
        left -= n
    return qty - left, cost


def move(state: WorldState, sku: str, qty: int, source: Place, target: Place) -> int:
    """Move up to ``qty`` units from one place to the other; returns units moved."""
    moved = 0
    for piece in take(state, source, sku, qty):
        add_batch(state, target, piece)
        moved += piece.qty
    return moved


def spoil(state: WorldState, day: int) -> list[tuple[str, Batch]]:
    """Remove every batch whose last sellable day is before or on ``day``.

    Called at the day's close, so goods expiring today are thrown away tonight.
    Returns (place, batch) pairs removed.
    """
    removed: list[tuple[str, Batch]] = []
    for place in ("godown", "shelf"):
        for sku, batches in _place(state, place).items():
            keep = []
            for b in batches:
                (removed.append((place, b)) if b.expires_day <= day else keep.append(b))
            batches[:] = keep
    return removed


def stock_at_cost(state: WorldState) -> int:
    """Value of all stock, godown and shelf, at cost (paise, GST excluded)."""
    return sum(b.qty * b.unit_cost_paise
               for place in (state.godown, state.shelf) for batches in place.values() for b in batches)
