"""``lang.cannot_sell``: "at ₹108 we cannot sell" refuses the goods at that price, in every language; it is no report
of goods sold (the moong had been dropped beside the toor refused, silently)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Dono rehne do — toor ₹145 aur moong ₹108 pe hum bech nahi payenge",
    "दोनों रहने दो — तूर ₹145 और मूंग ₹108 पर हम बेच नहीं पाएंगे",
    "Leave both — at toor ₹145 and moong ₹108 we can't sell",
])
def test_both_goods_refused_at_the_prices_we_cannot_sell_at(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == [
        ("reject", "toor-dal-1kg", 14500), ("reject", "moong-dal-1kg", 10800)]


@pytest.mark.parametrize("text", [
    "Kal 40 kilo chawal bech diya, 20 kilo bhejo",
    "कल 40 किलो चावल बेच दिया, 20 किलो चावल भेजो",
    "Sold 40 kg rice yesterday, send 20 kg rice",
])
def test_goods_sold_still_report(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "rice-1kg", 20)]


def test_a_count_we_cannot_sell_is_still_the_reason_for_a_cut_not_a_price():
    r = read_message("O18 mein ande 10 tray se ghata kar 6 tray kar dijiye. Kharab hone se pehle hum 10 tray nahi "
                     "bech payenge.", CAT, email=True)
    assert not any(i.kind == "reject" for i in r.intents)
