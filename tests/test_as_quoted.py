"""``lang.price_marks.as_quoted``: "at ₹25 as quoted" is the price the order is placed at, beside a refused price, in
every language (holdout88 en-j9060 had ordered the suji at no price)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "We will not be proceeding with the poha at ₹36 per packet. Kindly send 20 packets of suji at ₹25 as quoted.",
    "Hum ₹36 packet wala poha nahi lenge. Suji ke 20 packet ₹25 mein bhej dijiye, jaisa quote kiya tha.",
    "हम ₹36 पैकेट वाला पोहा नहीं लेंगे। सूजी के 20 पैकेट ₹25 में भेज दीजिए, जैसा कोट किया था।",
])
def test_the_price_as_quoted_is_ordered_at(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("reject", "poha-500g", None, 3600), ("order", "suji-500g", 20, 2500)]


def test_a_quoted_price_refused_for_a_new_one_stays_a_reference():
    r = read_message("Rice at ₹40 as quoted is too high, do ₹38.", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == [("offer", "rice-1kg", 3800)]
