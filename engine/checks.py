"""Checks on a scenario that need the world built: its skus, its suppliers and its renderer."""
from __future__ import annotations

from lang.renderers import check_renderer
from market.catalogue import Catalogue, load_catalogue
from negotiation_kernel.suppliers import build_suppliers

__all__ = ["check_world"]


def check_world(scenario, catalogue: Catalogue | None = None) -> None:
    """Check what the schema alone cannot: stocked skus exist and every one has a supplier, and
    the renderer model a scenario names loads (kept loaded for the run; ``lang.renderers``).

    Raises:
        ValueError: naming the field (``shop.items``, ``suppliers`` or ``renderer.path``) and the fix.
    """
    catalogue = catalogue or load_catalogue()
    unknown = [s for s in (scenario.shop.items or []) if s not in catalogue.skus()]
    if unknown:
        raise ValueError(f"shop.items: {unknown} are not catalogue skus; see market/data/catalogue.csv "
                         f"(e.g. {', '.join(catalogue.skus()[:3])})")
    festival = scenario.walk_in.festival
    unknown_groups = sorted(set(festival.factor_by_group) - catalogue.groups()) if festival else []
    if unknown_groups:
        raise ValueError(f"walk_in.festival.factor_by_group: {unknown_groups} are not HCES item groups of the "
                         f"catalogue; use {sorted(catalogue.groups())}")
    build_suppliers(scenario, catalogue, list(scenario.shop.items or catalogue.skus()))
    check_renderer(scenario.renderer)
