"""Khata repayments on the shop's clock: when a credit given at the counter (or open at opening) is paid back.

Whether and when a credit is repaid is drawn from the customer's hidden
reliability (``scenarios`` ``counter.repay_prob``, ``repay_after_days``) and the
seed; a credit that lapses is simply never scheduled. Money is paise.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from market.draws import Draws
from market.rng import generator

if TYPE_CHECKING:  # engine.shop imports this module
    from engine.shop import Shop

__all__ = ["schedule_repayment", "repay"]


def schedule_repayment(shop: Shop, credit: dict) -> None:
    """Put a khata credit's repayment (or its lapse) on the clock, drawn from the customer's reliability."""
    rng = Draws(generator(shop.seed, f"repay:{credit['credit_id']}", 0), 2)  # numpy's, less its per-call work
    prob = shop.state.regulars[credit["customer_id"]].repay_prob
    lo, hi = shop.scenario.counter.repay_after_days
    repaid, after, minute = rng.random() < prob, rng.integers(lo, hi + 1), rng.integers(600, 1200)
    day = max(shop.state.day + 1 if credit["day"] >= shop.state.day else 1, credit["day"] + after)
    if credit["due_day"] < shop.state.day:  # already overdue (opening khata): a late payer pays days from now
        day = shop.state.day + after - 1
    if repaid and day <= shop.scenario.days:
        shop.schedule((day - 1) * 1440 + minute, "repay", {"credit_id": credit["credit_id"]})


def repay(shop: Shop, payload: dict) -> None:
    """The customer repays khata credit ``payload['credit_id']`` into the till (nothing when it is no longer open); a
    ``khata_repayment`` flow of what it differs from the expected value."""
    from market.accounts import move_cash
    from market.state import khata_entry
    credit = next((c for c in shop.state.open_credits if c["credit_id"] == payload["credit_id"]), None)
    if credit is None:
        return
    shop.state.open_credits.remove(credit)
    move_cash(shop.state, "till", credit["amount_paise"], f"khata repayment {credit['customer_id']}")
    account = shop.state.khata[credit["customer_id"]]
    account.entries.append(khata_entry(day=shop.state.day, kind="repayment", amount_paise=credit["amount_paise"]))
    account.balance_paise -= credit["amount_paise"]
    shop.flow("khata_repayment", credit["amount_paise"] - credit["expected_paise"],
              customer_id=credit["customer_id"], credit_id=credit["credit_id"], amount_paise=credit["amount_paise"])
