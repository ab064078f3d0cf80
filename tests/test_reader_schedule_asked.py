"""A question about the supplier's delivery days asked of no order asks nothing of the desk (``lang.schedule_asked``;
holdout143 o7003, o7004, o7015: it had been read as an ask_delivery with no order and no goods, silently); a day
asked of an order or of goods is still a delivery question."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    "Please share your rates for rice and sugar. Also, which days does your van come to Vijay Nagar?",
    "कृपया चावल और चीनी के भाव बताइए। और आपकी गाड़ी विजय नगर किन दिनों आती है?",
    "Chawal aur cheeni ke rate bataiye. Aur aapki gaadi Vijay Nagar kis din aati hai?",
])
def test_delivery_days_beside_rates_ask_the_rates_alone(text):
    assert _read(text) == [("ask_quote", "rice-1kg", None, None), ("ask_quote", "sugar-1kg", None, None)]


@pytest.mark.parametrize("text", [
    "Atta 10 packet ka rate batao. Delivery kab kab hoti hai?",
    "आटा 10 पैकेट का रेट बताओ। डिलीवरी कब-कब होती है?",
    "Rate for 10 packets atta? How often do you deliver here?",
])
def test_how_often_beside_a_rate_asks_the_rate_alone(text):
    assert _read(text) == [("ask_quote", "atta-5kg", 10, None)]


@pytest.mark.parametrize("text", [
    "On which days of the week do you deliver to Vijay Nagar?",
    "विजय नगर में हफ़्ते के किन दिनों डिलीवरी करते हैं?",
    "Vijay Nagar mein hafte ke kin dinon delivery karte hain?",
])
def test_delivery_days_alone_are_no_request(text):
    assert isinstance(_read(text), str)


@pytest.mark.parametrize("text", ["Which day will O5 come?", "O5 किस दिन आएगा?", "O5 kis din aayega?"])
def test_a_day_asked_of_an_order_still_asks_after_it(text):
    assert _read(text) == [("ask_delivery", None, None, "O5")]


def test_a_day_asked_of_goods_still_asks_after_them():
    assert _read("Chawal kis din aayega? 20 kg bola tha.") == [("ask_delivery", "rice-1kg", 20, None)]
