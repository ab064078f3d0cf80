"""``market.stock``'s shortcuts agree with the plain operations: ``units_by_sku`` with ``on_hand`` item by item,
and ``take_at_cost`` with ``take`` (the same stock left, the pieces' units and cost)."""
from __future__ import annotations

import dataclasses

import pytest

from market.state import Batch, WorldState
from market.stock import add_batch, on_hand, take, take_at_cost, units_by_sku


def _state(day: int = 5) -> WorldState:
    state = WorldState(day=day)
    for i, (sku, qty, cost, expires) in enumerate([("rice", 4, 500, 3), ("rice", 6, 520, 5), ("rice", 5, 510, 9),
                                                    ("dal", 2, 900, 4), ("dal", 7, 950, 12), ("salt", 3, 200, 30)]):
        add_batch(state, "shelf" if i % 2 else "godown", Batch(batch_id=f"B{i}", sku=sku, qty=qty,
                                                               unit_cost_paise=cost, expires_day=expires))
        add_batch(state, "godown" if i % 2 else "shelf", Batch(batch_id=f"C{i}", sku=sku, qty=qty + 1,
                                                               unit_cost_paise=cost + 1, expires_day=expires + 1))
    return state


@pytest.mark.parametrize("place", [None, "shelf", "godown"])
@pytest.mark.parametrize("sellable", [True, False])
def test_units_by_sku_is_on_hand_item_by_item(place, sellable):
    state = _state()
    skus = ["salt", "rice", "oil", "dal"]
    counts = units_by_sku(state, skus, place, sellable=sellable)
    assert list(counts) == skus
    assert counts == {sku: on_hand(state, sku, place, sellable=sellable) for sku in skus}
    assert counts["oil"] == 0 and counts["rice"] > 0


@pytest.mark.parametrize("qty", [0, 1, 5, 6, 11, 12, 40])
@pytest.mark.parametrize("place", ["shelf", "godown"])
def test_take_at_cost_is_take_without_the_pieces(qty, place):
    a, b = _state(), _state()
    pieces = take(a, place, "rice", qty)
    units, cost = take_at_cost(b, place, "rice", qty)
    assert units == sum(p.qty for p in pieces) and cost == sum(p.qty * p.unit_cost_paise for p in pieces)
    assert dataclasses.asdict(a) == dataclasses.asdict(b)
    assert units == min(qty, on_hand(_state(), "rice", place))
