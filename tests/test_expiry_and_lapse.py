"""Goods past their expiry day cannot be sold or moved; an unpaid advance request lapses and cannot be paid."""
from __future__ import annotations

import pytest

from lang.english import block
from market.shop import Shop
from market.state import Batch, WorldState
from market.sales import sell
from market.stock import add_batch, move, on_hand, spoil
from negotiation_kernel.desk import answer_email
from negotiation_kernel.reasons import BillNotOpen
from roles.toolbox import ToolBox
from scenarios import load_scenario


def _state_with_expired_and_fresh() -> WorldState:
    state = WorldState(day=5)
    add_batch(state, "godown", Batch(batch_id="old", sku="milk-500ml", qty=10, unit_cost_paise=2500, expires_day=4))
    add_batch(state, "godown", Batch(batch_id="new", sku="milk-500ml", qty=6, unit_cost_paise=2600, expires_day=6))
    return state


def test_expired_goods_are_not_counted_moved_or_sold():
    state = _state_with_expired_and_fresh()
    assert on_hand(state, "milk-500ml") == 6
    assert on_hand(state, "milk-500ml", sellable=False) == 16
    assert move(state, "milk-500ml", 16, "godown", "shelf") == 6          # only the fresh six move
    assert [b.batch_id for b in state.shelf["milk-500ml"]] == ["new"]
    line = sell(state, "milk-500ml", 6, 6 * 2800, 0, places=("shelf", "godown"), channel="walk_in", paid_by="cash")
    assert line.cost_paise == 6 * 2600                                      # the fresh batch's cost, not the old
    with pytest.raises(ValueError, match="1 units of milk-500ml asked, 0"):
        sell(state, "milk-500ml", 1, 2800, 0, places=("shelf", "godown"), channel="walk_in", paid_by="cash")
    removed = spoil(state, 5)
    assert [(place, b.batch_id, b.qty) for place, b in removed] == [("godown", "old", 10)]


def test_an_unpaid_advance_request_lapses_and_cannot_then_be_paid():
    shop = Shop(load_scenario(days=5))
    box = ToolBox(shop)
    bill_id = None
    while (turn := shop.next_turn()) is not None:
        if turn.role == "manager" and turn.day == 1 and bill_id is None:
            reply = answer_email(shop, "S9", block("order", {"items": [{"sku": "sugar-1kg", "quantity": 40}]}))
            (decision,) = reply["decisions"]
            assert decision["kind"] == "advance_required"
            bill_id = decision["bill_id"]
        if turn.role == "manager" and turn.day == 5:
            bill = next(b for b in shop.state.bills if b.bill_id == bill_id)
            assert bill.status == "cancelled"
            bank = shop.state.bank_paise
            reply = answer_email(shop, "S9", block("pay", {"bill_id": bill_id}))
            assert reply["decisions"] == [{"kind": "pay_refused", "bill_id": bill_id, "reason": BillNotOpen(status="cancelled")}]
            assert shop.state.bank_paise == bank
        shop.end_turn()
    lapsed = [e for e in shop.record.events if e["kind"] == "advance_lapsed"]
    assert [(e["day"], e["supplier_id"]) for e in lapsed] == [(4, "S9")]
    assert not any(e["kind"] == "bill_paid" for e in shop.record.events)
    assert box.shop is shop


def test_a_boolean_is_not_a_quantity_or_a_price():
    shop = Shop(load_scenario(days=1))
    box = ToolBox(shop)
    while (turn := shop.next_turn()).role != "manager":
        shop.end_turn()
    result = box.call("manager", "set_price", {"item": "rice-1kg", "price_inr": True})
    assert not result.ok and result.error.startswith("price_inr: ")
    assert shop.state.prices["rice-1kg"] == 4300
