"""The month's opening in the record: the run, each supplier's terms, the regulars and their khata, stock, net worth.

``record_opening`` writes them once, as a new shop opens (never on restore), and
schedules the repayments of the khata credits open at opening.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from lang.renderers import renderer_identity
from market.stock import units_by_sku
from scenarios.redact import redact

if TYPE_CHECKING:  # engine.shop imports this module
    from engine.shop import Shop

__all__ = ["record_opening"]


def record_opening(shop: Shop) -> None:
    """Record the opening events of ``shop`` (``run_start``, ``supplier_terms``, ``regular``, ``khata_opening_credit``,
    ``stock_open``, ``net_worth_open``) and schedule the opening credits' repayments."""
    from market.accounts import net_worth_parts
    s = shop.scenario
    shop.emit("run_start", scenario=s.name, seed=s.seed, days=s.days, skus=shop.skus,
              roles={r: redact(v.model) for r, v in s.roles.items()}, renderer=renderer_identity(shop.renderer))
    for sup in shop.suppliers.values():
        shop.emit("supplier_terms", supplier_id=sup.supplier_id, name=sup.name, language=sup.language,
                  supplier_kind=sup.kind, fraud_scheme=sup.fraud_scheme,
                  terms={k: dataclasses.asdict(t) for k, t in sup.terms.items()})
    for reg in shop.state.regulars.values():
        shop.emit("regular", **reg.model_dump())
    for credit in shop.state.open_credits:
        shop.emit("khata_opening_credit", **{("credit_day" if k == "day" else k): v for k, v in credit.items()})
        shop.schedule_repayment(credit)
    shop.emit("stock_open", stock_units=units_by_sku(shop.state, shop.skus, sellable=False),
              prices_paise=dict(shop.state.prices))
    shop.emit("net_worth_open", **{f"{k}_paise": v for k, v in net_worth_parts(shop.state).items()})
