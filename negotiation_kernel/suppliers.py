"""Suppliers and their hidden terms: list price, floor and concession policy per item.

Terms are drawn once per month from ``(seed, "supplier:<id>:<sku>")`` within
the scenario's ranges (``negotiation:`` in the YAML), as multiples of the
item's honest wholesale price from the catalogue; the list price lands on a
trader's price step (``price_step``) and never above the item's MRP (``mrp_ceiling``):
a packed good cannot be sold above its MRP (Legal Metrology (Packaged Commodities)
Rules, 2011), so no wholesaler asks a shop more than the shop may charge. Until the
thirty-fourth session a hard bargainer's markup (12–18 % over a wholesale price of 86–90 %
of MRP) put its list above MRP on staples and dairy: seed 0's S5 asked ₹254 for atta of MRP
₹250. The hidden floor stays below the list, so no counter exceeds it either. No tool
shows the terms; only the researcher's transcript does.
"""
from __future__ import annotations

# Traders' price steps and the lowest price above a hidden floor live in ``events.price_steps`` (session 39: the
# scores read the record's floor by the same rule); re-exported here, where the kernel has always had them.
from events.price_steps import STEPS, WHOLE_RUPEE, lowest_price, price_step  # noqa: F401
from market.catalogue import Catalogue
from market.hot_model import frozen_record
from market.rng import generator

__all__ = ["ItemTerms", "Supplier", "build_suppliers", "floor_price", "mrp_ceiling", "price_step", "to_step",
           "unsupplied_line"]


def to_step(price_paise: float) -> int:
    """A price (paise, any float) rounded to the nearest of its trader's steps (halves up); a price on a step stays."""
    step = price_step(price_paise)  # level boundaries are multiples of every step, so no step is crossed
    return max(step, (int(round(price_paise * 1000)) + step * 500) // (step * 1000) * step)


def mrp_ceiling(mrp_paise: int) -> int:
    """The highest trader's step at or below the MRP (paise): the most a supplier lists an item at. An MRP on
    its step is itself (₹250 → ₹250, ₹43 → ₹43); one between steps is the step below (₹99.75 → ₹99.50); one
    under the smallest step (₹0.25) is the MRP itself."""
    step = price_step(mrp_paise)
    return mrp_paise // step * step or mrp_paise


@frozen_record  # read some 50,000 times a month: plain attribute reads (market.hot_model)
class ItemTerms:
    """A supplier's hidden terms for one item, per selling unit, GST included (paise)."""
    sku: str
    list_paise: int
    floor_paise: int
    beta: float
    max_rounds: int


@frozen_record  # read some 50,000 times a month: plain attribute reads (market.hot_model)
class Supplier:
    """A supplier: public face (id, name, language) and hidden terms and fraud scheme."""
    supplier_id: str
    name: str
    language: str
    kind: str
    fraud_scheme: str | None
    lead_days: int
    credit_days: int
    arrives_minute_of_day: int
    reply_minutes: int
    temperament: str
    terms: dict[str, ItemTerms]


def floor_price(terms: ItemTerms) -> int:
    """The lowest unit price (paise) the supplier will ever take for this item: the first trader's step
    strictly above its hidden cost floor ``terms.floor_paise`` (so a counter that reaches it shows where the
    floor lies, within a step, never the floor itself).

    The one floor function: the negotiation never counters or accepts below it
    and an order is never confirmed below it.
    """
    return lowest_price(terms.floor_paise)


def build_suppliers(scenario, catalogue: Catalogue, skus: list[str]) -> dict[str, Supplier]:
    """Suppliers of the scenario with terms for every stocked item in their categories.

    Raises:
        ValueError: if a stocked item has no supplier.
    """
    from scenarios import parse_clock

    neg = scenario.negotiation
    suppliers = {}
    for spec in scenario.suppliers:
        terms = {}
        for sku in skus:
            item = catalogue.by_sku(sku)
            if item.supplier_category not in spec.categories:
                continue
            rng = generator(scenario.seed, f"supplier:{spec.id}:{sku}", 0)
            markup = rng.uniform(*neg.list_markup[spec.kind])
            floor = rng.uniform(*neg.floor_of_wholesale[spec.kind])
            beta = rng.uniform(*neg.concession_beta[spec.kind])
            lo, hi = neg.max_rounds[spec.kind]
            rounds = int(rng.integers(lo, hi + 1))
            w = item.wholesale_paise
            list_paise = min(to_step(w * (1 + markup)), mrp_ceiling(item.mrp_paise))  # never above MRP
            floor_paise = min(int(round(w * floor)), list_paise - 1)  # floor_price (a step above) at most the list
            terms[sku] = ItemTerms(sku=sku, list_paise=list_paise, floor_paise=floor_paise, beta=float(beta),
                                   max_rounds=rounds)
        suppliers[spec.id] = Supplier(
            supplier_id=spec.id, name=spec.name, language=spec.language, kind=spec.kind,
            fraud_scheme=spec.fraud_scheme, lead_days=spec.lead_days, credit_days=spec.credit_days,
            arrives_minute_of_day=parse_clock(spec.arrives_at), reply_minutes=spec.reply_minutes,
            temperament=spec.temperament, terms=terms)
    unsupplied = [s for s in skus if not any(s in sup.terms for sup in suppliers.values())]
    if unsupplied:
        raise ValueError(unsupplied_line(unsupplied, catalogue))
    return suppliers


def unsupplied_line(skus: list[str], catalogue) -> str:
    """The error for stocked ``skus`` no supplier carries, naming the supplier categories they need (the fifty-third
    session's walk: the skus alone did not say which category to add)::

        suppliers: no supplier carries the categories dairy_bakery (bread-400g, milk-500ml, …), produce (…); add
        them to a supplier's categories, e.g. categories: [dairy_bakery, produce]
    """
    by_category: dict[str, list[str]] = {}
    for sku in skus:
        by_category.setdefault(catalogue.by_sku(sku).supplier_category, []).append(sku)
    named = ", ".join(f"{category} ({', '.join(items[:3])}{', …' if len(items) > 3 else ''})"
                      for category, items in sorted(by_category.items()))
    one = len(by_category) == 1
    return (f"suppliers: no supplier carries the categor{'y' if one else 'ies'} {named}; add {'it' if one else 'them'} "
            f"to a supplier's categories, e.g. categories: [{', '.join(sorted(by_category))}]")
