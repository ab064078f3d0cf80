"""``lang.order_terms``: a condition only on when the goods come, then goods asked sent at a price, is an order at
that price in every language ("Send 20 kg jaggery at ₹58 if you can deliver by Monday", the corpus convention), not
an offer (a new user's trial, twenty-eighth session: "Agar kal tak delivery ho sakti hai toh 20 kilo aata bhej do 45
rupay kilo" had read as an offer); a condition on the price stays an offer."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "If you can deliver by tomorrow, send 20 kg atta at ₹45/kg, otherwise leave it.",
    "अगर कल तक डिलीवरी हो सकती है तो 20 किलो आटा 45 रुपये किलो भेज दो, वरना रहने दो।",
    "Agar kal tak delivery ho sakti hai toh 20 kilo aata bhej do 45 rupay kilo, warna rehne do.",
])
def test_goods_sent_at_a_price_if_delivered_in_time_are_ordered_at_it(text):
    assert _read(text) == (True, [("order", "atta-5kg", 4, 22500)])


@pytest.mark.parametrize("text,kind", [
    ("If you can do ₹420 a case, we'll take 5 cases of Coke.", "offer"),
    ("Agar Saturday tak delivery ho sake toh hum 2 quintal aloo 2,100 rs per quintal pe lene ko taiyaar hain.",
     "offer"),                                               # no word of sending: "ready to take at" offers
])
def test_a_condition_on_the_price_or_a_take_at_a_price_stays_an_offer(text, kind):
    readable, got = _read(text)
    assert readable and [g[0] for g in got] == [kind]
