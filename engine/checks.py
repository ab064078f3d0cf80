"""Checks on a scenario that need the world built: its skus, its suppliers and its renderer."""
from __future__ import annotations

from typing import Any

from lang.renderers import check_renderer
from market.catalogue import Catalogue, load_catalogue
from negotiation_kernel.suppliers import build_suppliers

__all__ = ["check_world", "catalogue_problems"]


def catalogue_problems(items: Any, factor_by_group: Any, catalogue: Catalogue | None = None) -> list[tuple[tuple, str]]:
    """What the catalogue says of a scenario's ``shop.items`` and ``walk_in.festival.factor_by_group``, as loaded or
    as written (values of another shape are the schema's to report, and skipped here).

    Returns:
        [(field path, "field.path: what is wrong; what to write")], shop.items first; [] when both are known.
    """
    catalogue = catalogue or load_catalogue()
    problems: list[tuple[tuple, str]] = []
    skus = catalogue.skus()
    unknown = [s for s in (items if isinstance(items, list) else []) if isinstance(s, str) and s not in skus]
    if unknown:
        problems.append((("shop", "items"), f"shop.items: {unknown} are not catalogue skus; see market/data/"
                                             f"catalogue.csv (e.g. {', '.join(skus[:3])})"))
    groups = catalogue.groups()
    unknown_groups = sorted(g for g in (factor_by_group if isinstance(factor_by_group, dict) else {})
                            if isinstance(g, str) and g not in groups)
    if unknown_groups:
        problems.append((("walk_in", "festival", "factor_by_group"),
                         f"walk_in.festival.factor_by_group: {unknown_groups} are not HCES item groups of the "
                         f"catalogue; use {sorted(groups)}"))
    return problems


def check_world(scenario, catalogue: Catalogue | None = None) -> None:
    """Check what the schema alone cannot: stocked skus exist and every one has a supplier, festival groups are
    HCES item groups of the catalogue, and the renderer model a scenario names loads (kept loaded for the run;
    ``lang.renderers``).

    Raises:
        ValueError: naming the field (``shop.items``, ``walk_in.festival.factor_by_group``, ``suppliers`` or
            ``renderer.path``) and the fix; the catalogue's problems together, one line each.
    """
    catalogue = catalogue or load_catalogue()
    festival = scenario.walk_in.festival
    problems = catalogue_problems(scenario.shop.items or [], festival.factor_by_group if festival else {}, catalogue)
    if problems:
        raise ValueError("\n".join(text for _, text in problems))
    build_suppliers(scenario, catalogue, list(scenario.shop.items or catalogue.skus()))
    check_renderer(scenario.renderer)
