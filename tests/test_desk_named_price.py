"""An order said in the same e-mail as the price it accepts or offers stands only at that price
(``negotiation_kernel.named_price``): the fake-server trial's "प्याज़ 30 किलो, ₹31.50 वाला भाव ठीक है, भेज दीजिए"
had its accept answered with the supplier's quote and its order confirmed at the supplier's higher price."""
from __future__ import annotations

from engine.shop import Shop
from negotiation_kernel.reasons import PriceBelowOurs
from negotiation_kernel.trade import price_for_order
from roles.supplier_mail import answer_email
from scenarios import load_scenario


def _shop() -> Shop:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    return shop


def _list_price(shop: Shop) -> int:
    """S1's price for rice today, paise per kg, with no bargain open."""
    return price_for_order(shop.suppliers["S1"], "rice-1kg", None, shop.state.day)


def test_an_order_beside_an_accept_below_the_suppliers_price_is_refused_naming_both():
    shop = _shop()
    ours = _list_price(shop)
    named = ours - 100  # a rupee below the supplier's price
    answer = answer_email(shop, "S1", f"Rice at ₹{named / 100:.2f} per kg is fine. Send 40 kg.")
    refused = [d for d in answer["decisions"] if d["kind"] == "order_refused"]
    assert refused == [{"kind": "order_refused", "sku": "rice-1kg", "price_paise": ours,
                        "reason": PriceBelowOurs(ours_paise=ours, yours_paise=named)}]
    assert not [d for d in answer["decisions"] if d["kind"] == "order_confirmed"]
    assert not shop.kernel.orders  # no van, no bill at a price never agreed


def test_an_order_beside_an_accept_at_the_suppliers_price_is_placed_at_it():
    shop = _shop()
    ours = _list_price(shop)
    answer = answer_email(shop, "S1", f"Rice at ₹{ours / 100:.2f} per kg is fine. Send 40 kg.")
    (placed,) = [d for d in answer["decisions"] if d["kind"] == "order_confirmed"]
    assert [(l["sku"], l["qty"], l["unit_price_paise"]) for l in placed["lines"]] == [("rice-1kg", 40, ours)]


def test_an_order_with_no_price_named_is_placed_at_the_suppliers_price():
    shop = _shop()
    ours = _list_price(shop)
    (placed,) = [d for d in answer_email(shop, "S1", "Send 40 kg rice.")["decisions"] if d["kind"] == "order_confirmed"]
    assert placed["lines"][0]["unit_price_paise"] == ours
