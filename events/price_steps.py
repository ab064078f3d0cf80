"""Traders' price steps, and the lowest price a supplier takes: the rule the kernel bargains by and the record's
``supplier_terms.floor_paise`` is read with (moved here from ``negotiation_kernel.suppliers`` in session 39 so that
``scoring`` can measure a bargain against the price the kernel can actually reach; the kernel imports it from here).

Steps by price level (paise): under ₹10 quarter rupees, under ₹100 half rupees, else whole rupees. A modelling
convention for how wholesale rates are quoted (market/data/SOURCES.md, "Price steps").
"""
from __future__ import annotations

__all__ = ["STEPS", "WHOLE_RUPEE", "price_step", "lowest_price"]

STEPS = ((1_000, 25), (10_000, 50))
WHOLE_RUPEE = 100


def price_step(price_paise: float) -> int:
    """The step (paise) a trader quotes a price of this level in: 25, 50 or 100."""
    for below, step in STEPS:  # a plain loop: a generator and next() cost more than the two comparisons
        if price_paise < below:
            return step
    return WHOLE_RUPEE


def lowest_price(floor_paise: int) -> int:
    """The lowest unit price (paise) a supplier ever takes for an item whose hidden cost floor is ``floor_paise``:
    the first trader's step strictly above it (a sugar floor of ₹41 → ₹41.50). No counter, accept or confirmed
    order goes below it (``negotiation_kernel.suppliers.floor_price``), so a bargain can reach it and never the
    hidden floor itself."""
    step = price_step(floor_paise)
    return (floor_paise // step + 1) * step
