"""The shop on the morning of day 1: prices at MRP, stock, cash, regulars and their khata."""
from __future__ import annotations

from market.catalogue import Catalogue
from market.customers import make_regulars, opening_khata
from events.money import paise
from market.gst import cost_ex_gst
from market.state import Batch, RoleDay, WorldState
from market.stock import add_batch
from scenarios.vocabulary import ROLES

__all__ = ["open_shop"]


def open_shop(scenario, catalogue: Catalogue, skus: list[str], units_per_day: dict[str, float]) -> WorldState:
    """The opening state.

    Shelves are full (up to ``shelf_capacity``) and the godown holds
    ``opening_stock_days`` of expected demand, all at the honest wholesale
    cost, fresh that morning. Posted prices start at MRP (nobody has set them).
    """
    shop = scenario.shop
    state = WorldState(day=1, minute=0)
    state.till_paise = paise(shop.opening_cash_in_till_inr)
    state.bank_paise = paise(shop.opening_bank_inr)
    for sku in skus:
        item = catalogue.by_sku(sku)
        state.prices[sku] = item.mrp_paise
        cost = cost_ex_gst(item.wholesale_paise, item.gst_pct)
        expires = item.shelf_life_days
        shelf_qty = item.shelf_capacity
        godown_qty = int(round(units_per_day[sku] * shop.opening_stock_days))
        if item.perishable and item.shelf_life_days <= 3:
            godown_qty = 0  # nobody keeps two days of milk in the back
        if shelf_qty:
            add_batch(state, "shelf", Batch(batch_id=state.next_id("OB"), sku=sku, qty=shelf_qty,
                                            unit_cost_paise=cost, expires_day=expires))
        if godown_qty:
            add_batch(state, "godown", Batch(batch_id=state.next_id("OB"), sku=sku, qty=godown_qty,
                                             unit_cost_paise=cost, expires_day=expires))
    counter = scenario.counter
    state.regulars = make_regulars(scenario.seed, counter.regulars, counter.reliable_share,
                                   counter.language_mix.model_dump(), counter.repay_prob)
    state.khata, credits = opening_khata(scenario.seed, state.regulars, counter.credit_due_days,
                                           counter.opening_overdue_share)
    for credit in credits:
        credit["credit_id"] = state.next_id("K")
        credit["expected_paise"] = int(round(credit["amount_paise"] * state.regulars[credit["customer_id"]].repay_prob))
    state.open_credits = credits
    state.roles = {role: RoleDay() for role in ROLES}
    state.inbox = {role: [] for role in ROLES}
    return state
