"""No supplier lists or quotes an item above its MRP (``negotiation_kernel.suppliers.mrp_ceiling``).

A new user's trial (session 34) found the hard bargainer S5 listing seven items above MRP in the default
month, seed 0 (atta ₹254 against MRP ₹250, besan ₹61.50 against ₹60, and a counter of ₹61 for besan): its
markup, 12–18 % over a wholesale price of 86–90 % of MRP, passed MRP on staples and dairy. A packed good may not
be sold above its MRP, so no wholesaler asks a shop more than the shop may charge; the list is now capped at the
highest trader's step at or below MRP, and the hidden floor kept below the list, so no counter or order price
passes it either.
"""
from __future__ import annotations

import pytest

from market.catalogue import load_catalogue
from negotiation_kernel import bargaining as bg
from negotiation_kernel.suppliers import build_suppliers, floor_price, mrp_ceiling
from negotiation_kernel.trade import price_for_order
from scenarios import load_scenario


def _terms(scenario):
    catalogue = load_catalogue()
    return catalogue, build_suppliers(scenario, catalogue, catalogue.skus())


def test_the_trials_hard_bargainer_lists_atta_at_its_mrp_not_above():
    catalogue, suppliers = _terms(load_scenario(seed=0))
    s5 = suppliers["S5"]
    listed = {sku: s5.terms[sku].list_paise for sku in ("atta-5kg", "besan-500g", "sugar-1kg", "chana-dal-1kg")}
    assert listed == {"atta-5kg": 25_000, "besan-500g": 6_000, "sugar-1kg": 4_700, "chana-dal-1kg": 8_400}  # = MRP
    assert [catalogue.by_sku(sku).mrp_paise for sku in listed] == [25_000, 6_000, 4_700, 8_400]
    assert s5.terms["tea-250g"].list_paise == 13_200 < catalogue.by_sku("tea-250g").mrp_paise  # drawn below: kept


@pytest.mark.parametrize("name", ["default", "kirana_fraud", "kirana_festival"])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_no_supplier_lists_an_item_above_its_mrp(name, seed):
    catalogue, suppliers = _terms(load_scenario(name, seed=seed))
    for sup in suppliers.values():
        for sku, t in sup.terms.items():
            mrp = catalogue.by_sku(sku).mrp_paise
            assert t.list_paise <= mrp, (name, seed, sup.supplier_id, sku, t.list_paise, mrp)
            assert floor_price(t) <= t.list_paise
            assert price_for_order(sup, sku, None, 1) <= mrp


def test_a_markup_far_above_mrp_lists_at_mrp_and_never_quotes_or_counters_above_it():
    """A scenario may set any markup and floor below it: 60 % over wholesale, floor 1.3 × wholesale, both past MRP."""
    base = load_scenario(seed=0)
    data = base.model_dump()
    data["negotiation"]["list_markup"]["hard_bargainer"] = (0.6, 0.7)
    data["negotiation"]["floor_of_wholesale"]["hard_bargainer"] = (1.3, 1.4)
    catalogue, suppliers = _terms(type(base).model_validate(data))
    for sid in ("S5", "S6"):
        for sku, t in suppliers[sid].terms.items():
            mrp = catalogue.by_sku(sku).mrp_paise
            assert t.list_paise == mrp_ceiling(mrp) and floor_price(t) <= t.list_paise, (sid, sku)
            thread, quoted = bg.quote("T1", sid, t, day=1)
            prices = [quoted.price_paise]
            for bid in (1, 2, 3, 4, 5, 6, 7, 8):
                decision = bg.offer(thread, t, bid)
                prices.append(decision.price_paise or 0)
                if decision.kind != "counter":
                    break
            assert max(prices) <= mrp, (sid, sku, prices, mrp)


@pytest.mark.parametrize("mrp, ceiling", [(25_000, 25_000), (4_300, 4_300), (9_975, 9_950), (1_410, 1_400),
                                          (12_345, 12_300), (999, 975), (10, 10)])
def test_the_ceiling_is_the_highest_trader_step_at_or_below_mrp(mrp, ceiling):
    assert mrp_ceiling(mrp) == ceiling
