"""An order priced per tray (or bundle) refused for its price states ours per tray, not per egg.

The new user's trial (session 33, B9): "We'll take 4 trays of eggs at ₹180 a tray …" got "our price is ₹6.50, not
₹6", and "4 ट्रे अंडे भेज दीजिए, ₹165 प्रति ट्रे के हिसाब से।" got "हमारा भाव ₹6.25 है, ₹5.50 नहीं", while the same
suppliers quote "₹187.50 per tray" everywhere else. When the reading priced the goods in their trade unit, the
refusal is ``lot_price_below_ours`` {status: the unit, ours_paise, yours_paise per that unit}, the writer's own
figure kept (₹170 a tray stays ₹170, not 30 × 567 paise); priced per egg, it is ``price_below_ours`` as before.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.render import LANGUAGES, TemplateRenderer, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import LotPriceBelowOurs, PriceBelowOurs
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()
R = TemplateRenderer(CAT)


def _shop(language: str) -> Shop:
    """A two-day shop whose S8 (₹6.50 an egg at list) writes ``language``."""
    base = load_scenario()
    sups = [{**s.model_dump(), **({"language": language} if s.id == "S8" else {})} for s in base.suppliers]
    shop = Shop(load_scenario(days=2, suppliers=sups))
    assert shop.next_turn().role == "manager"
    assert shop.suppliers["S8"].terms["eggs-1pc"].list_paise == 650
    return shop


def _reply(shop: Shop) -> str:
    return max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == "S8"), key=lambda q: q[2])[4]["text"]


OURS = {"en": "our price is ₹195 a tray, not ₹180", "hi": "हमारा भाव ₹195 प्रति ट्रे है, ₹180 नहीं",
        "hinglish": "humara rate ₹195 per tray hai, ₹180 nahi"}
ASKED = {"en": "We'll take 4 trays of eggs at ₹180 a tray.", "hi": "4 ट्रे अंडे भेज दीजिए, ₹180 प्रति ट्रे के हिसाब से।",
         "hinglish": "Ande 4 tray bhejo, ₹180 per tray."}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("written", LANGUAGES)
def test_an_order_per_tray_is_refused_per_tray(language, written):
    shop = _shop(language)
    decisions = answer_email(shop, "S8", ASKED[written])["decisions"]
    assert decisions == [{"kind": "order_refused", "sku": "eggs-1pc", "price_paise": 650,
                          "reason": LotPriceBelowOurs(status="tray", ours_paise=19500, yours_paise=18000)}]
    reply = _reply(shop)
    assert OURS[language] in reply, reply
    assert read_reply(reply, CAT) == [view(decisions[0], language=language)]
    (recorded,) = [e for e in shop.record.events if e["kind"] == "supplier_decision"][-1:]
    assert recorded["decision"]["reason"] == "our price is 195.00 a tray, not 180.00"


def test_the_writers_own_tray_price_is_kept():
    """₹170 a tray is 566.67 paise an egg; the refusal says ₹170, not 30 × 567 paise (₹170.10)."""
    shop = _shop("en")
    (d,) = answer_email(shop, "S8", "Eggs: send 3 trays at ₹170 a tray.")["decisions"]
    assert d["reason"] == LotPriceBelowOurs(status="tray", ours_paise=19500, yours_paise=17000)
    assert "our price is ₹195 a tray, not ₹170" in _reply(shop)


def test_an_order_per_egg_is_still_refused_per_egg():
    shop = _shop("en")
    (d,) = answer_email(shop, "S8", "Send 120 eggs at ₹6 each.")["decisions"]
    assert d["reason"] == PriceBelowOurs(ours_paise=650, yours_paise=600)
    assert "our price is ₹6.50, not ₹6" in _reply(shop)
