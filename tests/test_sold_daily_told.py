"""``lang.acts`` sales told as a habit with "bik jata hai" / "nikal jata hai" ("roz 20-25 kilo nikal jata hai", "रोज़
करीब 20-25 किलो बिक जाता है") are background beside the count asked, and a word of less in such a report ("doodh kam
bik raha") makes no order a lowered-price offer (``lang.verify_kinds``); in every language, "nikal do" still cuts."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Chawal bahut chal raha hai — roz lagbhag 20-25 kilo nikal jata hai. Is baar 100 kilo bhej dijiye.",
    "चावल बहुत चल रहा है — रोज़ करीब 20-25 किलो बिक जाता है। इस बार 100 किलो भेज दीजिए।",
    "Rice is moving fast — we sell about 20-25 kg every day. This time send 100 kg.",
])
def test_daily_sales_told_beside_the_order(text):
    assert _read(text) == (True, [("order", "rice-1kg", 100, None)])


def test_selling_less_told_is_no_lowered_price():
    assert _read("Sardi mein doodh kam bik raha, roz sirf 40 packet. Kal ke liye 30 litre Amul Gold bhejo, ₹25 "
                 "packet.") == (True, [("order", "milk-500ml", 60, 2500)])


def test_nikal_do_still_cuts():
    assert _read("Roz 20 kilo chawal nikal do.")[1][0][0] == "cancel"
