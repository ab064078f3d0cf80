"""Kinds a black-box breaker (L, twelfth session: 426 messages on numbers and units, and 56 probes) found read
silently wrong; each now reads as a shopkeeper would.

- A price cut asked per a unit the goods are not sold in ("मैगी पर पेटी पीछे ₹20 कम?", "Chawal pe quintal peeche ₹50
  kam karo", "₹10 less each tray", "₹30 cheaper a case") had been applied per selling unit: ₹20 off each packet of
  Maggi, ₹50 off each kilo of rice (12–100× the cut asked), and "a case" had become a quantity of 12.
- A rate said per a unit before the amount ("अंडे दर्जन पीछे ₹72, 10 ट्रे भेजो") had been taken per tray: eggs ordered
  at ₹2.40 instead of ₹6.
"""
import pytest

from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.price_change_paise) for i in r.intents] if r.readable \
        else r.reason


@pytest.mark.parametrize("text,sku,change", [
    ("मैगी पर पेटी पीछे ₹20 कम?", "noodles-70g", -167),
    ("Maggi pe peti peeche ₹20 kam?", "noodles-70g", -167),
    ("Maggi ₹20 kam per peti", "noodles-70g", -167),
    ("Maggi: ₹20 less a peti?", "noodles-70g", -167),
    ("चावल पर क्विंटल पीछे ₹50 कम करें", "rice-1kg", -50),
    ("Chawal pe quintal peeche ₹50 kam karo", "rice-1kg", -50),
    ("Aata kilo peeche ₹2 kam karo", "atta-5kg", -1000),
    ("Eggs — ₹10 less each tray, please", "eggs-1pc", -33),
    ("Reduce eggs by ₹10 each tray", "eggs-1pc", -33),
    ("Cold drinks ₹30 cheaper a case?", "soft-drink-750ml", -250),
])
def test_a_price_cut_per_another_unit_is_per_that_unit(text, sku, change):
    assert _rows(read_message(text, email=True)) == [("offer", sku, None, None, change)]


@pytest.mark.parametrize("text,qty", [("अंडे दर्जन पीछे ₹72, 10 ट्रे भेजो", 300), ("Ande darjan peeche ₹72, 5 tray bhejo", 150)])
def test_a_rate_per_dozen_said_first_is_per_dozen(text, qty):
    assert _rows(read_message(text, email=True)) == [("order", "eggs-1pc", qty, 600, None)]


@pytest.mark.parametrize("text,rows", [
    ("Sugar ₹2 kam karo, 50 kg lenge", [("offer", "sugar-1kg", 50, None, -200)]),
    ("Knock ₹4/kg off the toor dal and we'll take 30 kg", [("offer", "toor-dal-1kg", 30, None, -400)]),
    ("Send 60 eggs at ₹6 each", [("order", "eggs-1pc", 60, 600, None)]),
])
def test_cuts_and_prices_per_the_selling_unit_are_unchanged(text, rows):
    assert _rows(read_message(text, email=True)) == rows
